import RefereeModel

/// A code game of several secrets (`secrets N`): each guess is answered against every secret
/// not yet found, and the answer is kept as one number, each secret's feedback class a digit in
/// base `classes + 1` (the first secret's least significant), the digit `classes` standing for a
/// secret found by an earlier guess (see `CodeLayout.secret`).
extension CoreCodes {
    /// The digit of an answer that stands for a secret found before the guess.
    var foundDigit: Int { notation.feedbackClasses }

    /// An answer's digits, one a secret.
    func parts(_ answer: Int) -> [Int] {
        var rest = answer
        return secrets.map { _ in
            defer { rest /= foundDigit + 1 }
            return rest % (foundDigit + 1)
        }
    }

    /// The answer of the given digits.
    func combined(_ parts: [Int]) -> Int {
        parts.reversed().reduce(0) { $0 * (foundDigit + 1) + $1 }
    }

    /// Which secrets the answers so far have found.
    func foundSecrets<Bits>(_ state: CoreKernel<Bits>.State) -> [Bool] {
        var found = [Bool](repeating: false, count: secrets.count)
        for answer in state.lists[answers] {
            for (k, part) in parts(answer).enumerated() where part == notation.solvedClass { found[k] = true }
        }
        return found
    }

    /// How many secrets the answers so far have found.
    func found<Bits>(_ state: UnsafePointer<CoreKernel<Bits>.State>) -> Int {
        secrets.count > 1
            ? foundSecrets(state.pointee).filter { $0 }.count
            : (lastMarks(state).exact == layout.rules.length ? 1 : 0)
    }

    /// The answer the secrets give a guess, the last guess made. Out of line, so that a game of
    /// one secret does not make room for it in `answer`.
    @inline(never)
    func answerToEach<Bits>(_ guess: Int, _ state: UnsafePointer<CoreKernel<Bits>.State>) -> Int {
        let found = foundSecrets(state.pointee)
        return combined(secrets.indices.map { k in found[k] ? foundDigit : feedbackCode(guess, against: state.pointee.values[secrets[k]]) })
    }

    /// The game so far as the notation reads it for one secret: its guesses and its own feedback.
    func record<Bits>(_ state: CoreKernel<Bits>.State, secret k: Int) -> CodeKernel.State {
        let code = state.values[secrets[k]]
        var record = CodeKernel.State(secret: code < 0 ? nil : code)
        record.guesses = Array(state.lists[guesses])
        record.feedback = state.lists[answers].map { notation.feedback(ofClass: parts($0)[k]) }
        record.awaitingAnswer = state.values[answering] != 0
        return record
    }

    /// The answers the codemaker may give now: for each secret not yet found, the feedback some
    /// code could give that earns its earlier answers; every way of choosing one for each.
    func answersAllowedToEach<Bits>(_ state: CoreKernel<Bits>.State) -> [Int] {
        let found = foundSecrets(state)
        var answers = [0]
        for k in secrets.indices.reversed() {
            let digits = found[k] ? [foundDigit] : notation.answersAllowed(record(state, secret: k))
            answers = answers.flatMap { prefix in digits.map { prefix * (foundDigit + 1) + $0 } }
        }
        return answers.sorted()
    }

    /// Typed answers to several secrets, one for each not yet found, separated by `/`, as the
    /// chosen value of an answer move (or a value that says what is wrong with them).
    func readTypedAnswers<Bits>(_ text: String, _ state: CoreKernel<Bits>.State) -> Int {
        let found = foundSecrets(state)
        let typed = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard typed.count == found.filter({ !$0 }).count else { return Self.wrongParts }
        var next = typed.makeIterator()
        var digits: [Int] = []
        for isFound in found {
            guard !isFound else {
                digits.append(foundDigit)
                continue
            }
            let part = next.next() ?? ""
            let trimmed = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            switch notation.readTypedAnswer(trimmed) {
            case .feedback(let answer): digits.append(answer)
            case .notFeedback: return Self.notFeedback
            case .tooManyMarks: return Self.tooManyMarks
            }
        }
        return combined(digits)
    }

