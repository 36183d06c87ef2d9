/// The lines through each cell, for the test after a piece lands: whether a line through that
/// cell is now all one kind. On a board of one word a line is a mask, tested at once. On wider
/// boards a mask is four or sixteen words, and the test of every line through a cell read them
/// all (about 20 lines of 16 words on a 32 by 32 board needing 5 in a row), so there a line is its
/// other cells, read one by one until one is missing: a move's test then costs about the same on
/// any board.
struct LinesThrough<Bits: BoardBits>: Sendable {
    /// One word: the masks of the lines through each cell, run together (cell c's are
    /// `masks[start[c]..<start[c + 1]]`).
    private let masks: [Bits]
    /// Wider: for each line through each cell, in the same order, its other cells, run together
    /// (entry i's are `others[othersStart[i]..<othersStart[i + 1]]`).
    private let others: [Int32]
    private let othersStart: [Int]
    private let start: [Int]
    /// With lines of exactly N: for each line through each cell, in the same order, the cells
    /// just past its ends, which must not hold the line's pieces; empty otherwise.
    private let beyond: [Bits]

    /// The lines through each cell of `lines`; with `overlines` (lines of exactly N), each
    /// line's cells just past its ends, in the order of `lines`.
    init(lines: [[Int]], overlines: [[Int]] = [], cellCount: Int) {
        var through = [[[Int]]](repeating: [], count: cellCount)
        var past = [[Bits]](repeating: [], count: cellCount)
        for (index, line) in lines.enumerated() {
            let ends = overlines.isEmpty ? Bits.empty : overlines[index].reduce(Bits.empty) { $0.inserting($1) }
            for cell in line {
                through[cell].append(line)
                past[cell].append(ends)
            }
        }
        beyond = overlines.isEmpty ? [] : past.flatMap { $0 }
        start = through.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        if Self.byMasks {
            masks = through.flatMap { $0.map { $0.reduce(Bits.empty) { $0.inserting($1) } } }
            others = []
            othersStart = []
        } else {
            masks = []
            var others: [Int32] = [], othersStart = [0]
            for (cell, lines) in through.enumerated() {
                for line in lines {
                    others += line.filter { $0 != cell }.map { Int32(truncatingIfNeeded: $0) }
                    othersStart.append(others.count)
                }
            }
            self.others = others
            self.othersStart = othersStart
        }
    }

    /// Whether lines are tested as masks (boards of one word).
    private static var byMasks: Bool { Bits.capacity <= 64 }

    /// Whether a line through `cell` holds only pieces of `pieces` (which holds `cell`) and,
    /// for lines of exactly N, none of them just past its ends.
    @inline(__always)
    func completes(at cell: Int, _ pieces: Bits) -> Bool {
        var i = start[cell]
        let end = start[cell + 1]
        if Self.byMasks {
            while i < end {
                if pieces.covers(masks[i]), clear(i, pieces) { return true }
                i += 1
            }
            return false
        }
        while i < end {
            var j = othersStart[i]
            let last = othersStart[i + 1]
            while j < last, pieces.contains(Int(others[j])) { j += 1 }
            if j == last, clear(i, pieces) { return true }
            i += 1
        }
        return false
    }

    /// Whether entry `i`'s line is not prolonged by `pieces` past its ends (always, for lines of
    /// at least N).
    @inline(__always)
    private func clear(_ i: Int, _ pieces: Bits) -> Bool {
        beyond.isEmpty || pieces.intersection(beyond[i]).isEmpty
    }
}
