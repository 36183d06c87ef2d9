import ArgumentParser
import Foundation
import RefereeAnalysis
import RefereeEngine
import RefereeModel

struct Arena: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play two computer players against each other and report their win rates.",
        discussion: """
            Each entrant is a computer player on offer for the game, with how long it thinks a \
            move: mcts (the --think time), mcts:2s (2 seconds), mcts:500p (500 playouts, so that \
            the same seed gives the same games). The entrants swap seats every game, so each \
            plays first in half of them. Win rates come with a 95% Wilson interval.
            """
    )

    @OptionGroup var arguments: RulesArguments

    @Option(name: .customLong("player"), help: ArgumentHelp(
        "An entrant, given twice: a computer player, and after a colon its time (2s) or, for mcts, playouts (500p).",
        valueName: "player[:limit]"))
    var entrants: [String] = []

    @Option(name: .short, parsing: .unconditional, help: "How many games (even, so that seats are swapped fairly).")
    var n: Int = 100

    @Option(parsing: .unconditional, help: "Seed for the games.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Threads to play on.")
    var jobs: Int = 1

    @Option(parsing: .unconditional, help: "Seconds an entrant without a limit of its own thinks a move.")
    var think: Double = 1

    func validate() throws {
        guard entrants.count == 2 else { throw ValidationError("--player is given twice: the two entrants") }
        guard n >= 2, n % 2 == 0 else { throw ValidationError("-n takes an even number of games, at least 2") }
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs takes a number from 1 to 256") }
        guard think > 0, think <= 3600 else { throw ValidationError("--think takes seconds from above 0 to 3600") }
    }

    func run() throws {
        let model = try arguments.model()
        guard model.players.count == 2 else {
            throw ValidationError("an arena plays a two-player game; \(model.title) has \(model.players.count)")
        }
        let offered = ComputerPlayers.available(for: Engine(model))
        let standard = Duration.milliseconds(Int((think * 1000).rounded()))
        let chosen = try entrants.map { text in
            switch Entrant.parse(text, offered: offered, standard: standard) {
            case .success(let entrant): return entrant
            case .failure(let error): throw ValidationError(error.message)
            }
        }
        let long = LongRun()
        let clock = ContinuousClock()
        let start = clock.now
        long.progress.begin("playing", unit: "games", total: n)
        let result = RefereeAnalysis.Arena.run(model, entrants: chosen, count: n, seed: seed, jobs: jobs, control: long.control)
        let elapsed = seconds(clock.now - start)
        long.progress.end()
        guard result.games > 0 else { return try long.finish("no game was finished") }
        for line in Self.report(result, entrants: chosen, model: model, seed: seed, jobs: jobs) { Output.line(line) }
        Output.line(String(format: "mean length %.1f moves; %.1f s", Double(result.moves) / Double(result.games), elapsed))
        try long.finish("\(result.games) of \(n) games were played")
    }

    /// The table of results: a row per entrant with its wins, win rate and interval, then the
    /// draws and the seats' wins.
    static func report(_ result: RefereeAnalysis.Arena.Result, entrants: [Entrant], model: GameModel, seed: UInt64, jobs: Int) -> [String] {
        func percent(_ x: Double) -> String { String(format: "%.1f%%", 100 * x) }
        let width = max(12, entrants.map(\.label.count).max() ?? 0) + 2
        var lines = ["\(result.games) games of \(model.title) (seed \(seed), \(jobs) job\(jobs == 1 ? "" : "s")), seats swapped every game"]
        lines.append("  " + "entrant".padded(width) + "wins".leftPadded(6) + "rate".leftPadded(8) + "  95% interval (Wilson)")
        for (e, entrant) in entrants.enumerated() {
            let rate = result.winRate(e), interval = rate.interval()
            lines.append("  " + entrant.label.padded(width) + String(rate.wins).leftPadded(6) + percent(rate.rate).leftPadded(8)
                + "  " + percent(interval.lowerBound) + " to " + percent(interval.upperBound))
        }
        let draws = WinRate(wins: result.draws, games: result.games)
        lines.append("  " + "draws".padded(width) + String(result.draws).leftPadded(6) + percent(draws.rate).leftPadded(8))
        if result.unfinished > 0 {
            lines.append("  " + "unfinished".padded(width) + String(result.unfinished).leftPadded(6))
        }
        lines.append("  the first seat (\(model.players[0])) won \(result.seatWins[0]), the second (\(model.players[1])) \(result.seatWins[1])")
        return lines
    }
}
