/// Random keys for Zobrist hashing: one for each cell and owner, one for each player to move and
/// one for each result, drawn from a fixed seed. A position's key is the exclusive or of the keys
/// of what it holds, so a move changes it by the keys of what the move changed.
public struct ZobristKeys: Sendable {
    /// Owners a cell may have: the board family's most players.
    static let owners = 4
    let cells: [UInt64]
    let sides: [UInt64]
    let results: [UInt64]

    public init(cells count: Int, seed: UInt64 = 0x2029_5EED_0C4E_D00D) {
        var generator = SeededGenerator(seed: seed)
        cells = (0..<count * Self.owners).map { _ in generator.next() }
        sides = (0..<Self.owners).map { _ in generator.next() }
        results = (0..<Self.owners + 2).map { _ in generator.next() }
    }

    /// The key of `owner`'s mark on `cell`.
    @inline(__always)
    public func cell(_ cell: Int, owner: Int) -> UInt64 { cells[cell &* Self.owners &+ owner] }

    /// The key of the player to move.
    @inline(__always)
    public func side(_ player: Int) -> UInt64 { sides[player & (Self.owners - 1)] }

    /// The key of a result: -1 while the game is on, else a winner or the draw.
    @inline(__always)
    public func result(_ result: Int) -> UInt64 { results[min(result + 1, Self.owners + 1)] }
}

extension Kernel {
    /// The hash of the state itself: a kernel without keys of its own is keyed by what its
    /// states hash to.
    public func positionKey(_ state: State) -> UInt64 {
        UInt64(truncatingIfNeeded: state.hashValue)
    }

    /// Computes the key afresh: a kernel that knows what a move changes does it incrementally.
    public func positionKey(of next: State, after move: Move, from state: State, key: UInt64) -> UInt64 {
        positionKey(next)
    }

    /// Every move is as central as another, unless the kernel knows its board.
    public func centrality(_ move: Move, in state: State) -> Int { 0 }
}
