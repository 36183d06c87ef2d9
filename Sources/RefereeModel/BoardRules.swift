/// A grid of cells on which players place marks; lines of cells decide the game.
public struct BoardRules: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var naming: CellNaming
    /// With gravity a move names a column and the mark drops to its lowest empty cell.
    public var gravity: Bool
    /// Every line that decides the game, in the order results report them. A line is a list of
    /// cell indices; cell 0 is the top-left cell and indices run along rows.
    public var lines: [[Int]]
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

    public var cellCount: Int { width * height }

    /// The lines of `length` cells in a row on a `width` by `height` board: rows, then columns,
    /// then diagonals running down to the right, then diagonals running down to the left; within
    /// each group, from the top-left.
    public static func linesInARow(_ length: Int, width: Int, height: Int) -> [[Int]] {
        var lines: [[Int]] = []
        func collect(dr: Int, dc: Int) {
            for r in 0..<height {
                for c in 0..<width {
                    let endR = r + dr * (length - 1)
                    let endC = c + dc * (length - 1)
                    guard endR >= 0, endR < height, endC >= 0, endC < width else { continue }
                    lines.append((0..<length).map { (r + dr * $0) * width + (c + dc * $0) })
                }
            }
        }
        collect(dr: 0, dc: 1)
        collect(dr: 1, dc: 0)
        collect(dr: 1, dc: 1)
        collect(dr: 1, dc: -1)
        return lines
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
