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
    /// On a board of one word with lines of at least N, the quickest test of the whole word
    /// the lines allow (`WordLines`), or nil to test the masks through the cell.
    private let word: WordLines?

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
        word = Self.byMasks && overlines.isEmpty ? WordLines(lines: lines, cellCount: cellCount) : nil
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
    /// for lines of exactly N, none of them just past its ends. `pieces` without `cell` must
    /// hold no line, as when a piece lands in a game still on: then a line of `pieces` passes
    /// through `cell`, and a test of the whole word (`word`) answers as well.
    @inline(__always)
    func completes(at cell: Int, _ pieces: Bits) -> Bool {
        if Self.byMasks, let word { return word.holds(pieces.word(0)) }
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

/// A test of every line at once on a board of one word, built from the lines themselves: a
/// byte for every set of cells on a board of a few cells (`TableLineTest`), else runs found by
/// shifts where every line steps evenly through the cell numbers (`RunLineTest`).
enum WordLines: Sendable {
    case table(TableLineTest)
    case runs(RunLineTest<LongRuns>)

    /// nil when neither test applies to the lines (or there are none).
    init?(lines: [[Int]], cellCount: Int) {
        guard !lines.isEmpty, cellCount <= 64 else { return nil }
        if cellCount <= TableLineTest.limit {
            let masks = lines.map { $0.reduce(UInt64(0)) { $0 | 1 << UInt64($1) } }
            self = .table(TableLineTest(lines: masks, cells: cellCount))
        } else if let runs = RunLineTest<LongRuns>(lines: lines) {
            self = .runs(runs)
        } else {
            return nil
        }
    }

    /// Whether `pieces` holds some line whole.
    @inline(__always)
    func holds(_ pieces: UInt64) -> Bool {
        switch self {
        case .table(let test): test.hasLine(pieces, placed: 0)
        case .runs(let test): test.hasLine(pieces, placed: 0)
        }
    }
}
