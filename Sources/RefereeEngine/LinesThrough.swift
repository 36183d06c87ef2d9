/// The lines through each cell, for the test after a piece lands: whether a
/// line through that cell is now all one kind. On a board of one word a line
/// is a mask, tested at once. On wider boards a mask is four or sixteen words,
/// and the test of every line through a cell read them all (about 20 lines of
/// 16 words on a 32 by 32 board needing 5 in a row), so there a line is its
/// other cells grouped by word: a word's index and the line's cells in it, one
/// to three words for such a line. The parts of the lines through a cell are
/// one list, each part knowing where the next line's parts begin, so that a
/// line is left at its first missing cell with one jump. A move's test then
/// costs about the same on any board.
///
/// Where the lines through a cell run along a few straight runs of cells (the
/// windows of N in a row, each the last shifted by one cell), as on the grids
/// of `N in a row`, a wider board tests each run instead (`LineRuns`): the
/// cells in a row from the cell along it, whose count says whether one of the
/// run's lines is held. A cell's runs fill about a cache line, where its parts
/// filled eight: on a 32 by 32 board the parts of every cell (half a megabyte)
/// left the first-level cache at almost every move.
struct LinesThrough<Bits: BoardBits>: Sendable {
    /// The cells of a line that lie in one word of the board, and where the
    /// parts of the next line through the cell begin.
    struct Part: Sendable {
        let mask: UInt64
        let word: Int32
        let next: Int32
    }

    /// One word: the masks of the lines through each cell, run together (cell
    /// c's are `masks[start[c]..<start[c + 1]]`; the same numbering gives
    /// `beyond`'s entries).
    private let masks: [Bits]
    private let start: [Int]
    /// Wider: the parts of the lines through each cell, line after line, run
    /// together (cell c's are `parts[partsStart[c]..<partsStart[c + 1]]`). A
    /// line with no other cell has one part, which no set lacks.
    private let parts: [Part]
    private let partsStart: [Int]
    /// With lines of exactly N, wider boards: the line of each part, numbered
    /// as `beyond` is.
    private let lineOfPart: [Int32]
    /// With lines of exactly N: for each line through each cell, cell by cell,
    /// the cells just past its ends, which must not hold the line's pieces;
    /// empty otherwise.
    private let beyond: [Bits]
    /// Wider, when the lines chain (`LineRuns.runs(through:cellCount:)`): the runs through each
    /// cell, run together (cell c's are `runs[runsStart[c]..<runsStart[c + 1]]`),
    /// each its length, the length of its lines, the cell's place in it, then
    /// its cells in order.
    /// Empty otherwise, and `parts` tests the lines.
    private let runs: [UInt16]
    private let runsStart: [Int32]

    /// The lines through each cell of `lines`; with `overlines` (lines of
    /// exactly N), each line's cells just past its ends, in the order of
    /// `lines`.
    init(lines: [[Int]], overlines: [[Int]] = [], cellCount: Int) {
        var through = [[[Int]]](repeating: [], count: cellCount)
        var past = [[Bits]](repeating: [], count: cellCount)
        for (index, line) in lines.enumerated() {
            let ends = overlines.isEmpty
                ? Bits.empty
                : overlines[index].reduce(Bits.empty) { $0.inserting($1) }
            for cell in line {
                through[cell].append(line)
                past[cell].append(ends)
            }
        }
        beyond = overlines.isEmpty ? [] : past.flatMap { $0 }
        start = through.reduce(into: [0]) {
            $0.append($0[$0.count - 1] + $1.count)
        }
        guard !Self.byMasks else {
            masks = through.flatMap { lines in
                lines.map { $0.reduce(Bits.empty) { $0.inserting($1) } }
            }
            (parts, partsStart, lineOfPart, runs, runsStart) = ([], [], [], [], [])
            return
        }
        masks = []
        if overlines.isEmpty, let byRuns = LineRuns.runs(through: through, cellCount: cellCount) {
            (runs, runsStart) = byRuns
            (parts, partsStart, lineOfPart) = ([], [], [])
            return
        }
        (runs, runsStart) = ([], [])
        var parts: [Part] = [], partsStart = [0], lineOfPart: [Int32] = []
        var entry: Int32 = 0
        for (cell, lines) in through.enumerated() {
            for line in lines {
                let words = Self.words(of: line.filter { $0 != cell })
                let next = Int32(truncatingIfNeeded: parts.count + words.count)
                parts += words.map { word, mask in
                    Part(mask: mask, word: Int32(truncatingIfNeeded: word), next: next)
                }
                if !overlines.isEmpty {
                    lineOfPart += Array(repeating: entry, count: words.count)
                }
                entry += 1
            }
            partsStart.append(parts.count)
        }
        self.parts = parts
        self.partsStart = partsStart
        self.lineOfPart = lineOfPart
    }

