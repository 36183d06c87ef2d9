import RefereeModel

/// Expands what a file writes once for many parts, before checking: its tables, definitions
/// and `for each` repetition become the core statements and expressions the checker already
/// knows. A definition's uses become its expression, a table's entry at a place known before
/// play becomes the number (or, for a word, the name) it holds, an entry at a place known only
/// during play becomes an `ExprSyntax.entry` (a constant list the interpreter indexes), and a
/// `for each` becomes one statement, effect or argument for each value. So the checker, the
/// model and the interpreter see nothing new but the table's entry and the move that names a
/// table's row.
struct Expansion {
    /// What a name stands for while a `for each` or a definition is expanded.
    typealias Env = [String: ExprSyntax]

    /// A value a table holds.
    enum Value: Equatable {
        case number(Int)
        case word(String)
    }

    /// A table as declared: its rows' keys (nil when its rows have none) and its columns.
    struct Table {
        var name: Name
        var keys: [String]?
        var columns: [[Value]]
        /// For a table of words spelt with another table's letters (`words from "…" in A`),
        /// each word's letters as their places in `A`, rows of `width` numbers, 0 past a
        /// word's end.
        var spelling: Spelling?
        var rowCount: Int { columns.first?.count ?? 0 }

        /// The words of a table of one column of words, which name its rows as keys do.
        var words: [String]? {
            guard columns.count == 1 else { return nil }
            let words = columns[0].compactMap { value -> String? in if case .word(let w) = value { w } else { nil } }
            return words.count == rowCount && Set(words).count == words.count ? words : nil
        }
    }

    /// A table of words read letter by letter.
    struct Spelling {
        var width: Int
        var letters: [Int]
    }

    struct Failure: Error {}

    /// Options and players, for values that must be known before play.
    var expressions: ExpressionChecker
    var diagnostics: [Diagnostic] = []
    /// The word files `words from` items name, and the mistakes found in them.
    let wordFiles: WordFiles
    var wordFileDiagnostics: [FileDiagnostic] = []
    var tables: [String: Table] = [:]
    /// Each column by its name: its table and its place among the table's columns. A table of
    /// one column is read by the table's own name.
    var columns: [String: (table: String, column: Int)] = [:]
    var definitions: [String: DefineSyntax] = [:]
    /// Definitions that use themselves (reported once, where they are written).
    var cyclic: Set<String> = []
    /// Tables and definitions whose declaration was refused with an error of its own: a use
    /// fails without another.
    var broken: Set<String> = []
    /// Definitions some rule uses, for the warning about the others.
    var used: Set<String> = []
    /// How deep definitions are being filled in, and how many parts the statement being
    /// expanded has come to, each bounded.
    var depth = 0
    var parts = 0
    static let partLimit = 100_000

    init(expressions: ExpressionChecker, wordFiles: WordFiles = [:]) {
        self.expressions = expressions
        self.wordFiles = wordFiles
        self.expressions.diagnostics = []
    }

    /// The file's statements with tables, definitions and repetition expanded; a statement
    /// that cannot be expanded is left out, with its error.
    mutating func expand(_ statements: [Statement]) -> [Statement] {
        for statement in statements {
            if case .define(let definition) = statement.kind { declare(definition) }
        }
        for statement in statements {
            if case .table(let table) = statement.kind { declare(table) }
        }
        findCycles()
        var out: [Statement] = []
        for statement in statements {
            parts = 0
            if let expanded = try? expand(statement, [:]) { out += expanded }
        }
        checkKeptNames(out)
        for statement in statements {
            guard case .define(let definition) = statement.kind, !used.contains(definition.name.text),
                  !cyclic.contains(definition.name.text) else { continue }
            diagnostics.append(.warning("'\(definition.name.text)' is defined but never used", at: definition.name.span))
        }
        return out
    }

    // MARK: Statements

