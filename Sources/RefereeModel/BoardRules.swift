/// A grid of cells on which players place marks; lines of cells decide the game.
public struct BoardRules: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Grids one over the other (`board W by H by D`); 1 for a flat board.
    public var layers = 1
    /// A step off one edge comes back on the opposite one (`edges wrap`).
    public var wraps = false
    public var naming: CellNaming
    /// With gravity a move names a column and the mark drops to its lowest empty cell.
    public var gravity: Bool
    /// Every line that decides the game, in the order results report them. A line is a list of
    /// cell indices; cell 0 is the top-left cell of the first layer and indices run along rows,
    /// then through the layers (`Lattice`).
    public var lines: [[Int]]
    /// With `exactly N in a row`, each line's cells just past its ends (`CoreBoard.overlines`);
    /// else empty.
    public var overlines: [[Int]] = []
    /// A board of points (`board W by H points`), whose cells are its points; nil for a grid.
    public var points: PointLayout?
    /// Whether completing a line wins or loses.
    public var lineEffect: LineEffect
    /// A full board with no decided line is a draw.
    public var drawWhenFull: Bool

    public init(
        width: Int, height: Int, naming: CellNaming = .numbered(from: 0), gravity: Bool = false,
        lines: [[Int]] = [], lineEffect: LineEffect = .wins, drawWhenFull: Bool = false
    ) {
        self.width = width
        self.height = height
        self.naming = naming
        self.gravity = gravity
        self.lines = lines
        self.lineEffect = lineEffect
        self.drawWhenFull = drawWhenFull
    }

    public var cellCount: Int { points?.count ?? width * height * layers }

    /// Where the cells lie and how they touch.
    public var lattice: Lattice { Lattice(width: width, height: height, layers: layers, wraps: wraps) }

    /// A cell's name as typed at the prompt.
    public func name(of cell: Int) -> String {
        naming.name(of: points.map { $0.places[cell] } ?? cell, width: width, height: height, layers: layers)
    }

    /// The lines of `length` cells in a row on a `width` by `height` board (`Lattice.runs`):
    /// rows, then columns, then diagonals running down to the right, then diagonals running down
    /// to the left; within each group, from the top-left.
    public static func linesInARow(_ length: Int, width: Int, height: Int) -> [[Int]] {
        Lattice(width: width, height: height).runs(of: length).cells
    }
}

/// How cells are named at the prompt and in results.
public enum CellNaming: Sendable, Hashable {
    /// Numbers along the rows from the top-left, starting at the given number (0-8 or 1-9).
    case numbered(from: Int)
    /// A column letter and a row number counted from the bottom, as on a chess board (a1-c3).
    case algebraic
}

/// What completing a line does for the player who completes it.
public enum LineEffect: String, Sendable, Hashable {
    case wins
    case loses
}
