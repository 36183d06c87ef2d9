import RefereeModel

/// The board of a core game as bit masks, built once: the lines, the lines through each cell, the
/// columns, and each cell's neighbours for every way a piece may step.
struct CoreTables<Bits: BoardBits>: Sendable {
    let board: CoreBoard
    /// The board's cell count, stored: `CoreBoard.cellCount` is computed in
    /// another module, which the hot path cannot inline.
    let cellCount: Int
    let lineMasks: [Bits]
    /// The lines through each cell.
    let linesThrough: LinesThrough<Bits>
    /// With lines of exactly N, each line's cells just past its ends, as `lineMasks` lists the
    /// lines; empty masks for lines of at least N.
    let overlineMasks: [Bits]
    /// Whether lines are of exactly N, so that a piece put down or taken away may end or make a
    /// line that does not pass through its cell.
    let exact: Bool
    let allCells: Bits
    /// Each column's cells as a set: a dropped piece lands on the highest-numbered empty one.
    let columnMasks: [Bits]
    /// The top cell of every column: a column is open while its top cell is empty.
    let topRow: Bits
    /// Where every cell a placement may name is below 9 (the top cells of at most 9 columns
    /// where pieces drop, else the cells of a board of at most 9): for every set of such cells,
    /// how many it holds (`openCount`), and at `set * 16 + n` its `n`-th cell (`openSelect`, the
    /// board kernel's `FastBoard.selectTable`), read where a move counted the open cells' bits
    /// and walked them to the n-th, a loop whose exit was mispredicted at most moves. Empty for
    /// larger boards.
    let openCount: [UInt8]
    let openSelect: [UInt8]
    /// How `completesLine` tests a piece just put down: with the board kernel's word tests
    /// (`LineTests.swift`) on boards of at most 64 cells whose lines are of at least N, else by
    /// the lines through the cell.
    let lineTest: LineTestKind
    /// For `.table`, whether each set of cells holds a line (`TableLineTest`); else empty.
    let lineTable: [UInt8]
    /// For `.shortRuns` and `.longRuns`, the run test (`RunLineTest`); else one finding nothing.
    let shortRuns: RunLineTest<ShortRuns>
    let longRuns: RunLineTest<LongRuns>

    /// Which test `completesLine` uses.
    enum LineTestKind: UInt8, Sendable {
        case throughCell, table, shortRuns, longRuns
    }

    init(_ game: CoreGame) {
        let board = game.board
        self.board = board
        cellCount = board.cellCount
        func mask(_ cells: [Int]) -> Bits { cells.reduce(Bits.empty) { $0.inserting($1) } }
        lineMasks = board.lines.map(mask)
        exact = !board.overlines.isEmpty
        overlineMasks = exact ? board.overlines.map(mask) : Array(repeating: .empty, count: board.lines.count)
        linesThrough = LinesThrough(lines: board.lines, overlines: board.overlines, cellCount: board.cellCount)
        allCells = mask(Array(0..<board.cellCount))
        columnMasks = (0..<board.width).map { c in mask((0..<board.height).map { $0 * board.width + c }) }
        topRow = mask(Array(0..<board.width))
        let drops = game.moves.map { rule -> Bool? in if case .place(_, let drop) = rule.action { drop } else { nil } }
        let narrow = drops.contains { $0 != nil } && drops.allSatisfy { drop in
            drop.map { $0 ? board.width <= 9 : board.cellCount <= 9 } ?? true
        }
        openCount = narrow ? (0..<512).map { UInt8(($0 as Int).nonzeroBitCount) } : []
        openSelect = narrow ? FastBoard<TableLineTest>.selectTable(topRow.word(0)) : []
        let words = !exact && board.cellCount <= 64 && !board.lines.isEmpty
        let short = words ? RunLineTest<ShortRuns>(lines: board.lines) : nil
        let long = words && short == nil ? RunLineTest<LongRuns>(lines: board.lines) : nil
        if words, board.cellCount <= TableLineTest.limit {
            lineTest = .table
            lineTable = TableLineTest(lines: lineMasks.map { $0.word(0) }, cells: board.cellCount).table
        } else {
            lineTest = short != nil ? .shortRuns : long != nil ? .longRuns : .throughCell
            lineTable = []
        }
        shortRuns = short ?? RunLineTest()
        longRuns = long ?? RunLineTest()
    }

    func cellName(_ cell: Int) -> String { board.name(of: cell) }

    func cell(named name: Substring) -> Int? { board.cell(named: name) }

    /// Whether a line through `cell` holds only pieces of `pieces` (and, for lines of exactly
    /// N, none of them just past its ends). The word tests look at every line, not only those
    /// through `cell`: they are asked only while no line is complete (`CoreProgram.put`), when a
    /// line of `pieces` can only pass through the cell just taken.
    @inline(__always)
    func completesLine(at cell: Int, _ pieces: Bits) -> Bool {
        switch lineTest {
        case .throughCell: linesThrough.completes(at: cell, pieces)
        case .table: lineTable.withUnsafeBufferPointer { $0[Int(truncatingIfNeeded: pieces.word(0))] } != 0
        case .shortRuns: shortRuns.hasLine(pieces.word(0), placed: cell)
        case .longRuns: longRuns.hasLine(pieces.word(0), placed: cell)
        }
    }

    /// Whether line `i` holds only pieces of `pieces` (and, for lines of exactly N, none of them
    /// just past its ends).
    @inline(__always)
    func holdsLine(_ i: Int, _ pieces: Bits) -> Bool {
        pieces.covers(lineMasks[i]) && (!exact || pieces.intersection(overlineMasks[i]).isEmpty)
    }
}
