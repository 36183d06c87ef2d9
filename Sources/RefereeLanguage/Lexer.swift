/// Splits a rule file into tokens. Words are not reserved: whether `board` is a keyword depends on
/// where it stands, so players and options may take any name.
public struct Lexer {
    private let bytes: [UInt8]
    private var offset = 0
    public private(set) var diagnostics: [Diagnostic] = []
    /// Every comment, from its `#` to the end of its line: trivia the parser never sees, kept
    /// for the formatter.
    public private(set) var comments: [Span] = []
    /// Whether the line being read has had its error: one a line is enough to fix it, and a
    /// line of a million tabs must not earn a million diagnostics.
    private var lineHasError = false

    public init(_ source: SourceFile) {
        self.bytes = source.bytes
    }

    public static func tokenize(_ source: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(source)
        let tokens = lexer.all()
        return (tokens, lexer.diagnostics)
    }

    /// Tokens with the comments between them, for tools that must keep the comments.
    public static func tokenizeWithComments(_ source: SourceFile) -> (tokens: [Token], comments: [Span], diagnostics: [Diagnostic]) {
        var lexer = Lexer(source)
        let tokens = lexer.all()
        return (tokens, lexer.comments, lexer.diagnostics)
    }

    private mutating func all() -> [Token] {
        var tokens: [Token] = []
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            diagnostics.append(.error(
                "the file starts with a byte-order mark", at: Span(0, 3),
                help: "save the file as UTF-8 without a byte-order mark"))
            offset = 3
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let bad = firstInvalidUTF8()
            diagnostics.append(.error(
                "the file is not valid UTF-8", at: Span(bad, bad + 1),
                help: "save the file as UTF-8"))
            return [Token(.end, "", Span(bytes.count, bytes.count))]
        }
        while let token = next() {
            tokens.append(token)
        }
        tokens.append(Token(.end, "", Span(bytes.count, bytes.count)))
        return tokens
    }

    private func firstInvalidUTF8() -> Int {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  String(validating: bytes[i..<i + length], as: UTF8.self) != nil
            else { return i }
            i += length
        }
        return bytes.count
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func next() -> Token? {
        while let c = peek() {
            let start = offset
            switch c {
            case UInt8(ascii: " "):
                offset += 1
            case UInt8(ascii: "\t"):
                offset += 1
                report(.error("tab character", at: Span(start, offset), help: "indent with spaces"))
            case UInt8(ascii: "\r"):
                offset += 1
                report(.error(
                    "carriage return in a line end", at: Span(start, offset),
                    help: "save the file with plain LF line ends"))
            case UInt8(ascii: "#"):
                while let d = peek(), d != UInt8(ascii: "\n") { offset += 1 }
                comments.append(Span(start, offset))
            case UInt8(ascii: "\n"):
                offset += 1
                lineHasError = false
                return Token(.newline, "\\n", Span(start, offset))
            case UInt8(ascii: "\""):
                return string()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while let d = peek(), isDigit(d) { offset += 1 }
                if let d = peek(), isLetter(d) {
                    while let d = peek(), isLetter(d) || isDigit(d) { offset += 1 }
                    return Token(.identifier, text(start), Span(start, offset))
                }
                return Token(.integer, text(start), Span(start, offset))
            default:
                if isLetter(c) {
                    while let d = peek(), isLetter(d) || isDigit(d) { offset += 1 }
                    return Token(.identifier, text(start), Span(start, offset))
                }
                if let token = punctuation() { return token }
                offset += scalarLength(c)
                report(.error(
                    "unexpected character '\(text(start))'", at: Span(start, offset),
                    help: c >= 0x80 ? "names use the letters a-z, A-Z, digits and '_'; other text goes in quotes" : nil))
            }
        }
        return nil
    }

    private mutating func punctuation() -> Token? {
        let start = offset
        let c = bytes[offset]
        let two: (UInt8, Token.Kind)? = switch c {
        case UInt8(ascii: "="): (UInt8(ascii: "="), .equal)
        case UInt8(ascii: "!"): (UInt8(ascii: "="), .notEqual)
        case UInt8(ascii: "<"): (UInt8(ascii: "="), .lessOrEqual)
        case UInt8(ascii: ">"): (UInt8(ascii: "="), .greaterOrEqual)
        case UInt8(ascii: "."): (UInt8(ascii: "."), .dotDot)
        default: nil
        }
        if let (second, kind) = two, peek(1) == second {
            offset += 2
            return Token(kind, text(start), Span(start, offset))
        }
        let one: Token.Kind? = switch c {
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: "="): .assign
        case UInt8(ascii: "<"): .less
        case UInt8(ascii: ">"): .greater
        case UInt8(ascii: "+"): .plus
        case UInt8(ascii: "-"): .minus
        case UInt8(ascii: "*"): .star
        case UInt8(ascii: "/"): .slash
        case UInt8(ascii: "%"): .percent
        default: nil
        }
        guard let one else { return nil }
        offset += 1
        return Token(one, text(start), Span(start, offset))
    }

    private mutating func string() -> Token {
        let start = offset
        offset += 1
        var value: [UInt8] = []
        while let c = peek() {
            if c == UInt8(ascii: "\"") {
                offset += 1
                return Token(.string, String(decoding: value, as: UTF8.self), Span(start, offset))
            }
            if c == UInt8(ascii: "\n") { break }
            if c == UInt8(ascii: "\\"), let e = peek(1) {
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): value.append(e)
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                default:
                    report(.error(
                        "unknown escape '\\\(Character(Unicode.Scalar(e)))' in a string", at: Span(offset, offset + 2),
                        help: "the escapes are \\\" \\\\ and \\n"))
                }
                offset += 2
                continue
            }
            value.append(c)
            offset += 1
        }
        report(.error("unterminated string", at: Span(start, offset), expected: "a closing '\"' on the same line"))
        return Token(.string, String(decoding: value, as: UTF8.self), Span(start, offset))
    }

    /// Records an error unless the line already has one.
    private mutating func report(_ diagnostic: Diagnostic) {
        guard !lineHasError else { return }
        lineHasError = true
        diagnostics.append(diagnostic)
    }

    private func text(_ start: Int) -> String {
        String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private func isLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_")
    }

    private func scalarLength(_ c: UInt8) -> Int {
        c < 0x80 ? 1 : c >> 5 == 0b110 ? 2 : c >> 4 == 0b1110 ? 3 : c >> 3 == 0b11110 ? 4 : 1
    }
}
