/// How the fast board paths test one player's marks (at most 64 cells, one bit each) for a
/// complete line. Each is exact for the kernel's lines; which is used depends on the board.
protocol LineTest: Sendable {
    func hasLine(_ marks: UInt64, placed cell: Int) -> Bool

    /// How many of `cells` (empty cells) would each give `marks` a line if taken alone: what
    /// perft counts as finished at its last level without playing the moves.
    func completions(_ marks: UInt64, among cells: UInt64) -> Int
}

extension LineTest {
    /// Tests each cell in turn.
    @inline(__always)
    func completions(_ marks: UInt64, among cells: UInt64) -> Int {
        var rest = cells, count = 0
        while rest != 0 {
            let cell = rest.trailingZeroBitCount
            rest &= rest &- 1
            if hasLine(marks | 1 &<< UInt64(cell), placed: cell) { count &+= 1 }
        }
        return count
    }
}

/// Boards of up to `limit` cells: a byte for every set of cells, 1 when the set holds a line.
struct TableLineTest: LineTest {
    static var limit: Int { 12 }
    let table: [UInt8]

    init(lines: [UInt64], cells: Int) {
        table = (0..<(1 << cells)).map { set in lines.contains { UInt64(set) & $0 == $0 } ? 1 : 0 }
    }

    @inline(__always)
    func hasLine(_ marks: UInt64, placed cell: Int) -> Bool {
        table[Int(truncatingIfNeeded: marks)] != 0
    }
}

/// Lines whose cells step evenly through the cell numbers (rows, columns and diagonals of a
/// grid), in at most four groups of one step and length each. A set holds a line of a group
/// when one of the group's first cells survives the set's run test: the set and-ed with itself
/// shifted down by the step gives the starts of runs of 2; doing that again, by twice the step,
/// runs of 4; and one last shift by the length still missing, runs of the line's length.
/// `Span` says whether any line is longer than 4, so that short lines skip the middle step.
struct RunLineTest<Span: RunSpan>: LineTest {
    /// One group: its three shifts, its lines' length and its first cells. An unused group has
    /// no first cells.
    struct Group {
        var step: UInt64 = 0, double: UInt64 = 0, rest: UInt64 = 0
        var length = 0
        var starts: UInt64 = 0

        init() {}

        /// nil for lines longer than 8 cells.
        init?(step: Int, length: Int) {
            guard length <= 8 else { return nil }
            self.step = UInt64(step)
            self.length = length
            double = length >= 5 ? UInt64(2 * step) : 0
            rest = UInt64((length - (length >= 5 ? 4 : 2)) * step)
        }

        /// Every shift is below 64 (lines lie within 64 cells), so masking shifts, which need no
        /// test for shifting a word out, give the same as plain ones.
        @inline(__always)
        func holds(_ p: UInt64) -> UInt64 {
            let two = p & (p &>> step)
            let four = Span.long ? two & (two &>> double) : two
            return four & (four &>> rest) & starts
        }

        /// The cells that would complete one of the group's lines in `p`; every cell when `p`
        /// already holds one. The `k`-th cell of a line completes it when the cells before it
        /// are in `p` (`p` shifted up by 1 to `k` steps) and so are the cells after it (`p`
        /// shifted down by 1 to `length - 1 - k` steps), and a line starts `k` steps before it.
        @inline(__always)
        func completing(_ p: UInt64) -> UInt64 {
            guard starts != 0 else { return 0 }
            let s = step, s2 = step &+ step
            switch length {
            case 2:
                let down = p &>> s
                if starts & p & down != 0 { return ~0 }
                return (starts & down) | (starts &<< s & p &<< s)
            case 3:
                let up1 = p &<< s, up2 = up1 & p &<< s2
                let down1 = p &>> s, down2 = down1 & p &>> s2
                if starts & p & down2 != 0 { return ~0 }
                return (starts & down2) | (starts &<< s & up1 & down1) | (starts &<< s2 & up2)
            case 4:
                let s3 = s2 &+ s
                let up1 = p &<< s, up2 = up1 & p &<< s2, up3 = up2 & p &<< s3
                let down1 = p &>> s, down2 = down1 & p &>> s2, down3 = down2 & p &>> s3
                if starts & p & down3 != 0 { return ~0 }
                return (starts & down3) | (starts &<< s & up1 & down2) | (starts &<< s2 & up2 & down1) | (starts &<< s3 & up3)
            default:
                return completingLong(p)
            }
        }

