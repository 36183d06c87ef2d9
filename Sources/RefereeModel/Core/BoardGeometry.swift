/// How the cells of a board touch. On a square grid a cell has up to eight neighbours (four
/// orthogonal); on a hexagonal grid, drawn as a rhombus with each row half a cell to the right of
/// the one above, a cell at row r and column c has six: (r, c±1), (r±1, c), (r-1, c+1), (r+1, c-1).
public enum Grid: String, Sendable, Hashable, CaseIterable {
    case square, hexagonal

    /// The steps (rows, columns) to a cell's neighbours in the given sense. On a hexagonal grid
    /// every neighbour shares a side, so both senses give the six.
    public func steps(_ adjacency: Adjacency) -> [(Int, Int)] {
        switch self {
        case .square:
            adjacency == .orthogonal
                ? [(-1, 0), (0, -1), (0, 1), (1, 0)]
                : [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
        case .hexagonal:
            [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)]
        }
    }

    /// The grid's straight directions, one step each: lines, flanks and patterns run along them.
    /// A square grid has four axes (across, down, both diagonals), a hexagonal one three.
    public var axes: [(Int, Int)] {
        switch self {
        case .square: [(0, 1), (1, 0), (1, 1), (1, -1)]
        case .hexagonal: [(0, 1), (1, 0), (1, -1)]
        }
    }
}

/// A side of the board, as `connect` names it.
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, left, right

    /// The cells along this side of a board `width` by `height`.
    public func cells(width: Int, height: Int) -> [Int] {
        switch self {
        case .top: Array(0..<width)
        case .bottom: (0..<width).map { (height - 1) * width + $0 }
        case .left: (0..<height).map { $0 * width }
        case .right: (0..<height).map { $0 * width + width - 1 }
        }
    }
}

extension CoreBoard {
    /// Every cell's run of cells away from it in each straight direction (both ways along each
    /// axis), nearest first: what flanking walks.
    public func rays() -> [[[Int]]] { points?.rays() ?? lattice.rays() }

    /// Every straight run of `length` cells along the grid's axes (a board of points: along its
    /// straight lines), each once, in order along its axis.
    public func runs(of length: Int) -> [[Int]] { (points?.runs(of: length) ?? lattice.runs(of: length)).cells }
}

/// `connect PLAYER SIDE SIDE`: the player makes `connected` true by joining the two sides with a
/// chain of its own pieces, each next to the one before.
public struct ConnectionGoal: Sendable, Hashable {
    public var player: Int
    public var from: Edge
    public var to: Edge

    public init(player: Int, from: Edge, to: Edge) {
        self.player = player
        self.from = from
        self.to = to
    }
}

/// `start PIECE at CELLS`: pieces on the board before the first move.
public struct StartingPieces: Sendable, Hashable {
    public var kind: Int
    public var cells: [Int]

    public init(kind: Int, cells: [Int]) {
        self.kind = kind
        self.cells = cells
    }
}

/// `pattern NAME = PIECE PIECE …`: a run of pieces, read in either direction along an axis of
/// the board; the rules count the runs through the last move's cell that spell it.
public struct Pattern: Sendable, Hashable {
    public var name: String
    public var kinds: [Int]

    public init(name: String, kinds: [Int]) {
        self.name = name
        self.kinds = kinds
    }
}
