import RefereeModel

/// Answers a person types as the codemaker: read by the declared symbols only, and refused when
/// they are not feedback, or when no secret could have earned them together with the earlier
/// answers.
extension CodeKernel {
    /// What a typed answer is.
    enum TypedAnswer: Equatable {
        /// Feedback of this class.
        case feedback(Int)
        /// A symbol that is not a mark of this game, or (by position) not one mark a place.
        case notFeedback
        /// More marks than the code has pegs.
        case tooManyMarks
    }

    /// Move numbers above the answers' that stand for typed text that is no answer, so that
    /// `apply` can say what is wrong with it.
    var notFeedbackMove: Int { space + feedbackClasses }
    var tooManyMarksMove: Int { space + feedbackClasses + 1 }

    /// Reads an answer by the declared symbols (a letter of the other case stands for its
    /// counterpart). Counted: any order of exact and partial marks, spaces ignored, `""` for
    /// none. By position: one mark a place. In words: the words in any order, separated by
    /// spaces, case ignored; the none word alone.
    func readTypedAnswer(_ text: String) -> TypedAnswer {
        if let words = rules.feedbackWords { return readWords(text, words) }
        if commonOnly { return readCommon(text) }
        guard rules.feedbackByPosition else {
            var exact = 0, partial = 0
            for c in text where c != " " {
                switch mark(c, among: [rules.partialSymbol, rules.exactSymbol]) {
                case 1?: exact += 1
                case 0?: partial += 1
                default: return .notFeedback
                }
            }
            guard exact + partial <= rules.length else { return .tooManyMarks }
            return .feedback(exact * (rules.length + 1) + partial)
        }
        guard text.count == rules.length else { return .notFeedback }
        var pattern = 0
        for c in text {
            guard let value = mark(c, among: [rules.missSymbol, rules.partialSymbol, rules.exactSymbol]) else {
                return .notFeedback
            }
            pattern = pattern * 3 + value
        }
        return .feedback(pattern)
    }

    /// Common feedback as typed: a number of symbols, or the word for the secret itself.
    private func readCommon(_ text: String) -> TypedAnswer {
        let said = text.split(whereSeparator: \.isWhitespace)
        guard said.count == 1, let word = said.first else { return .notFeedback }
        if word.lowercased() == Self.foundWord { return .feedback(solvedClass) }
        guard word.allSatisfy(\.isASCII), word.allSatisfy(\.isNumber), let shared = Int(word) else { return .notFeedback }
        return shared <= rules.length ? .feedback(shared) : .tooManyMarks
    }

    private func readWords(_ text: String, _ words: FeedbackWords) -> TypedAnswer {
        let said = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        if said == [words.none.lowercased()] { return .feedback(0) }
        guard !said.isEmpty else { return .notFeedback }
        var exact = 0, partial = 0
        for word in said {
            if word == words.exact.lowercased() {
                exact += 1
            } else if word == words.partial.lowercased() {
                partial += 1
            } else {
                return .notFeedback
            }
        }
        guard exact + partial <= rules.length else { return .tooManyMarks }
        return .feedback(exact * (rules.length + 1) + partial)
    }

    /// The index of a typed mark among the game's marks; a letter of the other case stands for
    /// its counterpart.
    private func mark(_ c: Character, among marks: [Character?]) -> Int? {
        if let i = marks.firstIndex(of: c) { return i }
        return marks.firstIndex { $0.map { $0.lowercased() == c.lowercased() } ?? false }
    }

    /// What feedback is made of in this game, for a refusal.
    var markWords: String {
        if commonOnly {
            return "it is the number of \(rules.words == nil ? "symbols the guess shares with the code" : "letters the guess shares with the word"), "
                + "from 0 to \(rules.length), or \(Self.foundWord) when it is the \(rules.words == nil ? "code" : "word")"
        }
        if let words = rules.feedbackWords {
            return "it is said in words, \(words.exact) for each right symbol in the right place and \(words.partial) for each "
                + "right symbol in the wrong place, separated by spaces, or \(words.none) alone for none"
        }
        let exact = "\(rules.exactSymbol) (a right symbol in the right place)"
        let partial = "\(rules.partialSymbol) (a right symbol in the wrong place)"
        guard let miss = rules.missSymbol else { return "it is made of \(exact) and \(partial), or \"\" for none" }
        return "it takes one mark a place, \(exact), \(partial) or \(miss) (a symbol the \(rules.words == nil ? "code" : "word") lacks)"
    }