        /// `completing` for any length, over the cells of a line in turn: for the `k`-th, the
        /// first cells whose line has every other cell in `p` (`p` shifted down by each other
        /// cell's offset, and-ed), shifted up by `k` steps.
        func completingLong(_ p: UInt64) -> UInt64 {
            var after = InlineArray<9, UInt64>(repeating: ~0)
            var k = length &- 1
            while k > 0 {
                after[k] = after[k &+ 1] & (p &>> (UInt64(k) &* step))
                k &-= 1
            }
            var before = starts, cells: UInt64 = 0
            for k in 0..<length {
                cells |= (before & after[k &+ 1]) &<< (UInt64(k) &* step)
                before &= p &>> (UInt64(k) &* step)
            }
            return before != 0 ? ~0 : cells
        }
    }

    var groups = (Group(), Group(), Group(), Group())

    /// A test that finds no line: no group has first cells.
    init() {}

    /// nil when some line does not step evenly through increasing cell numbers, is longer
    /// than 8 cells (or than 4 for short spans), or the lines need more than four groups.
    init?(lines: [[Int]]) {
        guard Span.long || lines.allSatisfy({ $0.count <= 4 }) else { return nil }
        var found: [(step: Int, length: Int, group: Group)] = []
        for line in lines {
            guard line.count >= 2, let first = line.first, line[1] > first, let last = line.last, last < 64 else { return nil }
            let step = line[1] - first
            guard line.indices.allSatisfy({ line[$0] == first + $0 * step }) else { return nil }
            if let i = found.firstIndex(where: { $0.step == step && $0.length == line.count }) {
                found[i].group.starts |= 1 << UInt64(first)
            } else {
                guard var group = Group(step: step, length: line.count) else { return nil }
                group.starts = 1 << UInt64(first)
                found.append((step, line.count, group))
            }
        }
        guard !found.isEmpty, found.count <= 4 else { return nil }
        let g = found.map(\.group) + Array(repeating: Group(), count: 4 - found.count)
        groups = (g[0], g[1], g[2], g[3])
    }

    @inline(__always)
    func hasLine(_ marks: UInt64, placed cell: Int) -> Bool {
        (groups.0.holds(marks) | groups.1.holds(marks) | groups.2.holds(marks) | groups.3.holds(marks)) != 0
    }

    @inline(__always)
    func completions(_ marks: UInt64, among cells: UInt64) -> Int {
        let completing = groups.0.completing(marks) | groups.1.completing(marks) | groups.2.completing(marks)
            | groups.3.completing(marks)
        return (completing & cells).nonzeroBitCount
    }
}

/// Whether a run test handles lines of 5 to 8 cells, or only lines of up to 4.
protocol RunSpan: Sendable {
    static var long: Bool { get }
}

enum ShortRuns: RunSpan {
    static var long: Bool { false }
}

enum LongRuns: RunSpan {
    static var long: Bool { true }
}

/// Any lines: the masks of the lines through the cell just taken.
struct MaskLineTest: LineTest {
    let linesThrough: [UInt64]
    let lineStart: [Int]

    @inline(__always)
    func hasLine(_ marks: UInt64, placed cell: Int) -> Bool {
        var i = lineStart[cell]
        let end = lineStart[cell + 1]
        while i < end {
            if marks & linesThrough[i] == linesThrough[i] { return true }
            i += 1
        }
        return false
    }
}
