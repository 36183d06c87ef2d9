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
    /// How many games ended with each final score (all players' scores together), in games that
    /// keep score.
    public var scoreCounts: [Int: Int] = [:]
    /// For each player (or side), how many games it ended with each score, in games that keep
    /// score; empty counts in others.
    public var playerScoreCounts: [[Int: Int]]

    public init(players: Int) {
        wins = Array(repeating: 0, count: players)
        playerScoreCounts = Array(repeating: [:], count: players)
    }

    public var meanLength: Double { games == 0 ? 0 : Double(moves) / Double(games) }

    /// Counts one game that stopped after `length` moves: its outcome (nil when unfinished)
    /// and, in a game that keeps score, the total of its final scores and each player's.
    @inline(__always)
    public mutating func record(length: Int, outcome: Outcome?, total: Int, keepsScore: Bool, score: (Int) -> Int) {
        record(length: length, outcome: outcome)
        if keepsScore { recordScores(total: total, score: score) }
    }

    /// Counts one game that stopped after `length` moves, with its outcome (nil when
    /// unfinished), in a game that keeps no score.
    @inline(__always)
    public mutating func record(length: Int, outcome: Outcome?) {
        games += 1
        moves += length
        if let outcome {
            if let w = outcome.winner { wins[w] += 1 } else { draws += 1 }
        } else {
            unfinished += 1
        }
    }

    /// Counts the final scores of the game just recorded: their total, and each player's.
    public mutating func recordScores(total: Int, score: (Int) -> Int) {
        scores += total
        scoreCounts[total, default: 0] += 1
        for p in playerScoreCounts.indices { playerScoreCounts[p][score(p), default: 0] += 1 }
    }

    public mutating func add(_ other: RandomGamesTally) {
        games += other.games
        for i in wins.indices where i < other.wins.count { wins[i] += other.wins[i] }
        draws += other.draws
        unfinished += other.unfinished
        moves += other.moves
        scores += other.scores
        scoreCounts.merge(other.scoreCounts, uniquingKeysWith: +)
        for i in playerScoreCounts.indices where i < other.playerScoreCounts.count {
            playerScoreCounts[i].merge(other.playerScoreCounts[i], uniquingKeysWith: +)
        }
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
    /// the generator; each move is `randomMove`, the same as `legalMoves[below(count)]`. Stops
    /// early, with the games finished so far, when `control` is stopped. Boards and frame games
    /// take their fast paths where these apply.
    public func randomGames(count: Int, seed: UInt64, cap: Int = 100_000, control: WorkControl = WorkControl()) -> RandomGamesTally {
        if case .smallBoard(let k) = self, let tally = k.fastRandomGames(count: count, seed: seed, cap: cap, control: control) {
            return tally
        }
        if case .frames(let k) = self { return k.fastRandomGames(count: count, seed: seed, cap: cap, control: control) }
        return generalRandomGames(count: count, seed: seed, cap: cap, control: control)
    }

    /// The same games as `randomGames`, always through the kernel's general moves: what the
    /// fast paths are tested against.
    public func generalRandomGames(count: Int, seed: UInt64, cap: Int = 100_000, control: WorkControl = WorkControl()) -> RandomGamesTally {
        switch self {
        case .smallCore(let k): return k.randomGames(count: count, seed: seed, cap: cap, control: control)
        case .core(let k): return k.randomGames(count: count, seed: seed, cap: cap, control: control)
        case .largeCore(let k): return k.randomGames(count: count, seed: seed, cap: cap, control: control)
        case .smallBoard, .board, .largeBoard, .frames, .code: break
        }
        struct Visitor: KernelVisitor {
            let count: Int, seed: UInt64, cap: Int, control: WorkControl
            func visit<K: Kernel>(_ k: K) -> RandomGamesTally {
                AnyKernel.randomGames(k, count: count, seed: seed, cap: cap, control: control)
            }
        }
        return accept(Visitor(count: count, seed: seed, cap: cap, control: control))
    }

    /// Walks every legal move sequence from a new game to `depth` moves, over `jobs` threads.
    /// When `control` is stopped the walk ends early and returns nil. `control` counts the
    /// sequences of the deepest level as they are found.
    public func perft(depth: Int, seed: UInt64 = 0, jobs: Int = 1, control: WorkControl = WorkControl()) -> PerftCounts? {
        if case .smallBoard(let k) = self, let subtree = k.fastSubtree() {
            return Self.perft(k, depth: depth, seed: seed, jobs: jobs, control: control, subtree: subtree)
        }
        return generalPerft(depth: depth, seed: seed, jobs: jobs, control: control)
    }

    /// The same counts as `perft`, always through the kernel's general moves.
    public func generalPerft(depth: Int, seed: UInt64 = 0, jobs: Int = 1, control: WorkControl = WorkControl()) -> PerftCounts? {
        struct Visitor: KernelVisitor {
            let depth: Int, seed: UInt64, jobs: Int, control: WorkControl
            func visit<K: Kernel>(_ k: K) -> PerftCounts? {
                AnyKernel.perft(k, depth: depth, seed: seed, jobs: jobs, control: control)
            }
        }
        return accept(Visitor(depth: depth, seed: seed, jobs: jobs, control: control))
    }

    /// Games between polls of the control.
    static var pollEvery: Int { 1024 }

    static func randomGames<K: Kernel>(_ kernel: K, count: Int, seed: UInt64, cap: Int, control: WorkControl) -> RandomGamesTally {
        randomGames(kernel, KernelSteps<K>(), count: count, seed: seed, cap: cap, control: control)
    }

    /// `randomGames(_:count:seed:cap:control:)` with each move drawn and played by `steps`.
    static func randomGames<K: Kernel, S: MoveSteps>(
        _ kernel: K, _ steps: S, count: Int, seed: UInt64, cap: Int, control: WorkControl
    ) -> RandomGamesTally where S.K == K {
        var tally = RandomGamesTally(players: kernel.model.players.count)
        var generator = SeededGenerator(seed: seed)
        var played = 0
        // One state for every game, restarted: it keeps its buffers from game to game.
        var state = kernel.initial(seed: 0)
        while played < count, !control.isStopped {
            let chunk = min(pollEvery, count - played)
            for _ in 0..<chunk {
                steps.restart(kernel, &state, seed: generator.next())
                var length = 0
                while length < cap, let move = steps.randomMove(kernel, in: &state, using: &generator) {
                    steps.play(kernel, move, in: &state)
                    length += 1
                }
                tally.record(length: length, outcome: kernel.outcome(state))
                if kernel.keepsScore {
                    tally.recordScores(total: kernel.scoreTotal(state) ?? 0, score: { kernel.score(of: $0, in: state) ?? 0 })
                }
            }
            played += chunk
            control.add(chunk)
        }
        return tally
    }
}
