extension CoreGame {
    /// A code-breaking game in core terms. The codebreaker's move names a code (`move code`);
    /// when the engine does not know the secret, the codemaker's names the answer (`move answer`).
    ///
    /// - `code N from "…"`, `repeats …` and `words …` say which codes a guess may name;
    /// - the secret is drawn by chance from the seed when the game starts, and kept by the
    ///   codemaker (`secret kept by …`); a scenario's `setup secret none` leaves it unknown;
    /// - a guess is added to the guesses, and to `guesses` made; when the secret is known a rule
    ///   after the move appends the feedback it earns (`feedback …` says its shape); when it is
    ///   not, the codemaker is `answering` and moves next, and the answer it names is appended;
    /// - `end when not answering and exact = N: winner` the codebreaker; then `end when not
    ///   answering and guesses = G: winner` the codemaker (`guesses G`).
    ///
    /// With `secrets N` the secrets are N values in a row, drawn alike; each answer holds one
    /// part for each (see `CodeLayout`), and `end when not answering and solved = N: winner` the
    /// codebreaker replaces the first end rule.
    ///
    /// Core rules beside the family read `guesses` (guesses made), `answering`, and `exact` and
    /// `partial` (the last answer's marks), or with several secrets `solved`.
    public init(translating rules: CodeRules, players: [String]) {
        var list = VariableList()
        let secret = list.declare("the secret", .number, initial: -1)
        for k in 1..<max(rules.secrets, 1) { _ = list.declare("the secret \(k + 1)", .number, initial: -1) }
        let guessList = list.declare("the guesses", .list)
        let answerList = list.declare("the answers", .list)
        let answering = list.declare("answering", .flag)
        let guesses = list.declare("guesses", .number)
        let guess = MoveRule(action: .choose(.code), condition: .not(.value(answering)), effects: [
            .append(variable: guessList, player: nil, value: .chosen),
            .add(variable: guesses, player: nil, amount: .int(1)),
            .set(variable: answering, player: nil, value: Expr.value(secret).is(.int(-1))),
        ], refusal: .code)
        let answer = MoveRule(action: .choose(.answer), condition: .value(answering), effects: [
            .append(variable: answerList, player: nil, value: .chosen),
            .set(variable: answering, player: nil, value: .bool(false)),
        ], refusal: .feedback)
        let scored = AfterMoveRule(
            condition: Expr.value(secret).isNot(.int(-1)).and(.not(.value(answering))).and(.state(.mover).is(.player(rules.breaker))),
            effects: [.append(variable: answerList, player: nil, value: .state(.answer))])
        let answered = Expr.not(.value(answering))
        let found = rules.severalSecrets
            ? Expr.state(.secretsFound).is(.int(rules.secrets)) : Expr.state(.exactMarks).is(.int(rules.length))
        self.init(
            board: CoreBoard(width: 0, height: 0, naming: .numbered(from: 1), lines: []),
            pieces: [], variables: list.variables, moves: [guess, answer], afterMove: [scored],
            ends: [
                EndRule(condition: answered.and(found), result: .winner(.player(rules.breaker))),
                EndRule(condition: answered.and(Expr.value(guesses).atLeast(.int(rules.guesses))), result: .winner(.player(rules.maker))),
            ],
            turns: .computed(.choose(.value(answering), .player(rules.maker), .player(rules.breaker))),
            presentation: .code(CodeLayout(
                rules: rules, secret: secret, guesses: guessList, answers: answerList, answering: answering,
                ownValues: list.variables.count)))
    }
}
