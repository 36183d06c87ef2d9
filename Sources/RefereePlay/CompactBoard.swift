import RefereeEngine

/// A board too large for the grid of cell names (Gomoku's 15 by 15 names are 89 columns wide):
/// one narrow cell each, with the names of the columns and rows on the edges, and beyond 80
/// columns or 20 rows a window around the last move.
extension Renderer {
    /// The names along the edges: a cell is named by its column's and its row's.
    struct Axes {
        var columns: [String]
        var rows: [String]
        /// How a cell's name follows from them, when it is not column then row.
        var note: String?
    }

    /// The most rows shown at once.
    static let compactRows = 20

    /// Whether the grid of names fits the terminal.
    static func gridFits(_ board: BoardView, cellWidth: Int) -> Bool {
        board.width * (cellWidth + 3) - 1 <= PictureLayout.columns && 2 * board.height - 1 + (board.gravity ? 1 : 0) <= 21
    }

    /// The edges' names, or nil when the cells' names do not follow from a column and a row.
    static func axes(_ board: BoardView) -> Axes? {
        let w = board.width, h = board.height, names = board.cellNames
        guard w > 0, h > 0, names.count == w * h else { return nil }
        if board.gravity { return Axes(columns: board.columnNames, rows: Array(repeating: "", count: h)) }
        let columns = (0..<w).map { c in commonPrefix((0..<h).map { names[$0 * w + c] }) }
        let rows = (0..<h).map { r in commonSuffix((0..<w).map { names[r * w + $0] }) }
        if h > 1, w > 1, (0..<w).allSatisfy({ c in (0..<h).allSatisfy { names[$0 * w + c] == columns[c] + rows[$0] } }),
           !columns.contains(""), !rows.contains("") {
            return Axes(columns: columns, rows: rows)
        }
        let starts = (0..<h).compactMap { Int(names[$0 * w]) }
        if starts.count == h, (0..<h).allSatisfy({ r in (0..<w).allSatisfy { names[r * w + $0] == String(starts[r] + $0) } }) {
            return Axes(columns: (0..<w).map { "+\($0)" }, rows: starts.map(String.init), note: "a cell's number is its row's plus its column's")
        }
        return nil
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() { while !word.hasPrefix(prefix) { prefix.removeLast() } }
        return prefix
    }

    static func commonSuffix(_ words: [String]) -> String {
        guard var suffix = words.first else { return "" }
        for word in words.dropFirst() { while !word.hasSuffix(suffix) { suffix.removeFirst() } }
        return suffix
    }

    /// The names of the pieces drawn on cells no player owns (a player's own cells show its
    /// mark, not the piece named after it).
    static func sharedPieces(_ board: BoardView) -> [String] {
        board.cells.indices.compactMap { board.cells[$0] == nil && $0 < board.pieces.count ? board.pieces[$0] : nil }
    }

    /// The compact picture, or nil when the cells' names follow no columns and rows.
    func compact(_ board: BoardView, onLine: Set<Int>) -> String? {
        guard let axes = Self.axes(board) else { return nil }
        let (marks, legend) = Self.marks(for: players, fitting: 1)
        let markWidth = max(1, (marks.map(\.count) + Self.sharedPieces(board).map(\.count)).max() ?? 1)
        let cell = max(markWidth + 2, (axes.columns.map(\.count).max() ?? 1) + 1)
        let labelWidth = axes.rows.map(\.count).max() ?? 0
        let edge = labelWidth == 0 ? 0 : labelWidth + 1
        let focus = self.focus.flatMap { board.cells.indices.contains($0) ? $0 : nil }
        let columns = PictureLayout.window(board.width, max(1, (PictureLayout.columns - 2 * edge) / cell), around: focus.map { $0 % board.width })
        let rows = PictureLayout.window(board.height, Self.compactRows, around: focus.map { $0 / board.width })
        let margin = String(repeating: " ", count: edge)
        let header = margin + columns.map { center(axes.columns[$0], cell) }.joined()
        var lines = [header]
        for r in rows {
            var line = labelWidth == 0 ? "" : pad(axes.rows[r], labelWidth, right: true) + " "
            for c in columns {
                let i = r * board.width + c
                let inner: String
                if board.cells[i] == nil, let piece = board.pieces[i] {
                    let mark = center(piece, markWidth)
                    inner = onLine.contains(i) ? (color ? paint(" \(mark) ", "7") : "[\(mark)]") : " \(mark) "
                } else if let p = board.cells[i] {
                    let mark = center(marks[p], markWidth)
                    if onLine.contains(i) {
                        inner = color ? paint(" \(mark) ", "7;" + Self.playerColors[p % 4]) : "[\(mark)]"
                    } else {
                        inner = " " + paint(mark, Self.playerColors[p % 4]) + " "
                    }
                } else {
                    inner = " " + paint(center(".", markWidth), "2") + " "
                }
                line += inner + String(repeating: " ", count: cell - markWidth - 2)
            }
            lines.append(labelWidth == 0 ? line : line + axes.rows[r])
        }
        lines.append(header)
        if columns.count < board.width || rows.count < board.height {
            lines.append("shown: columns \(axes.columns[columns.lowerBound])-\(axes.columns[columns.upperBound - 1]) of \(board.width)"
                + (labelWidth == 0 ? "" : ", rows \(axes.rows[rows.lowerBound])-\(axes.rows[rows.upperBound - 1]) of \(board.height)")
                + ", around the last move")
        }
        if let legend { lines.append(legend) }
        if let note = axes.note { lines.append(note) }
        return lines.map { $0.trailingSpacesRemoved() }.joined(separator: "\n")
    }
}
