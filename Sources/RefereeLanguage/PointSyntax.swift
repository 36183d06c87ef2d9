import RefereeModel

/// The parser's functions for a board of points: its straight lines and its other links.
extension Parser {
    /// `line = "line" ( cell cell { cell } | "every" line-kind { "," line-kind } ) ;`
    /// (after "line")
    ///
    /// `line-kind = [ "other" ] WORD ;` (the checker knows `row`, `column` and `diagonal`)
    mutating func pointLine() throws -> Statement.Kind {
        if let every = optionalWord("every") {
            var kinds: [Name] = []
            repeat {
                let other = optionalWord("other")
                let kind = try identifier("'row', 'column', 'diagonal' or 'other diagonal'")
                kinds.append(other.map { Name("other \(kind.text)", $0.span.merged(with: kind.span)) } ?? kind)
            } while optional(.comma) != nil
            return .coreBoard(.lineEvery(every, kinds))
        }
        var points: [Name] = []
        while peek.kind == .integer || peek.kind == .identifier { points.append(name()) }
        if points.count < 2 {
            throw fail("a line needs at least two points", at: peek.span,
                       expected: "its points in order, as in 'line a7 d7 g7', or 'every row, column'")
        }
        return .coreBoard(.line(points))
    }

    /// `link = "link" cell cell ;` (after "link")
    mutating func pointLink() throws -> Statement.Kind {
        var points: [Name] = []
        for _ in 0..<2 {
            guard peek.kind == .integer || peek.kind == .identifier else {
                throw fail("a link joins two points", at: peek.span, expected: "two points, as in 'link a1 b2'")
            }
            points.append(name())
        }
        return .coreBoard(.link(points[0], points[1]))
    }
}
