import Foundation
import RefereeLanguage
import RefereeModel

/// A warning about a rule file that checks but is probably not what its designer meant: something
/// defined and never used, a rule that can never apply, a scenario that asserts nothing.
public struct LintWarning: Sendable {
    /// A short name for the kind of warning, such as `unused-message` (`checker` for the warnings
    /// the language checker itself gives).
    public var code: String
    /// The file the warning points into.
    public var source: SourceFile
    public var diagnostic: Diagnostic

    public init(code: String, source: SourceFile, diagnostic: Diagnostic) {
        self.code = code
        self.source = source
        self.diagnostic = diagnostic
    }

    public var message: String { diagnostic.message }

    /// Where the warning points.
    public var location: Location { source.location(of: diagnostic.span.start) }

    /// The warning as the compiler renders diagnostics.
    public func rendered(color: Bool = false) -> String { diagnostic.rendered(in: source, color: color) }
}

/// Static lint: reads a checked rule file (its syntax, model and scenarios) and warns about what
/// cannot matter. Warnings never stop a check; `--strict` makes them failures.
public enum Lint {
    /// Every warning for a rule file: the language checker's own, then the lint's, in file order.
    public static func warnings(for book: RuleBook) -> [LintWarning] {
        var linter = Linter(book: book)
        linter.run()
        let own = book.warnings.filter { $0.diagnostic.severity == .warning }.map {
            LintWarning(code: "checker", source: $0.source, diagnostic: $0.diagnostic)
        }
        // In file order; warnings at the same place keep the order they were found in.
        let ordered = linter.found.enumerated().sorted { a, b in
            (a.element.source.name, a.element.diagnostic.span.start, a.offset) < (b.element.source.name, b.element.diagnostic.span.start, b.offset)
        }
        return own + ordered.map(\.element)
    }
}

struct Linter {
    let book: RuleBook
    var found: [LintWarning] = []

    var model: GameModel { book.model }
    var statements: [Statement] { book.syntax.statements }

    mutating func warn(_ code: String, _ message: String, at span: Span, help: String? = nil, in source: SourceFile? = nil) {
        found.append(LintWarning(code: code, source: source ?? book.source, diagnostic: .warning(message, at: span, help: help)))
    }

    mutating func run() {
        messages()
        switch model.kind {
        case .board(let rules): board(rules)
        case .frames(let rules): frames(rules)
        case .rally(let rules): rally(rules)
        case .code(let rules): code(rules)
        }
        scenarios()
    }

    // MARK: Messages

    /// The messages a game of this kind can ever show.
    func shownMessages() -> Set<MessageKey> {
        var keys: Set<MessageKey> = [.over, .unknown]
        switch model.kind {
        case .board(let rules):
            if !rules.lines.isEmpty { keys.insert(.win) }
            if rules.drawWhenFull { keys.insert(.draw) }
            keys.insert(rules.gravity ? .full : .occupied)
            if !model.computers.isEmpty { keys.insert(.turn) }
        case .frames:
            keys.formUnion([.win, .pins])
            if model.players.count > 1 { keys.insert(.draw) }
        case .rally:
            keys.insert(.win)
        case .code:
            keys.formUnion([.win, .turn, .code, .feedback])
        }
        return keys
    }

    mutating func messages() {
        let shown = shownMessages()
        for statement in statements {
            guard case .message(let key, _) = statement.kind, let messageKey = MessageKey(rawValue: key.text),
                  !shown.contains(messageKey) else { continue }
            let why: String = switch (messageKey, model.kind) {
            case (.draw, .board): "without 'draw when full' a board game never ends in a draw"
            case (.draw, .frames): "a game of frames with one player never ends in a draw"
            case (.draw, _): "a \(model.kind.name) game never ends in a draw"
            case (.win, .board): "with no lines to complete, nobody ever wins"
            case (.full, .board): "only with 'gravity' can a column be full"
            case (.occupied, .board): "with 'gravity' a move names a column, so it never lands on a taken cell"
            default: "a \(model.kind.name) game never shows it"
            }
            warn("unused-message", "message '\(key.text)' is never shown", at: statement.span, help: why)
        }
    }

    // MARK: Boards

