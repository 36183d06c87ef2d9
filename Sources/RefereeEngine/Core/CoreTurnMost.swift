import RefereeModel

/// `refuse unless most V` in play: of the moves the rules allow, only those whose turn can
/// end with V as high as any other's can are legal. A turn is the mover's moves until another
/// player is to move or the game ends; each move's best end is found by trying every way the
/// turn can go on, each position reached once (`turnBest`), and kept for the turn's later
/// steps (`TurnMemo`).
extension CoreKernel {
    /// Every move the move rules allow now, the `otherwise` rules' only when no other rule's is.
    func appendRuleMoves(_ state: inout State, into moves: inout [Move]) {
        let start = moves.count
        for rule in program.rules.indices where !program.shapes[rule].otherwise { program.appendMoves(of: rule, &state, into: &moves) }
        if program.hasFallbacks, moves.count == start {
            for rule in program.rules.indices where program.shapes[rule].otherwise { program.appendMoves(of: rule, &state, into: &moves) }
        }
    }

    /// Keeps, of the moves from `start` on, those whose turn can end with the rule's number
    /// highest.
    func keepMost(_ rule: Int, of moves: inout [Move], from start: Int, _ state: State) {
        guard moves.count - start > 1 else { return }
        var memo: [State: Int] = [:]
        let player = state.toMove
        let values = moves[start...].map { move in
            var after = state
            program.play(move, in: &after)
            if after.result < 0, after.toMove == player, let known = turnMemo.best(after, rule) { return known }
            return turnBest(after, rule, player, &memo)
        }
        turnMemo.keep(memo, rule)
        guard let best = values.max() else { return }
        var kept = start
        for (i, value) in values.enumerated() where value == best {
            moves[kept] = moves[start + i]
            kept += 1
        }
        moves.removeLast(moves.count - kept)
    }

    /// The highest the rule's number can be at the end of `player`'s turn, from `state`.
    func turnBest(_ state: State, _ rule: Int, _ player: Int, _ memo: inout [State: Int]) -> Int {
        let value = { (s: State) in evaluate(program.refusalTests[rule].eval, s, player, -1) }
        guard state.result < 0, state.toMove == player else { return value(state) }
        if let known = memo[state] { return known }
        var moves: [Move] = []
        var lent = state
        appendRuleMoves(&lent, into: &moves)
        var best = moves.isEmpty ? value(state) : Int.min
        for move in moves {
            var after = state
            program.play(move, in: &after)
            best = max(best, turnBest(after, rule, player, &memo))
        }
        memo[state] = best
        return best
    }

    /// The refusal of a move the rules allow but the `refuse unless most` rule does not.
    func mostRefusal(_ rule: Int, _ move: Move, _ state: State, typed: String?) -> IllegalMove {
        var refused = IllegalMove(
            rule: .illegal, message: program.refusalMessage(rule, move, in: state, typed: typed ?? format(move, in: state)))
        refused.because = "the file's 'refuse unless most' rule refuses it: another move's turn can end with more"
        refused.refusingRule = rule
        refused.notNow = true
        return refused
    }
}
