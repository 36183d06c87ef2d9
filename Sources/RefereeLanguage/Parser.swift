import RefereeModel

/// Reads tokens into a `RuleFileSyntax` by recursive descent, one statement a line. After an error
/// it skips to the next line and goes on, so one run reports every line that is wrong.
public struct Parser {
    let source: SourceFile
    private let tokens: [Token]
    private var index = 0
    private var depth = 0
    /// The height of the expression read last, for the bound on nesting.
    private var lastHeight = 0
    /// Whether a statement is being read, so that a line ending in a word or mark that
    /// continues it (`Parser.continuing`) goes on to the next line.
    private var inStatement = false
    /// The line ends a statement went on past, by offset.
    private var continuations: [Int] = []
    public internal(set) var diagnostics: [Diagnostic] = []

    /// The words that can begin a line outside a scenario, for "did you mean …?": each
    /// statement's (`StatementTable`), then `scenario`, which opens a block of steps.
    public static let statementKeywords = StatementTable.entries.map(\.keyword) + ["scenario"]

    public init(_ source: SourceFile, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    /// Lexes and parses a whole file.
    public static func parse(_ source: SourceFile) -> (RuleFileSyntax, [Diagnostic]) {
        let (tokens, lexical) = Lexer.tokenize(source)
        // A file the lexer could not read at all (not UTF-8) has its one error, and no lines.
        if tokens.count == 1, lexical.contains(where: { $0.severity == .error }) { return (RuleFileSyntax(), lexical) }
        var parser = Parser(source, tokens: tokens)
        let file = parser.parseFile()
        guard file.recognised else { return (file, [notRules]) }
        return (file, lexical + parser.diagnostics)
    }

    struct Failure: Error {}

    // MARK: File and statements

    mutating func parseFile() -> RuleFileSyntax {
        var file = RuleFileSyntax()
        skipNewlines()
        if peek.kind == .identifier, peek.text == "referee" {
            let keyword = advance()
            if peek.kind == .integer, let version = Int(peek.text) {
                file.version = version
                advance()
                if version != 1 {
                    diagnostics.append(.error(
                        "this is Referee language version 1; the file asks for version \(version)",
                        at: tokens[index - 1].span, help: "write 'referee 1'"))
                }
            } else {
                diagnostics.append(.error("missing language version", at: keyword.span.merged(with: peek.span), expected: "a version number, as in 'referee 1'"))
            }
            endLine()
        } else {
            diagnostics.append(.error(
                "a rule file must begin with its language version", at: peek.kind == .end ? Span(0, 0) : peek.span,
                expected: "'referee 1'", help: "add 'referee 1' as the first line"))
        }
        var first = true
        while true {
            skipNewlines()
            if peek.kind == .end { break }
            let lineStart = index
            do {
                if peek.kind == .identifier, peek.text == "scenario" {
                    file.scenarios.append(try scenario())
                } else {
                    inStatement = true
                    defer { inStatement = false }
                    file.statements.append(try statement())
                    inStatement = false
                    endLine()
                }
            } catch {
                skipLine()
                if first, file.version == nil { file.recognised = false }
                for token in tokens[lineStart..<index] where token.kind == .identifier {
                    file.unreadWords.insert(token.text)
                }
            }
            first = false
        }
        file.continuations = continuations
        return file
    }

    /// The one error for a file not taken for a rule file (`RuleFileSyntax.recognised`).
    static let notRules = Diagnostic.unlocated(
        "no 'referee 1' line: this does not look like a rule file",
        help: "a rule file's first line is 'referee 1', and each line after it a statement")

    /// `statement = WORD ":" level | KEYWORD … ;`: a level, or the statement its keyword names in
    /// `StatementTable`, read by that entry's function.
    mutating func statement() throws -> Statement {
        let start = peek.span.start
        guard peek.kind == .identifier else {
            throw fail("a line must begin with a statement", at: peek.span, expected: "a word such as 'players' or 'board'")
        }
        let keyword = Name(peek.text, peek.span)
        if peekAhead(1).kind == .colon, keyword.text != "referee" {
            advance()
            advance()
            let level = try self.level()
            return Statement(kind: .level(keyword, level), span: Span(start, previousEnd), keyword: keyword)
        }
        advance()
        guard let entry = StatementTable.byKeyword[keyword.text] else {
            if let hint = CoreSyntax.hint(for: keyword.text) {
                throw fail("unknown statement '\(keyword.text)'", at: keyword.span,
                           expected: "a statement such as 'players', 'board' or 'scenario'", help: hint)
            }
            throw unknownWord(keyword, among: Self.statementKeywords, what: "statement",
                              expected: "a statement such as 'players', 'board' or 'scenario'")
        }
        let kind = try entry.parse(&self, keyword)
        return Statement(kind: kind, span: Span(start, previousEnd), keyword: keyword)
    }

    mutating func optionalCondition() throws -> ExprSyntax? {
        optionalWord("when") != nil ? try expression() : nil
    }

    // MARK: Scenarios

    private mutating func scenario() throws -> ScenarioSyntax {
        let keyword = advance()
        let title = try string("the scenario's name in quotes")
        endLine()
        var syntax = ScenarioSyntax(
            scenario: Scenario(name: title.text, location: source.location(of: keyword.span.start)),
            span: keyword.span, playerNames: [], levelNames: [], optionNames: [], valueNames: [])
        while true {
            skipNewlines()
            if peek.kind == .end {
                diagnostics.append(.error(
                    "scenario \"\(title.text)\" has no 'end'", at: keyword.span.merged(with: title.span),
                    expected: "'end' after the scenario's last step"))
                break
            }
            if peek.kind == .identifier, peek.text == "end" {
                advance()
                endLine()
                break
            }
            if peek.kind == .identifier, peek.text == "scenario" {
                diagnostics.append(.error(
                    "scenario \"\(title.text)\" has no 'end'", at: keyword.span.merged(with: title.span),
                    expected: "'end' before the next scenario"))
                break
            }
            do {
                try step(into: &syntax)
                endLine()
            } catch {
                skipLine()
            }
        }
        syntax.span = Span(keyword.span.start, previousEnd)
        if syntax.scenario.steps.count > Limits.scenarioSteps {
            diagnostics.append(.error("scenario has \(syntax.scenario.steps.count) steps; the limit is \(Limits.scenarioSteps)", at: keyword.span))
        }
        return syntax
    }

    static let stepKeywords = ["option", "seed", "setup", "move", "moves", "new", "undo", "redo", "expect"]

    private mutating func step(into syntax: inout ScenarioSyntax) throws {
        guard peek.kind == .identifier else {
            throw fail("a scenario step must begin with a word", at: peek.span, expected: "'move', 'expect', 'setup' or 'end'")
        }
        let keyword = advance()
        let location = source.location(of: keyword.span.start)
        func add(_ action: Scenario.Action) { syntax.scenario.steps.append(.init(action, at: location)) }
        switch keyword.text {
        case "option":
            let optionName = try identifier("the option's name")
            try expect(.assign, "'=' and a value")
            let value = try literalInt()
            if !syntax.scenario.steps.isEmpty {
                throw fail("options must be set before the scenario's first step", at: optionName.span)
            }
            syntax.scenario.options[optionName.text] = value
            syntax.optionNames.append(optionName)
        case "seed":
            guard peek.kind == .integer, let seed = UInt64(peek.text) else {
                throw fail("expected a seed", at: peek.span, expected: "a whole number from 0 to 18446744073709551615, not \(peek.described)")
            }
            if !syntax.scenario.steps.isEmpty {
                throw fail("the seed must be set before the scenario's first step", at: keyword.span)
            }
            advance()
            syntax.scenario.seed = seed
        case "setup":
            try setup(into: &syntax, location: location)
        case "move":
            let move = try moveWord()
            var failure: Scenario.Failure?
            if optionalWord("fails") != nil {
                failure = peek.kind == .string ? .message(advance().text) : .any
            }
            add(.move(move.text, failure: failure))
        case "moves":
            var any = false
            while let move = optionalMoveWord() {
                add(.move(move.text, failure: nil))
                any = true
            }
            if !any { throw fail("no moves given", at: peek.span, expected: "moves, as in 'moves 0 4 8'") }
        case "new": add(.new)
        case "undo": add(.undo)
        case "redo": add(.redo)
        case "expect":
            add(.expect(try expectation(into: &syntax)))
        default:
            throw unknownWord(Name(keyword.text, keyword.span), among: Self.stepKeywords + ["end"], what: "scenario step",
                              expected: "'move', 'expect', 'setup' or 'end'")
        }
    }

    private mutating func setup(into syntax: inout ScenarioSyntax, location: Location) throws {
        func add(_ setup: Setup) { syntax.scenario.steps.append(.init(.setup(setup), at: location)) }
        let what = try identifier("what to set up: a player's marks, 'turn', 'secret', 'points', 'server', 'value', 'roll' or 'draw'")
        switch what.text {
        case "turn":
            let player = try identifier("a player")
            syntax.playerNames.append(player)
            add(.turn(player.text))
        case "server":
            let player = try identifier("a player")
            syntax.playerNames.append(player)
            add(.server(player.text))
        case "secret":
            if optionalWord("unknown") != nil {
                add(.secretUnknown)
            } else {
                // Several secrets are set together, one word each: `setup secret crane later`.
                var words = [try moveWord().text]
                while peek.kind != .newline && peek.kind != .end, let next = optionalMoveWord() { words.append(next.text) }
                add(.secret(words.joined(separator: " ")))
            }
        case "points":
            add(.points(try integers()))
        case "value":
            let (name, values) = try keptValues()
            add(.value(name: name.text, values: values))
        case "roll", "draw":
            var numbers: [Int] = []
            while peek.kind == .integer || peek.kind == .minus { numbers.append(try literalInt()) }
            if numbers.isEmpty {
                let example = what.text == "roll" ? "the numbers the next rolls give, as in 'setup roll 5 3'"
                    : "the cards the next draws give, as in 'setup draw 3 1'"
                throw fail("no \(what.text) given", at: peek.span, expected: example)
            }
            add(.rolls(numbers))
        default:
            var what = what
            if peek.kind == .identifier, peek.text != "at" {
                let kind = name()
                what = Name("\(what.text) \(kind.text)", what.span.merged(with: kind.span))
            }
            syntax.playerNames.append(what)
            try word("at")
            var cells: [String] = []
            while let cell = optionalMoveWord() { cells.append(cell.text) }
            if cells.isEmpty { throw fail("no cells given", at: peek.span, expected: "cells, as in 'setup X at 0 1 2'") }
            add(.marks(player: what.text, cells: cells))
        }
    }

    /// `value-list = WORD ( move | STRING ) { move | STRING } ;`: a kept value's name and its
    /// value, or one for each player (a list in quotes, its numbers apart: "4 5 3").
    private mutating func keptValues() throws -> (Name, [String]) {
        let name = try identifier("the name of a value the game keeps")
        var values: [String] = []
        while peek.kind == .integer || peek.kind == .identifier || peek.kind == .minus || peek.kind == .string {
            values.append(peek.kind == .string ? advance().text : try moveWord().text)
        }
        if values.isEmpty { throw fail("no value given", at: peek.span, expected: "the value, or one for each player") }
        return (name, values)
    }

    private mutating func expectation(into syntax: inout ScenarioSyntax) throws -> Expectation {
        let what = try identifier("an observation such as 'turn', 'cell', 'result' or 'legal'")
        switch what.text {
        case "turn", "server", "winner", "receiver":
            if what.text == "winner", optionalWord("none") != nil { return .winner(nil) }
            let player = try identifier("a player")
            syntax.playerNames.append(player)
            switch what.text {
            case "turn": return .turn(player.text)
            case "server": return .server(player.text)
            case "receiver": return .receiver(player.text)
            default: return .winner(player.text)
            }
        case "cell":
            let cell = try moveWord()
            if optionalWord("empty") != nil { return .cell(cell.text, nil) }
            var player = try identifier("a player, or 'empty'")
            if peek.kind == .identifier {
                let kind = name()
                player = Name("\(player.text) \(kind.text)", player.span.merged(with: kind.span))
            }
            syntax.playerNames.append(player)
            return .cell(cell.text, player.text)
        case "empty":
            try word("cells")
            return .emptyCells(try literalInt())
        case "cells":
            return .cellCount(try literalInt())
        case "result":
            if optionalWord("none") != nil { return .result(nil) }
            return .result(try string("the result message in quotes, or 'none'").text)
        case "over":
            return .over(true)
        case "not":
            try word("over")
            return .over(false)
        case "lines":
            if optionalWord("none") != nil { return .lines([]) }
            var lines: [[String]] = []
            while optional(.leftParen) != nil {
                var cells: [String] = []
                while let cell = optionalMoveWord() { cells.append(cell.text) }
                try expect(.rightParen, "')' to close the line")
                lines.append(cells)
            }
            if lines.isEmpty { throw fail("no lines given", at: peek.span, expected: "lines, as in '(0 1 2)', or 'none'") }
            return .lines(lines)
        case "legal":
            if optionalWord("none") != nil { return .legal([]) }
            var moves: [String] = []
            while let move = optionalMoveWord() {
                if optional(.dotDot) != nil {
                    let upper = try literalInt()
                    guard let lower = Int(move.text), lower <= upper, upper - lower <= Limits.boardCells else {
                        throw fail("a range of moves needs two numbers, low..high", at: move.span)
                    }
                    moves += (lower...upper).map(String.init)
                } else {
                    moves.append(move.text)
                }
                guard moves.count <= Limits.listedMoves else {
                    throw fail("more than \(Limits.listedMoves) moves in one list", at: move.span)
                }
            }
            if moves.isEmpty { throw fail("no moves given", at: peek.span, expected: "moves, a range such as 0..6, or 'none'") }
            return .legal(moves)
        case "score":
            var player: String?
            if peek.kind == .identifier {
                let name = name()
                syntax.playerNames.append(name)
                player = name.text
            }
            return .score(player: player, try literalInt())
        case "totals":
            var totals: [Int?] = []
            while true {
                if peek.kind == .integer { totals.append(try literalInt()) }
                else if peek.kind == .identifier, peek.text == "_" { advance(); totals.append(nil) }
                else { break }
            }
            if totals.isEmpty { throw fail("no totals given", at: peek.span, expected: "running totals by frame, '_' for one not yet known") }
            return .totals(totals)
        case "points":
            return .points(try integers())
        case "feedback":
            return .feedback(try string("the feedback as displayed, in quotes").text)
        case "marks":
            return .marks(try literalInt())
        case "guesses":
            try word("left")
            return .guessesLeft(try literalInt())
        case "codes" where peek.text == "left":
            try word("left")
            return .codesLeft(try literalInt())
        case "revealed":
            return .revealed(try string("what is revealed of the secret in quotes, '?' where hidden, as in \"b????\"").text)
        case "frame":
            return .frame(try literalInt())
        case "bowler":
            let bowler = try identifier("the bowler at the line")
            syntax.bowlerNames.append(bowler)
            return .bowler(bowler.text)
        case "call":
            return .call(try string("the call in quotes, as in \"Fifteen-Love\"").text)
        case "finished":
            if optionalWord("none") != nil { return .finished([]) }
            let scores = try string("the finished scores in quotes, as in \"6-4 7-6(5)\", or 'none'")
            return .finished(scores.text.split(separator: " ").map(String.init))
        case "value":
            let (name, values) = try keptValues()
            syntax.valueNames.append(name)
            return .value(name.text, values)
        case "answer":
            if optionalWord("none") != nil { return .answer(nil) }
            return .answer(try string("the answer in quotes, or 'none'").text)
        case "announced":
            if optionalWord("nothing") != nil { return .announced([]) }
            var texts: [String] = []
            while peek.kind == .string { texts.append(advance().text) }
            if texts.isEmpty { throw fail("no announcement given", at: peek.span, expected: "texts in quotes, or 'nothing'") }
            return .announced(texts)
        default:
            // `expect games 2 1`: wins of a rally level, named in the plural.
            if what.text.hasSuffix("s"), peek.kind == .integer {
                syntax.levelNames.append(Name(String(what.text.dropLast()), what.span))
                return .wins(level: String(what.text.dropLast()), try integers())
            }
            throw unknownWord(what, among: [
                "turn", "server", "receiver", "winner", "cell", "empty", "cells", "result", "over", "not", "lines", "legal",
                "score", "totals", "points", "feedback", "marks", "guesses", "codes", "frame", "bowler", "call",
                "finished", "value", "announced", "answer", "revealed",
            ], what: "observation")
        }
    }

    // MARK: Expressions

    /// Reads an expression. Its depth is bounded so that every walk over it (checking,
    /// evaluating, formatting, freeing) stays shallow: each parenthesis, operator, `if` and call
    /// adds a level, so a flat chain `a + b + c …` counts one level for each operator.
    mutating func expression() throws -> ExprSyntax {
        try orExpression()
    }

    private mutating func orExpression() throws -> ExprSyntax {
        var lhs = try andExpression()
        var height = lastHeight
        while let op = optionalWord("or") {
            lhs = .binary(op, lhs, try andExpression())
            height = try joined(height, at: op.span)
        }
        lastHeight = height
        return lhs
    }

    private mutating func andExpression() throws -> ExprSyntax {
        var lhs = try notExpression()
        var height = lastHeight
        while let op = optionalWord("and") {
            lhs = .binary(op, lhs, try notExpression())
            height = try joined(height, at: op.span)
        }
        lastHeight = height
        return lhs
    }

    private mutating func notExpression() throws -> ExprSyntax {
        if let op = optionalWord("not") {
            let operand = try nested { try $0.notExpression() }
            lastHeight = try joined(0, at: op.span)
            return .unary(op, operand, op.span.merged(with: operand.span))
        }
        return try comparison()
    }

    private mutating func comparison() throws -> ExprSyntax {
        let lhs = try additive()
        let height = lastHeight
        let comparisons: [Token.Kind] = [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
        if comparisons.contains(peek.kind) {
            let op = advance()
            let rhs = try additive()
            lastHeight = try joined(height, at: op.span)
            return .binary(Name(op.text, op.span), lhs, rhs)
        }
        if peek.kind == .assign {
            throw fail("'=' sets an option; to compare, write '=='", at: peek.span)
        }
        if peek.kind == .identifier, peek.text == "holds" || peek.text == "in" && startsRegion(at: 1) {
            let op = advance()
            let rhs = try additive()
            lastHeight = try joined(height, at: op.span)
            return .binary(Name(op.text, op.span), lhs, rhs)
        }
        return lhs
    }

    private mutating func additive() throws -> ExprSyntax {
        var lhs = try multiplicative()
        var height = lastHeight
        while peek.kind == .plus || peek.kind == .minus {
            let op = advance()
            lhs = .binary(Name(op.text, op.span), lhs, try multiplicative())
            height = try joined(height, at: op.span)
        }
        lastHeight = height
        return lhs
    }

    private mutating func multiplicative() throws -> ExprSyntax {
        var lhs = try unary()
        var height = lastHeight
        while peek.kind == .star || peek.kind == .slash || peek.kind == .percent {
            let op = advance()
            lhs = .binary(Name(op.text, op.span), lhs, try unary())
            height = try joined(height, at: op.span)
        }
        lastHeight = height
        return lhs
    }

    mutating func unary() throws -> ExprSyntax {
        if peek.kind == .minus {
            let op = advance()
            let operand = try nested { try $0.unary() }
            lastHeight = try joined(0, at: op.span)
            return .unary(Name("-", op.span), operand, op.span.merged(with: operand.span))
        }
        return try primary()
    }

    /// The height of a node over a left operand of `height` and the right operand just read
    /// (`lastHeight`), refused past the limit.
    private mutating func joined(_ height: Int, at span: Span) throws -> Int {
        let joined = max(height, lastHeight) + 1
        guard joined <= Limits.expressionDepth else { throw tooDeep(at: span) }
        return joined
    }

    private mutating func tooDeep(at span: Span) -> Failure {
        fail(
            "expression nested too deeply (the limit is \(Limits.expressionDepth))", at: span,
            help: "each parenthesis, operator, 'if' and call is a level, so a chain 'a + b + c' counts one for each operator")
    }

    private mutating func nested(_ body: (inout Parser) throws -> ExprSyntax) throws -> ExprSyntax {
        depth += 1
        defer { depth -= 1 }
        if depth > Limits.expressionDepth { throw tooDeep(at: peek.span) }
        return try body(&self)
    }

    private mutating func primary() throws -> ExprSyntax {
        let token = peek
        lastHeight = 0
        switch token.kind {
        case .integer:
            advance()
            guard let value = Int(token.text), value <= Limits.number else {
                throw fail("number \(token.text) is too large (the limit is \(Limits.number))", at: token.span)
            }
            return .integer(value, token.span)
        case .leftParen:
            advance()
            let inner = try nested { try $0.expression() }
            try expect(.rightParen, "')'")
            return inner
        case .identifier where token.text == "for" && peekAhead(1).kind == .identifier && peekAhead(1).text == "each":
            throw fail("'for each' gives several values, so it stands among a call's arguments", at: token.span,
                       help: "as in 'sum(for each i in 1 to 6: pit(i))'")
        case .identifier where token.text == "if":
            advance()
            let condition = try nested { try $0.expression() }
            var height = lastHeight
            try word("then")
            let whenTrue = try nested { try $0.expression() }
            height = max(height, lastHeight)
            try word("else")
            let whenFalse = try nested { try $0.expression() }
            lastHeight = try joined(height, at: token.span)
            return .ifThenElse(condition, whenTrue, whenFalse, token.span.merged(with: whenFalse.span))
        case .identifier:
            if let joined = joinedCellWords() { return .name(joined) }
            let callee = name()
            if optional(.leftParen) != nil {
                var arguments: [ExprSyntax] = []
                var height = 0
                if peek.kind != .rightParen {
                    repeat {
                        arguments.append(try nested { try $0.argument() })
                        height = max(height, lastHeight)
                    } while optional(.comma) != nil
                }
                try expect(.rightParen, "')' to close the arguments")
                lastHeight = height
                lastHeight = try joined(0, at: callee.span)
                return .call(callee, arguments, Span(callee.span.start, previousEnd))
            }
            return .name(callee)
        default:
            throw fail("expected a value", at: token.span, expected: "a number, a name or '('")
        }
    }

    /// `argument = expr | "for" "each" bindings ":" expr ;`: a call's argument, or one for
    /// each value of a `for each`.
    private mutating func argument() throws -> ExprSyntax {
        guard let keyword = optionalEach() else { return try expression() }
        let bindings = try bindings()
        let body = try expression()
        return .forEach(bindings, body, keyword.span.merged(with: body.span))
    }

    // MARK: Tokens

    /// The marks and words that, ending a line of a statement, continue it on the next line.
    static let continuing: Set<String> = [",", "=", ":", "then", "else", "and", "or"]

    /// Goes on to the next line after a mark or word that continues a statement, when the line
    /// ends there.
    private mutating func continueLine(after token: Token) {
        guard inStatement, peek.kind == .newline, Self.continuing.contains(token.text) else { return }
        continuations.append(peek.span.start)
        advance()
    }

    var peek: Token { tokens[index] }

    func peekAhead(_ n: Int) -> Token { tokens[min(index + n, tokens.count - 1)] }

    var previousEnd: Int { index > 0 ? tokens[index - 1].span.end : 0 }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    mutating func name() -> Name {
        let token = advance()
        return Name(token.text, token.span)
    }

    mutating func optional(_ kind: Token.Kind) -> Token? {
        guard peek.kind == kind else { return nil }
        let token = advance()
        continueLine(after: token)
        return token
    }

    mutating func optionalWord(_ word: String) -> Name? {
        guard peek.kind == .identifier, peek.text == word else { return nil }
        let token = advance()
        continueLine(after: token)
        return Name(token.text, token.span)
    }

    mutating func word(_ word: String) throws {
        guard optionalWord(word) != nil else {
            throw fail("expected '\(word)'", at: peek.span, expected: "'\(word)' here, not \(peek.described)")
        }
    }

    mutating func expect(_ kind: Token.Kind, _ what: String) throws {
        guard optional(kind) != nil else { throw fail("expected \(what)", at: peek.span, expected: "\(what), not \(peek.described)") }
    }

    mutating func identifier(_ what: String) throws -> Name {
        guard peek.kind == .identifier else { throw fail("expected \(what)", at: peek.span, expected: "\(what), not \(peek.described)") }
        return name()
    }

    mutating func string(_ what: String) throws -> Name {
        guard peek.kind == .string else { throw fail("expected \(what)", at: peek.span, expected: "\(what), not \(peek.described)") }
        return name()
    }

    private mutating func literalInt() throws -> Int {
        var negative = false
        if peek.kind == .minus { advance(); negative = true }
        guard peek.kind == .integer, let value = Int(peek.text), value <= Limits.number else {
            throw fail("expected a number", at: peek.span, expected: "a whole number, not \(peek.described)")
        }
        advance()
        return negative ? -value : value
    }

    private mutating func integers() throws -> [Int] {
        var values: [Int] = []
        while peek.kind == .integer || peek.kind == .minus { values.append(try literalInt()) }
        if values.isEmpty { throw fail("expected numbers", at: peek.span, expected: "one number per player") }
        return values
    }

    /// A move as typed at the prompt: a number, a word, or text in quotes.
    mutating func moveWord() throws -> Name {
        guard let move = optionalMoveWord() else {
            throw fail("expected a move", at: peek.span, expected: "a move as typed at the prompt, not \(peek.described)")
        }
        return move
    }

    mutating func optionalMoveWord() -> Name? {
        if peek.kind == .minus, peekAhead(1).kind == .integer, peekAhead(1).span.start == peek.span.end {
            let sign = advance()
            let number = advance()
            return Name("-" + number.text, sign.span.merged(with: number.span))
        }
        switch peek.kind {
        case .integer, .string, .slash: return name()
        case .identifier where !["fails", "empty"].contains(peek.text): return name()
        default: return nil
        }
    }

    private mutating func endLine() {
        if peek.kind == .newline || peek.kind == .end {
            advance()
            return
        }
        diagnostics.append(.error("unexpected \(peek.described)", at: peek.span, expected: "the end of the line"))
        skipLine()
    }

    private mutating func skipLine() {
        while peek.kind != .newline && peek.kind != .end { advance() }
        advance()
    }

    private mutating func skipNewlines() {
        while peek.kind == .newline { advance() }
    }

    mutating func fail(_ message: String, at span: Span, expected: String? = nil, help: String? = nil) -> Failure {
        diagnostics.append(.error(message, at: span, expected: expected, help: help))
        return Failure()
    }

    mutating func unknownWord(_ word: Name, among candidates: [String], what: String = "word", expected: String? = nil) -> Failure {
        let list = candidates.map { "'\($0)'" }.joined(separator: ", ")
        return fail("unknown \(what) '\(word.text)'", at: word.span, expected: expected ?? "one of \(list)",
                    help: Suggestion.didYouMean(word.text, among: candidates))
    }
}
