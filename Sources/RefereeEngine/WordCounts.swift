/// How many cells of each 64-cell word of a wide board hold a piece, kept
/// beside the occupied cells as pieces come and go, as the count of filled
/// cells is. A random placement is the n-th open cell: on a wide board these
/// counts find its word, where counting the open cells of each word before it
/// took a count of bits a word (done in software: plain x86-64 has no
/// `popcnt`), and that word's bits find the cell. The counts of four words
/// share a machine word, 16 bits each, so that one multiplication sums them
/// and one subtraction compares every sum with n: a search of a 32 by 32
/// board's sixteen words reads at most four. A move then costs about the same
/// on any board. Boards of one word keep no counts.
struct WordCounts<Bits: BoardBits>: Sendable {
    /// Chunk c holds the counts of words `4c ..< 4c + 4`, word 4c's in its
    /// lowest 16 bits.
    private var filled = InlineArray<4, UInt64>(repeating: 0)

    /// Whether the counts are kept: on boards of more than one word.
    @inline(__always)
    static var kept: Bool { Bits.capacity > 64 }

    /// How many chunks of four words a set of `Bits` has.
    @inline(__always)
    private static var chunks: Int { (Bits.capacity &+ 255) / 256 }

    /// One in the lane of word `word` of its chunk.
    @inline(__always)
    private static func one(_ word: Int) -> UInt64 {
        1 &<< UInt64((word & 3) &<< 4)
    }

    /// Every lane of a chunk at once: the count in each lane times this sums
    /// lanes `0 ... l` into lane `l` (at most 256, so no lane carries).
    private static var lanes: UInt64 { 0x0001_0001_0001_0001 }

    /// Counts `cell` as filled (it was open).
    @inline(__always)
    mutating func fill(_ cell: Int) {
        if Self.kept { filled[(cell &>> 8) & 3] &+= Self.one(cell &>> 6) }
    }

    /// Counts `cell` as open (it was filled).
    @inline(__always)
    mutating func open(_ cell: Int) {
        if Self.kept { filled[(cell &>> 8) & 3] &-= Self.one(cell &>> 6) }
    }

    /// Counts every cell of `cells` as open (each was filled).
    mutating func open(_ cells: Bits) {
        guard Self.kept else { return }
        for i in 0..<Bits.capacity / 64 {
            let count = UInt64(cells.word(i).nonzeroBitCount)
            filled[i &>> 2] &-= count &* Self.one(i)
        }
    }

    /// The cells of each word of chunk `c` of a board of `cellCount` cells,
    /// in its lanes: 64 in each lane of a whole word, then the rest of the
    /// board's cells, then none.
    @inline(__always)
    private static func cells(ofChunk c: Int, _ cellCount: Int) -> UInt64 {
        let rest = cellCount &- c &* 256
        if rest >= 256 { return 64 &* lanes }
        if rest <= 0 { return 0 }
        let whole = UInt64(truncatingIfNeeded: (rest &>> 6) &<< 4)
        let part = UInt64(truncatingIfNeeded: rest & 63)
        return (64 &* lanes & ((1 &<< whole) &- 1)) | part &<< whole
    }

    /// The `n`-th open cell, from 0 in order of cells, of a board of
    /// `cellCount` cells whose filled cells are `occupied` (these counts'
    /// cells); -1 when fewer than `n + 1` are open. Only when counts are kept.
    @inline(__always)
    func nthOpen(_ n: Int, cellCount: Int, occupied: Bits) -> Int {
        var n = n
        for c in 0..<Self.chunks {
            let open = Self.cells(ofChunk: c, cellCount) &- filled[c]
            let upTo = open &* Self.lanes
            let total = Int(truncatingIfNeeded: upTo &>> 48)
            if n < total {
                let lane = Self.firstLane(over: n, upTo)
                let sums = (upTo &<< 16) &>> lane
                let before = Int(truncatingIfNeeded: sums & 0xFFFF)
                let word = c &* 4 &+ Int(truncatingIfNeeded: lane &>> 4)
                let cells = cellCount &- word &* 64
                let board: UInt64 =
                    cells >= 64 ? ~0 : (1 &<< UInt64(cells)) &- 1
                let free = ~occupied.word(word) & board
                return word &* 64 &+ selectBit(n &- before, of: free)
            }
            n &-= total
        }
        return -1
    }

    /// The lowest bit of the lowest lane of `upTo` above `n`, which some lane
    /// is. Each lane is at most 256: with its top bit set, less n + 1, it
    /// keeps the top bit exactly when it is above n, and no lane borrows from
    /// the next.
    @inline(__always)
    private static func firstLane(over n: Int, _ upTo: UInt64) -> UInt64 {
        let top: UInt64 = 0x8000 &* lanes
        let over = UInt64(truncatingIfNeeded: n &+ 1) &* lanes
        let past = ((upTo | top) &- over) & top
        return UInt64(truncatingIfNeeded: past.trailingZeroBitCount &- 15)
    }
}
