import RefereeLanguage

/// What surrounds a place in a document: the line's words, which of them the place is in, and
/// whether the line is a scenario's step. Hover, completion and definition read it.
struct Cursor {
    /// The line's tokens, without its line end.
    let tokens: [Token]
    /// The index in `tokens` of the word the place is in or just after; nil when it is in none.
    let index: Int?
    /// Whether the line is a step inside a scenario.
    let inScenario: Bool
    /// Whether the place is where the line's first word is (or would be).
    let atLineStart: Bool

    var word: Token? { index.map { tokens[$0] } }
    var words: [String] { tokens.map(\.text) }

    init(_ source: SourceFile, offset: Int) {
        let line = source.line(of: offset)
        // Statements are one a line; a scenario runs from a line beginning `scenario` to a line
        // that is `end` alone, as the parser reads them.
        var inScenario = false
        var lineTokens: [Token] = []
        var pending: [Token] = []
        for token in Lexer.tokenize(source).tokens {
            if token.kind != .newline && token.kind != .end {
                pending.append(token)
                continue
            }
            guard let head = pending.first else { continue }
            if source.line(of: head.span.start) >= line {
                if source.line(of: head.span.start) == line { lineTokens = pending }
                break
            }
            if !inScenario, head.text == "scenario" { inScenario = true }
            else if inScenario, head.text == "end", pending.count == 1 { inScenario = false }
            pending = []
        }
        tokens = lineTokens
        self.inScenario = inScenario && lineTokens.first?.text != "scenario"
        index = lineTokens.lastIndex { $0.span.start <= offset && offset <= $0.span.end && $0.kind == .identifier }
            ?? lineTokens.lastIndex { $0.span.start <= offset && offset <= $0.span.end }
        atLineStart = !lineTokens.contains { $0.span.end < offset || ($0.span.end == offset && $0.kind != .identifier) }
    }

    /// The words before the place, the one being typed excluded.
    func wordsBefore(_ offset: Int) -> [Token] {
        tokens.filter { $0.span.end < offset || ($0.span.end == offset && $0.kind != .identifier && $0.kind != .integer) }
    }
}

/// The names a rule file declares, with where: players, options, levels, kept values, pieces.
struct Declarations {
    enum Kind: String {
        case player, option, level, state = "kept value", piece
    }

    struct Declared {
        var name: Name
        var kind: Kind
        /// The declaring statement as written.
        var statement: String
        /// Where the declaring statement is.
        var statementSpan: Span
    }

    private(set) var all: [Declared] = []

    init(_ source: SourceFile) {
        let (syntax, _) = Parser.parse(source)
        for statement in syntax.statements {
            let written = source.text(statement.span.start..<statement.span.end)
            func add(_ name: Name, _ kind: Kind) {
                all.append(Declared(name: name, kind: kind, statement: written, statementSpan: statement.span))
            }
            if case .players(let names) = statement.kind { names.forEach { add($0, .player) } }
            if case .option(let name, _) = statement.kind { add(name, .option) }
            if case .level(let name, _) = statement.kind { add(name, .level) }
            if case .state(let name, _, _, _) = statement.kind { add(name, .state) }
            if case .pieces(let names) = statement.kind { names.forEach { add($0, .piece) } }
        }
    }

    /// The words that name a declared name where it is used: the name, and a level's plural.
    static func spellings(of declared: Declared) -> [String] {
        declared.kind == .level ? [declared.name.text, declared.name.text + "s"] : [declared.name.text]
    }

    /// The first declaration of a name; a level is also found by its plural (`games`).
    func find(_ word: String) -> Declared? {
        all.first { $0.name.text == word } ?? all.first { $0.kind == .level && $0.name.text + "s" == word }
    }
}
