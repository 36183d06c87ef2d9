import RefereeModel

/// The adversarial codemaker (`computer M plays adversary`): it keeps no secret, and answers each
/// guess so that as many codes as possible still earn every answer given. Read from the game's
/// code view.
extension Engine {
    /// One answer the adversary may give, and how many codes stay possible after it.
    public struct AdversaryChoice: Hashable, Sendable {
        /// The answer as displayed.
        public var answer: String
        /// The codes that earn this answer and every earlier one.
        public var codesLeft: Int
    }

    /// The answers the codemaker could give to the guess awaiting one, each with the codes it
    /// leaves, best first: the most codes left; on a tie, the fewest exact marks, then the fewest
    /// partial marks, then (by position) the lowest pattern reading the marks from the first
    /// place, miss < partial < exact (counted, that order is already total). Empty when no guess
    /// awaits an answer or the code space is too large to search.
    public func adversaryChoices(_ state: GameState) -> [AdversaryChoice] {
        guard let (notation, record) = codeRecord(state), record.awaitingAnswer, let guess = record.guesses.last,
              let codes = notation.codesConsistent(with: record)
        else { return [] }
        var left: [Int: Int] = [:]
        for code in codes { left[notation.feedbackCode(guess, against: code), default: 0] += 1 }
        let ranked = left.sorted { a, b in
            if a.value != b.value { return a.value > b.value }
            let fa = notation.feedback(ofClass: a.key), fb = notation.feedback(ofClass: b.key)
            if fa.exact != fb.exact { return fa.exact < fb.exact }
            if fa.partial != fb.partial { return fa.partial < fb.partial }
            return a.key < b.key
        }
        return ranked.map { AdversaryChoice(answer: notation.display(notation.feedback(ofClass: $0.key)), codesLeft: $0.value) }
    }

    /// The adversary's answer to the guess awaiting one (the first of `adversaryChoices`), as a
    /// move of this engine; nil when there is none to give.
    public func adversaryAnswer(_ state: GameState) -> Move? {
        guard let best = adversaryChoices(state).first, case .success(let move) = parse(best.answer, in: state) else { return nil }
        return move
    }

    /// How many codes earn every answer given so far (the codemaker's secret among them, when
    /// there is one); nil in a game that is not a code game, or whose codes are too many to search.
    public func codesLeft(_ state: GameState) -> Int? {
        guard let (notation, record) = codeRecord(state) else { return nil }
        return notation.codesConsistent(with: record)?.count
    }

    /// The code family's notation for these rules, in a code game.
    public var codeNotation: CodeKernel? { runner.codeNotation }

    /// The guesses and answers so far read off the code view, in the code family's notation.
    private func codeRecord(_ state: GameState) -> (CodeKernel, CodeKernel.State)? {
        guard let notation = codeNotation, !notation.rules.severalSecrets, case .code(let codeView) = view(state) else { return nil }
        let blank = CodeKernel.State(secret: 0)
        var record = CodeKernel.State(secret: nil)
        for row in codeView.rows {
            guard let guess = notation.parse(row.guess, in: blank) else { return nil }
            record.guesses.append(guess.value)
            if let answer = row.feedbackClass { record.feedback.append(notation.feedback(ofClass: answer)) }
        }
        record.awaitingAnswer = codeView.awaitingAnswer && codeView.rows.last?.feedbackClass == nil
        return (notation, record)
    }

    /// Whether the rules play `player`: a `computer P plays …` board or core rule, or the
    /// adversarial codemaker.
    public func rulesPlay(_ player: Int) -> Bool { model.rulesStrategy(player) != nil }
}
