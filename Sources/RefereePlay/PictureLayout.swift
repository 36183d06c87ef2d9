import RefereeModel

/// Fitting pictures to a terminal 80 columns wide, whatever the rules make them hold.
enum PictureLayout {
    /// The width every picture fits.
    static let columns = 80

    /// A table whose rows share columns (a score sheet): each row a label, cells and an end cell.
    /// When the whole table is wider than `columns`, its cells are split into blocks of whole
    /// columns, one under the other, as few as fit and of near equal size; the end cells go with
    /// the last block. `widths` are the columns' widths as shown (colour codes aside).
    static func table(labels: [String], labelWidth: Int, cells: [[String]], widths: [Int], ends: [String], endWidth: Int) -> [String] {
        func row(_ r: Int, _ range: Range<Int>, last: Bool) -> String {
            var line = labels[r] + " |"
            for c in range { line += " " + cells[r][c] + " |" }
            return last ? line + " " + ends[r] : line
        }
        func width(_ range: Range<Int>, last: Bool) -> Int {
            labelWidth + 2 + range.reduce(0) { $0 + widths[$1] + 3 } + (last ? 1 + endWidth : 0)
        }
        let n = widths.count
        var blocks = 1
        while blocks < n {
            let split = ranges(n, blocks)
            if split.enumerated().allSatisfy({ width($0.element, last: $0.offset == split.count - 1) <= columns }) { break }
            blocks += 1
        }
        let split = ranges(n, blocks)
        var lines: [String] = []
        for (b, range) in split.enumerated() {
            for r in labels.indices { lines.append(row(r, range, last: b == split.count - 1)) }
        }
        return lines
    }

    /// `0..<n` in `k` consecutive parts of near equal size, the larger first.
    static func ranges(_ n: Int, _ k: Int) -> [Range<Int>] {
        let k = max(1, min(k, max(n, 1)))
        var out: [Range<Int>] = []
        var start = 0
        for i in 0..<k {
            let size = n / k + (i < n % k ? 1 : 0)
            out.append(start..<(start + size))
            start += size
        }
        return out
    }

    /// A line of text (without colour) broken at spaces into lines of at most `columns`, the
    /// later ones indented; escaped for the terminal, since its words may come from the file.
    static func wrapped(_ text: String, indent: String = "  ") -> String {
        TextWrapping.wrap(Escaping.terminal(text), width: columns, hanging: indent.count)
    }

    /// The part of `0..<count` at most `size` long that keeps `focus` in view, centred on it
    /// where the edges allow.
    static func window(_ count: Int, _ size: Int, around focus: Int?) -> Range<Int> {
        guard count > size else { return 0..<count }
        let centre = focus ?? count / 2
        let start = min(max(0, centre - size / 2), count - size)
        return start..<(start + size)
    }
}
