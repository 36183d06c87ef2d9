import RefereeModel

extension CodeKernel {
    public func view(_ state: State, for viewer: Int?) -> GameView {
        var rows: [CodeView.Row] = []
        for (i, guess) in state.guesses.enumerated() {
            let f = i < state.feedback.count ? state.feedback[i] : nil
            rows.append(CodeView.Row(
                guess: codeText(guess), feedback: f.map(display), exact: f?.exact ?? 0, partial: f?.partial ?? 0,
                feedbackClass: f.map(feedbackClass)))
        }
        let hidden = rules.hidden && state.winner == nil && viewer != rules.maker
        var view = CodeView(
            length: rules.length, alphabet: String(rules.alphabet), rows: rows,
            guessesLeft: rules.guesses - state.guesses.count, secret: hidden ? nil : secretText(state),
            awaitingAnswer: state.awaitingAnswer)
        view.revealed = revealed(state)
        return .code(view)
    }

    /// The places `reveal` shows, one entry a place (see `CodeView.revealed`).
    func revealed(_ state: State) -> [String?] {
        guard !rules.revealed.isEmpty else { return [] }
        let symbols = state.secret.map { Array(codeText($0)) }
        return (0..<rules.length).map { place in
            guard let symbols, rules.revealed.contains(place) else { return nil }
            return String(symbols[place])
        }
    }

    /// A text that names no move is a guess that is not a code, unless the codemaker is to
    /// answer.
    public func unknownMoveKey(_ state: State) -> MessageKey { state.awaitingAnswer ? .unknown : .code }

    public func setup(_ setup: Setup, in state: inout State) throws(SetupError) {
        switch setup {
        case .secret(let text): try setSecret(text, in: &state)
        case .secretUnknown: try setSecret(nil, in: &state)
        case .marks, .turn, .points, .server, .value: throw SetupError.notFor(setup, "code")
        }
    }
}
