extension BoardKernel {
    /// The exclusive or of the keys of every mark, the player to move and the result.
    public func positionKey(_ state: State) -> UInt64 {
        var key = keys.side(state.toMove) ^ keys.result(state.result)
        for cell in 0..<rules.cellCount where state.occupied.contains(cell) {
            for player in 0..<playerCount where state.marks(of: player).contains(cell) {
                key ^= keys.cell(cell, owner: player)
            }
        }
        return key
    }

    /// A move adds one mark, and may change the player to move and the result.
    @inline(__always)
    public func positionKey(of next: State, after move: Move, from state: State, key: UInt64) -> UInt64 {
        let cell = next.occupied.subtracting(state.occupied).highestCell
        return key ^ keys.cell(cell, owner: state.toMove)
            ^ keys.side(state.toMove) ^ keys.side(next.toMove)
            ^ keys.result(state.result) ^ keys.result(next.result)
    }

    /// Minus the distance from the middle: of the columns with gravity, else of the grid, counted
    /// in half cells across and down.
    public func centrality(_ move: Move, in state: State) -> Int {
        if rules.gravity { return -abs(2 * move.value - (rules.width - 1)) }
        let x = move.value % rules.width, y = move.value / rules.width
        return -(abs(2 * x - (rules.width - 1)) + abs(2 * y - (rules.height - 1)))
    }
}
