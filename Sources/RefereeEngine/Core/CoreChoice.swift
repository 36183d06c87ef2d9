import RefereeModel

/// Moves that name a player or a number (`move player`, `move number A to B`): the choice is the
/// move's low bits, and play keeps it as `chosen` for the rules to read.
extension CoreProgram {
    @inline(__always)
    static func encode(rule: Int, chosen: Int) -> Move { Move(chosen | (rule << 32)) }

    /// What a `choose` move names: 24 bits, or 30 for a part of a list (`CoreListParts.swift`).
    @inline(__always)
    static func chosen(_ move: Move) -> Int { move.value & 0xFFFF_FFFF }

    /// The numbers a `move number` rule allows now, within 0 and `Limits.chosenNumber`.
    @inline(__always)
    func numbers(_ index: Int, _ state: inout State) -> Range<Int> {
        let range = compiled.choices[index]
        guard range.present else { return 0..<0 }
        let next = nextPlayer(after: state.toMove, in: &state)
        let from = max(0, evaluate(range.from, &state, state.toMove, next))
        let to = min(Limits.chosenNumber, evaluate(range.to, &state, state.toMove, next))
        return from <= to ? from..<(to + 1) : from..<from
    }

    /// How many numbers, sets of pins, codes or answers a rule may name now. Out of line, so that
    /// counting a board's moves stays small enough to inline.
    @inline(never)
    func choiceCount(_ index: Int, _ verb: RuleShape.Verb, _ state: inout State) -> Int {
        switch verb {
        case .chooseNumber: numbers(index, &state).count
        case .choosePins: 1 << pins(index, &state).nonzeroBitCount
        case .chooseCode: codes?.guessCount ?? 0
        case .chooseAnswer: codes?.answersAllowed(state).count ?? 0
        case .choosePart: partCount(index, state)
        case .place, .slide, .jump, .remove, .pass, .choosePlayer: 0
        }
    }

    /// The `n`-th number, set of pins or code a rule may name now, as `appendMoves` lists them.
    @inline(never)
    func nthChoice(_ n: Int, of index: Int, _ verb: RuleShape.Verb, _ state: inout State) -> Move? {
        switch verb {
        case .chooseNumber: Self.encode(rule: index, chosen: numbers(index, &state).lowerBound + n)
        case .choosePins: Self.encode(rule: index, chosen: nthSubset(n, of: pins(index, &state)))
        case .chooseCode: codes.map { Self.encode(rule: index, chosen: $0.guess(n)) }
        case .choosePart: nthPart(n, of: index, state)
        case .chooseAnswer:
            codes.flatMap { codes in
                let answers = codes.answersAllowed(state)
                return n < answers.count ? Self.encode(rule: index, chosen: answers[n]) : nil
            }
        case .place, .slide, .jump, .remove, .pass, .choosePlayer: nil
        }
    }

    /// The pins a `move pins` rule may knock down now, as a set (bit i for pin i + 1).
    @inline(__always)
    func pins(_ index: Int, _ state: inout State) -> Int {
        let range = compiled.choices[index]
        guard range.present else { return 0 }
        let next = nextPlayer(after: state.toMove, in: &state)
        return evaluate(range.from, &state, state.toMove, next) & (pinWorth.count - 1)
    }

    /// What each set of pins is worth, for the game's first rule that names pins: the sum of its
    /// pins' values.
    static func pinWorth(_ game: CoreGame) -> [Int] {
        for rule in game.moves {
            guard case .choose(.pins(_, let values)) = rule.action else { continue }
            return (0..<(1 << values.count)).map { set in
                values.indices.reduce(0) { set & (1 << $1) != 0 ? $0 + values[$1] : $0 }
            }
        }
        return []
    }
}