    mutating func board(_ rules: BoardRules) {
        // Players who never move, because the turn rule never names them.
        var movers: Set<Int>?
        var turnStatement: Statement?
        switch model.turns {
        case .alternate: movers = nil
        case .fixed(let p):
            movers = [p]
            turnStatement = statements.first { if case .turnsFixed = $0.kind { true } else { false } }
        case .computed(let expr):
            movers = Self.players(Evaluator.fold(expr))
            turnStatement = statements.first { if case .turnsBy = $0.kind { true } else { false } }
        }
        if let movers, let turnStatement {
            for (p, name) in model.players.enumerated() where !movers.contains(p) {
                warn(
                    "idle-player", "player \(name) never moves", at: turnStatement.span,
                    help: "this turn rule only ever gives the move to \(movers.sorted().map { model.players[$0] }.joined(separator: ", "))")
            }
        }
        // A line listed twice decides nothing the first did not.
        for statement in statements {
            guard case .lines(_, .explicit(let lines)) = statement.kind else { continue }
            var seen: [Set<String>: Int] = [:]
            for (i, line) in lines.enumerated() {
                let cells = Set(line.map(\.text))
                if let first = seen[cells] {
                    let span = line.first.map { $0.span.merged(with: line.last!.span) } ?? statement.span
                    warn("duplicate-line", "this line repeats line \(first + 1) of the statement", at: span,
                         help: "a line that is already listed never decides anything the first did not")
                } else {
                    seen[cells] = i
                }
            }
        }
    }

    /// The players an expression of type player can give; nil when it can give any (it reads the
    /// player to move).
    static func players(_ expr: Expr) -> Set<Int>? {
        switch expr {
        case .player(let p): [p]
        case .choose(_, let a, let b):
            if let x = players(Evaluator.fold(a)), let y = players(Evaluator.fold(b)) { x.union(y) } else { nil }
        default: nil
        }
    }

    // MARK: Frames

    mutating func frames(_ rules: FrameRules) {
        for statement in statements {
            guard case .bonus(let amount, _) = statement.kind else { continue }
            if case .integer(0, _) = amount {
                warn("bonus-adds-nothing", "a bonus of 0 rolls adds nothing", at: statement.span,
                     help: "clearing the rack on a roll with no bonus already scores its pins alone; remove the line")
            }
        }
        if rules.fillInLastFrame, !rules.bonus.values.contains(where: { $0 > 0 }),
           let fill = statements.first(where: { if case .fill = $0.kind { true } else { false } }) {
            warn("fill-never-applies", "fill rolls never happen: no roll earns a bonus", at: fill.span,
                 help: "fill rolls only let the last frame's bonus be rolled")
        }
    }

    // MARK: Rallies

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
        let serveStatements = statements.filter {
            switch $0.kind {
            case .serveEvery, .serveWinner: true
            default: false
            }
        }
        func condition(_ s: Statement) -> ExprSyntax? {
            switch s.kind {
            case .serveEvery(_, let c), .serveWinner(let c): c
            default: nil
            }
        }
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

    // MARK: Codes

    mutating func code(_ rules: CodeRules) {
        if !rules.repeats, rules.length == 1,
           let statement = statements.first(where: { if case .repeats(false) = $0.kind { true } else { false } }) {
            warn("repeats-no-effect", "'repeats forbidden' has no effect on a code of one symbol", at: statement.span)
        }
    }

    // MARK: Scenarios

    mutating func scenarios() {
        var sources: [String: SourceFile] = [book.source.name: book.source]
        for scenario in book.scenarios {
            let asserts = scenario.steps.contains {
                switch $0.action {
                case .expect: true
                case .move(_, let failure): failure != nil
                default: false
                }
            }
            guard !asserts else { continue }
            let file = scenario.location.file
            if sources[file] == nil, case .success(let bytes) = BoundedFile.read(file) {
                sources[file] = SourceFile(name: file, bytes: bytes)
            }
            guard let source = sources[file] else { continue }
            let start = Self.offset(of: scenario.location, in: source)
            warn(
                "scenario-asserts-nothing", "scenario \"\(scenario.name)\" asserts nothing",
                at: Span(start, start + "scenario".utf8.count),
                help: "it has no 'expect' step and no 'move … fails'; say what the moves should lead to, such as 'expect not over'",
                in: source)
        }
    }

    /// The byte offset of a line and column (in characters) in a file.
    static func offset(of location: Location, in source: SourceFile) -> Int {
        var line = 1
        var offset = 0
        let bytes = source.bytes
        while line < location.line, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        let text = source.lineText(location.line)
        let prefix = text.prefix(max(0, location.column - 1))
        return min(bytes.count, offset + prefix.utf8.count)
    }
}