    private mutating func expand(_ statement: Statement, _ env: Env) throws -> [Statement] {
        var expanded = statement
        switch statement.kind {
        case .table, .define:
            return []
        case .forEach(let bindings, let inner):
            guard Self.repeats(inner.kind) else {
                throw fail("'for each' repeats core rules, and '\(inner.keyword.text)' is not one", at: inner.keyword.span,
                           help: "repeat 'state', 'move', 'after move', 'refuse' or 'end' statements; a table's rows take 'for each' of their own")
            }
            var out: [Statement] = []
            for values in try combinations(bindings, env) { out += try expand(inner, values) }
            return out
        case .state(let name, let perPlayer, let value, let hiddenFrom):
            let start: StateValueSyntax = switch value {
            case .expression(let e): .expression(try rule(e, env))
            case .random(let keyword, let from, let to): .random(keyword: keyword, from: try rule(from, env), to: try rule(to, env))
            case .deck(let keyword, let from, let to, let each):
                .deck(keyword: keyword, from: try rule(from, env), to: try rule(to, env), each: try each.map { try rule($0, env) })
            }
            expanded.kind = .state(try declared(name, env), perPlayer: perPlayer, start, hiddenFrom: hiddenFrom)
        case .move(var move):
            move.action = try action(move.action, env)
            move.condition = try move.condition.map { try rule($0, env) }
            move.effects = try effects(move.effects, env)
            expanded.kind = .move(move)
        case .afterMove(let condition, let effects):
            expanded.kind = .afterMove(condition: try condition.map { try rule($0, env) }, effects: try self.effects(effects, env))
        case .end(let condition, let result):
            let decided: EndResultSyntax = switch result {
            case .winner(let e): .winner(try rule(e, env))
            case .loser(let e): .loser(try rule(e, env))
            case .draw: result
            case .highest(let name): .highest(try declared(name, env))
            case .lowest(let name): .lowest(try declared(name, env))
            }
            expanded.kind = .end(condition: try rule(condition, env), result: decided)
        case .refuse(let after, let condition, let message, let parts, let most):
            expanded.kind = .refuse(
                after: after, condition: try rule(condition, env), message: message, parts: try text(parts, env), most: most)
        case .title, .players, .option, .message, .rulesReference, .turnsAlternate, .turnsFixed, .turnsBy, .computer, .board,
             .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .frames, .pins, .rolls, .bonus, .fill, .bowlers,
             .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap,
             .receiverChosen, .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .pieces,
             .boardLines, .coreBoard:
            break
        }
        return [expanded]
    }

    /// Whether `for each` may repeat a statement: a core rule, or another `for each`.
    static func repeats(_ kind: Statement.Kind) -> Bool {
        switch kind {
        case .state, .move, .afterMove, .end, .refuse, .forEach: true
        case .title, .players, .option, .message, .rulesReference, .turnsAlternate, .turnsFixed, .turnsBy, .computer, .board,
             .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .frames, .pins, .rolls, .bonus, .fill, .bowlers,
             .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap,
             .receiverChosen, .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .pieces,
             .boardLines, .coreBoard, .table, .define:
            false
        }
    }

    private mutating func action(_ action: MoveSyntax.Action, _ env: Env) throws -> MoveSyntax.Action {
        switch action {
        case .place, .slide, .jump, .remove, .pass, .player:
            return action
        case .word(let word):
            return .word(try interpolated(word, env))
        case .number(let from, let to):
            return .number(from: try rule(from, env), to: try rule(to, env))
        case .part(let list):
            return .part(try declared(list, env))
        case .row(let name, _):
            if broken.contains(name.text) { throw Failure() }
            guard let table = tables[name.text] else {
                throw fail("unknown table '\(name.text)'", at: name.span,
                           help: Suggestion.didYouMean(name.text, among: Array(tables.keys)) ?? "declare it with 'table \(name.text) = KEY: …, KEY: …'")
            }
            guard let keys = table.keys ?? table.words else {
                throw fail("the rows of '\(name.text)' have no keys for a move to name", at: name.span,
                           help: "give each row a key, as in 'table \(name.text) = S1: 1, D1: 2', or make it a table of words")
            }
            return .row(name, keys: keys)
        }
    }

