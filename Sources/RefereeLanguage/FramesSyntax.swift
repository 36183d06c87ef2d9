import RefereeModel

/// The parser's functions for the frames family's statements, one a grammar rule.
extension Parser {
    /// `frames = "frames" expr ;` (after "frames")
    mutating func frames() throws -> Statement.Kind {
        .frames(try expression())
    }

    /// `pins = "pins" expr [ "worth" expr { expr } ] ;` (after "pins")
    mutating func pins() throws -> Statement.Kind {
        let count = try expression()
        var values: [ExprSyntax] = []
        if optionalWord("worth") != nil {
            while peek.kind != .newline && peek.kind != .end { values.append(try expression()) }
            if values.isEmpty { throw fail("no values given", at: peek.span, expected: "a value for each pin, as in 'worth 2 3 5 3 2'") }
        }
        return .pins(count, worth: values)
    }

    /// `rolls = "rolls" expr ;` (after "rolls")
    mutating func rolls() throws -> Statement.Kind {
        .rolls(try expression())
    }

    /// `bonus = "bonus" expr "for" [ "a" ] ( "strike" | "spare" | "clearing" "on" "roll" expr ) ;`
    /// (after "bonus"); a strike is clearing on roll 1, a spare on roll 2.
    mutating func bonus() throws -> Statement.Kind {
        let amount = try expression()
        try word("for")
        _ = optionalWord("a")
        let what = try identifier("'strike', 'spare' or 'clearing on roll N'")
        switch what.text {
        case "strike": return .bonus(amount: amount, roll: .integer(1, what.span))
        case "spare": return .bonus(amount: amount, roll: .integer(2, what.span))
        case "clearing":
            try word("on")
            try word("roll")
            return .bonus(amount: amount, roll: try expression())
        default: throw unknownWord(what, among: ["strike", "spare", "clearing"])
        }
    }

    /// `fill = "fill" "rolls" "in" [ "the" ] "last" "frame" ;` (after "fill")
    mutating func fill() throws -> Statement.Kind {
        try word("rolls")
        try word("in")
        _ = optionalWord("the")
        try word("last")
        try word("frame")
        return .fill
    }

    /// `bowlers = "bowlers" [ WORD ":" ] WORD { WORD } "rotate" "every" ( "frame" | "ball" ) ;`
    /// (after "bowlers")
    mutating func bowlers() throws -> Statement.Kind {
        var side: Name?
        if peek.kind == .identifier, peekAhead(1).kind == .colon {
            side = name()
            advance()
        }
        var bowlers: [Name] = []
        while peek.kind == .identifier, peek.text != "rotate" { bowlers.append(name()) }
        if bowlers.isEmpty { throw fail("no bowlers named", at: peek.span, expected: "the bowlers' names, as in 'bowlers Ann Bea rotate every frame'") }
        try word("rotate")
        try word("every")
        let every = try identifier("'frame' or 'ball'")
        guard every.text == "frame" || every.text == "ball" else { throw unknownWord(every, among: ["frame", "ball"]) }
        return .bowlers(side: side, bowlers, every: every)
    }
}
