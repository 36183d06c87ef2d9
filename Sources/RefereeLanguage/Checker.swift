import RefereeModel

/// Turns a parsed rule file into a `GameModel`: resolves names, checks types, applies options,
/// and rejects rule sets that cannot work before anything runs.
struct Checker {
    /// The file as parsed; once `check()` has begun, with its tables, definitions and
    /// repetition expanded (`Expansion`).
    var syntax: RuleFileSyntax
    let overrides: [String: Int]
    var diagnostics: [Diagnostic] = []
    var expressions = ExpressionChecker(options: [:], players: [])
    /// The files that `words from` statements name, by the path as written, read beforehand by
    /// the rule book (the checker reads nothing itself), or why they could not be read.
    let wordFiles: WordFiles
    /// Problems inside those files, which `diagnostics` (all in the rule file) cannot hold.
    var wordFileDiagnostics: [FileDiagnostic] = []
    /// Whether expanding tables, definitions or repetition failed, leaving statements out, so
    /// that complaints about the whole file (no moves, no game) would mislead.
    var expansionFailed = false
    /// The first statement of each kind, to report repeats.
    private var seen: [String: Span] = [:]

    init(_ syntax: RuleFileSyntax, overrides: [String: Int], wordFiles: WordFiles = [:]) {
        self.syntax = syntax
        self.overrides = overrides
        self.wordFiles = wordFiles
    }

    mutating func check() -> GameModel? {
        var title = "Untitled game"
        var players: [Name] = []
        for statement in syntax.statements {
            if case .title(let text) = statement.kind {
                once(statement)
                title = text
            } else if case .players(let names) = statement.kind {
                once(statement)
                players = names
            }
        }
        for statement in syntax.statements {
            if case .rulesReference = statement.kind {
                diagnostics.append(.error(
                    "a rule file cannot name another rule file", at: statement.keyword.span,
                    help: "'rules \"…\"' belongs in a scenarios file that tests a rule file kept elsewhere"))
            }
        }
        checkPlayers(players)
        let playerNames = players.map(\.text)
        checkOptions(players: playerNames)
        var expansion = Expansion(expressions: expressions, wordFiles: wordFiles)
        syntax.statements = expansion.expand(syntax.statements)
        diagnostics += expansion.diagnostics
        wordFileDiagnostics += expansion.wordFileDiagnostics
        expansionFailed = expansion.diagnostics.contains { $0.severity == .error }
        expressions.usedOptions.formUnion(expansion.expressions.usedOptions)

        var family: (name: Family, statement: Statement)?
        for statement in syntax.statements {
            guard let name = Family(of: statement.kind) else { continue }
            if let first = family, first.name != name {
                diagnostics.append(.error(
                    "'\(statement.keyword.text)' belongs to a \(name.rawValue) game, but this file describes a \(first.name.rawValue) game",
                    at: statement.keyword.span,
                    help: "a rule file describes one kind of game; '\(first.statement.keyword.text)' made this a \(first.name.rawValue) game"))
            } else if family == nil {
                family = (name, statement)
            }
        }
        // A game of core rules alone: no board, its moves name what they name; it may say who moves
        // (`turns …`) and which players the computer plays, as a board game does.
        let turnsOnly = syntax.statements.allSatisfy { Family(of: $0.kind) != .board || Self.isTurnRule($0.kind) }
        if family == nil || (family?.name == .board && turnsOnly),
           let first = syntax.statements.first(where: { Self.isCore($0.kind) }) {
            let messages = checkMessages()
            let (turns, computers) = checkTurns(playerNames)
            // Checked as core rules beside a board of no cells, which is what they mean alone.
            var core = checkCore(.board(BoardRules(width: 0, height: 0)), players: playerNames)
            core?.presentation = .values
            if core != nil, !expansionFailed, !syntax.statements.contains(where: { if case .move = $0.kind { true } else { false } }) {
                diagnostics.append(.error(
                    "the game has no moves", at: first.keyword.span,
                    help: "say what a move names, as in 'move player' or 'move number 1 to 6', or add a board"
                ).following(.absence))
            }
            warnUnusedOptions()
            guard let core, !players.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
            return GameModel(
                title: title, players: playerNames, family: nil, turns: turns,
                computers: computers, messages: messages, options: expressions.options.mapValues(\.value), core: core)
        }
        guard let family else {
            diagnostics.append(.error(
                "the file describes no game", at: Span(0, 0),
                help: "add a board ('board 3 by 3'), frames ('frames 10'), a rally level ('game: first to 11'), a code ('code 4 from \"123456\"') or core rules ('move player')"
            ).following(.absence))
            return nil
        }

        let messages = checkMessages()
        let kind: GameModel.Kind?
        var turns = TurnRule.alternate
        var computers: [Int: Strategy] = [:]
        switch family.name {
        case .board:
            kind = checkBoard().map { .board($0) }
            (turns, computers) = checkTurns(playerNames)
        case .frames:
            kind = checkFrames().map { .frames($0) }
        case .rally:
            kind = checkRally(playerNames).map { .rally($0) }
        case .code:
            kind = checkCode(players).map { .code($0) }
        }
        let core = checkCore(kind, players: playerNames)
        warnUnusedOptions()
        guard let kind, !players.isEmpty, !diagnostics.contains(where: { $0.severity == .error }),
              !wordFileDiagnostics.contains(where: { $0.diagnostic.severity == .error })
        else { return nil }
        return GameModel(
            title: title, players: playerNames, family: kind, turns: turns, computers: computers,
            messages: messages, options: expressions.options.mapValues(\.value), core: core)
    }

