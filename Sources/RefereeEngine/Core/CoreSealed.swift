import RefereeModel

/// Sealed moves (`move … sealed`): a sealed move is made as any other, but what it names is
/// kept in the state's list of sealed moves (`State.lists[sealedSlot]`) rather than in
/// `chosen`, and its own effects wait. The effect `reveal` runs them, in the order the moves
/// were made, each with its own mover and `chosen`, and empties the list. So no rule reads a
/// sealed choice before it is revealed; only the referee (the state) holds it.
extension CoreProgram {
    /// Keeps a sealed move until it is revealed; the rules after it read `chosen` as -1.
    func seal(_ move: Move, rule: Int, mover: Int, in state: inout State) {
        state.lists[sealedSlot].append(contentsOf: [mover, rule, move.value, state.moves])
        state.chosen = -1
    }

    /// Runs the effects of every sealed move not yet revealed, oldest first. An `again` among
    /// them gives no move: the turn has passed (the checker refuses one).
    func reveal(in state: inout State) {
        guard sealedSlot >= 0 else { return }
        let pending = state.lists[sealedSlot]
        guard !pending.isEmpty else { return }
        state.lists[sealedSlot] = KeptList()
        for record in stride(from: 0, to: pending.count - 3, by: 4) {
            let (mover, rule, move) = (pending[record], pending[record + 1], Move(pending[record + 2]))
            state.chosen = Self.chosen(move)
            guard shapes[rule].hasEffects else { continue }
            _ = run(compiled.moves[rule].effects, in: &state, mover: mover, move: move)
        }
    }

    /// The sealed moves not yet revealed, oldest first: who made each, the move, and its number
    /// in the game (1 for the first move).
    func sealed(_ state: State) -> [(player: Int, rule: Int, move: Move, number: Int)] {
        guard sealedSlot >= 0 else { return [] }
        let pending = state.lists[sealedSlot]
        return stride(from: 0, to: pending.count - 3, by: 4).map { i in
            (pending[i], pending[i + 1], Move(pending[i + 2]), pending[i + 3])
        }
    }

    /// The state with every sealed move of a player other than `viewer` not yet revealed
    /// replaced by one its rule allows that player now, drawn from `generator`: a world the
    /// viewer cannot tell from its own. Effects wait until the reveal, so what the rule allows
    /// now is what it allowed when the move was made, unless a rule after a move changed it.
    func resealing(_ state: State, for viewer: Int, using generator: inout SeededGenerator) -> State {
        let pending = sealed(state)
        guard pending.contains(where: { $0.player != viewer }) else { return state }
        var result = state
        var list = KeptList()
        for record in pending {
            var move = record.move
            if record.player != viewer {
                var probe = state
                probe.toMove = record.player
                var allowed: [Move] = []
                appendMoves(of: record.rule, &probe, into: &allowed)
                if !allowed.isEmpty { move = allowed[generator.below(allowed.count)] }
            }
            list.append(contentsOf: [record.player, record.rule, move.value, record.number])
        }
        result.lists[sealedSlot] = list
        return result
    }
}
