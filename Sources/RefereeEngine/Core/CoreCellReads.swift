import RefereeModel

/// Reads of the board about cells (`Expr.board`): what stands on a cell, its row, column and
/// layer, the cell some steps away, and whether a cell is in a region. Cells are indices, -1
/// for no cell.
extension CoreCompiler {
    func boardRead(_ read: BoardRead, _ arguments: [Expr]) -> CoreEval<Bits> {
        let cell = compile(arguments.first ?? .int(-1))
        let board = tables.board
        let cells = board.cellCount
        switch read {
        case .piece:
            let kinds = kindOwner.count
            return { s, m, n in
                let c = cell(s, m, n)
                guard c >= 0, c < cells else { return -2 }
                return Self.kind(at: c, s, kinds: kinds)
            }
        case .owner:
            let owner = kindOwner
            return { s, m, n in
                let c = cell(s, m, n)
                guard c >= 0, c < cells else { return -1 }
                let kind = Self.kind(at: c, s, kinds: owner.count)
                return kind >= 0 ? owner[kind] : -1
            }
        case .row, .column, .layer:
            let table = (0..<cells).map { board.coordinate(read, of: $0) }
            return { s, m, n in
                let c = cell(s, m, n)
                return c >= 0 && c < cells ? table[c] : 0
            }
        case .step(let d):
            let direction = BoardDirection.allCases[d]
            let times = compile(arguments.count > 1 ? arguments[1] : .int(1))
            return { s, m, n in board.cell(from: cell(s, m, n), direction, times: times(s, m, n)) }
        case .within(let members):
            let set = Set(members)
            let inside = (0..<cells).map { set.contains($0) }
            return { s, m, n in
                let c = cell(s, m, n)
                return c >= 0 && c < cells && inside[c] ? 1 : 0
            }
        }
    }

    /// The kind of piece on a cell of the board, -1 when it is empty.
    @inline(__always)
    static func kind(at cell: Int, _ s: UnsafePointer<CoreKernel<Bits>.State>, kinds: Int) -> Int {
        guard s.pointee.occupied.contains(cell) else { return -1 }
        for kind in 0..<kinds where s.pointee.pieces(kind).contains(cell) { return kind }
        return -1
    }

    /// A cell of the move being judged or just made, or of the move before.
    func moveCell(_ ref: StateRef) -> CoreEval<Bits> {
        switch ref {
        case .moveTo: { s, _, _ in Int(s.pointee.cells.to) }
        case .moveFrom: { s, _, _ in Int(s.pointee.cells.from) }
        case .moveOver: { s, _, _ in Int(s.pointee.cells.over) }
        case .lastTo: { s, _, _ in Int(s.pointee.cells.lastTo) }
        case .lastFrom: { s, _, _ in Int(s.pointee.cells.lastFrom) }
        case .moves, .toMove, .levelNumber, .frame, .roll, .standing, .guessesMade, .tiebreak, .variable, .mover, .next,
             .full, .line, .stuck, .chosen, .blocked, .connected, .pattern, .chosenWorth, .chosenCount, .exactMarks,
             .partialMarks, .secretsFound, .answer, .fits, .formed, .liberties, .repeated:
            { _, _, _ in -1 }
        }
    }
}

/// The cells of the last move and of the move before it, which rules read as `to`, `from`,
/// `over`, `last to` and `last from` (-1: none). Kept only when some rule reads them.
struct MoveCells: Hashable, Sendable {
    var to: Int32 = -1
    var from: Int32 = -1
    var over: Int32 = -1
    var lastTo: Int32 = -1
    var lastFrom: Int32 = -1
}
