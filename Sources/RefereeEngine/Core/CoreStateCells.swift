extension CoreKernel.State {
    /// Puts `cell` in the set of `kind`'s pieces where the state keeps it,
    /// writing one word of it (`BoardBits.insert`).
    @inline(__always)
    mutating func insert(_ kind: Int, at cell: Int) {
        switch kind {
        case 0: pieces.0.insert(cell)
        case 1: pieces.1.insert(cell)
        case 2: pieces.2.insert(cell)
        default: pieces.3.insert(cell)
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
