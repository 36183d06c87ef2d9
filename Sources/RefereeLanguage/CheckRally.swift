import RefereeModel

extension Checker {
    mutating func checkRally(_ players: [String]) -> RallyRules? {
        if players.count != 2 {
            let named = syntax.statements.lazy.compactMap { statement -> [Name]? in
                if case .players(let names) = statement.kind { return names }
                return nil
            }.first ?? []
            diagnostics.append(.error(
                "a rally game is between two players; this file names \(players.count)",
                at: named.count > 2 ? named[2].span : named.first?.span ?? Span(0, 0),
                help: players.count > 2 ? "for teams, name two sides and their players, as in 'players A B' and 'side A: A1 A2'" : nil))
            return nil
        }
        let levelStatements = syntax.statements.compactMap { statement -> (Name, LevelSyntax)? in
            if case .level(let name, let level) = statement.kind { return (name, level) }
            return nil
        }
        guard !levelStatements.isEmpty else {
            diagnostics.append(.error(
                "a rally game needs at least one level of score", at: Span(0, 0), help: "add a line such as 'game: first to 11, lead by 2'"))
            return nil
        }
        if levelStatements.count > Limits.rallyLevels {
            diagnostics.append(.error("\(levelStatements.count) levels; the limit is \(Limits.rallyLevels)", at: levelStatements[Limits.rallyLevels].0.span))
            return nil
        }
        var scope = ExpressionScope(constantsOnly: false)
        scope.scalars["moves"] = (.moves, .int)
        scope.scalars["server"] = (.toMove, .player)
        scope.quantities["points"] = .points
        scope.scalars["tiebreak"] = (.tiebreak, .bool)
        var names: Set<String> = ["points", "point"]
        for (i, (name, _)) in levelStatements.enumerated() {
            if names.contains(name.text) || Self.stateNames.contains(name.text) || players.contains(name.text) || expressions.options[name.text] != nil {
                diagnostics.append(.error("'\(name.text)' cannot name a level: the name is taken", at: name.span))
            }
            names.insert(name.text)
            scope.scalars[name.text] = (.levelNumber(i), .int)
            scope.quantities[name.text + "s"] = .wins(level: i)
        }

        var levels: [RallyRules.Level] = []
        for (i, (name, syntax)) in levelStatements.enumerated() {
            let what = "the target of a \(name.text)"
            var target: Expr?
            var lead = Expr.int(1)
            switch syntax.target {
            case .firstTo(let e):
                target = runtime(e, as: .int, scope: scope, what: what)
                if case .int(let v)? = target, !(1...Limits.rallyTarget).contains(v) {
                    diagnostics.append(.error("\(what) is \(v), but must be from 1 to \(Limits.rallyTarget)", at: e.span))
                }
            case .bestOf(let e):
                guard let n = constant(e, "the length of a \(name.text)", in: 1...(2 * Limits.rallyTarget - 1)) else { continue }
                if n % 2 == 0 {
                    diagnostics.append(.error(
                        "best of \(n) can end in a tie at \(n / 2) all", at: e.span, help: "use an odd number, such as \(n + 1)"))
                }
                target = .int(n / 2 + 1)
                if syntax.lead != nil {
                    diagnostics.append(.error("'best of' needs no lead: the first to win a majority wins", at: e.span))
                }
            }
            if let leadSyntax = syntax.lead, let e = runtime(leadSyntax, as: .int, scope: scope, what: "the lead") {
                boundConstant(e, "the lead", at: leadSyntax.span)
                lead = e
            }
            let cap = syntax.cap.flatMap { runtime($0, as: .int, scope: scope, what: "the cap") }
            if let cap, let capSyntax = syntax.cap {
                var least = 1
                if case .int(let t)? = target { least = t }
                boundConstant(cap, "the cap", from: least, at: capSyntax.span)
            }
            if !syntax.calls.isEmpty, i > 0 {
                diagnostics.append(.error("only the first level counts points, so only it has calls", at: syntax.calls[0].span))
            }
            var deuce: RallyRules.Deuce?
            if let words = syntax.deuce {
                if i > 0 {
                    diagnostics.append(.error("only the first level counts points, so only it has deuce", at: words.tie.span))
                } else if syntax.calls.isEmpty {
                    diagnostics.append(.error(
                        "deuce starts when both players reach the last call, but this level has no calls", at: words.tie.span,
                        help: "add the calls first, as in 'call \"Love\" \"Fifteen\" \"Thirty\" \"Forty\"'"))
                }
                deuce = RallyRules.Deuce(tie: words.tie.text, advantage: words.advantage.text)
            }
            var tiebreak: RallyRules.Tiebreak?
            if let clause = syntax.tiebreak {
                if i != 1 {
                    diagnostics.append(.error(
                        "a tiebreak is one unit of the level below scored in points, so only the second level may have one",
                        at: clause.keyword.span, help: i == 0 ? "put the tiebreak on the level that counts these units, as in 'set: first to 6, lead by 2, tiebreak at 6 to 7 by 2'" : nil))
                }
                let at = runtime(clause.at, as: .int, scope: scope, what: "the score that brings a tiebreak")
                let tbTarget = runtime(clause.target, as: .int, scope: scope, what: "the target of a tiebreak")
                if case .int(let v)? = tbTarget, !(1...Limits.rallyTarget).contains(v) {
                    diagnostics.append(.error("the target of a tiebreak is \(v), but must be from 1 to \(Limits.rallyTarget)", at: clause.target.span))
                }
                var tbLead = Expr.int(1)
                if let leadSyntax = clause.lead, let e = runtime(leadSyntax, as: .int, scope: scope, what: "the lead in a tiebreak") {
                    boundConstant(e, "the lead in a tiebreak", at: leadSyntax.span)
                    tbLead = e
                }
                if let at { boundConstant(at, "the score that brings a tiebreak", from: 0, at: clause.at.span) }
                if let at, let tbTarget { tiebreak = RallyRules.Tiebreak(at: at, target: tbTarget, lead: tbLead) }
            }
            guard let target else { continue }
            levels.append(RallyRules.Level(
                name: name.text, target: target, lead: lead, cap: cap, calls: syntax.calls.map(\.text),
                deuce: deuce, tiebreak: tiebreak))
        }

        var serve: [RallyRules.ServeRule] = []
        var unconditional: [RallyRules.ServeRule] = []
        var unconditionalSpans: [Span] = []
        var firstServe = RallyRules.FirstServe.alternate
        var sideOut: Expr?
        for statement in syntax.statements {
            switch statement.kind {
            case .serveEvery(let period, let condition):
                guard let p = runtime(period, as: .int, scope: scope, what: "how often the serve changes") else { continue }
                if case .int(let v) = p, v < 1 { diagnostics.append(.error("the serve must change every 1 point or more", at: period.span)) }
                let c = condition.flatMap { runtime($0, as: .bool, scope: scope, what: "the condition") }
                if condition == nil {
                    unconditional.append(.every(period: p, condition: nil))
                    unconditionalSpans.append(statement.span)
                } else if let c {
                    serve.append(.every(period: p, condition: c))
                }
            case .serveWinner(let condition):
                let c = condition.flatMap { runtime($0, as: .bool, scope: scope, what: "the condition") }
                if condition == nil {
                    unconditional.append(.rallyWinner(condition: nil))
                    unconditionalSpans.append(statement.span)
                } else if let c {
                    serve.append(.rallyWinner(condition: c))
                }
            case .sideOut(let condition):
                once(statement)
                sideOut = condition.map { runtime($0, as: .bool, scope: scope, what: "the condition") ?? .bool(true) } ?? .bool(true)
            case .firstServe(let how):
                once(statement)
                firstServe = RallyRules.FirstServe(rawValue: how.text) ?? (how.text == "alternates" ? .alternate : .alternate)
            case .title, .players, .option, .message, .rulesReference,
                 .turnsAlternate, .turnsFixed, .turnsBy, .computer, .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull,
                 .frames, .pins, .rolls, .bonus, .fill, .bowlers,
                 .level, .side, .receiving, .order, .receiversSwap, .receiverChosen,
                 .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .table, .define, .forEach,
                 .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse:
                break
            }
        }
        if unconditional.count > 1 {
            diagnostics.append(.error(
                "two serve rules without 'when': only the first could ever apply", at: unconditionalSpans[1],
                help: "add 'when CONDITION' to the rule that applies only sometimes, or remove one"))
        }
        let sides = checkSides(players, levels: levelStatements.map(\.0.text), scope: scope)
        guard levels.count == levelStatements.count else { return nil }
        return RallyRules(levels: levels, serve: serve + unconditional, firstServe: firstServe, sideOut: sideOut, sides: sides)
    }

    /// Refuses a constant that no game could reach or that makes no sense (a lead of 0, a cap
    /// below the target); one read during play is bounded by the target instead.
    private mutating func boundConstant(_ e: Expr, _ what: String, from least: Int = 1, at span: Span) {
        guard case .int(let v) = e, !(least...Limits.rallyTarget).contains(v) else { return }
        diagnostics.append(.error("\(what) is \(v), but must be from \(least) to \(Limits.rallyTarget)", at: span))
    }
}
