import Synchronization

/// A kernel's graphs of positions (`StateGraph`), kept from one run of random games to the next
/// (`referee playouts` plays blocks of 1,024 games, each a run): a run takes a graph off the
/// shelf, or builds one, and puts it back when it is done, so that no two threads ever share one
/// and a position found once is not played again by the general interpreter in later runs.
/// What the graph holds follows from the rules alone, so a graph serves any run of the game.
final class StateGraphShelf<Bits: BoardBits>: Sendable {
    private struct Shelf {
        var idle: [StateGraph<Bits>] = []
        /// False once the game is known not to qualify, or a graph of it filled up: runs then
        /// play move by move without trying again.
        var worthBuilding = true
    }

    private let shelf = Mutex(Shelf())

    /// A graph of the game's positions for one run, or nil when runs play move by move.
    func take(_ build: () -> StateGraph<Bits>?) -> StateGraph<Bits>? {
        let (kept, worthBuilding) = shelf.withLock { shelf in (shelf.idle.popLast(), shelf.worthBuilding) }
        if let kept { return kept }
        guard worthBuilding else { return nil }
        guard let graph = build() else {
            shelf.withLock { $0.worthBuilding = false }
            return nil
        }
        return graph
    }

    /// Puts back a graph a run is done with; a full one is let go, and no other is built.
    func put(_ graph: StateGraph<Bits>) {
        let full = graph.isFull
        shelf.withLock { shelf in
            if full {
                shelf.worthBuilding = false
            } else {
                shelf.idle.append(graph)
            }
        }
    }
}
