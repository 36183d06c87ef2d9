import RefereeEngine
import RefereeModel

/// A board of points: each point at its place, the links between them drawn with `-`, `|`, `\`
/// and `/`, a player's mark on a point it holds. Places are four columns and two rows apart, or
/// two columns apart where four would pass 80 columns (the compact picture). When the points'
/// names are a column's letter and a row's number the edges carry them and an empty point is
/// `.`; else an empty point shows its name where every name fits between two places (`.` where
/// one does not).
extension Renderer {
    func pointBoard(_ board: BoardView, _ layout: PointLayout, onLine: Set<Int>) -> String {
        let (marks, legend) = Self.marks(for: players, fitting: 1)
        let axes = Self.pointAxes(board, layout)
        let labelWidth = axes.map { $0.rows.map(\.count).max() ?? 0 } ?? 0
        let margin = axes == nil ? 1 : labelWidth + 2
        let wide = 4 * (layout.width - 1) + 1 + 2 * margin <= PictureLayout.columns
        let across = wide ? 4 : 2
        let columns = across * (layout.width - 1) + 1 + 2
        let namesShown = axes == nil && board.cellNames.allSatisfy { $0.count < across }
        var canvas = Array(repeating: Array(repeating: " ", count: columns), count: 2 * layout.height - 1)
        func at(_ row: Int, _ column: Int) -> (Int, Int) { (2 * row, across * column + 1) }
        for (a, b) in layout.linkedPairs {
            let (ra, ca) = layout.position(of: a), (rb, cb) = layout.position(of: b)
            let (y0, x0) = at(ra, ca), (y1, x1) = at(rb, cb)
            let dy = (y1 - y0).signum(), dx = (x1 - x0).signum()
            let stroke = dy == 0 ? "-" : dx == 0 ? "|" : dy == dx ? "\\" : "/"
            if dy == 0 {
                for x in min(x0, x1) + 1..<max(x0, x1) { canvas[y0][x] = stroke }
            } else {
                let steps = abs(y1 - y0)
                let slope = dx * across / 2
                for k in 1..<steps {
                    canvas[y0 + dy * k][x0 + (dx == 0 ? 0 : slope * k)] = stroke
                }
            }
        }
        for point in 0..<layout.count {
            let (y, x) = at(layout.position(of: point).row, layout.position(of: point).column)
            let lined = onLine.contains(point)
            var shown: [String]
            if let p = board.cells[point] {
                let mark = Array(marks[p]).map(String.init)
                shown = mark.map { paint($0, (lined && color ? "7;" : "") + Self.playerColors[p % 4]) }
            } else if let piece = board.pieces[point] {
                shown = Array(piece).map { paint(String($0), lined && color ? "7" : "0") }
            } else {
                shown = namesShown ? Array(board.cellNames[point]).map { paint(String($0), "2") } : [paint(".", "2")]
            }
            for (k, text) in shown.enumerated() where x + k < columns { canvas[y][x + k] = text }
            if lined, !color {
                canvas[y][x - 1] = "["
                if x + shown.count < columns { canvas[y][x + shown.count] = "]" }
            }
        }
        var lines: [String] = []
        let header = axes.map { axes in
            String(repeating: " ", count: margin)
                + (0..<layout.width).map { pad(axes.columns[$0], $0 == layout.width - 1 ? 1 : across) }.joined()
        }
        if let header { lines.append(header) }
        for (y, row) in canvas.enumerated() {
            let label = axes.map { y % 2 == 0 ? $0.rows[y / 2] : "" } ?? ""
            let left = axes == nil ? "" : pad(label, labelWidth, right: true) + " "
            lines.append(left + row.joined() + (axes == nil ? "" : " " + label))
        }
        if let header { lines.append(header) }
        if let legend { lines.append(legend) }
        return lines.map { $0.trailingSpacesRemoved() }.joined(separator: "\n")
    }

    /// The columns' letters and the rows' numbers, when every point's name is its column's
    /// letters then its row's digits; nil otherwise.
    static func pointAxes(_ board: BoardView, _ layout: PointLayout) -> Axes? {
        var columns = Array(repeating: "", count: layout.width), rows = Array(repeating: "", count: layout.height)
        for point in 0..<layout.count {
            let name = board.cellNames[point]
            let letters = String(name.prefix { !$0.isNumber }), digits = String(name.dropFirst(letters.count))
            guard !letters.isEmpty, !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return nil }
            let (r, c) = layout.position(of: point)
            guard columns[c].isEmpty || columns[c] == letters, rows[r].isEmpty || rows[r] == digits else { return nil }
            (columns[c], rows[r]) = (letters, digits)
        }
        return Axes(columns: columns, rows: rows)
    }
}
