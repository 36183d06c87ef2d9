import RefereeEngine
import RefereeModel

/// A hexagonal board as a rhombus: each row half a cell to the right of the one above, so that
/// every cell touches the two above it, the two below and one on each side.
extension Renderer {
    /// The picture, or nil when the cells' names follow no columns and rows or it is wider than
    /// the terminal.
    func hexagonal(_ board: BoardView, onLine: Set<Int>) -> String? {
        guard let axes = Self.axes(board) else { return nil }
        let (marks, legend) = Self.marks(for: players, fitting: 1)
        let pitch = max(1, (axes.columns.map(\.count) + marks.map(\.count) + Self.sharedPieces(board).map(\.count)).max() ?? 1) + 1
        let labelWidth = axes.rows.map(\.count).max() ?? 0
        let shift = pitch / 2
        let width = labelWidth + 1 + shift * (board.height - 1) + pitch * board.width + 1 + labelWidth
        guard width <= PictureLayout.columns else { return nil }
        func header(indent: Int) -> String {
            String(repeating: " ", count: labelWidth + 1 + indent) + axes.columns.map { pad($0, pitch) }.joined()
        }
        var lines = [header(indent: 0)]
        for r in 0..<board.height {
            var line = pad(axes.rows[r], labelWidth, right: true) + " " + String(repeating: " ", count: shift * r)
            for c in 0..<board.width {
                let i = r * board.width + c
                let shown: String
                if board.cells[i] == nil, let piece = board.pieces[i] {
                    shown = onLine.contains(i) && color ? paint(piece, "7") : piece
                } else if let p = board.cells[i] {
                    shown = paint(marks[p], (onLine.contains(i) ? "7;" : "") + Self.playerColors[p % 4])
                } else {
                    shown = paint(".", "2")
                }
                let visible = board.cells[i] == nil ? (board.pieces[i] ?? ".") : marks[board.cells[i] ?? 0]
                line += shown + String(repeating: " ", count: max(1, pitch - visible.count))
            }
            lines.append(line + axes.rows[r])
        }
        lines.append(header(indent: shift * (board.height - 1)))
        if let legend { lines.append(legend) }
        if let goals = engine.model.core?.goals, !goals.isEmpty {
            lines.append(goals.map { "\(players[$0.player]) joins \($0.from.rawValue) and \($0.to.rawValue)" }.joined(separator: "; "))
        }
        if let note = axes.note { lines.append(note) }
        return lines.map { $0.trailingSpacesRemoved() }.joined(separator: "\n")
    }
}
