import RefereeModel

/// The checks of a code game's guesses read place by place: `guess(i)`, `guess(g, i)` and
/// `mark(g, i)`.
extension ExpressionChecker {
    /// The reading a call's name asks for, whatever its arguments: `guess` or `mark`.
    static func codeReading(_ name: String) -> CodeReading? {
        switch name {
        case "guess": .chosenSymbol
        case "mark": .mark
        default: nil
        }
    }

    mutating func code(
        _ named: CodeReading, _ callee: Name, _ arguments: [ExprSyntax], _ span: Span, _ scope: ExpressionScope
    ) throws -> (Expr, ValueType) {
        if scope.constantsOnly {
            throw fail("'\(callee.text)' changes during play, but this value must be known before the game starts", at: callee.span)
        }
        guard let places = scope.codePlaces else {
            throw fail("'\(callee.text)(…)' reads a code game's guesses place by place, and this game has none", at: callee.span)
        }
        let reading: CodeReading
        switch (named, arguments.count) {
        case (.chosenSymbol, 1): reading = .chosenSymbol
        case (.chosenSymbol, 2): reading = .guessedSymbol
        case (.chosenSymbol, _), (.guessedSymbol, _):
            throw fail("'guess' takes a place, 'guess(i)', or a guess and a place, 'guess(g, i)'", at: span)
        case (.mark, 2): reading = .mark
        case (.mark, _):
            throw fail("'mark' takes a guess and a place, 'mark(g, i)'", at: span)
        }
        if reading == .mark, !places.marksByPlace {
            throw fail("'mark' reads the mark at each place, which counted feedback does not give", at: callee.span,
                       help: "say 'feedback by position \"E\" \"P\" \"M\"', or read the last answer's 'exact' and 'partial'")
        }
        if reading == .mark, places.secrets > 1 {
            throw fail("'mark' reads the answer for one secret, and this game keeps \(places.secrets)", at: callee.span)
        }
        if reading == .chosenSymbol, !places.readsChosen {
            throw fail("'guess(i)' reads the code the move names, which cannot be read here", at: span,
                help: "a 'refuse' rule reads the guess being made; 'guess(g, i)' reads the g-th guess made")
        }
        var checked: [Expr] = []
        for argument in arguments {
            let (expr, type) = try check(argument, scope)
            guard type == .int else {
                throw fail("'\(callee.text)(…)' takes numbers, not \(type.rawValue)", at: argument.span)
            }
            checked.append(expr)
        }
        return (.code(reading, checked), .int)
    }
}