    /// The codes that earn every answer given so far (each answered guess's feedback); nil when the
    /// code space is too large to search at every answer.
    /// With `lies N`, the codes that earn all of them but at most N.
    func codesConsistent(with state: State, leaving skipped: Int? = nil) -> [Int]? {
        codesWrongAnswers(state, leaving: skipped)?.filter { $0.wrong <= rules.lies }.map(\.code)
    }

    /// Each code, with how many of the answers so far it does not earn, counted up to one more
    /// than the lies allowed; nil when the code space is too large to search at every answer.
    func codesWrongAnswers(_ state: State, leaving skipped: Int? = nil) -> [(code: Int, wrong: Int)]? {
        guard space <= Limits.distinctCodeSpace else { return nil }
        let answered = (0..<min(state.guesses.count, state.feedback.count)).filter { $0 != skipped }
        let classes = answered.map { feedbackClass(state.feedback[$0]) }
        var codes: [(code: Int, wrong: Int)] = []
        for code in 0..<space where everyCodeIsLegal || isDistinct(code) {
            var wrong = 0
            for (k, i) in answered.enumerated() where feedbackCode(state.guesses[i], against: code) != classes[k] {
                wrong += 1
                if wrong > rules.lies { break }
            }
            if wrong <= rules.lies { codes.append((code, wrong)) }
        }
        return codes
    }

    /// The answers the codemaker may give to the guess awaiting one: those some code earns that
    /// earns every earlier answer too (without a search, every possible class).
    func answersAllowed(_ state: State) -> [Int] {
        guard state.awaitingAnswer, let guess = state.guesses.last else { return [] }
        guard let codes = codesWrongAnswers(state) else { return (0..<feedbackClasses).filter(isPossible) }
        // A code that leaves a lie to spare allows any answer: this one may be the lie.
        if codes.contains(where: { $0.wrong < rules.lies }) { return (0..<feedbackClasses).filter(isPossible) }
        var earned = Set<Int>()
        for code in codes { earned.insert(feedbackCode(guess, against: code.code)) }
        return earned.sorted()
    }

    /// Why an answer that is possible on its own cannot be given after the earlier ones: the
    /// earlier answers it contradicts, each alone, or all of them together.
    func contradiction(_ answer: Int, _ state: State, typed: String) -> String {
        guard let guess = state.guesses.last else { return "" }
        let earlier = Array(0..<min(state.guesses.count - 1, state.feedback.count))
        let alone = earlier.filter { i in
            var pair = State(secret: nil)
            pair.guesses = [state.guesses[i]]
            pair.feedback = [state.feedback[i]]
            return !(codesConsistent(with: pair)?.contains { feedbackCode(guess, against: $0) == answer } ?? true)
        }
        let answer = display(feedback(ofClass: answer)).trimmed
        guard !earlier.isEmpty else {
            return "'\(typed)' is not feedback that any \(rules.words == nil ? "code" : "word") could get for \(codeText(guess))"
        }
        if rules.lies > 0 {
            let all = earlier.map { "\(codeText(state.guesses[$0])) got \(display(state.feedback[$0]).trimmed)" }
            let wrong = rules.lies == 1 ? "one of them is wrong" : "\(rules.lies) of them are wrong"
            return "no \(rules.words == nil ? "code" : "word") gets \(answer) for \(codeText(guess)) when "
                + "\(all.joined(separator: " and ")), even if \(wrong): '\(typed)' contradicts them"
        }
        let named = (alone.isEmpty ? earlier : alone).map { "\(codeText(state.guesses[$0])) got \(display(state.feedback[$0]).trimmed)" }
        return "no \(rules.words == nil ? "code" : "word") gets \(answer) for "
            + "\(codeText(guess)) when \(named.joined(separator: " and ")): '\(typed)' contradicts "
            + (alone.isEmpty ? "the earlier answers together" : alone.count == 1 ? "that answer" : "those answers")
    }
}

extension String {
    fileprivate var trimmed: String {
        let t = drop { $0 == " " }
        return t.isEmpty ? "no marks" : String(t)
    }
}
