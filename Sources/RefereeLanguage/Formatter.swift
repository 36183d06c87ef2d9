/// Prints a rule or scenarios file in its canonical form: one space between words, none inside
/// parentheses or before `,` `:` `)` `..`, a call's `(` against its name, binary operators spaced
/// and a sign against its number, scenario steps indented two spaces, runs of blank lines cut to
/// one, no blank lines at either end, and one line end at the end. Comments stay where they are.
/// A statement is laid out anew: on one line when it fits in `width` columns, else over several,
/// each line but the last ending where the statement continues (after `,`, `then`, `and` or
/// `or`), the later lines indented four spaces; a statement with a comment inside keeps its
/// lines. No word is added, dropped or changed, and the result is parsed again to make sure, so
/// formatting never changes what a file means.
public enum Formatter {
    /// The columns a statement's line takes at most, where it can be broken.
    public static let width = 100
    /// The indent of a statement's later lines.
    static let continuationIndent = "    "

    public struct Failure: Error, Sendable {
        /// The errors that stop the file from being formatted (it must parse first).
        public var diagnostics: [Diagnostic]
    }

    /// Words after which an expression or a line of cells begins, so that a `(` or `-` after them
    /// opens a value rather than continuing one.
    static let openingWords: Set<String> = [
        "if", "then", "else", "not", "and", "or", "by", "to", "of", "from", "when", "cap", "every", "at", "in",
        "lead", "first", "best", "worth", "lines", "row", "a", "the", "add", "winner", "loser",
    ]

    /// Opening words that are also functions of a cell, called as such before a parenthesis
    /// (`at(c)`, `row(to)`), where as opening words they come before a cell (`place S at b2`).
    static let cellFunctions: Set<String> = ["at", "row"]

