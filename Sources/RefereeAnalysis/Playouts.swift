import RefereeEngine
import RefereeModel

/// `referee playouts`: uniformly random games (for scoring games, the game's random events: pin
/// counts, rally winners), in blocks of games shared over threads and machines.
public enum Playouts {
    /// Games in a block: as many as a kernel plays between two looks at its control, so that a
    /// stop leaves whole blocks.
    public static let blockSize = 1024

    /// How a run of `count` games from `seed` is cut into blocks.
    public static func blocks(count: Int, seed: UInt64) -> GameBlocks {
        GameBlocks(games: count, size: blockSize, seed: seed)
    }

    /// Plays a shard's games of a run of `count` games over `jobs` threads (`GameBlocks`): the
    /// same seed always gives the same result, whatever the number of jobs, and the shards'
    /// tallies add up to the whole run's. A stop through `control` ends every job early; the
    /// tally then holds the games finished.
    public static func run(
        _ model: GameModel, count: Int, seed: UInt64, jobs: Int = 1, shard: Shard = .whole, cap: Int = 100_000,
        control: WorkControl = WorkControl()
    ) -> RandomGamesTally {
        let kernel = AnyKernel(model)
        return blocks(count: count, seed: seed).play(shard, jobs: jobs, players: model.players.count, control: control) {
            kernel.randomGames(count: $0, seed: $1, cap: cap, control: control)
        }
    }
}
