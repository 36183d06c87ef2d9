/// Prints a rule or scenarios file in its canonical form: one space between words, none inside
/// parentheses or before `,` `:` `)` `..`, a call's `(` against its name, binary operators spaced
/// and a sign against its number, scenario steps indented two spaces, runs of blank lines cut to
/// one, no blank lines at either end, and one line end at the end. Comments stay where they are.
/// Lines are never joined or split, and no word is added, dropped or changed, so formatting never
/// changes what a file means.
public enum Formatter {
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

    public static func format(_ source: SourceFile) -> Result<String, Failure> {
        let (_, parseDiagnostics) = Parser.parse(source)
        let errors = parseDiagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .failure(Failure(diagnostics: errors)) }
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
        for line in 1...max(1, lineCount) {
            let words = lineTokens[line]
            let comment = lineComment[line]
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
            var text = indent + join(words, source: source, inScenario: inScenario && !indent.isEmpty)
            if let comment { text += words.isEmpty ? comment : " " + comment }
            out.append(text)
        }
        while out.last == "" { out.removeLast() }
        return .success(out.joined(separator: "\n") + "\n")
    }

    /// The words of one line with canonical spacing.
    static func join(_ words: [Token], source: SourceFile, inScenario: Bool) -> String {
        var text = ""
        var previous: Token?
        var signAttached = false
        for (i, token) in words.enumerated() {
            if let previous {
                let call = previous.text == "lines" && i >= 2 && !["win", "lose", "expect"].contains(words[i - 2].text)
                if !noSpace(between: previous, and: token, isFirst: i == 1, signAttached: signAttached, call: call) { text += " " }
            }
            signAttached = false
            if token.kind == .minus, i + 1 < words.count, words[i + 1].kind == .integer || words[i + 1].kind == .identifier
                || words[i + 1].kind == .leftParen {
                if inScenario {
                    signAttached = words[i + 1].span.start == token.span.end
                } else {
                    signAttached = opensValue(after: previous, isFirst: i == 1)
                }
            }
            text += spelling(token)
            previous = token
        }
        return text
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
            return previous.kind == .identifier && !isFirst && (call || !openingWords.contains(previous.text))
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