    /// `cells` by word, in order of words; one empty word 0 for no cells.
    private static func words(of cells: [Int]) -> [(word: Int, mask: UInt64)] {
        guard !cells.isEmpty else { return [(0, 0)] }
        let words = Dictionary(grouping: cells) { $0 >> 6 }
        return words.keys.sorted().map { word in
            let cells = words[word, default: []]
            return (word, cells.reduce(0) { $0 | 1 << UInt64($1 & 63) })
        }
    }

    /// Whether a wider board's lines are tested by the runs through each cell.
    var testsByRuns: Bool { !runs.isEmpty }

    /// Whether lines are tested as masks (boards of one word).
    private static var byMasks: Bool { Bits.capacity <= 64 }

    /// Whether a line through `cell` holds only pieces of `pieces` (which holds
    /// `cell`) and, for lines of exactly N, none of them just past its ends.
    @inline(__always)
    func completes(at cell: Int, _ pieces: Bits) -> Bool {
        guard Self.byMasks else {
            return runs.isEmpty ? completesByWords(at: cell, pieces) : completesByRuns(at: cell, pieces)
        }
        var i = start[cell]
        let end = start[cell + 1]
        while i < end {
            if pieces.covers(masks[i]), clear(i, pieces) { return true }
            i += 1
        }
        return false
    }

    /// `completes` on a wider board: a part's cells missing from `pieces` send
    /// the test to the next line's first part, and the last part of a line,
    /// held, completes it.
    @inline(__always)
    private func completesByWords(at cell: Int, _ pieces: Bits) -> Bool {
        pieces.withWords { words in
            parts.withUnsafeBufferPointer { parts in
                var j = partsStart[cell]
                let end = partsStart[cell + 1]
                while j < end {
                    let part = parts[j]
                    if words[Int(part.word)] & part.mask != part.mask {
                        j = Int(part.next)
                        continue
                    }
                    if j &+ 1 == Int(part.next), endsClear(j, pieces) {
                        return true
                    }
                    j &+= 1
                }
                return false
            }
        }
    }

    /// `completes` by the runs through the cell: from the cell, each run is
    /// walked both ways while its cells hold pieces, and a line is held when
    /// the walks hold as many cells in a row as the run's lines have. In a
    /// random game the walks mostly stop at the first cell, so their branches
    /// are well predicted.
    @inline(__always)
    private func completesByRuns(at cell: Int, _ pieces: Bits) -> Bool {
        pieces.withWords { words in
            runs.withUnsafeBufferPointer { runs in
                @inline(__always)
                func holds(_ at: Int) -> Bool {
                    let c = Int(runs[at])
                    return words[c &>> 6] & (1 &<< UInt64(c & 63)) != 0
                }
                var i = Int(runsStart[cell])
                let end = Int(runsStart[cell &+ 1])
                while i < end {
                    let count = Int(runs[i]), length = Int(runs[i &+ 1]), center = Int(runs[i &+ 2])
                    let first = i &+ 3
                    var held = 1
                    var p = first &+ center &+ 1
                    while p < first &+ count, holds(p) {
                        held &+= 1
                        p &+= 1
                    }
                    p = first &+ center &- 1
                    while p >= first, holds(p) {
                        held &+= 1
                        p &-= 1
                    }
                    if held >= length { return true }
                    i = first &+ count
                }
                return false
            }
        }
    }

