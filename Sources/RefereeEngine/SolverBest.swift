extension Solver {
    /// A move found at the root, its value for the player who makes it, and whether that value
    /// is proven: found by a search that made no guess, or a win or a loss no guess could make.
    public struct Best: Sendable {
        public var move: Move
        public var value: Int
        public var proven: Bool
    }

    /// The best move from `state`: the highest value, lowest-numbered among equals; nil when
    /// there is no move. Moves are tried best first (the table's, then the central), each above
    /// the best found so far, so that a move no better needs no exact value.
    @_specialize(where K == BoardKernel<UInt64>)
    @_specialize(where K == BoardKernel<Bits256>)
    @_specialize(where K == CoreKernel<UInt64>)
    public mutating func best(_ state: K.State) throws(SolveError) -> Best? {
        guard let mover = kernel.toMove(state) else { return nil }
        let key = kernel.positionKey(state)
        let first = table.entry(key)?.move
        let moves = kernel.legalMoves(state).enumerated().sorted { a, b in
            let x = (a.element == first ? 1 : 0, kernel.centrality(a.element, in: state), -a.offset)
            let y = (b.element == first ? 1 : 0, kernel.centrality(b.element, in: state), -b.offset)
            return x > y
        }.map(\.element)
        guard !moves.isEmpty else { return nil }
        defer { publish() }
        let guessesBefore = guesses
        var found: (move: Move, value: Int)?
        do {
            for move in moves {
                begin()
                let floor = found.map { $0.value - 1 } ?? -Self.limit - 1
                let v = try child(state, key: key, move, mover: mover, alpha: floor, beta: Self.limit + 1)
                if let best = found, v < best.value || (v == best.value && move > best.move) { continue }
                found = (move, v)
            }
        } catch {
            throw failure()
        }
        guard let found else { return nil }
        // Depth 0: the next search reads the move first, never the value.
        table.store(key, TableEntry(value: found.value, bound: .exact, move: found.move, depth: 0))
        let proven = guesses == guessesBefore || abs(found.value) > Self.decisive
        return Best(move: found.move, value: found.value, proven: proven)
    }
}
