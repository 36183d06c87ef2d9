import RefereeEngine
import RefereeLanguage
import RefereeModel

/// What `check` knows of rally games: points, the units won at each level, the server.
struct RallyChecks: FamilyChecks {
    let rules: RallyRules

    func score(_ view: GameView, players: [String]) -> String {
        guard case .rally(let rally) = view else { return "" }
        let levels = rally.levels.map { "\($0.name)s " + $0.wins.map(String.init).joined(separator: " ") }
        return (["points " + rally.points.map(String.init).joined(separator: " ")] + levels).joined(separator: ", ")
    }

    /// Points and units won are never below zero.
    mutating func after(_ state: GameState, engine: Engine, when: String) -> GameProblem? {
        guard case .rally(let view) = engine.view(state) else { return nil }
        if let p = view.points.first(where: { $0 < 0 }) {
            return GameProblem(.scoreOutOfRange, "\(when) a player has \(p) points")
        }
        for level in view.levels where level.wins.contains(where: { $0 < 0 }) {
            return GameProblem(.scoreOutOfRange, "\(when) the \(level.name)s won are \(level.wins.map(String.init).joined(separator: " "))")
        }
        return nil
    }

    func shownMessages(_ model: GameModel) -> Set<MessageKey> { [.win] }

    func lint(_ linter: inout Linter) { linter.rally(rules) }
}

extension GameView {
    /// The view of a rally game; nil for another family's.
    var rally: RallyView? { if case .rally(let view) = self { view } else { nil } }
}

extension Observer {
    func call(_ call: String, on rally: RallyView) -> Mismatch? {
        mismatch("call", "\"\(call)\"", "\"\(rally.call)\"")
    }

    func points(_ points: [Int], on rally: RallyView) -> Mismatch? {
        mismatch("points", list(points), list(rally.points))
    }

    func finished(_ scores: [String], on rally: RallyView) -> Mismatch? {
        let shown = { (scores: [String]) in scores.isEmpty ? "none" : "\"" + scores.joined(separator: " ") + "\"" }
        return mismatch("finished", shown(scores), shown(rally.finished.map(\.written)))
    }

    func wins(_ level: String, _ wins: [Int], on rally: RallyView) -> Mismatch? {
        guard let found = rally.levels.first(where: { $0.name == level }) else {
            return Mismatch(message: "no level '\(level)' in this game", expected: "a level '\(level)'", actual: "no such level")
        }
        return mismatch("\(level)s", list(wins), list(found.wins))
    }

    /// The serving side, or with a side's player named, who of the side serves.
    func server(_ player: String, on rally: RallyView) -> Mismatch? {
        let side = engine.model.playerIndex(player) != nil
        let found = side ? players[rally.server] : rally.serving?.server ?? "a side, not one of its players"
        return mismatch("server", player, engine.isOver(state) ? "none" : found)
    }

    func receiver(_ player: String, on rally: RallyView) -> Mismatch? {
        guard let serving = rally.serving else {
            let why = engine.isOver(state) ? "none" : "no receiver of a side: this game has no sides of several players"
            return mismatch("receiver", player, why)
        }
        return mismatch("receiver", player, serving.receiver)
    }
}

