import RefereeEngine
import RefereeModel

/// Games between computer players: each player named plays its strategy, the others play
/// uniformly random moves. Slower than `Playouts` (every move goes through the engine's public
/// API), but any player can take part.
public enum Matches {
    /// Games in a block: one, so that however few games there are, every job has some.
    public static let blockSize = 1

    /// How a run of `count` games from `seed` is cut into blocks.
    public static func blocks(count: Int, seed: UInt64) -> GameBlocks {
        GameBlocks(games: count, size: blockSize, seed: seed)
    }

    /// Plays a shard's games of a run of `count` games over `jobs` threads, as `Playouts.run`
    /// shares them out. `control` counts the games as they finish; a stop through it ends every
    /// job before its next move, and the tally then holds the games finished (a game under way
    /// is left out).
    public static func run(
        _ model: GameModel, players: [Int: any ComputerPlayer], count: Int, seed: UInt64, jobs: Int = 1, shard: Shard = .whole,
        cap: Int = 100_000, control: WorkControl = WorkControl()
    ) -> RandomGamesTally {
        let engine = Engine(model)
        return blocks(count: count, seed: seed).play(shard, jobs: jobs, players: model.players.count, control: control) {
            play(engine, players: players, count: $0, seed: $1, cap: cap, control: control)
        }
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
