/// Where a board's cells lie and how they touch: a grid `width` cells wide and `height` high, in
/// `layers` layers one over the other, whose edges may wrap. Cells are numbered along the rows of
/// the first layer from its top-left, then through the next layer: the cell in layer `l`, row `r`
/// and column `c` is `l * width * height + r * width + c`. Every straight line, neighbour, jump,
/// flank and pattern of a board follows from the steps this gives.
public struct Lattice: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var layers: Int
    public var grid: Grid
    /// With wrapping edges a step off one side comes back on the opposite one, in every dimension.
    public var wraps: Bool

    public init(width: Int, height: Int, layers: Int = 1, grid: Grid = .square, wraps: Bool = false) {
        self.width = width
        self.height = height
        self.layers = layers
        self.grid = grid
        self.wraps = wraps
    }

    public var cellCount: Int { width * height * layers }

    /// A step from a cell to another: layers, rows and columns to move by.
    public struct Step: Sendable, Hashable {
        public var layer: Int
        public var row: Int
        public var column: Int

        public init(_ layer: Int, _ row: Int, _ column: Int) {
            self.layer = layer
            self.row = row
            self.column = column
        }

        public static prefix func - (step: Step) -> Step { Step(-step.layer, -step.row, -step.column) }
    }

    /// The layer, row and column of a cell.
    public func coordinates(of cell: Int) -> (layer: Int, row: Int, column: Int) {
        let area = width * height
        return (cell / area, cell % area / width, cell % width)
    }

    /// The cell `times` steps from `cell`, or nil when that is off the board (with wrapping edges,
    /// never).
    public func cell(from cell: Int, _ step: Step, times: Int = 1) -> Int? {
        let (l, r, c) = coordinates(of: cell)
        var (nl, nr, nc) = (l + step.layer * times, r + step.row * times, c + step.column * times)
        if wraps {
            (nl, nr, nc) = (Self.wrapped(nl, layers), Self.wrapped(nr, height), Self.wrapped(nc, width))
        } else {
            guard (0..<layers).contains(nl), (0..<height).contains(nr), (0..<width).contains(nc) else { return nil }
        }
        return (nl * height + nr) * width + nc
    }

    private static func wrapped(_ n: Int, _ size: Int) -> Int { ((n % size) + size) % size }

    /// The straight directions lines, flanks and patterns run along, one step each, in the order
    /// lines are reported: a square grid's four in a layer (across, down, down to the right, down
    /// to the left), then with layers the nine that pass from one layer to the next (straight
    /// through; through and across either way; through and down either way; the four corner to
    /// corner diagonals). A hexagonal grid has three in a layer.
    public var axes: [Step] {
        let flat: [Step] = switch grid {
        case .square: [Step(0, 0, 1), Step(0, 1, 0), Step(0, 1, 1), Step(0, 1, -1)]
        case .hexagonal: [Step(0, 0, 1), Step(0, 1, 0), Step(0, 1, -1)]
        }
        guard layers > 1 else { return flat }
        let through: [Step] = switch grid {
        case .square:
            [Step(1, 0, 0), Step(1, 0, 1), Step(1, 0, -1), Step(1, 1, 0), Step(1, -1, 0),
             Step(1, 1, 1), Step(1, 1, -1), Step(1, -1, 1), Step(1, -1, -1)]
        case .hexagonal: [Step(1, 0, 0)]
        }
        return flat + through
    }

    /// The steps to a cell's neighbours in the given sense (`alongLines` aside, which the lines
    /// give): on a square grid the orthogonal ones change one coordinate by one, the adjacent ones
    /// any; a hexagonal grid's six touch in both senses (and with layers the cells above and below).
    public func steps(_ adjacency: Adjacency) -> [Step] {
        let flat = grid.steps(adjacency).map { Step(0, $0.0, $0.1) }
        guard layers > 1 else { return flat }
        switch (grid, adjacency) {
        case (.square, .adjacent):
            return [-1, 1].flatMap { l in ([(0, 0)] + grid.steps(.adjacent)).map { Step(l, $0.0, $0.1) } } + flat
        case (.square, .orthogonal), (.square, .alongLines), (.hexagonal, _):
            return [Step(-1, 0, 0), Step(1, 0, 0)] + flat
        }
    }

    /// Every straight run of `length` cells along the axes, each once, in report order: axis by
    /// axis, and on each from every first cell in turn. A run never uses a cell twice, so on a
    /// small board with wrapping edges no run longer than the way round exists, and there a run of
    /// the same cells as one before it (the whole way round a ring, from each of its cells) is
    /// that one. `beyond` holds, for each run, the cells just past its two ends that are not in
    /// it: those that make it part of a longer run.
    public func runs(of length: Int) -> (cells: [[Int]], beyond: [[Int]]) {
        guard length > 0 else { return ([], []) }
        var cells: [[Int]] = []
        var beyond: [[Int]] = []
        var seen: Set<[Int]> = []
        for step in axes {
            for first in 0..<cellCount {
                let run = (0..<length).compactMap { cell(from: first, step, times: $0) }
                guard run.count == length, Set(run).count == length else { continue }
                if wraps, !seen.insert(run.sorted()).inserted { continue }
                cells.append(run)
                let ends = [cell(from: first, -step), cell(from: run[length - 1], step)].compactMap { $0 }
                var outside: [Int] = []
                for end in ends where !run.contains(end) && !outside.contains(end) { outside.append(end) }
                beyond.append(outside)
            }
        }
        return (cells, beyond)
    }

    /// Every cell's run of cells away from it in each straight direction (both ways along each
    /// axis), nearest first, ending before it would come back to a cell it has passed.
    public func rays() -> [[[Int]]] {
        let directions = axes.flatMap { [$0, -$0] }
        return (0..<cellCount).map { start in directions.map { ray(from: start, $0) } }
    }
}