extension Linter {
    mutating func rally(_ rules: RallyRules) {
        let levelStatements = statements.compactMap { statement -> (Statement, LevelSyntax)? in
            if case .level(_, let level) = statement.kind { return (statement, level) }
            return nil
        }
        for (i, level) in rules.levels.enumerated() where i < levelStatements.count {
            let (statement, syntax) = levelStatements[i]
            guard case .int(let target) = Evaluator.fold(level.target), case .int(let lead) = Evaluator.fold(level.lead) else { continue }
            if let capExpr = level.cap, case .int(let cap) = Evaluator.fold(capExpr) {
                let span = syntax.cap?.span ?? statement.span
                if lead <= 1, cap >= target {
                    warn("cap-never-applies", "the cap of \(cap) never applies", at: span,
                         help: "with a lead of 1, a \(level.name) is won on reaching \(target), before anyone reaches \(cap)")
                } else if cap == target {
                    warn("lead-never-applies", "the lead of \(lead) never applies", at: syntax.lead?.span ?? span,
                         help: "the cap equals the target, so a \(level.name) is won on reaching \(target) whatever the lead")
                } else if cap < target {
                    warn("target-never-applies", "the target of \(target) never applies", at: span,
                         help: "a \(level.name) is always won on reaching the cap of \(cap) first")
                }
            }
            // A tiebreak game is scored to its own target, where later calls may be used.
            let tiebreaks = rules.levels.contains { $0.tiebreak != nil }
            if i == 0, lead <= 1, level.cap == nil, !tiebreaks, level.calls.count > target + 1,
               let extra = syntax.calls.dropFirst(target + 1).first {
                warn("call-never-used", "calls past \(target) points are never used", at: extra.span.merged(with: syntax.calls.last!.span),
                     help: "with a lead of 1, a \(level.name) ends as soon as a player reaches \(target)")
            }
        }

        // Serve rules: those with 'when' are tried in order, then the one without.
        /// A serve rule's `when` (itself optional); nil for a statement that is no serve rule.
        func serveRule(_ s: Statement) -> ExprSyntax?? {
            if case .serveEvery(_, let c) = s.kind { return .some(c) }
            if case .serveWinner(let c) = s.kind { return .some(c) }
            return nil
        }
        let serveStatements = statements.filter { serveRule($0) != nil }
        func condition(_ s: Statement) -> ExprSyntax? { serveRule(s) ?? nil }
        let conditional = serveStatements.filter { condition($0) != nil }
        let unconditional = serveStatements.first { condition($0) == nil }
        // The model lists the conditional rules first, in the order written; pair them up.
        let rulesWithWhen = rules.serve.filter {
            switch $0 {
            case .every(_, let c): c != nil
            case .rallyWinner(let c): c != nil
            }
        }
        var alwaysBy: Statement?
        var earlier: [Expr: Statement] = [:]
        for (statement, rule) in zip(conditional, rulesWithWhen) {
            let c: Expr = switch rule {
            case .every(_, let c): c ?? .bool(true)
            case .rallyWinner(let c): c ?? .bool(true)
            }
            let span = condition(statement)?.span ?? statement.span
            if let alwaysBy {
                let line = book.source.position(of: alwaysBy.span.start).line
                warn("serve-never-applies", "this serve rule never applies", at: statement.span,
                     help: "the rule on line \(line) always applies first")
                continue
            }
            let folded = Evaluator.fold(c)
            if folded == .bool(false) {
                warn("serve-never-applies", "this serve rule never applies: its condition is always false", at: span)
            } else if let first = earlier[folded] {
                let line = book.source.position(of: first.span.start).line
                warn("serve-never-applies", "this serve rule never applies", at: statement.span,
                     help: "the rule on line \(line) has the same condition and is tried first")
            } else {
                earlier[folded] = statement
                if folded == .bool(true) { alwaysBy = statement }
            }
        }
        if let unconditional {
            if let alwaysBy {
                let line = book.source.position(of: alwaysBy.span.start).line
                warn("serve-never-applies", "this serve rule never applies", at: unconditional.span,
                     help: "the rule on line \(line) has a condition that always holds, and rules with 'when' are tried first")
            }
            let line = book.source.position(of: unconditional.span.start).line
            for statement in conditional where statement.span.start > unconditional.span.start {
                warn("serve-order", "this serve rule is tried before the rule without 'when' on line \(line)", at: statement.span,
                     help: "rules with 'when' are always tried first, whatever their order; write them before the rule without 'when'")
            }
        }

        if rules.levels.count == 1, let first = statements.first(where: { if case .firstServe = $0.kind { true } else { false } }) {
            warn("first-serve-never-applies", "'first serve' never applies: the contest is a single \(rules.levels[0].name)", at: first.span,
                 help: "it chooses who serves first in each new \(rules.levels[0].name) after the first; add an outer level, such as 'match: best of 5'")
        }
    }
}