    private mutating func effects(_ effects: [EffectSyntax], _ env: Env) throws -> [EffectSyntax] {
        var out: [EffectSyntax] = []
        for effect in effects {
            switch effect {
            case .set(let name, let player, let value):
                let (target, whose) = try target(name, player, env)
                out.append(.set(target, player: whose, try rule(value, env)))
            case .add(let amount, let name, let player):
                let (target, whose) = try target(name, player, env)
                out.append(.add(try rule(amount, env), target, player: whose))
            case .append(let value, let name, let player):
                let (target, whose) = try target(name, player, env)
                out.append(.append(try rule(value, env), target, player: whose))
            case .roll(let name, let player, let times, let from, let to):
                let (target, whose) = try target(name, player, env)
                out.append(.roll(target, player: whose, times: try times.map { try rule($0, env) }, from: try rule(from, env),
                                 to: try rule(to, env)))
            case .draw(let name, let player, let deck):
                let (target, whose) = try target(name, player, env)
                out.append(.draw(target, player: whose, deck: try declared(deck, env)))
            case .again, .reveal, .announce:
                out.append(effect)
            case .answer(let words, let parts):
                out.append(.answer(words, try text(parts, env)))
            case .removeCell(let verb, let cell):
                out.append(.removeCell(verb, try rule(cell, env)))
            case .removeItems(let verb, let items, let name, let player):
                let (target, whose) = try target(name, player, env)
                out.append(.removeItems(verb, try rule(items, env), from: target, player: whose))
            case .placeCell(let verb, let piece, let cell):
                out.append(.placeCell(verb, piece: try rule(piece, env), at: try rule(cell, env)))
            case .moveCell(let verb, let from, let to):
                out.append(.moveCell(verb, from: try rule(from, env), to: try rule(to, env)))
            case .forEach(let bindings, let inner):
                for values in try combinations(bindings, env) { out += try self.effects([inner], values) }
            }
        }
        return out
    }

    /// What an effect changes: a kept value, named directly, by a name `for each` binds, or by
    /// an entry of a table of words (`set pit(i) = 0`).
    private mutating func target(_ name: Name, _ player: ExprSyntax?, _ env: Env) throws -> (Name, ExprSyntax?) {
        let name = try declared(name, env)
        guard let player, let (table, column) = columns[name.text] else { return (name, try player.map { try rule($0, env) }) }
        let place = try expression(player, env)
        guard case .name(let word) = try entry(table, column, at: place, name, name.span.merged(with: player.span)) else {
            throw fail("'\(name.text)' is a table of numbers, which no effect changes", at: name.span,
                       help: "a table's entries are constant; keep a value that changes with 'state'")
        }
        return (Name(word.text, name.span), nil)
    }

    /// An answer's text or a refusal's message, its `{EXPR}` parts expanded; a part that reads
    /// a table of words at a place known only during play writes the word there.
    private mutating func text(_ parts: [AnswerPartSyntax], _ env: Env) throws -> [AnswerPartSyntax] {
        var out: [AnswerPartSyntax] = []
        for part in parts {
            switch part {
            case .text, .word: out.append(part)
            case .expression(let e): out.append(try wordPart(e, env) ?? .expression(try rule(e, env)))
            }
        }
        return out
    }

