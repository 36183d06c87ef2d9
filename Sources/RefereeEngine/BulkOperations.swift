/// Operations over many games at once, run inside the engine so that each is compiled for each
/// kernel: the inner loops call the kernel directly, with no dynamic dispatch per move.
public struct RandomGamesTally: Sendable, Hashable {
    public var games = 0
    /// Games won by each player.
    public var wins: [Int]
    public var draws = 0
    /// Games that stopped with no result: stuck with no legal move, or past the move cap.
    public var unfinished = 0
    /// Moves played in all games together.
    public var moves = 0
    /// Final scores of all games together, in games that keep score.
    public var scores = 0

    public init(players: Int) { wins = Array(repeating: 0, count: players) }

    public var meanLength: Double { games == 0 ? 0 : Double(moves) / Double(games) }

    public mutating func add(_ other: RandomGamesTally) {
        games += other.games
        for i in wins.indices where i < other.wins.count { wins[i] += other.wins[i] }
        draws += other.draws
        unfinished += other.unfinished
        moves += other.moves
        scores += other.scores
    }
}

/// Counts of legal move sequences by depth: `nodes[d]` sequences of `d + 1` moves, of which
/// `finished[d]` end the game on their last move.
public struct PerftCounts: Sendable, Hashable {
    public var nodes: [Int]
    public var finished: [Int]
}

extension AnyKernel {
    /// Plays `count` uniformly random games, each from `initial(seed:)` with a seed drawn from
    /// the generator; each move is `randomMove`, the same as `legalMoves[below(count)]`.
    public func randomGames(count: Int, seed: UInt64, cap: Int = 100_000) -> RandomGamesTally {
        struct Visitor: KernelVisitor {
            let count: Int, seed: UInt64, cap: Int
            func visit<K: Kernel>(_ k: K) -> RandomGamesTally { AnyKernel.randomGames(k, count: count, seed: seed, cap: cap) }
        }
        return accept(Visitor(count: count, seed: seed, cap: cap))
    }

    /// Walks every legal move sequence from a new game to `depth` moves.
    public func perft(depth: Int, seed: UInt64 = 0) -> PerftCounts {
        struct Visitor: KernelVisitor {
            let depth: Int, seed: UInt64
            func visit<K: Kernel>(_ k: K) -> PerftCounts { AnyKernel.perft(k, depth: depth, seed: seed) }
        }
        return accept(Visitor(depth: depth, seed: seed))
    }

    static func randomGames<K: Kernel>(_ kernel: K, count: Int, seed: UInt64, cap: Int) -> RandomGamesTally {
        var tally = RandomGamesTally(players: kernel.model.players.count)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<count {
            var state = kernel.initial(seed: generator.next())
            var length = 0
            while length < cap, let move = kernel.randomMove(state, using: &generator) {
                kernel.applyLegal(move, to: &state)
                length += 1
            }
            tally.games += 1
            tally.moves += length
            tally.scores += kernel.scoreTotal(state)
            if let outcome = kernel.outcome(state) {
                if let w = outcome.winner { tally.wins[w] += 1 } else { tally.draws += 1 }
            } else {
                tally.unfinished += 1
            }
        }
        return tally
    }

    static func perft<K: Kernel>(_ kernel: K, depth: Int, seed: UInt64) -> PerftCounts {
        var counts = PerftCounts(nodes: Array(repeating: 0, count: depth), finished: Array(repeating: 0, count: depth))
        guard depth > 0 else { return counts }
        var stack: [Move] = []
        stack.reserveCapacity(64 * depth)
        walk(kernel, kernel.initial(seed: seed), level: 0, depth: depth, stack: &stack, counts: &counts)
        return counts
    }

    static func walk<K: Kernel>(_ kernel: K, _ state: K.State, level: Int, depth: Int, stack: inout [Move], counts: inout PerftCounts) {
        let start = stack.count
        kernel.legalMoves(state, into: &stack)
        let end = stack.count
        counts.nodes[level] += end - start
        for i in start..<end {
            var next = state
            kernel.applyLegal(stack[i], to: &next)
            if kernel.toMove(next) == nil {
                counts.finished[level] += 1
            } else if level + 1 < depth {
                walk(kernel, next, level: level + 1, depth: depth, stack: &stack, counts: &counts)
            }
        }
        stack.removeLast(end - start)
    }
}