    public static func format(_ source: SourceFile) -> Result<String, Failure> {
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let errors = parseDiagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .failure(Failure(diagnostics: errors)) }
        let continued = Set(syntax.continuations.map { source.line(of: $0) })
        let text = format(source, continued: continued, breakingAtWords: true)
        // A word that continues a statement where the parser reads it as such (`then`), but is
        // a name elsewhere (a player called `then`): break at commas alone if words misled.
        return .success(sameMeaning(text, as: source) ? text : format(source, continued: continued, breakingAtWords: false))
    }

    /// Whether formatted text reads as the same tokens as the source, statement for statement.
    static func sameMeaning(_ text: String, as source: SourceFile) -> Bool {
        let formatted = SourceFile(name: source.name, text: text)
        let (syntax, diagnostics) = Parser.parse(formatted)
        let (before, _) = Parser.parse(source)
        guard !diagnostics.contains(where: { $0.severity == .error }), syntax.statements.count == before.statements.count
        else { return false }
        let words = { (file: SourceFile) in Lexer.tokenize(file).tokens.filter { $0.kind != .newline }.map(\.text) }
        return words(formatted) == words(source)
    }

    static func format(_ source: SourceFile, continued: Set<Int>, breakingAtWords: Bool) -> String {
        let (tokens, comments, _) = Lexer.tokenizeWithComments(source)

        // Gather each source line's tokens and comment.
        var lineCount = source.line(of: source.bytes.count)
        var lineTokens: [[Token]] = Array(repeating: [], count: lineCount + 1)
        var lineComment: [String?] = Array(repeating: nil, count: lineCount + 1)
        for token in tokens where token.kind != .newline && token.kind != .end {
            lineTokens[source.line(of: token.span.start)].append(token)
        }
        for span in comments {
            let text = source.text(span.start..<span.end)
            lineComment[source.line(of: span.start)] = String(text.reversed().drop(while: { $0 == " " }).reversed())
        }

        var out: [String] = []
        var inScenario = false
        lineCount = lineTokens.count - 1
        var line = 0
        while line < max(1, lineCount) {
            line += 1
            let words = lineTokens[line]
            let comment = lineComment[line]
            if !inScenario, continued.contains(line) {
                var last = line
                while continued.contains(last), last < lineCount { last += 1 }
                out += layOut(lines: Array(line...last), lineTokens, lineComment, source: source, breakingAtWords: breakingAtWords)
                line = last
                continue
            }
            if words.isEmpty && comment == nil {
                if let last = out.last, !last.isEmpty { out.append("") }
                continue
            }
            var indent = inScenario ? "  " : ""
            if let first = words.first, first.kind == .identifier {
                if !inScenario, first.text == "scenario" {
                    inScenario = true
                    indent = ""
                } else if inScenario, first.text == "end", words.count == 1 {
                    inScenario = false
                    indent = ""
                }
            }
            if !inScenario, comment == nil, !words.isEmpty {
                out += layOut(lines: [line], lineTokens, lineComment, source: source, breakingAtWords: breakingAtWords)
                continue
            }
            var text = indent + join(words, source: source, inScenario: inScenario && !indent.isEmpty)
            if let comment { text += words.isEmpty ? comment : " " + comment }
            out.append(text)
        }
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    /// One statement, written on `lines`: on one line if it fits, else broken where it
    /// continues; with a comment inside it, on the lines it was written on.
    static func layOut(
        lines: [Int], _ lineTokens: [[Token]], _ lineComment: [String?], source: SourceFile, breakingAtWords: Bool
    ) -> [String] {
        if lines.dropLast().contains(where: { lineComment[$0] != nil }) {
            return lines.enumerated().map { i, line in
                let text = (i == 0 ? "" : continuationIndent) + join(lineTokens[line], source: source, inScenario: false)
                return lineComment[line].map { text + " " + $0 } ?? text
            }
        }
        let words = lines.flatMap { lineTokens[$0] }
        var ends: [Int] = []
        let text = Array(join(words, source: source, inScenario: false, ends: &ends))
        let comment = lines.last.flatMap { lineComment[$0] }
        guard text.count > width else { return [String(text) + (comment.map { " " + $0 } ?? "")] }
        var depth = 0
        var breaks: [(end: Int, depth: Int)] = []
        for (i, word) in words.enumerated() {
            if word.kind == .leftParen { depth += 1 }
            if word.kind == .rightParen { depth -= 1 }
            let continues = word.kind == .comma
                || breakingAtWords && word.kind == .identifier && ["then", "and", "or"].contains(word.text)
            if continues, i + 1 < words.count { breaks.append((ends[i], depth)) }
        }
        // Outside parentheses if that is enough, else anywhere.
        let outside = fill(text, at: breaks.filter { $0.depth == 0 }.map(\.end))
        var out = outside.contains(where: { $0.count > width }) ? fill(text, at: breaks.map(\.end)) : outside
        if let comment { out[out.count - 1] += " " + comment }
        return out
    }

    /// The text broken greedily at some of `breaks` (offsets), each line as full as fits.
    static func fill(_ text: [Character], at breaks: [Int]) -> [String] {
        var out: [String] = []
        var start = 0
        var current = ""
        for end in breaks + [text.count] {
            let piece = String(text[start..<end]).trimmingPrefix(" ")
            if current.isEmpty {
                current = (out.isEmpty ? "" : continuationIndent) + piece
            } else if current.count + 1 + piece.count > width {
                out.append(current)
                current = continuationIndent + piece
            } else {
                current += " " + piece
            }
            start = end
        }
        out.append(current)
        return out
    }

    /// The words of one line with canonical spacing.
    static func join(_ words: [Token], source: SourceFile, inScenario: Bool) -> String {
        var ends: [Int] = []
        return join(words, source: source, inScenario: inScenario, ends: &ends)
    }

    /// The words with canonical spacing, and where each word ends in the text (in characters).
    static func join(_ words: [Token], source: SourceFile, inScenario: Bool, ends: inout [Int]) -> String {
        var text = ""
        var previous: Token?
        var signAttached = false
        var rows = TableRows(statement: words.first)
        for (i, token) in words.enumerated() {
            if let previous {
                let call = previous.text == "lines" && i >= 2 && !["win", "lose", "expect"].contains(words[i - 2].text)
                    || Self.cellFunctions.contains(previous.text)
                if !noSpace(between: previous, and: token, isFirst: i == 1, signAttached: signAttached, call: call) { text += " " }
            }
            signAttached = false
            if token.kind == .minus, i + 1 < words.count, words[i + 1].kind == .integer || words[i + 1].kind == .identifier
                || words[i + 1].kind == .leftParen {
                if inScenario {
                    signAttached = words[i + 1].span.start == token.span.end
                } else if rows.readingValues {
                    signAttached = true
                } else {
                    signAttached = opensValue(after: previous, isFirst: i == 1)
                }
            }
            text += spelling(token)
            ends.append(text.count)
            rows.read(token, next: i + 1 < words.count ? words[i + 1] : nil)
            previous = token
        }
        return text
    }

    /// Where a `table` statement's values are read: each `-` there before a number, a name or
    /// a parenthesis signs the next value (`table gains = 3 -1` holds 3 and -1), however it was
    /// spaced, while in a `for each` binding or in parentheses it may subtract.
    struct TableRows {
        private let inTable: Bool
        private var depth = 0
        private var afterEquals = false
        private var inBindings = false

        init(statement first: Token?) { inTable = first?.kind == .identifier && first?.text == "table" }

        /// Whether a sign read now starts a row's value.
        var readingValues: Bool { inTable && afterEquals && !inBindings && depth == 0 }

        mutating func read(_ token: Token, next: Token?) {
            guard inTable else { return }
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .assign where depth == 0: afterEquals = true
            case .colon where depth == 0: inBindings = false
            case .identifier where depth == 0 && afterEquals && token.text == "for" && next?.text == "each":
                inBindings = true
            default: break
            }
        }
    }

    /// Whether a value may begin after `previous`: at the start of a line, after punctuation or
    /// an operator, or after a word that opens an expression.
    static func opensValue(after previous: Token?, isFirst: Bool) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .integer, .string, .rightParen: return false
        case .identifier: return isFirst || openingWords.contains(previous.text)
        default: return true
        }
    }

    /// `call`: the previous word, which may also open a list (`win lines (…)`), is a function of
    /// a player here (`lines(mover)`).
    static func noSpace(between previous: Token, and token: Token, isFirst: Bool, signAttached: Bool, call: Bool = false) -> Bool {
        if signAttached { return true }
        switch token.kind {
        case .comma, .colon, .rightParen, .dotDot: return true
        case .leftParen:
            return previous.kind == .leftParen
                || previous.kind == .identifier && !isFirst && (call || !openingWords.contains(previous.text))
        default: break
        }
        return previous.kind == .leftParen || previous.kind == .dotDot
    }

    /// A token as written canonically: strings with their escapes, the rest as they are.
    static func spelling(_ token: Token) -> String {
        guard token.kind == .string else { return token.text }
        var text = "\""
        for c in token.text {
            switch c {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            default: text.append(c)
            }
        }
        return text + "\""
    }
}