    // MARK: Header

    private mutating func checkPlayers(_ players: [Name]) {
        guard !players.isEmpty else {
            diagnostics.append(.error(
                "the file names no players", at: Span(0, 0), help: "add a line such as 'players X O'"
            ).following(.absence))
            return
        }
        if players.count > Limits.players {
            diagnostics.append(.error("\(players.count) players; the limit is \(Limits.players)", at: players[Limits.players].span))
        }
        var names: [String: Span] = [:]
        for player in players {
            if let first = names[player.text] {
                diagnostics.append(.error("player '\(player.text)' is named twice", at: player.span).firstNamed(at: first))
            } else {
                names[player.text] = player.span
            }
        }
    }

    /// The values of the options the file declares, with overrides applied: only what they
    /// depend on is checked (the players, whose names options may not take).
    mutating func optionValues() -> [String: Int] {
        var players: [String] = []
        for statement in syntax.statements {
            if case .players(let names) = statement.kind { players = names.map(\.text) }
        }
        checkOptions(players: players)
        return expressions.options.mapValues(\.value)
    }

    private mutating func checkOptions(players: [String]) {
        expressions = ExpressionChecker(options: [:], players: players)
        var declared: Set<String> = []
        var firstSpans: [String: Span] = [:]
        for statement in syntax.statements {
            guard case .option(let name, let value) = statement.kind else { continue }
            if let first = firstSpans[name.text] {
                diagnostics.append(.error("option '\(name.text)' is declared twice", at: name.span).firstNamed(at: first))
                continue
            }
            declared.insert(name.text)
            firstSpans[name.text] = name.span
            if expressions.players.contains(name.text) {
                diagnostics.append(notingFirst(.error("option '\(name.text)' has the name of a player", at: name.span), of: name.text))
                continue
            }
            if Self.stateNames.contains(name.text) {
                diagnostics.append(.error(
                    "option '\(name.text)' has the name of something the game keeps track of", at: name.span,
                    help: "choose another name, such as '\(name.text)Target'"))
                continue
            }
            let before = expressions.diagnostics.count
            let isBool: Bool
            if case .name(let word) = value, word.text == "true" || word.text == "false" { isBool = true } else { isBool = false }
            guard var v = expressions.constant(value, as: isBool ? .bool : .int, what: "an option's default") else {
                diagnostics += expressions.diagnostics[before...]
                expressions.diagnostics.removeSubrange(before...)
                continue
            }
            if !isBool, !(-Limits.number...Limits.number).contains(v) {
                diagnostics.append(.error(
                    "an option's default is \(v), but must be from \(-Limits.number) to \(Limits.number)", at: value.span))
                continue
            }
            if let override = overrides[name.text] {
                if isBool, override != 0 && override != 1 {
                    diagnostics.append(.error("option '\(name.text)' takes true or false", at: name.span))
                }
                if !(-Limits.number...Limits.number).contains(override) {
                    diagnostics.append(.error(
                        "option '\(name.text)' is given \(override), but must be from \(-Limits.number) to \(Limits.number)",
                        at: name.span))
                }
                v = override
            }
            expressions.options[name.text] = (v, isBool ? .bool : .int)
        }
        for (name, _) in overrides where !declared.contains(name) {
            diagnostics.append(.unlocated(
                "no option '\(name)' in this rule file",
                help: Suggestion.didYouMean(name, among: declared) ?? (declared.isEmpty ? "this file declares no options" : "its options: \(declared.sorted().joined(separator: ", "))")))
        }
    }

    /// Names the state provides in some kind of game; options may not take them.
    static let stateNames: Set<String> = ["moves", "turn", "server", "points", "frame", "roll", "standing", "score", "marks", "guesses", "tiebreak"]

    private mutating func warnUnusedOptions() {
        diagnostics += expressions.diagnostics
        expressions.diagnostics = []
        var warned: Set<String> = []
        for statement in syntax.statements {
            guard case .option(let name, _) = statement.kind, warned.insert(name.text).inserted else { continue }
            if !expressions.usedOptions.contains(name.text), expressions.options[name.text] != nil {
                diagnostics.append(.warning("option '\(name.text)' is never used", at: name.span))
            }
        }
    }

