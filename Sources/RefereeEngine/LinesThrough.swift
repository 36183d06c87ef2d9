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
            (parts, partsStart, lineOfPart) = ([], [], [])
            return
        }
        masks = []
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

    /// Whether lines are tested as masks (boards of one word).
    private static var byMasks: Bool { Bits.capacity <= 64 }

    /// Whether a line through `cell` holds only pieces of `pieces` (which holds
    /// `cell`) and, for lines of exactly N, none of them just past its ends.
    @inline(__always)
    func completes(at cell: Int, _ pieces: Bits) -> Bool {
        guard Self.byMasks else { return completesByWords(at: cell, pieces) }
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
