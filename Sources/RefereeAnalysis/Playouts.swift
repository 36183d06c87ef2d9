import Dispatch
import RefereeEngine
import RefereeModel
import Synchronization

/// `referee playouts`: uniformly random games (for scoring games, the game's random events: pin
/// counts, rally winners), split over threads.
public enum Playouts {
    /// Plays `count` games over `jobs` threads. Job `j` draws from its own generator seeded from
    /// `seed` and `j`, so the same seed and jobs always give the same result. A stop through
    /// `control` ends every job early; the tally then holds the games finished.
    public static func run(
        _ model: GameModel, count: Int, seed: UInt64, jobs: Int = 1, cap: Int = 100_000, control: WorkControl = WorkControl()
    ) -> RandomGamesTally {
        let kernel = AnyKernel(model)
        let jobs = max(1, min(jobs, count))
        let parts = Mutex([RandomGamesTally?](repeating: nil, count: jobs))
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let share = count / jobs + (job < count % jobs ? 1 : 0)
            let part = kernel.randomGames(count: share, seed: jobSeed(seed, job), cap: cap, control: control)
            parts.withLock { $0[job] = part }
        }
        var total = RandomGamesTally(players: model.players.count)
        for part in parts.withLock({ $0 }) { if let part { total.add(part) } }
        return total
    }

    /// The seed of a job's games: the run's own for the first job, so that one job plays what
    /// `--jobs 1` plays; for the others, a draw from a generator seeded apart from it. A seed
    /// moved by a multiple of the generator's own step would replay the first job's numbers a
    /// few draws later.
    static func jobSeed(_ seed: UInt64, _ job: Int) -> UInt64 {
        guard job > 0 else { return seed }
        var mixer = SeededGenerator(seed: seed ^ (UInt64(job) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
