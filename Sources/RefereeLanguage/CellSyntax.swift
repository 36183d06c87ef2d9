import RefereeModel

/// The parser's words about cells in expressions: `last to` and `last from`, the regions `row N`,
/// `column X` and `layer N`, and the operators `in` and `holds` (read at the level of
/// comparisons: `to in goal`, `count(row 8 holds Black)`).
extension Parser {
    /// `primary = … | "last" ( "to" | "from" ) | ( "row" | "layer" ) INT | "column" ( INT | WORD ) ;`
    /// read as one name (`last to`, `row 8`), or nil when the words here are not one of them.
    /// `last` joins `to` only where the two cannot be a value and the word `to` after it (as in
    /// `move number last to 6`): when what follows cannot start a value.
    mutating func joinedCellWords() -> Name? {
        let first = peek, second = peekAhead(1)
        guard second.kind != .leftParen else { return nil }
        switch first.text {
        case "last" where second.kind == .identifier && (second.text == "to" || second.text == "from"):
            guard !startsValue(peekAhead(2)) else { return nil }
        case "row", "layer":
            guard second.kind == .integer else { return nil }
        case "column":
            guard second.kind == .integer || second.kind == .identifier && second.text.count == 1 else { return nil }
        default:
            return nil
        }
        advance()
        advance()
        return Name("\(first.text) \(second.text)", first.span.merged(with: second.span))
    }

    /// Whether a token can start a value (which would make `last to` a range's `to`).
    private func startsValue(_ token: Token) -> Bool {
        switch token.kind {
        case .integer, .leftParen, .minus: return true
        case .identifier: return !["and", "or", "then", "else", "when", "in", "holds", "to"].contains(token.text)
        case .string, .rightParen, .comma, .colon, .dotDot, .assign, .equal, .notEqual, .less, .lessOrEqual, .greater,
             .greaterOrEqual, .plus, .star, .slash, .percent, .newline, .end:
            return false
        }
    }

    /// Whether the token `n` ahead starts a region after `in` (not `in a row`, `in row` of a
    /// line's length): a region's name, or `row N`, `column X`, `layer N`.
    func startsRegion(at n: Int) -> Bool {
        let token = peekAhead(n), after = peekAhead(n + 1)
        guard token.kind == .identifier, token.text != "a" else { return false }
        switch token.text {
        case "row", "layer": return after.kind == .integer
        case "column": return after.kind == .integer || after.kind == .identifier && after.text.count == 1
        default: return true
        }
    }
}