    /// Why typed answers to several secrets cannot be given, naming the secret; nil when they can.
    func refusalOfAnswers<Bits>(_ chosen: Int, _ state: CoreKernel<Bits>.State, typed: String) -> String? {
        let found = foundSecrets(state)
        if chosen == Self.wrongParts {
            let left = found.filter { !$0 }.count
            return "'\(typed)' is not \(left) answers: answer each secret not yet found, in order, separated by /"
        }
        for (k, part) in parts(chosen).enumerated() where !found[k] {
            let record = record(state, secret: k)
            guard notation.isPossible(part) else {
                return "'\(typed)' gives secret \(k + 1) feedback that no \(layout.rules.words == nil ? "code" : "word") could get"
            }
            guard notation.answersAllowed(record).contains(part) else {
                return "secret \(k + 1): " + notation.contradiction(part, record, typed: typed)
            }
        }
        return nil
    }

    /// An answer as shown: each secret's feedback, side by side, two spaces apart, a secret
    /// found before shown as blanks; spaces at the end dropped.
    func shown(_ answer: Int) -> String {
        guard secrets.count > 1 else { return notation.display(notation.feedback(ofClass: answer)) }
        let texts = parts(answer).map { $0 == foundDigit ? "" : notation.display(notation.feedback(ofClass: $0)) }
        let width = shownWidth
        let line = texts.map { $0 + String(repeating: " ", count: max(width - $0.count, 0)) }.joined(separator: "  ")
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// The widest feedback of one secret as shown.
    static func shownWidth(_ notation: CodeKernel) -> Int {
        (0..<notation.feedbackClasses).filter(notation.isPossible).map { notation.display(notation.feedback(ofClass: $0)).count }.max() ?? 0
    }

    /// The marks of an answer added over the secrets it answered.
    func marks(_ answer: Int) -> CodeKernel.Feedback {
        guard secrets.count > 1 else { return notation.feedback(ofClass: answer) }
        var sum = CodeKernel.Feedback(exact: 0, partial: 0)
        for part in parts(answer) where part != foundDigit {
            let f = notation.feedback(ofClass: part)
            sum.exact += f.exact
            sum.partial += f.partial
        }
        return sum
    }

    /// The secrets as shown, one word each, separated by spaces; nil while the engine does not
    /// know them.
    func secretsText<Bits>(_ state: CoreKernel<Bits>.State) -> String? {
        let codes = secrets.map { state.values[$0] }
        guard !codes.contains(where: { $0 < 0 }) else { return nil }
        return codes.map(notation.codeText).joined(separator: " ")
    }

    /// The range every secret is in when a game starts (`drawSecrets`): a code's number, or -1
    /// when the codemaker alone knows it.
    var secretRange: ClosedRange<Int> { secretDraw.adversary ? -1 ... -1 : 0 ... codeCount - 1 }

    /// Draws the secrets from the seed into their slots, no two alike when the codes allow it.
    func drawSecrets(seed: UInt64, into values: inout [Int]) {
        guard secrets.count > 1 else {
            values[secret] = secretDraw.secret(seed: seed) ?? -1
            return
        }
        var drawn: [Int] = []
        var attempt: UInt64 = 0
        while drawn.count < secrets.count {
            let code = secretDraw.secret(seed: seed &+ attempt &* 0x9E37_79B9_7F4A_7C15) ?? -1
            attempt += 1
            if !drawn.contains(code) || attempt > 64 { drawn.append(code) }
        }
        for (slot, code) in zip(secrets, drawn) { values[slot] = code }
    }

    /// Sets the secrets from their text, one word each separated by spaces.
    func setSecrets<Bits>(_ text: String, in state: inout CoreKernel<Bits>.State) throws(SetupError) {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == secrets.count else {
            let example = Array(repeating: notation.codeText(0), count: secrets.count).joined(separator: " ")
            throw SetupError("this game keeps \(secrets.count) secrets: set them together, as in 'secret \(example)'")
        }
        var codes: [Int] = []
        for word in words {
            var record = CodeKernel.State(secret: nil)
            try notation.setSecret(word, in: &record)
            codes.append(record.secret ?? -1)
        }
        for (slot, code) in zip(secrets, codes) { state.values[slot] = code }
    }
}
