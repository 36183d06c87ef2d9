import RefereeModel

/// `refuse when …` rules in play: which moves that name a value they take out of the legal moves,
/// and the message a refused one gets.
extension CoreProgram {
    /// Whether a rule's moves name a value that `refuse` rules judge: a player, a number or a code
    /// (a codemaker's answer is judged by the answers before it instead).
    /// Whether a rule's moves are judged one by one: by `refuse` rules, or by its own condition
    /// when that reads the move's cells (`RuleShape.perMove`).
    @inline(__always)
    func isJudged(_ shape: RuleShape) -> Bool {
        shape.perMove || isRefusable(shape)
    }

    /// Whether a rule's moves name a value that `refuse` rules judge.
    @inline(__always)
    func isRefusable(_ shape: RuleShape) -> Bool {
        guard hasRefusals else { return false }
        switch shape.verb {
        case .choosePlayer, .chooseNumber, .chooseCode: return true
        case .place, .slide, .jump, .remove, .pass, .choosePins, .chooseAnswer: return false
        }
    }

    /// The first `refuse` rule whose condition holds for a move, read before it with `chosen` the
    /// value it names; nil when none does (or the move names nothing judged).
    func refusingRule(_ move: Move, _ state: State) -> Int? {
        let index = Self.decode(move).rule
        guard index < shapes.count, isRefusable(shapes[index]) else { return nil }
        var judged = state
        judged.chosen = Self.chosen(move)
        let next = nextPlayer(after: state.toMove, in: state)
        return refusalTests.firstIndex { evaluate($0.eval, judged, state.toMove, next) != 0 }
    }

    /// A judged rule's moves now, less those its condition (read move by move) rules out or a
    /// `refuse` rule refuses, in the order `appendMoves` lists them.
    func unrefused(_ index: Int, _ state: State) -> [Move] {
        let candidates: [Move] = switch shapes[index].verb {
        case .choosePlayer: (0..<playerCount).map { Self.encode(rule: index, chosen: $0) }
        case .chooseNumber: numbers(index, state).map { Self.encode(rule: index, chosen: $0) }
        case .chooseCode: codes.map { codes in (0..<codes.guessCount).map { Self.encode(rule: index, chosen: codes.guess($0)) } } ?? []
        case .place, .slide, .jump, .remove, .pass, .choosePins, .chooseAnswer: self.candidates(of: index, state)
        }
        return candidates.filter { conditionHolds(for: $0, state) && refusingRule($0, state) == nil }
    }

    /// The refusal a `refuse` rule gives to a move, with `{move}` the move as typed and each other
    /// part read as the rule's condition reads it.
    func refusalMessage(_ rule: Int, _ move: Move, in state: State, typed text: String) -> String {
        var judged = state
        judged.chosen = Self.chosen(move)
        let next = nextPlayer(after: state.toMove, in: state)
        let (message, parts) = refusalMessages[rule]
        return message.filled(values: parts.map { evaluate($0, judged, state.toMove, next) }, move: text, players: playerNames)
    }
}
