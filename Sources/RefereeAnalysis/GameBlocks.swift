import Dispatch
import RefereeEngine
import Synchronization

/// A run of games cut into blocks, each played from a seed of its own: the unit that threads
/// (`--jobs`) and machines (`--shard`) share out. A block's games depend only on the run's seed
/// and the block's number, and tallies add up in any order, so a run's tally is the same
/// whatever the number of jobs, and the tallies of a run's shards add up to the whole run's.
public struct GameBlocks: Sendable, Hashable {
    /// Games in the whole run.
    public let games: Int
    /// Games in each block but perhaps the last.
    public let size: Int
    /// The run's seed: the first block's, from which the others' are drawn.
    public let seed: UInt64

    public init(games: Int, size: Int, seed: UInt64) {
        self.games = max(0, games)
        self.size = max(1, size)
        self.seed = seed
    }

    /// How many blocks there are.
    public var count: Int { (games + size - 1) / size }

    /// Games in block `block`.
    public func games(in block: Int) -> Int { min(size, games - block * size) }

    /// The seed of a block's games: the run's own for the first block, so that a run of one
    /// block plays what one generator seeded with it plays; for the others, a draw from a
    /// generator seeded apart from it. A seed moved by a multiple of the generator's own step
    /// would replay the first block's numbers a few draws later.
    public func seed(of block: Int) -> UInt64 {
        guard block > 0 else { return seed }
        var mixer = SeededGenerator(seed: seed ^ (UInt64(block) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    /// The `n`th block (from 0) of a shard's, the blocks being dealt round the shards in order.
    func block(_ n: Int, of shard: Shard) -> Int { shard.index - 1 + n * shard.count }

    /// Games in a shard's blocks: whole blocks, and the last block's games if it is the
    /// shard's.
    public func games(in shard: Shard) -> Int {
        let blocks = shard.share(of: count)
        guard blocks > 0 else { return 0 }
        return (blocks - 1) * size + games(in: block(blocks - 1, of: shard))
    }

    /// Plays a shard's blocks over `jobs` threads, each taking the next block not yet taken,
    /// and adds up their tallies. No block is started after a stop through `control`.
    public func play(
        _ shard: Shard, jobs: Int, players: Int, control: WorkControl,
        block play: @Sendable (_ games: Int, _ seed: UInt64) -> RandomGamesTally
    ) -> RandomGamesTally {
        let blocks = shard.share(of: count)
        let jobs = max(1, min(jobs, blocks))
        let next = Atomic<Int>(0)
        let parts = Mutex([RandomGamesTally?](repeating: nil, count: jobs))
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            var tally = RandomGamesTally(players: players)
            while !control.isStopped {
                let taken = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard taken < blocks else { break }
                let block = block(taken, of: shard)
                tally.add(play(games(in: block), seed(of: block)))
            }
            parts.withLock { $0[job] = tally }
        }
        var total = RandomGamesTally(players: players)
        for part in parts.withLock({ $0 }) { if let part { total.add(part) } }
        return total
    }
}
