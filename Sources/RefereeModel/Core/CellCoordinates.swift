/// A cell's row, column and layer as rules read them (`row(C)`, `column(C)`, `layer(C)`) and
/// regions name them (`row 8`, `column a`): counted from 1, columns from the left, layers from
/// the first, and rows as the cells' names count them: from the bottom with `cells named a1`
/// (so `row(a8)` is 8), from the top with numbered cells (the order they are numbered in).
extension CoreBoard {
    /// The cell's coordinate that `read` names, from 1; 0 for no cell (or a read of another kind).
    public func coordinate(_ read: BoardRead, of cell: Int) -> Int {
        guard cell >= 0, cell < cellCount else { return 0 }
        let (layer, row, column) = lattice.coordinates(of: cell)
        switch read {
        case .row:
            switch naming {
            case .algebraic: return height - row
            case .numbered: return row + 1
            }
        case .column: return column + 1
        case .layer: return layer + 1
        case .piece, .owner, .step, .within: return 0
        }
    }

    /// The cells whose coordinate `read` (`row`, `column` or `layer`) is `value`, in order.
    public func cells(where read: BoardRead, is value: Int) -> [Int] {
        (0..<cellCount).filter { coordinate(read, of: $0) == value }
    }

    /// The cell `times` steps in a direction from a cell, or -1 when that is off the board (or
    /// the cell is no cell).
    public func cell(from cell: Int, _ direction: BoardDirection, times: Int) -> Int {
        guard cell >= 0, cell < cellCount else { return -1 }
        let bounded = Swift.max(-cellCount, Swift.min(cellCount, times))
        return lattice.cell(from: cell, direction.step, times: bounded) ?? -1
    }
}
