import Foundation
import RefereeEngine
import RefereeModel

/// A kind of problem that random games of one rule file ran into: how many games, and the first
/// one (the lowest seed), which reproduces it.
public struct SimulationFinding: Sendable, Hashable {
    public var kind: GameProblem.Kind
    /// What went wrong in the first game.
    public var message: String
    /// How many of the games played ran into it.
    public var games: Int
    /// The first game's seed and its moves as typed, up to and including the one that went wrong.
    public var seed: UInt64
    public var moves: [String]
}

/// What random games found in one rule file.
public struct SimulationReport: Sendable {
    /// Games played: those asked for, or fewer when listing the legal moves is costly (see `note`).
    public var games: Int
    /// Games asked for.
    public var requested: Int
    /// Why fewer games than asked were played, or none.
    public var note: String?
    /// Moves played in all the games.
    public var moves: Int
    public var maxMoves: Int
    /// One finding for each kind of problem met, in the order of `GameProblem.Kind`.
    public var findings: [SimulationFinding]
    /// Seconds taken.
    public var duration: Double

    public var passed: Bool { findings.isEmpty }
    /// No game was played (the legal moves are too many to list).
    public var skipped: Bool { games == 0 && requested > 0 }
}

/// Simulation validation: random games of a rule file, seeds 0, 1, 2, …, each checked move by
/// move (see `RandomGame`), so that a rule file whose games can get stuck, run on for ever or end
/// without a result is caught even when no scenario thought of it.
public enum Simulation {
    /// Games played for each rule file unless `--playouts` says otherwise.
    public static let defaultPlayouts = 200

    /// Legal moves listed, at most, in one file's random games (a code listed without repeats
    /// counts ten). Only code games come near it: the engine lists every code at every guess, and
    /// offers no way to draw one without listing them.
    public static let listingBudget = 10_000_000

    /// The games to play out of `playouts`, and why fewer, for games whose legal moves are many.
    public static func plan(_ model: GameModel, playouts: Int, budget: Int = listingBudget) -> (games: Int, note: String?) {
        guard playouts > 0, let plan = model.checks.plan(playouts: playouts, budget: budget) else { return (max(0, playouts), nil) }
        return plan
    }

    /// Moves played, at most, in one file's random games: the games after the one that reaches it
    /// are not played. The shipped files' 200 games play at most about 42,000 moves; a file whose
    /// games never end would otherwise play 200 times the move cap.
    public static let moveBudget = 250_000

    public static func run(
        _ engine: Engine, playouts: Int, maxMoves: Int = RandomGame.defaultMaxMoves, budget: Int = listingBudget,
        moveBudget: Int = moveBudget
    ) -> SimulationReport {
        var (games, note) = plan(engine.model, playouts: playouts, budget: budget)
        let (report, seconds) = Stopwatch.time { () -> SimulationReport in
            var first: [GameProblem.Kind: SimulationFinding] = [:]
            var moves = 0
            for i in 0..<games {
                let game = RandomGame.play(engine, seed: UInt64(i), maxMoves: maxMoves)
                moves += game.steps.count
                if let problem = game.problem {
                    first[problem.kind, default: SimulationFinding(
                        kind: problem.kind, message: problem.message, games: 0, seed: game.seed, moves: game.moves)].games += 1
                }
                if moves >= moveBudget, i + 1 < games {
                    note = "\(i + 1) of \(games) games: they had played \(moves) moves, the most one file's games play"
                    games = i + 1
                    break
                }
            }
            let findings = GameProblem.Kind.allCases.compactMap { first[$0] }
            return SimulationReport(
                games: games, requested: max(0, playouts), note: note, moves: moves, maxMoves: maxMoves, findings: findings, duration: 0)
        }
        var timed = report
        timed.duration = seconds
        return timed
    }

    /// A shell command that replays a finding's game at the prompt: its moves fed to `referee play`.
    public static func playCommand(_ finding: SimulationFinding, file: String) -> String {
        let moves = finding.moves.map(Shell.quote).joined(separator: " ")
        return "printf '%s\\n' \(moves) | referee play \(Shell.quote(file)) --seed \(finding.seed)"
    }

    /// A command that records a finding's game, step by step, as a trace on standard output.
    public static func traceCommand(_ finding: SimulationFinding, file: String, maxMoves: Int) -> String {
        var command = "referee trace \(Shell.quote(file)) --seed \(finding.seed) -n 1 --output -"
        if maxMoves != RandomGame.defaultMaxMoves { command += " --max-moves \(maxMoves)" }
        return command
    }
}

/// Quoting for the commands reports suggest.
enum Shell {
    static func quote(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "/._-+=:,@%".unicodeScalars.contains($0)
        }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
