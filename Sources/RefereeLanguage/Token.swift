/// A word, number, string or mark of punctuation in a rule file.
public struct Token: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case identifier
        case integer
        case string
        case leftParen, rightParen, comma, colon, dotDot
        case assign, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
        case plus, minus, star, slash, percent
        case newline
        case end
    }

    public var kind: Kind
    /// The token's text as written (for a string, its value with escapes resolved).
    public var text: String
    public var span: Span

    public init(_ kind: Kind, _ text: String, _ span: Span) {
        self.kind = kind
        self.text = text
        self.span = span
    }

    /// The token as a diagnostic names it.
    public var described: String {
        switch kind {
        case .identifier: "'\(text)'"
        case .integer: "number \(text)"
        case .string: "string \"\(text)\""
        case .newline: "end of line"
        case .end: "end of file"
        default: "'\(text)'"
        }
    }
}
