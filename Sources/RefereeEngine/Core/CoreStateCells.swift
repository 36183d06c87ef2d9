extension CoreKernel.State {
    /// Puts `cell` in the set of `kind`'s pieces where the state keeps it,
    /// writing one word of it (`BoardBits.insert`).
    @inline(__always)
    mutating func insert(_ kind: Int, at cell: Int) {
        _ = inserting(kind, at: cell)
    }

    /// `insert(_:at:)`, returning the set of `kind`'s pieces it leaves: the
    /// set is reached by its place among the four, not a switch on the kind.
    @inline(__always)
    mutating func inserting(_ kind: Int, at cell: Int) -> Bits {
        withUnsafeMutablePointer(to: &pieces) { four in
            four.withMemoryRebound(to: Bits.self, capacity: 4) { sets in
                sets[kind].insert(cell)
                return sets[kind]
            }
        }
    }

    /// Takes `cell` out of the set of `kind`'s pieces where the state keeps
    /// it, writing one word of it.
    @inline(__always)
    mutating func remove(_ kind: Int, from cell: Int) {
        switch kind {
        case 0: pieces.0.remove(cell)
        case 1: pieces.1.remove(cell)
        case 2: pieces.2.remove(cell)
        default: pieces.3.remove(cell)
        }
    }
}