    /// The name a statement declares or an effect changes: as written, or what `for each`
    /// binds it to.
    private mutating func declared(_ name: Name, _ env: Env) throws -> Name {
        if name.text.contains("{") || name.text.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            let word = try interpolated(name, env)
            guard let first = word.text.first, first.isLetter, word.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                throw fail("a kept value's name is a word of letters, digits and '_': '\(word.text)' is not", at: name.span,
                           help: "a name in quotes may hold '{…}' parts that 'for each' fills in, as in 'state \"p{n}\" = 0'")
            }
            return word
        }
        guard let bound = env[name.text] else { return name }
        guard case .name(let word) = bound else {
            throw fail("'\(name.text)' stands for a number here, where a name is needed", at: name.span,
                       help: "run 'for each' over a table of words, as in 'for each p in pits:'")
        }
        return Name(word.text, name.span)
    }

    /// A kept value may not take the name of a table, a column or a definition, which would
    /// hide it.
    private mutating func checkKeptNames(_ statements: [Statement]) {
        for statement in statements {
            guard case .state(let name, _, _, _) = statement.kind else { continue }
            if tables[name.text] != nil || columns[name.text] != nil || definitions[name.text] != nil {
                diagnostics.append(.error(
                    "'\(name.text)' names a table or a definition, and cannot name a kept value too", at: name.span,
                    help: "choose another name for one of them"))
            }
        }
    }

    // MARK: Repetition

    /// Every combination of the bindings' values, the first binding's slowest: each as the
    /// names in `env` with the bound names added.
    mutating func combinations(_ bindings: [BindingSyntax], _ env: Env) throws -> [Env] {
        var result = [env]
        for binding in bindings {
            var next: [Env] = []
            for outer in result {
                for value in try values(binding, outer) {
                    var inner = outer
                    inner[binding.name.text] = value
                    next.append(inner)
                }
                guard next.count <= Limits.repetitions else {
                    throw fail("'for each' makes more than \(Limits.repetitions) copies", at: binding.name.span)
                }
            }
            result = next
        }
        return result
    }

    /// The values one binding runs over: numbers, or words (as names).
    private mutating func values(_ binding: BindingSyntax, _ env: Env) throws -> [ExprSyntax] {
        let span = binding.name.span
        switch binding.source {
        case .range(let from, let to):
            let low = try constant(try expression(from, env), "where 'for each' starts")
            let high = try constant(try expression(to, env), "where 'for each' ends")
            guard high < low || high - low < Limits.repetitions else {
                throw fail("'for each' makes more than \(Limits.repetitions) copies", at: span)
            }
            return high < low ? [] : (low...high).map { .integer($0, span) }
        case .players:
            return expressions.players.map { .name(Name($0, span)) }
        case .letters(let word):
            return word.text.map { .name(Name(String($0), span)) }
        case .table(let name):
            if let (table, column) = columns[name.text] {
                return tables[table]!.columns[column].map { value in
                    switch value {
                    case .number(let n): .integer(n, span)
                    case .word(let w): .name(Name(w, span))
                    }
                }
            }
            if let table = tables[name.text] { return (0..<table.rowCount).map { .integer($0 + 1, span) } }
            if broken.contains(name.text) { throw Failure() }
            if name.text == "directions" { return BoardDirection.flat.map { .name(Name($0.rawValue, span)) } }
            throw fail("unknown table '\(name.text)'", at: name.span,
                       help: Suggestion.didYouMean(name.text, among: Array(tables.keys) + ["players", "letters", "directions"])
                           ?? "'for each' runs over 'A to B', 'players', 'letters \"…\"', 'directions' or a table")
        }
    }

    // MARK: Helpers

    /// A value that must be known before play, as a number.
    mutating func constant(_ syntax: ExprSyntax, _ what: String) throws -> Int {
        let before = expressions.diagnostics.count
        guard let value = expressions.constant(syntax, as: .int, what: what) else {
            diagnostics += expressions.diagnostics[before...]
            expressions.diagnostics.removeSubrange(before...)
            throw Failure()
        }
        return value
    }

    /// The number an expression comes to before play, if it is known then; nil, with no
    /// diagnostic, if not.
    mutating func known(_ syntax: ExprSyntax) -> Int? {
        var trial = expressions
        guard let value = trial.constant(syntax, as: .int, what: "a place") else { return nil }
        expressions.usedOptions = trial.usedOptions
        return value
    }

    mutating func fail(_ message: String, at span: Span, help: String? = nil) -> Failure {
        diagnostics.append(.error(message, at: span, help: help))
        return Failure()
    }
}
