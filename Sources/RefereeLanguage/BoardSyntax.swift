import RefereeModel

/// The parser's functions for the board family's statements, one a grammar rule.
extension Parser {
    /// `turns = "turns" ( "alternate" | "fixed" WORD | "by" expr ) ;` (after "turns")
    mutating func turns() throws -> Statement.Kind {
        let how = try identifier("'alternate', 'fixed' or 'by'")
        switch how.text {
        case "alternate": return .turnsAlternate
        case "fixed": return .turnsFixed(try identifier("the player who always moves"))
        case "by": return .turnsBy(try expression())
        default: throw unknownWord(how, among: ["alternate", "fixed", "by"])
        }
    }

    /// `computer = "computer" WORD "plays" WORD [ "legal" ] [ "move" ] ;` (after "computer"); the
    /// checker knows the strategies (`first`, `last`, `random`, and a code game's `adversary`).
    mutating func computer() throws -> Statement.Kind {
        let player = try identifier("the player the computer plays")
        try word("plays")
        let strategy = try identifier("'first', 'last' or 'random'")
        _ = optionalWord("legal")
        _ = optionalWord("move")
        return .computer(player, strategy)
    }

    /// `board = "board" expr "by" expr [ "by" expr ] [ "points" ] ;` (after "board"): the width,
    /// the height, the number of layers, and whether the board is points on a grid of that size.
    mutating func boardSize() throws -> Statement.Kind {
        let width = try expression()
        try word("by")
        let height = try expression()
        let layers = optionalWord("by") != nil ? try expression() : nil
        return .board(width, height, layers: layers, points: optionalWord("points"))
    }

    /// `cells = "cells" ( "numbered" "from" expr | "named" "a1" ) ;` (after "cells")
    mutating func cellNames() throws -> Statement.Kind {
        let how = try identifier("'numbered from N' or 'named a1'")
        switch how.text {
        case "numbered":
            try word("from")
            return .cellsNumbered(from: try expression())
        case "named":
            let style = try identifier("'a1'")
            guard style.text == "a1" else { throw unknownWord(style, among: ["a1"]) }
            return .cellsAlgebraic
        default: throw unknownWord(how, among: ["numbered", "named"])
        }
    }

    /// `gravity = "gravity" ;` (after "gravity")
    func gravity() -> Statement.Kind {
        .gravity
    }

    /// `win = ( "win" | "lose" ) ( in-a-row | "lines" line-list ) ;` (after "win" or "lose")
    ///
    /// `line-list = "(" cell { cell } ")" { "(" cell { cell } ")" } ;`
    mutating func lineRule(_ effect: LineEffect) throws -> Statement.Kind {
        if optionalWord("lines") != nil {
            let lines = try lineList()
            if lines.isEmpty { throw fail("no lines given", at: peek.span, expected: "lines of cells, as in '(1 2 3) (4 5 6)'") }
            return .lines(effect, .explicit(lines))
        }
        return .lines(effect, try inARow())
    }

    /// `edges = "edges" "wrap" ;` (after "edges")
    mutating func edges() throws -> Statement.Kind {
        let how = try identifier("'wrap'")
        guard how.text == "wrap" else { throw unknownWord(how, among: ["wrap"]) }
        return .edgesWrap
    }

    /// `draw = "draw" "when" [ "the" ] [ "board" ] [ "is" ] "full" ;` (after "draw")
    mutating func drawWhenFull() throws -> Statement.Kind {
        try word("when")
        _ = optionalWord("the")
        _ = optionalWord("board")
        _ = optionalWord("is")
        try word("full")
        return .drawWhenFull
    }
}