    /// Whether the line of part `j` (a wider board's) is not prolonged by
    /// `pieces` past its ends.
    @inline(__always)
    private func endsClear(_ j: Int, _ pieces: Bits) -> Bool {
        beyond.isEmpty || clear(Int(lineOfPart[j]), pieces)
    }

    /// Whether entry `i`'s line is not prolonged by `pieces` past its ends
    /// (always, for lines of at least N).
    @inline(__always)
    private func clear(_ i: Int, _ pieces: Bits) -> Bool {
        beyond.isEmpty || pieces.intersection(beyond[i]).isEmpty
    }
}

/// The lines through one cell as runs: a run is the cells of lines that
/// follow one another, each line the one before it shifted by a cell
/// (`a b c d e`, `b c d e f`, …), so that its lines are exactly its windows of
/// their length, and one of them is held when the run holds that many in a
/// row. A line no other follows or precedes is a run of its own.
enum LineRuns {
    /// The runs through every cell (see `LinesThrough.runs`), or nil when they
    /// would not test faster than the lines one by one: when there are no
    /// lines, the lines do not chain (lines of one cell, lines listed out of
    /// order), or a run passes through its cell more than once (a wrapped row
    /// shorter than its run).
    static func runs(through: [[[Int]]], cellCount: Int) -> (runs: [UInt16], start: [Int32])? {
        guard cellCount <= Int(UInt16.max) else { return nil }
        var runs: [UInt16] = [], start: [Int32] = [0]
        var gathered = 0, lineCells = 0
        for (cell, lines) in through.enumerated() {
            for run in Self.runs(of: lines) {
                guard let center = run.cells.firstIndex(of: cell), run.cells.lastIndex(of: cell) == center else { return nil }
                runs.append(UInt16(run.cells.count))
                runs.append(UInt16(run.length))
                runs.append(UInt16(center))
                runs += run.cells.map { UInt16($0) }
                gathered += run.cells.count
            }
            lineCells += lines.reduce(0) { $0 + $1.count }
            start.append(Int32(runs.count))
        }
        guard gathered > 0, gathered * 2 <= lineCells else { return nil }
        return (runs, start)
    }

    /// The runs of `lines` (the lines through one cell), each its cells in
    /// order and the length of its lines.
    static func runs(of lines: [[Int]]) -> [(cells: [Int], length: Int)] {
        func follows(_ b: [Int], _ a: [Int]) -> Bool {
            a.count == b.count && a.count >= 2 && a.dropFirst().elementsEqual(b.dropLast())
        }
        var successor = [Int?](repeating: nil, count: lines.count)
        var hasPredecessor = [Bool](repeating: false, count: lines.count)
        for i in lines.indices {
            guard let j = lines.indices.first(where: { $0 != i && !hasPredecessor[$0] && follows(lines[$0], lines[i]) })
            else { continue }
            successor[i] = j
            hasPredecessor[j] = true
        }
        var placed = [Bool](repeating: false, count: lines.count)
        var result: [(cells: [Int], length: Int)] = []
        for first in lines.indices where !hasPredecessor[first] {
            var cells = lines[first]
            placed[first] = true
            var at = first
            while let next = successor[at], !placed[next] {
                cells.append(lines[next][lines[next].count - 1])
                placed[next] = true
                at = next
            }
            result.append((cells, lines[first].count))
        }
        // Lines in a ring of successors (a wrapped row as long as its lines) stay lines of their own.
        for i in lines.indices where !placed[i] { result.append((lines[i], lines[i].count)) }
        return result
    }
}
