import RefereeEngine

/// A board in layers (`board 3 by 3 by 3`): each layer drawn as a flat board under its name,
/// side by side when they fit the terminal, else in as few bands one under the other as fit,
/// of near equal size.
extension Renderer {
    /// The space between two layers drawn side by side.
    static let layerGap = "    "

    func layered(_ board: BoardView, onLine: Set<Int>) -> String {
        let area = board.width * board.height
        let (marks, legend) = Self.marks(for: players, fitting: max(1, board.cellNames.map(\.count).max() ?? 1))
        let cellWidth = max(1, (board.cellNames.map(\.count) + marks.map(\.count)).max() ?? 1)
        let pictures = (0..<board.layers).map { layer -> [String] in
            let cells = layer * area..<(layer + 1) * area
            var flat = board
            flat.layers = 1
            flat.cells = Array(board.cells[cells])
            flat.pieces = Array(board.pieces[cells])
            flat.cellNames = Array(board.cellNames[cells])
            flat.lines = []
            let local = Set(onLine.filter(cells.contains).map { $0 - cells.lowerBound })
            let within = Renderer(engine: engine, color: color, focus: focus.flatMap { cells.contains($0) ? $0 - cells.lowerBound : nil })
            let grid = within.flat(flat, onLine: local, legend: false, cellWidth: cellWidth).components(separatedBy: "\n")
            let width = grid.map(Self.visibleCount).max() ?? 0
            return [center("layer \(layer + 1)", width).trailingSpacesRemoved()] + grid
        }
        let widest = pictures.map { $0.map(Self.visibleCount).max() ?? 0 }.max() ?? 0
        let across = max(1, (PictureLayout.columns + Self.layerGap.count) / (widest + Self.layerGap.count))
        let count = (pictures.count + across - 1) / across
        let bands = PictureLayout.ranges(pictures.count, count).map { Array(pictures[$0]) }
        var lines: [String] = []
        for (b, band) in bands.enumerated() {
            if b > 0 { lines.append("") }
            let widths = band.map { $0.map(Self.visibleCount).max() ?? 0 }
            for row in 0..<(band.map(\.count).max() ?? 0) {
                let parts = band.indices.map { i in
                    let text = row < band[i].count ? band[i][row] : ""
                    return text + String(repeating: " ", count: max(0, widths[i] - Self.visibleCount(text)))
                }
                lines.append(parts.joined(separator: Self.layerGap).trailingSpacesRemoved())
            }
        }
        if let legend { lines.append(legend) }
        return lines.joined(separator: "\n")
    }

    /// How many columns a text takes on a terminal: its characters but colour codes.
    static func visibleCount(_ text: String) -> Int {
        var count = 0
        var inCode = false
        for scalar in text.unicodeScalars {
            if inCode {
                if scalar == "m" { inCode = false }
            } else if scalar == "\u{1B}" {
                inCode = true
            } else {
                count += 1
            }
        }
        return count
    }
}
