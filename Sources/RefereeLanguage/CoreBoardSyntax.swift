import RefereeModel

/// The core statements about the board itself: its grid, the pieces it starts with, the sides a
/// player connects, and the runs of pieces the rules count.
public enum CoreBoardSyntax: Sendable {
    /// `grid hexagonal` (or `grid square`).
    case grid(Name)
    /// `start PIECE at CELL CELL …`.
    case start(piece: Name, cells: [Name])
    /// `connect PLAYER SIDE SIDE`.
    case connect(player: Name, from: Name, to: Name)
    /// `pattern NAME = PIECE PIECE …`.
    case pattern(Name, [Name])
}

extension Parser {
    /// `grid = "grid" WORD ;` (after "grid"): `hexagonal` or `square`, which the checker knows.
    mutating func grid() throws -> Statement.Kind {
        .coreBoard(.grid(try identifier("the kind of grid: 'hexagonal' or 'square'")))
    }

    /// `start = "start" WORD "at" cell { cell } ;` (after "start")
    mutating func startPieces() throws -> Statement.Kind {
        let piece = try identifier("the piece the board starts with, as in 'start Black at d5 e4'")
        try word("at")
        var cells: [Name] = []
        while peek.kind == .integer || peek.kind == .identifier { cells.append(name()) }
        if cells.isEmpty { throw fail("no cells given", at: peek.span, expected: "the cells the piece starts on, as in 'at d5 e4'") }
        return .coreBoard(.start(piece: piece, cells: cells))
    }

    /// `connect = "connect" WORD side side ;` (after "connect")
    ///
    /// `side = "top" | "bottom" | "left" | "right" ;` (the checker knows the sides)
    mutating func connect() throws -> Statement.Kind {
        let player = try identifier("the player who connects, as in 'connect Red top bottom'")
        let from = try identifier("a side of the board: 'top', 'bottom', 'left' or 'right'")
        let to = try identifier("the opposite side: 'top', 'bottom', 'left' or 'right'")
        return .coreBoard(.connect(player: player, from: from, to: to))
    }

    /// `pattern = "pattern" WORD "=" WORD { WORD } ;` (after "pattern")
    mutating func pattern() throws -> Statement.Kind {
        let name = try identifier("the pattern's name, as in 'pattern sos = S O S'")
        try expect(.assign, "'=' and the pieces of the pattern, as in 'pattern sos = S O S'")
        var pieces: [Name] = []
        while peek.kind == .identifier { pieces.append(self.name()) }
        if pieces.isEmpty { throw fail("no pieces given", at: peek.span, expected: "the pieces in order, as in 'S O S'") }
        return .coreBoard(.pattern(name, pieces))
    }

    /// `move-modifiers = [ "flanking" ] [ "otherwise" ] [ "recorded" ] [ "sealed" ] ;` (after a
    /// move's action)
    mutating func moveModifiers(into move: inout MoveSyntax) {
        move.flanking = optionalWord("flanking")
        move.otherwise = optionalWord("otherwise")
        move.recorded = optionalWord("recorded")
        move.sealed = optionalWord("sealed")
    }
}
