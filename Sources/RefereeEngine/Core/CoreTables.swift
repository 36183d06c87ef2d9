import RefereeModel

/// The board of a core game as bit masks, built once: the lines, the lines through each cell, the
/// columns, and each cell's neighbours for every way a piece may step.
struct CoreTables<Bits: BoardBits>: Sendable {
    let board: CoreBoard
    let lineMasks: [Bits]
    /// The lines through each cell.
    let linesThrough: LinesThrough<Bits>
    let allCells: Bits
    /// Each column's cells as a set: a dropped piece lands on the highest-numbered empty one.
    let columnMasks: [Bits]
    /// The top cell of every column: a column is open while its top cell is empty.
    let topRow: Bits

    init(_ game: CoreGame) {
        let board = game.board
        self.board = board
        func mask(_ cells: [Int]) -> Bits { cells.reduce(Bits.empty) { $0.inserting($1) } }
        lineMasks = board.lines.map(mask)
        linesThrough = LinesThrough(lines: board.lines, cellCount: board.cellCount)
        allCells = mask(Array(0..<board.cellCount))
        columnMasks = (0..<board.width).map { c in mask((0..<board.height).map { $0 * board.width + c }) }
        topRow = mask(Array(0..<board.width))
    }

    func cellName(_ cell: Int) -> String { board.naming.name(of: cell, width: board.width, height: board.height) }

    func cell(named name: Substring) -> Int? { board.naming.cell(named: name, width: board.width, height: board.height) }

    /// Whether a line through `cell` holds only pieces of `pieces`.
    @inline(__always)
    func completesLine(at cell: Int, _ pieces: Bits) -> Bool { linesThrough.completes(at: cell, pieces) }
}
