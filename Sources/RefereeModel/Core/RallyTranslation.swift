extension CoreGame {
    /// A rally-scored contest in core terms. Each move names the player who won the rally
    /// (`move player`); the points, each level's wins and number, the server and the tiebreak are
    /// values the game keeps, and rules after the move do what the family statements say:
    ///
    /// - the rally's winner scores a point (`add 1 to points(chosen)`); with `only the server
    ///   scores when C`, while C holds only when the rally's winner is the server;
    /// - `game: first to T, lead by L` (or the tiebreak's target, in a tiebreak) decides whether
    ///   that point wins a game, which adds to the winner's `games`, and so on up the levels
    ///   (`set: …`, `match: best of N`), a level at a time;
    /// - winning a unit of the outermost level ends the contest: `end when …: winner chosen`;
    /// - a unit of the level below the outermost that ends (a set; a game, in a match of games)
    ///   is listed with its score and the points of the tiebreak that decided it, for the picture;
    /// - a game won resets the points (and a level won resets the wins below it); `tiebreak at A`
    ///   makes the next game a tiebreak when both players have A games;
    /// - `first serve alternates|winner|loser` names who serves the next game;
    /// - otherwise the first `serve …` statement whose condition holds decides the serve.
    ///
    /// Family expressions keep their meaning: `points`, `tiebreak`, `server`, a level's number
    /// (`set`) and wins (`sets`) read the values of the same names.
    public init(translating rules: RallyRules, players: [String]) {
        var list = VariableList()
        let levels = rules.levels
        let top = levels.count - 1
        let points = list.declare("points", .number, perPlayer: true)
        let wins = levels.map { list.declare($0.name + "s", .number, perPlayer: true) }
        let number = levels.map { list.declare($0.name, .number, initial: 1) }
        let tiebreak = list.declare("tiebreak", .flag)
        let server = list.declare("server", .player)
        let firstServer = list.declare("first server", .player)
        let wonGame = list.declare("won game", .flag)
        let reached = list.declare("levels won", .number, initial: -1)
        let decides = list.declare("decides set", .flag)
        let decided = list.declare("serve decided", .flag)
        let finished = list.declare("finished units", .list)
        let scored = list.declare("point scored", .flag)
        let sides = rules.sides.map { RallySidesTranslation($0, &list) }
        /// With sides, a rally's own rules run only after a rally, not after a side's choice.
        func afterRally(_ condition: Expr) -> Expr { sides.map { Expr.value($0.rally).and(condition) } ?? condition }

        /// The family's expressions read the translation's values.
        func kept(_ e: Expr) -> Expr {
            e.rewritten({ ref in
                switch ref {
                case .toMove: .value(server)
                case .tiebreak: .value(tiebreak)
                case .levelNumber(let level): .value(number[level])
                default: nil
                }
            }, { quantity in
                switch quantity {
                case .points: .variable(points)
                case .wins(let level): .variable(wins[level])
                default: nil
                }
            })
        }
        let w = Expr.chosen, o = Expr.other(.chosen)
        let everyone = players.indices.map { Expr.player($0) }
        /// Whether `mine` against `theirs` wins a unit of `level`.
        func wonUnit(_ level: Int, _ mine: Expr, _ theirs: Expr) -> Expr {
            let spec = levels[level]
            let byTarget = mine.atLeast(kept(spec.target)).and(mine.minus(theirs).atLeast(kept(spec.lead)))
            return spec.cap.map { mine.atLeast(kept($0)).or(byTarget) } ?? byTarget
        }
        let mine = Expr.value(points, of: w), theirs = Expr.value(points, of: o)
        var wonThisGame = wonUnit(0, mine, theirs)
        let breaker = levels.count > 1 ? levels[1].tiebreak : nil
        if let breaker {
            let inTiebreak = mine.atLeast(kept(breaker.target)).and(mine.minus(theirs).atLeast(kept(breaker.lead)))
            wonThisGame = .choose(.value(tiebreak), inTiebreak, wonThisGame)
        }

        var after: [AfterMoveRule] = []
        var pointEffects: [Effect] = [
            .add(variable: points, player: w, amount: .int(1)),
            .set(variable: scored, player: nil, value: .bool(true)),
        ]
        if let sideOut = rules.sideOut {
            after.append(AfterMoveRule(condition: afterRally(w.is(.value(server)).or(.not(kept(sideOut)))), effects: pointEffects))
            pointEffects = []
        }
        after.append(AfterMoveRule(condition: Expr.value(scored).and(wonThisGame), effects: [
            .set(variable: wonGame, player: nil, value: .bool(true)),
            .set(variable: decides, player: nil, value: .value(tiebreak)),
            .set(variable: tiebreak, player: nil, value: .bool(false)),
            .add(variable: wins[0], player: w, amount: .int(1)),
            .add(variable: number[0], player: nil, amount: .int(1)),
            .set(variable: reached, player: nil, value: .int(0)),
        ]))
        for level in levels.indices.dropFirst() {
            var won = wonUnit(level, .value(wins[level - 1], of: w), .value(wins[level - 1], of: o))
            if level == 1 { won = Expr.value(decides).or(won) }
            after.append(AfterMoveRule(condition: Expr.value(reached).is(.int(level - 1)).and(won), effects: [
                .set(variable: reached, player: nil, value: .int(level)),
                .add(variable: wins[level], player: w, amount: .int(1)),
                .add(variable: number[level], player: nil, amount: .int(1)),
            ]))
        }
        let gameGoesOn = Expr.value(wonGame).and(Expr.value(reached).below(.int(top)))
        if top > 0 {
            // Every unit of the level below the outermost is listed when it ends, the last too.
            let listed = top - 1
            let score = listed == 0 ? points : wins[listed - 1]
            let tiebreakPoints = { (p: Expr) -> Expr in
                listed == 1 ? .choose(.value(decides), .value(points, of: p), .int(-1)) : .int(-1)
            }
            after.append(AfterMoveRule(
                condition: Expr.value(wonGame).and(Expr.value(reached).atLeast(.int(listed))),
                effects: everyone.map { .append(variable: finished, player: nil, value: .value(score, of: $0)) }
                    + everyone.map { .append(variable: finished, player: nil, value: tiebreakPoints($0)) }))
        }
        after.append(AfterMoveRule(
            condition: gameGoesOn, effects: everyone.map { .set(variable: points, player: $0, value: .int(0)) }))
        for below in levels.indices.dropLast() {
            after.append(AfterMoveRule(
                condition: gameGoesOn.and(Expr.value(reached).above(.int(below))),
                effects: everyone.map { .set(variable: wins[below], player: $0, value: .int(0)) }
                    + [.set(variable: number[below], player: nil, value: .int(1))]))
        }
        if let breaker {
            let at = kept(breaker.at)
            after.append(AfterMoveRule(condition: gameGoesOn.and(Expr.value(reached).is(.int(0))), effects: [
                .set(variable: tiebreak, player: nil,
                     value: everyone.map { Expr.value(wins[0], of: $0).is(at) }.reduce(.bool(true)) { $0.and($1) }),
            ]))
        }
        let first: Expr = switch rules.firstServe {
        case .alternate: .other(.value(firstServer))
        case .winner: w
        case .loser: o
        }
        after.append(AfterMoveRule(condition: gameGoesOn, effects: [
            .set(variable: firstServer, player: nil, value: first),
            .set(variable: server, player: nil, value: .value(firstServer)),
        ]))
        let open = afterRally(Expr.not(.value(wonGame)).and(.not(.value(decided))))
        for rule in rules.serve {
            switch rule {
            case .every(let period, let condition):
                let applies = open.and(condition.map(kept) ?? .bool(true))
                let played = everyone.map { Expr.value(points, of: $0) }.reduce(Expr.int(0)) { $0.plus($1) }
                let turn = played.modulo(Expr.call(.max, [.int(1), kept(period)])).is(.int(0))
                after.append(AfterMoveRule(condition: applies.and(turn), effects: [
                    .set(variable: server, player: nil, value: .other(.value(server))),
                    .set(variable: decided, player: nil, value: .bool(true)),
                ]))
                after.append(AfterMoveRule(condition: applies, effects: [.set(variable: decided, player: nil, value: .bool(true))]))
            case .rallyWinner(let condition):
                after.append(AfterMoveRule(condition: open.and(condition.map(kept) ?? .bool(true)), effects: [
                    .set(variable: server, player: nil, value: w),
                    .set(variable: decided, player: nil, value: .bool(true)),
                ]))
            }
        }
        let reset: [Effect] = [
            .set(variable: wonGame, player: nil, value: .bool(false)),
            .set(variable: reached, player: nil, value: .int(-1)),
            .set(variable: decided, player: nil, value: .bool(false)),
        ]
        var moves = [MoveRule(
            action: .choose(.player), condition: sides.map { .not($0.choosing) },
            effects: (sides?.rallyEffects(server: server, kept: kept) ?? [])
                + [.set(variable: scored, player: nil, value: .bool(false))] + pointEffects + reset,
            refusal: .unknown, records: true)]
        if let sides {
            moves.append(sides.choiceMove(reset: [.set(variable: scored, player: nil, value: .bool(false))] + reset))
            after += sides.afterRules(server: server, unitWon: gameGoesOn, reached: reached, top: top, kept: kept)
        }
        self.init(
            board: CoreBoard(width: 0, height: 0, naming: .numbered(from: 1), lines: []),
            pieces: [], variables: list.variables, moves: moves, afterMove: after,
            ends: [EndRule(condition: Expr.value(reached).is(.int(top)), result: .winner(w))],
            turns: .computed(sides?.turn(server: server) ?? .value(server)),
            presentation: .rally(RallyLayout(
                rules: rules, points: points, wins: wins, server: server, tiebreak: tiebreak, wonGame: wonGame,
                finished: finished, firstServer: firstServer, sides: sides?.layout, ownValues: list.variables.count)))
    }
}
