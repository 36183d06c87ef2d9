import RefereeModel

/// The cells of a move in play: what `to`, `from`, `over`, `last to` and `last from` read, the
/// move rules whose conditions read them (judged move by move), and the effects that change
/// computed cells (`remove C`, `place P at C`, `move C to D`).
extension CoreProgram {
    /// Whether some rule of the game reads the cells of a move.
    static func readsMoveCells(_ game: CoreGame) -> Bool {
        var expressions = game.moves.compactMap(\.condition) + game.afterMove.compactMap(\.condition)
        expressions += game.ends.map(\.condition) + game.refusals.map(\.condition)
        expressions += (game.moves.flatMap(\.effects) + game.afterMove.flatMap(\.effects)).flatMap(\.expressions)
        for end in game.ends {
            if case .winner(let e) = end.result { expressions.append(e) }
            if case .loser(let e) = end.result { expressions.append(e) }
        }
        return expressions.contains { $0.reads(where: \.isMoveCell) }
    }

    /// Records a move's cells, the last move's becoming the move before's: the cell a piece
    /// lands on (`to`), leaves (`from`) and passes over (`over`), -1 where it has none.
    func enter(_ move: Move, in state: inout State) {
        let (index, from, to, _) = Self.decode(move)
        var cells = MoveCells(lastTo: state.cells.to, lastFrom: state.cells.from)
        switch shapes[index].verb {
        case .place:
            cells.to = Int32(truncatingIfNeeded: landing(to, drop: shapes[index].drop, state))
        case .slide, .jump:
            cells.to = Int32(truncatingIfNeeded: to)
            cells.from = Int32(truncatingIfNeeded: from ?? -1)
            if shapes[index].verb == .jump, let from, let over = jumpedCell(index, from: from, to: to) {
                cells.over = Int32(truncatingIfNeeded: over)
            }
        case .remove:
            cells.to = Int32(truncatingIfNeeded: to)
        case .pass, .choosePlayer, .chooseNumber, .choosePins, .chooseCode, .chooseAnswer, .choosePart:
            break
        }
        state.cells = cells
    }

    /// Whether a move's rule allows this very move, its condition read with the move's cells
    /// entered; true for a rule whose condition reads no cell of a move (`conditionHolds` says).
    func conditionHolds(for move: Move, _ state: State) -> Bool {
        let index = Self.decode(move).rule
        guard index < shapes.count, shapes[index].perMove else { return true }
        var judged = state
        let next = nextPlayer(after: state.toMove, in: &judged)
        enter(move, in: &judged)
        let rule = compiled.moves[index]
        return evaluate(rule.condition, &judged, state.toMove, next) != 0
    }

    /// A board move's candidates, its condition aside, in the order `appendMoves` lists them.
    func candidates(of index: Int, _ state: inout State) -> [Move] {
        var moves: [Move] = []
        appendCandidates(of: index, &state, into: &moves)
        return moves
    }

    /// An effect on cells computed as it runs: a cell that is no cell changes nothing.
    func changeCells(_ effect: CompiledRules<Bits>.Effect, in state: inout State, mover: Int) {
        let cells = tables.board.cellCount
        let cell = evaluate(effect.value, &state, mover, -1)
        guard cell >= 0, cell < cells else { return }
        switch effect.kind {
        case .removeAt:
            if let kind = kind(at: cell, state) { lift(kind, from: cell, in: &state) }
        case .placeAt:
            let piece = evaluate(effect.player, &state, mover, -1)
            let kind = effect.perPlayer ? (piece >= 0 && piece < playerCount ? ownKind[piece] : -1) : piece
            guard kind >= 0, kind < kinds else { return }
            if let old = self.kind(at: cell, state) { lift(old, from: cell, in: &state) }
            put(kind, at: cell, in: &state)
        case .moveAt:
            let to = evaluate(effect.bound, &state, mover, -1)
            guard to >= 0, to < cells, to != cell, let kind = kind(at: cell, state) else { return }
            if let taken = self.kind(at: to, state) { lift(taken, from: to, in: &state) }
            lift(kind, from: cell, in: &state)
            put(kind, at: to, in: &state)
        case .set, .add, .append, .roll, .rollList, .removeItems, .drawNumber, .drawList, .again, .reveal, .announce, .answer:
            break
        }
    }
}