    /// Whether a statement says who moves (`turns …`, `computer …`), which a game without a board
    /// may say too.
    static func isTurnRule(_ kind: Statement.Kind) -> Bool {
        if case .turnsAlternate = kind { return true }
        if case .turnsFixed = kind { return true }
        if case .turnsBy = kind { return true }
        if case .computer = kind { return true }
        return false
    }

    static let placeholders: Set<String> = ["winner", "loser", "player", "move", "standing", "score"]

    private mutating func checkMessages() -> [MessageKey: String] {
        var messages: [MessageKey: String] = [:]
        var firstSpans: [MessageKey: Span] = [:]
        // A value the file's core rules keep (but a list) fills the placeholder of its name.
        var placeholders = Self.placeholders
        for statement in syntax.statements {
            guard case .state(let name, _, let value, _) = statement.kind else { continue }
            if case .expression(.name(let word)) = value, word.text == "list" { continue }
            if case .deck = value { continue }
            placeholders.insert(name.text)
        }
        for statement in syntax.statements {
            guard case .message(let key, let text) = statement.kind else { continue }
            guard let messageKey = MessageKey(rawValue: key.text) else {
                let keys = MessageKey.allCases.map(\.rawValue)
                diagnostics.append(.error(
                    "no message called '\(key.text)'", at: key.span, expected: "one of \(keys.joined(separator: ", "))",
                    help: Suggestion.didYouMean(key.text, among: keys)))
                continue
            }
            if let first = firstSpans[messageKey] {
                diagnostics.append(.error("message '\(key.text)' is given twice", at: key.span).firstNamed(at: first))
            } else {
                firstSpans[messageKey] = key.span
            }
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                guard let close = rest[open...].firstIndex(of: "}") else {
                    diagnostics.append(.error("'{' without '}' in the message", at: statement.span))
                    break
                }
                let placeholder = String(rest[rest.index(after: open)..<close])
                if !placeholders.contains(placeholder) {
                    diagnostics.append(.error(
                        "unknown placeholder '{\(placeholder)}' in the message", at: statement.span,
                        expected: placeholders.sorted().map { "{\($0)}" }.joined(separator: ", "),
                        help: Suggestion.closest(to: placeholder, among: placeholders).map { "did you mean '{\($0)}'?" }))
                }
                rest = rest[rest.index(after: close)...]
            }
            messages[messageKey] = text
        }
        return messages
    }

    // MARK: Helpers shared by the families

    /// Records a statement kind's first appearance and reports a second.
    mutating func once(_ statement: Statement, key: String? = nil) {
        let key = key ?? statement.keyword.text
        if let first = seen[key] {
            diagnostics.append(.error(
                "'\(statement.keyword.text)' is given twice", at: statement.keyword.span, help: "keep one of the two lines"
            ).noting("first given here", at: first))
        } else {
            seen[key] = statement.keyword.span
        }
    }

    mutating func constant(_ syntax: ExprSyntax, _ what: String, in range: ClosedRange<Int>) -> Int? {
        let before = expressions.diagnostics.count
        guard let value = expressions.constant(syntax, as: .int, what: what) else {
            diagnostics += expressions.diagnostics[before...]
            expressions.diagnostics.removeSubrange(before...)
            return nil
        }
        guard range.contains(value) else {
            diagnostics.append(.error(
                "\(what) is \(value), but must be from \(range.lowerBound) to \(range.upperBound)", at: syntax.span))
            return nil
        }
        return value
    }

    mutating func runtime(_ syntax: ExprSyntax, as type: ValueType, scope: ExpressionScope, what: String) -> Expr? {
        let before = expressions.diagnostics.count
        let expr = expressions.runtime(syntax, as: type, scope: scope, what: what)
        diagnostics += expressions.diagnostics[before...]
        expressions.diagnostics.removeSubrange(before...)
        return expr
    }

    func player(_ name: Name) -> Int? { expressions.players.firstIndex(of: name.text) }

    mutating func requirePlayer(_ name: Name) -> Int? {
        if let index = player(name) { return index }
        diagnostics.append(.error(
            "unknown player '\(name.text)'", at: name.span,
            help: Suggestion.didYouMean(name.text, among: expressions.players) ?? "the players are \(expressions.players.joined(separator: ", "))"
        ).following(.undeclared(name.text)))
        return nil
    }

    /// Whether the file has a statement with this keyword: one that is there but was refused
    /// has its own error, so only a missing one earns "needs …".
    func gives(_ keyword: String) -> Bool { syntax.statements.contains { $0.keyword.text == keyword } }

    /// Statements of the file whose kind matches.
    func statements(where matches: (Statement.Kind) -> Bool) -> [Statement] {
        syntax.statements.filter { matches($0.kind) }
    }
}
