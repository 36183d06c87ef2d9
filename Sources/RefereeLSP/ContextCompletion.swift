import RefereeEngine
import RefereeLanguage
import RefereeModel

/// Completion that depends on what the place means rather than on the words allowed there:
/// a number after `win`, the moves a scenario may play next, cells after `at`, and the
/// placeholders a message may fill inside `{`.
enum ContextCompletion {
    /// `win N in a row`: the lengths of line that fit on the board, when its sides are numbers
    /// (or options with a default), else those that fit the smallest common boards.
    static func lineLengths(in source: SourceFile) -> [Completion.Item] {
        let (syntax, _) = Parser.parse(source)
        var defaults: [String: Int] = [:]
        var sides: [ExprSyntax] = []
        for statement in syntax.statements {
            if case .option(let name, let value) = statement.kind, case .integer(let number, _) = value {
                defaults[name.text] = number
            }
            if case .board(let width, let height, let layers, _) = statement.kind { sides = [width, height] + (layers.map { [$0] } ?? []) }
        }
        let numbers = sides.compactMap { side -> Int? in
            if case .integer(let number, _) = side { return number }
            if case .name(let name) = side { return defaults[name.text] }
            return nil
        }
        let longest = min(numbers.max() ?? 5, 19)
        return (min(3, longest)...max(3, longest)).map {
            Completion.Item(label: "\($0)", kind: .value, detail: "pieces in a row", documentation: nil)
        }
    }

    /// The moves legal where a scenario's step is typed: its moves before the place played
    /// from a new game (a `new` step starts again), as `check` would play them. Nothing when
    /// the rule file does not compile or a move before is refused.
    static func scenarioMoves(at offset: Int, in source: SourceFile, rules: SourceFile?) -> [Completion.Item] {
        let source = blanking(lineAt: offset, of: source)
        guard let rules = rules.map({ $0.name == source.name ? source : $0 }),
              case .success(let book) = RuleBook.compile(rules) else { return [] }
        let line = source.line(of: offset)
        guard let scenario = Parser.parse(source).0.scenarios.first(where: {
            $0.span.start <= offset && offset <= $0.span.end
        }) else { return [] }
        let engine = Engine(book.model)
        var state = engine.newGame()
        for step in scenario.scenario.steps where step.location.line < line {
            switch step.action {
            case .move(let text, failure: nil):
                guard case .success(let next) = engine.play(text, in: state) else { return [] }
                state = next
            case .setup(let setup):
                guard case .success(let next) = engine.setup(setup, in: state) else { return [] }
                state = next
            case .new:
                state = engine.newGame()
            case .move, .undo, .redo, .expect:
                continue
            }
        }
        return engine.legalMoveTexts(state).map { Completion.Item(label: $0, kind: .value, detail: "legal move", documentation: nil) }
    }

    /// The cells of the board the rule file draws, for a word after `at`.
    static func cells(at offset: Int, in source: SourceFile, rules: SourceFile?) -> [Completion.Item] {
        guard let rules = rules.map({ $0.name == source.name ? blanking(lineAt: offset, of: source) : $0 }),
              case .success(let book) = RuleBook.compile(rules) else { return [] }
        let engine = Engine(book.model)
        guard case .board(let view) = engine.view(engine.newGame()) else { return [] }
        return view.cellNames.map { Completion.Item(label: $0, kind: .value, detail: "cell", documentation: nil) }
    }

    /// Inside a string after a `{` not yet closed: in a `message` line the placeholders a message
    /// may fill (and the values the file keeps), elsewhere (`refuse`, `answer`) the move and the
    /// names the file declares. Nil when the place is not inside such a brace.
    static func placeholders(in source: SourceFile, at offset: Int, declarations: Declarations) -> [Completion.Item]? {
        let tokens = Lexer.tokenize(source).tokens
        guard let string = tokens.first(where: { $0.kind == .string && $0.span.start < offset && offset < $0.span.end }) else {
            return nil
        }
        let typed = source.text(string.span.start..<offset)
        guard let open = typed.lastIndex(of: "{"), !typed[open...].contains("}") else { return nil }
        let lineStart = tokens.last { $0.span.end <= string.span.start && $0.kind == .newline }?.span.end ?? 0
        let first = tokens.first { $0.span.start >= lineStart && $0.kind == .identifier }
        let kept = declarations.all.filter { $0.kind == .state }.map(\.name.text)
        let words = first?.text == "message"
            ? Vocabulary.messagePlaceholders + kept
            : ["move"] + declarations.all.map(\.name.text)
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }.map {
            Completion.Item(label: $0, kind: .variable, detail: "placeholder", documentation: nil)
        }
    }

    /// The file with the line being typed made blank (its offsets kept), so that the rules
    /// compile without the statement or step not yet finished.
    static func blanking(lineAt offset: Int, of source: SourceFile) -> SourceFile {
        var bytes = source.bytes
        let clamped = max(0, min(offset, bytes.count))
        var start = clamped
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = clamped
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        for index in start..<end where bytes[index] != UInt8(ascii: "\r") { bytes[index] = UInt8(ascii: " ") }
        return SourceFile(name: source.name, bytes: bytes)
    }
}
