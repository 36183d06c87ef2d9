/// How many cells of each 64-cell word of a wide board hold a piece, kept
/// beside the occupied cells as pieces come and go, as the count of filled
/// cells is. A random placement is the n-th open cell: on a wide board these
/// counts find its word, where counting the open cells of each word before it
/// took a count of bits a word (done in software: plain x86-64 has no
/// `popcnt`), and that word's bits find the cell. A move then costs about the
/// same on any board. Boards of one word keep no counts.
struct WordCounts<Bits: BoardBits>: Sendable {
    private var filled = SIMD16<UInt8>()

    /// Whether the counts are kept: on boards of more than one word.
    @inline(__always)
    static var kept: Bool { Bits.capacity > 64 }

    /// Counts `cell` as filled (it was open).
    @inline(__always)
    mutating func fill(_ cell: Int) {
        if Self.kept { filled[cell &>> 6] &+= 1 }
    }

    /// Counts `cell` as open (it was filled).
    @inline(__always)
    mutating func open(_ cell: Int) {
        if Self.kept { filled[cell &>> 6] &-= 1 }
    }

    /// Counts every cell of `cells` as open (each was filled).
    mutating func open(_ cells: Bits) {
        guard Self.kept else { return }
        for i in 0..<Bits.capacity / 64 {
            filled[i] &-= UInt8(truncatingIfNeeded: cells.word(i).nonzeroBitCount)
        }
    }

    /// The `n`-th open cell, from 0 in order of cells, of a board of
    /// `cellCount` cells whose filled cells are `occupied` (these counts'
    /// cells); -1 when fewer than `n + 1` are open. Only when counts are kept.
    @inline(__always)
    func nthOpen(_ n: Int, cellCount: Int, occupied: Bits) -> Int {
        var n = n
        for i in 0..<Bits.capacity / 64 {
            let cells = min(64, max(0, cellCount &- i &* 64))
            let open = cells &- Int(filled[i])
            if n < open {
                let board: UInt64 = cells == 64 ? ~0 : (1 &<< UInt64(cells)) &- 1
                return i &* 64 &+ selectBit(n, of: ~occupied.word(i) & board)
            }
            n &-= open
        }
        return -1
    }
}
