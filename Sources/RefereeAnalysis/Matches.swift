import Dispatch
import RefereeEngine
import RefereeModel
import Synchronization

/// Games between computer players: each player named plays its strategy, the others play
/// uniformly random moves. Slower than `Playouts` (every move goes through the engine's public
/// API), but any player can take part.
public enum Matches {
    /// Plays `count` games over `jobs` threads, as `Playouts.run` shares them out. `control`
    /// counts the games as they finish; a stop through it ends every job before its next move,
    /// and the tally then holds the games finished (a game under way is left out).
    public static func run(
        _ model: GameModel, players: [Int: any ComputerPlayer], count: Int, seed: UInt64, jobs: Int = 1, cap: Int = 100_000,
        control: WorkControl = WorkControl()
    ) -> RandomGamesTally {
        let engine = Engine(model)
        let jobs = max(1, min(jobs, count))
        let parts = Mutex([RandomGamesTally?](repeating: nil, count: jobs))
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let share = count / jobs + (job < count % jobs ? 1 : 0)
            let part = play(engine, players: players, count: share, seed: Playouts.jobSeed(seed, job), cap: cap, control: control)
            parts.withLock { $0[job] = part }
        }
        var total = RandomGamesTally(players: model.players.count)
        for part in parts.withLock({ $0 }) { if let part { total.add(part) } }
        return total
    }

    static func play(
        _ engine: Engine, players: [Int: any ComputerPlayer], count: Int, seed: UInt64, cap: Int, control: WorkControl
    ) -> RandomGamesTally {
        var tally = RandomGamesTally(players: engine.model.players.count)
        var generator = SeededGenerator(seed: seed)
        let random = RandomPlayer()
        for _ in 0..<count {
            var state = engine.newGame(seed: generator.next())
            var length = 0
            while length < cap, let mover = engine.toMove(state) {
                if control.isStopped { return tally }
                let player: any ComputerPlayer = players[mover] ?? random
                guard let move = player.chooseMove(in: state, engine: engine, generator: &generator),
                      case .success(let next) = engine.play(move, in: state)
                else { break }
                state = next
                length += 1
            }
            tally.record(
                length: length, outcome: engine.outcome(state), total: engine.scoreTotal(state), keepsScore: engine.keepsScore,
                score: { engine.score(of: $0, in: state) })
            control.add(1)
        }
        return tally
    }
}
