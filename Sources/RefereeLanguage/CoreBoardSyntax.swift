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
    /// `pieces KIND KIND … per player`: kinds of piece every player has.
    case kinds([Name])
    /// `forward PLAYER up|down|left|right`.
    case forward(player: Name, facing: Name)
    /// `promote KIND to KIND on the far row`.
    case promote(from: Name, to: Name)
    /// `captures compulsory|most`.
    case captures(Name)
    /// `region NAME = ITEM …`: cells, rows, columns or layers (each joined into one name, as
    /// `row 8`).
    case region(Name, [Name])
    /// `line POINT POINT …`: a straight line of a board of points.
    case line([Name])
    /// `line every row, column, other diagonal`: the lines of every point of a board of points
    /// along the grid's rows, columns or diagonals (each kind a name: `other diagonal` is one).
    case lineEvery(Name, [Name])
    /// `link POINT POINT`: two points joined off any straight line.
    case link(Name, Name)
}

extension Parser {
    /// `grid = "grid" WORD ;` (after "grid"): `hexagonal` or `square`, which the checker knows.
    mutating func grid() throws -> Statement.Kind {
        .coreBoard(.grid(try identifier("the kind of grid: 'hexagonal' or 'square'")))
    }

    /// `start = "start" WORD [ WORD ] "at" cell { cell } ;` (after "start"): a player's kind
    /// of piece is the player and the kind (`start White king at d4`).
    mutating func startPieces() throws -> Statement.Kind {
        var piece = try identifier("the piece the board starts with, as in 'start Black at d5 e4'")
        if peek.kind == .identifier, peek.text != "at" {
            let kind = name()
            piece = Name("\(piece.text) \(kind.text)", piece.span.merged(with: kind.span))
        }
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

    /// `move-modifiers = [ "onto" "other" ] [ "flanking" ] [ "capturing" ] [ "anywhere" ]
    /// [ "outside" "lines" ] [ "otherwise" ] [ "recorded" ] [ "sealed" ] ;` (after a move's action)
    mutating func moveModifiers(into move: inout MoveSyntax) throws {
        if let onto = optionalWord("onto") {
            try word("other")
            move.onto = onto
        }
        move.flanking = optionalWord("flanking")
        move.capturing = optionalWord("capturing")
        move.anywhere = optionalWord("anywhere")
        if let outside = optionalWord("outside") {
            try word("lines")
            move.outsideLines = outside
        }
        move.otherwise = optionalWord("otherwise")
        move.recorded = optionalWord("recorded")
        move.sealed = optionalWord("sealed")
    }
}
