import RefereeModel

/// `refuse when …` rules in play: which moves that name a value they take out of the legal moves,
/// and the message a refused one gets.
extension CoreProgram {
    /// Whether a rule's moves are judged one by one: by `refuse` rules, or by its own condition
    /// when that reads the move's cells (`RuleShape.perMove`).
    @inline(__always)
    func isJudged(_ shape: RuleShape) -> Bool {
        shape.perMove || isRefusable(shape)
    }

    /// Whether a rule's moves name a value that `refuse` rules judge: a player, a number or a code
    /// (a codemaker's answer is judged by the answers before it instead).
    @inline(__always)
    func isRefusable(_ shape: RuleShape) -> Bool {
        guard hasRefusals else { return false }
        switch shape.verb {
        case .choosePlayer, .chooseNumber, .chooseCode, .choosePart: return true
        case .place, .slide, .jump, .remove, .pass, .choosePins, .chooseAnswer: return false
        }
    }

    /// The first `refuse` rule whose condition holds for a move, read before it with `chosen` the
    /// value it names; nil when none does (or the move names nothing judged).
    func refusingRule(_ move: Move, _ state: State) -> Int? {
        let index = Self.decode(move).rule
        guard index < shapes.count else { return nil }
        if shapes[index].judgedAfter { return refusedAfter(move, state) }
        guard isRefusable(shapes[index]) else { return nil }
        // A part the list does not hold is no move to judge: it is refused as not allowed.
        if shapes[index].verb == .choosePart, !holdsPart(move, index, state) { return nil }
        return refusingRule(judging: move, state)
    }

    /// The first `refuse` rule whose condition holds for a move the rule allows (one of its
    /// candidates), read before it with `chosen` the value it names.
    private func refusingRule(judging move: Move, _ state: State) -> Int? {
        var judged = state
        let next = nextPlayer(after: state.toMove, in: &judged)
        judged.chosen = Self.chosen(move)
        return refusalTests.indices.first { !refusalAfter[$0] && $0 != mostRule && evaluate(refusalTests[$0].eval, &judged, state.toMove, next) != 0 }
    }

    /// A judged rule's moves now, less those its condition (read move by move) rules out or a
    /// `refuse` rule refuses, in the order `appendMoves` lists them.
    func unrefused(_ index: Int, _ state: inout State) -> [Move] {
        let candidates: [Move] = switch shapes[index].verb {
        case .choosePlayer: (0..<playerCount).map { Self.encode(rule: index, chosen: $0) }
        case .chooseNumber: numbers(index, &state).map { Self.encode(rule: index, chosen: $0) }
        case .chooseCode: codes.map { codes in (0..<codes.guessCount).map { Self.encode(rule: index, chosen: codes.guess($0)) } } ?? []
        case .choosePart: parts(index, state)
        case .place, .slide, .jump, .remove, .pass, .choosePins, .chooseAnswer: self.candidates(of: index, &state)
        }
        // A part among the candidates is one the list holds, which need not be asked again.
        let held = shapes[index].verb == .choosePart
        return candidates.filter {
            conditionHolds(for: $0, state) && (held ? refusingRule(judging: $0, state) : refusingRule($0, state)) == nil
        }
    }

    /// The refusal a `refuse` rule gives to a move, with `{move}` the move as typed and each other
    /// part read as the rule's condition reads it.
    func refusalMessage(_ rule: Int, _ move: Move, in state: State, typed text: String) -> String {
        var judged = state
        var next = -1
        if refusalAfter[rule] {
            play(move, in: &judged, judging: true)
        } else {
            next = nextPlayer(after: state.toMove, in: &judged)
            judged.chosen = Self.chosen(move)
        }
        let (message, parts) = refusalMessages[rule]
        return message.filled(values: parts.map { evaluate($0, &judged, state.toMove, next) }, move: text, players: playerNames)
    }
}

/// `refuse after when …` rules in play: each move that puts a piece on a cell is tried, and
/// left out when a rule's condition holds once it is made.
extension CoreProgram {
    /// A rule's moves now, its condition aside, less those a `refuse after` rule refuses.
    func unrefusedAfter(_ index: Int, _ state: inout State) -> [Move] {
        var candidates: [Move] = []
        appendCandidates(of: index, &state, into: &candidates)
        return candidates.filter { refusedAfter($0, state) == nil }
    }

    /// A legal move drawn uniformly without trying every move: a candidate is drawn from every
    /// rule's moves, and one a `refuse after` rule refuses is set aside and another drawn. Each
    /// legal move is as likely, though not the one `legalMoves[generator.below(count)]` gives.
    func randomMoveJudgedAfter(_ state: inout State, using generator: inout SeededGenerator) -> Move? {
        var candidates: [Move] = []
        for i in shapes.indices where allowed(i, &state) {
            if isJudged(shapes[i]) {
                candidates += unrefused(i, &state)
            } else {
                appendCandidates(of: i, &state, into: &candidates)
            }
        }
        while !candidates.isEmpty {
            let n = generator.below(candidates.count)
            let move = candidates[n]
            if !shapes[Self.decode(move).rule].judgedAfter || refusedAfter(move, state) == nil { return move }
            candidates.swapAt(n, candidates.count - 1)
            candidates.removeLast()
        }
        return nil
    }
}
