import RefereeModel

/// A code game run by the general interpreter: its picture, its moves as typed, its refusals and
/// its setup, in the code family's notation (`CoreCodes.notation`), read from the values the
/// translation keeps (`CodeLayout`).
extension CoreKernel {
    func codeView(_ codes: CoreCodes, _ state: State, for viewer: Int?) -> CodeView {
        let notation = codes.notation, rules = codes.layout.rules, record = record(codes, state)
        let answers = state.lists[codes.answers]
        let rows = record.guesses.enumerated().map { i, guess in
            let answer = i < answers.count ? answers[i] : nil
            let marks = answer.map(codes.marks)
            return CodeView.Row(
                guess: notation.codeText(guess), feedback: answer.map(codes.shown), exact: marks?.exact ?? 0,
                partial: marks?.partial ?? 0, feedbackClass: answer)
        }
        let hidden = rules.hidden && record.winner == nil && viewer != rules.maker
        var view = CodeView(
            length: rules.length, alphabet: String(rules.alphabet), rows: rows,
            guessesLeft: rules.guesses - record.guesses.count, secret: hidden ? nil : codes.secretsText(state),
            awaitingAnswer: record.awaitingAnswer)
        view.secrets = rules.secrets
        view.revealed = revealed(rules, notation, record)
        view.kept = keptValues(state, from: codes.layout.ownValues)
        view.announcements = announcements(state)
        return view
    }

    /// The places `reveal` shows, one entry a place (see `CodeView.revealed`).
    private func revealed(_ rules: CodeRules, _ notation: CodeKernel, _ record: CodeKernel.State) -> [String?] {
        guard !rules.revealed.isEmpty else { return [] }
        let symbols = record.secret.map { Array(notation.codeText($0)) }
        return (0..<rules.length).map { place in
            guard let symbols, rules.revealed.contains(place) else { return nil }
            return String(symbols[place])
        }
    }

    /// The game so far as the code family's notation reads it, with the result the rules gave.
    private func record(_ codes: CoreCodes, _ state: State) -> CodeKernel.State {
        var record = codes.record(state)
        if let outcome = outcome(state) { record.winner = outcome.winner ?? codes.layout.rules.maker }
        return record
    }

    /// The rules that name a code and an answer.
    private var codeRules: (guess: Int, answer: Int) {
        (program.shapes.firstIndex { $0.verb == .chooseCode } ?? 0, program.shapes.firstIndex { $0.verb == .chooseAnswer } ?? 0)
    }

    /// A guess as its code, or while the codemaker is answering, an answer read by the game's
    /// marks (typed text that is no answer becomes a move `apply` refuses, saying why).
    func codeParse(_ codes: CoreCodes, _ text: String, _ state: State) -> Move? {
        guard state.values[codes.answering] != 0 else {
            guard let code = codes.notation.parse(text, in: CodeKernel.State(secret: 0)) else { return nil }
            return CoreProgram<Bits>.encode(rule: codeRules.guess, chosen: code.value)
        }
        if codes.secrets.count > 1 {
            return CoreProgram<Bits>.encode(rule: codeRules.answer, chosen: codes.readTypedAnswers(text, state))
        }
        let chosen = switch codes.notation.readTypedAnswer(text) {
        case .feedback(let answer): answer
        case .notFeedback: CoreCodes.notFeedback
        case .tooManyMarks: CoreCodes.tooManyMarks
        }
        return CoreProgram<Bits>.encode(rule: codeRules.answer, chosen: chosen)
    }

    func codeFormat(_ codes: CoreCodes, _ move: Move) -> String {
        let chosen = CoreProgram<Bits>.chosen(move)
        let rule = CoreProgram<Bits>.decode(move).rule
        if rule < program.shapes.count, program.shapes[rule].verb == .chooseAnswer {
            let limit = codes.secrets.count > 1 ? codes.combined(codes.secrets.map { _ in codes.foundDigit + 1 }) : codes.foundDigit
            return chosen < limit ? codes.shown(chosen) : "?"
        }
        return chosen < codes.notation.codeCount ? codes.notation.codeText(chosen) : String(chosen)
    }

    /// Why a code game refuses a move, in the code family's words; nil when the rules allow it.
    func codeRefusal(_ codes: CoreCodes, _ move: Move, _ state: State, typed: String?) -> IllegalMove? {
        let rule = CoreProgram<Bits>.decode(move).rule
        let chosen = CoreProgram<Bits>.chosen(move)
        let isAnswer = rule < program.shapes.count && program.shapes[rule].verb == .chooseAnswer
        let notation = codes.notation
        guard state.values[codes.answering] != 0 else {
            if isAnswer { return IllegalMove(rule: .turn, message: message(.turn, state) + ": make a guess") }
            return codes.isGuess(chosen) ? nil : illegal(.code, state, move: move, text: typed)
        }
        guard isAnswer else {
            return IllegalMove(rule: .turn, message: message(.turn, state) + ": answer the last guess with feedback")
        }
        let text = typed ?? format(move, in: state)
        let what = codes.layout.rules.words == nil ? "code" : "word"
        if chosen == CoreCodes.notFeedback, codes.secrets.count > 1 {
            return IllegalMove(rule: .feedback, message: "'\(text)' is not feedback: answer each secret not yet found, "
                + "in order, separated by /; \(notation.markWords)")
        }
        if chosen == CoreCodes.notFeedback {
            return IllegalMove(rule: .feedback, message: "'\(text)' is not feedback: \(notation.markWords)")
        }
        if chosen == CoreCodes.tooManyMarks { return illegal(.feedback, state, move: move, text: typed) }
        if codes.secrets.count > 1 {
            return codes.refusalOfAnswers(chosen, state, typed: text).map { IllegalMove(rule: .feedback, message: $0) }
        }
        guard notation.isPossible(chosen) else {
            return IllegalMove(rule: .feedback, message: "'\(text)' is not feedback that any \(what) could get")
        }
        guard codes.answersAllowed(state).contains(chosen) else {
            return IllegalMove(rule: .feedback, message: notation.contradiction(chosen, codes.record(state), typed: text))
        }
        return nil
    }

    /// `setup secret CODE` and `setup secret none`.
    func codeSetup(_ codes: CoreCodes, _ setup: Setup, in state: inout State) throws(SetupError) {
        switch setup {
        case .secret(let text) where codes.secrets.count > 1:
            try codes.setSecrets(text, in: &state)
        case .secret(let text):
            var record = codes.record(state)
            try codes.notation.setSecret(text, in: &record)
            state.values[codes.secret] = record.secret ?? -1
        case .secretUnknown:
            for slot in codes.secrets { state.values[slot] = -1 }
        case .marks, .turn, .points, .server, .value, .rolls:
            throw SetupError.notFor(setup, "code")
        }
    }
}
