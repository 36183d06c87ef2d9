import Dispatch
import RefereeEngine
import RefereeModel
import Synchronization

/// Games between two computer players of a two-player game, with seats swapped fairly: the
/// first entrant takes the first seat in even-numbered games and the second in the others,
/// so each plays each seat in half the games. Game `i` is played from a seed of its own (the
/// arena's seed and `i`), so entrants that think by playouts rather than by time give the same
/// games whatever the number of jobs.
public enum Arena {
    /// What an arena found.
    public struct Result: Sendable, Hashable {
        /// The games finished (won, drawn or cut off at the length cap).
        public var games = 0
        /// Each entrant's wins.
        public var wins = [0, 0]
        /// Each seat's wins: the first seat's, the second's.
        public var seatWins = [0, 0]
        public var draws = 0
        /// Games cut off at the length cap.
        public var unfinished = 0
        /// Moves over every game.
        public var moves = 0

        /// Entrant `e`'s wins as a share of the games, with its interval.
        public func winRate(_ e: Int) -> WinRate { WinRate(wins: wins[e], games: games) }

        mutating func add(_ other: Result) {
            games += other.games
            for i in 0..<2 {
                wins[i] += other.wins[i]
                seatWins[i] += other.seatWins[i]
            }
            draws += other.draws
            unfinished += other.unfinished
            moves += other.moves
        }
    }

    /// Plays `count` games between `entrants` (two of them) over `jobs` threads. A stop through
    /// `control` interrupts the players and ends every job; the result then holds the games
    /// finished.
    public static func run(
        _ model: GameModel, entrants: [Entrant], count: Int, seed: UInt64, jobs: Int = 1, cap: Int = 10_000,
        control: WorkControl = WorkControl()
    ) -> Result {
        precondition(entrants.count == 2 && model.players.count == 2, "an arena is two entrants at a two-player game")
        let engine = Engine(model)
        let jobs = max(1, min(jobs, count))
        let parts = Mutex([Result](repeating: Result(), count: jobs))
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            var part = Result()
            for game in stride(from: job, to: count, by: jobs) {
                guard let one = play(game, engine: engine, entrants: entrants, seed: seed, cap: cap, control: control)
                else { break }
                part.add(one)
                control.add(1)
            }
            parts.withLock { $0[job] = part }
        }
        var total = Result()
        for part in parts.withLock({ $0 }) { total.add(part) }
        return total
    }

    /// Game number `game`; nil when a stop came before it ended.
    static func play(
        _ game: Int, engine: Engine, entrants: [Entrant], seed: UInt64, cap: Int, control: WorkControl
    ) -> Result? {
        // A start drawn from the seed and the game's number: generators seeded a multiple of
        // SplitMix's step apart would draw the same numbers, one game a draw behind another.
        var root = SeededGenerator(seed: seed)
        var start = SeededGenerator(seed: root.next() &+ UInt64(game))
        var generator = SeededGenerator(seed: start.next())
        // seats[p] is the entrant in seat p.
        let seats = game % 2 == 0 ? [0, 1] : [1, 0]
        var state = engine.newGame(seed: generator.next())
        var seen = PlayedGame.starting(at: state)
        var length = 0
        while length < cap, let mover = engine.toMove(state) {
            if control.isStopped { return nil }
            let entrant = entrants[seats[mover]]
            let limit = entrant.thinkingTime.map { ThinkingLimit.within($0, interrupted: { control.isStopped }) }
                ?? ThinkingLimit(interrupted: { control.isStopped })
            let choice = entrant.player.choose(in: state, seen: seen, engine: engine, generator: &generator, within: limit)
            if choice.interrupted { return nil }
            guard let move = choice.move, case .success(let next) = engine.play(move, in: state) else { break }
            seen.moves.append(engine.format(move, in: state))
            state = next
            length += 1
        }
        var result = Result()
        result.games = 1
        result.moves = length
        switch engine.outcome(state) {
        case .some(let outcome):
            if let winner = outcome.winner {
                result.seatWins[winner] += 1
                result.wins[seats[winner]] += 1
            } else {
                result.draws = 1
            }
        case .none:
            result.unfinished = 1
        }
        return result
    }
}
