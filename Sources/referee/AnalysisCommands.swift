import ArgumentParser
import Foundation
import Referee
import RefereeAnalysis
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel

/// The analysis subcommands.
enum AnalysisCommands {
    static let all: [ParsableCommand.Type] = [Perft.self, Playouts.self, Arena.self, Solve.self, Bench.self]
}

/// What every analysis command reads: a rule file and its options.
struct RulesArguments: ParsableArguments {
    @Argument(help: "The rule file.")
    var rules: String

    @Option(name: .customLong("option"), help: ArgumentHelp("Set an option the rule file declares.", valueName: "name=value"))
    var options: [String] = []

    @OptionGroup var engine: EngineOption

    @OptionGroup var maxErrors: MaxErrorsOption

    /// The rules, through the library; a file that does not compile ends the command (65).
    func load() throws -> Rules {
        let values = try OptionValues.parse(options)
        let loaded: Rules
        switch Result(catching: { () throws(RulesError) in try Rules.load(path: rules, options: values) }) {
        case .success(let rules): loaded = rules
        case .failure(let error):
            Output.diagnostics(error.underlying.rendered(color: Output.stderrIsTerminal, maxErrors: maxErrors.count))
            throw ExitCode(65)
        }
        try OptionValues.validate(options, against: loaded.ruleBook)
        engine.select(for: [(rules, loaded.gameModel)])
        return loaded
    }

    func model() throws -> GameModel { try load().gameModel }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

struct Perft: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count the legal move sequences to a depth.",
        discussion: "Prints, for each depth, the number of move sequences of that length and how many of them end the game."
    )

    @OptionGroup var arguments: RulesArguments

    @Option(parsing: .unconditional, help: "How many moves deep to count.")
    var depth: Int

    @Option(help: "Threads to count on.")
    var jobs: Int = 1

    /// What the counts of a game that rolls during play mean.
    static let chanceNote =
        "the game rolls or draws during play: perft does not branch on chance; each roll or card is the one seed 0's stream gives, so these count the players' choices along one run of chance"

    func validate() throws {
        guard (1...64).contains(depth) else { throw ValidationError("--depth takes a number from 1 to 64") }
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs takes a number from 1 to 256") }
    }

    func run() throws {
        let model = try arguments.model()
        let long = LongRun()
        let clock = ContinuousClock()
        let start = clock.now
        long.line("depth  sequences  finished")
        var complete = 0
        let result = RefereeAnalysis.Perft.deepening(
            model, depth: depth, jobs: jobs, control: long.control,
            starting: { d, estimate in long.progress.begin("depth \(d)", unit: "sequences", total: estimate) },
            finished: { d, nodes, finished in
                complete = d
                long.line(String(d).leftPadded(5) + String(nodes).leftPadded(11) + String(finished).leftPadded(10))
            })
        let elapsed = seconds(clock.now - start)
        if let result {
            let nodes = result.nodes.reduce(0, +)
            long.line("finished games in all: \(result.finished.reduce(0, +))")
            long.line("\(nodes) sequences in \(String(format: "%.3f", elapsed)) s (\(Int(Double(nodes) / max(elapsed, 1e-9))) a second)")
            if model.core?.rollsDuringPlay == true { long.line(Self.chanceNote) }
        }
        try long.finish(complete == 0 ? "no depth was finished" : "depths 1 to \(complete) are complete; depth \(complete + 1) was not")
    }
}

struct Playouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play uniformly random games and report how they end.",
        discussion: """
        The same seed always gives the same result, whatever the number of jobs. With --shard \
        K/N, plays only part K of the N parts of the run, so that N machines share it; 'referee \
        merge' adds up their JSON reports (--json) into the whole run's, exactly.
        """
    )

    @OptionGroup var arguments: RulesArguments

    @Option(name: .short, parsing: .unconditional, help: "How many games.")
    var n: Int = 10_000

    @Option(parsing: .unconditional, help: "Seed for the random games.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Threads to play on.")
    var jobs: Int = 1

    @Option(name: .customLong("player"), help: ArgumentHelp(
        "Let a computer player play a side (others play at random): first, random, mcts, perfect, knuth, expected.",
        valueName: "name=strategy"))
    var players: [String] = []

    @OptionGroup var shard: ShardOption

    @Flag(help: "Write the report as JSON, for programs and 'referee merge'.")
    var json = false

    func validate() throws {
        guard n >= 1 else { throw ValidationError("-n takes a positive number") }
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs takes a number from 1 to 256") }
    }

    func run() throws {
        let model = try arguments.model()
        let chosen = try Self.computerPlayers(players, model: model)
        let part = try shard.value()
        var report = PlayoutsReport(
            rules: arguments.rules, title: model.title, options: arguments.options, players: model.players,
            computers: chosen.sorted { $0.key < $1.key }.map { "\(model.players[$0.key])=\($0.value.name)" },
            scoreName: ScoreDistribution.scoreName(of: model), seed: seed, requested: n, shard: part,
            tally: RandomGamesTally(players: model.players.count), duration: 0)
        let long = LongRun()
        let clock = ContinuousClock()
        let start = clock.now
        long.progress.begin("playing", unit: "games", total: report.planned)
        let whole = part ?? .whole
        report.tally = chosen.isEmpty
            ? RefereeAnalysis.Playouts.run(model, count: n, seed: seed, jobs: jobs, shard: whole, control: long.control)
            : Matches.run(model, players: chosen, count: n, seed: seed, jobs: jobs, shard: whole, control: long.control)
        report.duration = seconds(clock.now - start)
        long.progress.end()
        if json {
            Output.prompt(report.json)
        } else if report.tally.games > 0 {
            let how = "\(jobs) job\(jobs == 1 ? "" : "s")" + (part.map { ", shard \($0) of \(n) games" } ?? "")
            for line in PlayoutsText.lines(report, how: how) { Output.line(line) }
        } else if let part, !long.control.isStopped {
            Output.line("shard \(part) has none of the \(n) games: the run has fewer blocks of games than shards")
        }
        try long.finish(report.tally.games == 0 ? "no game was finished" : "\(report.tally.games) of \(report.planned) games were played")
    }
}

extension Playouts {
    /// Reads `--player name=strategy` arguments against the game's players and the computer
    /// players on offer for it.
    static func computerPlayers(_ arguments: [String], model: GameModel) throws -> [Int: any ComputerPlayer] {
        let offered = ComputerPlayers.available(for: Engine(model))
        var chosen: [Int: any ComputerPlayer] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let p = model.playerIndex(parts[0]) else {
                throw ValidationError("--player takes name=strategy with a player of this game (\(model.players.joined(separator: ", "))); got '\(argument)'")
            }
            guard let player = offered.first(where: { $0.name == parts[1] }) else {
                throw ValidationError("no computer player '\(parts[1])' for this game; on offer: \(offered.map(\.name).joined(separator: ", "))")
            }
            chosen[p] = player
        }
        return chosen
    }
}

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve a game: its value with perfect play, or a codebreaker's strategy over every secret.",
        discussion: """
        A two-player game with chance during play or hidden values is solved for an \
        equilibrium by CFR+ over its whole tree (every outcome of chance, each player's \
        information sets by what it sees): the first player's value, within the \
        exploitability it reports.
        """
    )

    @OptionGroup var arguments: RulesArguments

    @Option(parsing: .unconditional, help: "Positions to search before giving up (games decided by position), at most 1,000,000,000; memory does not grow with it (the table is 64 MB).")
    var budget: Int = 5_000_000

    @Option(help: "Threads to search on (games decided by position), sharing one table.")
    var jobs: Int = 1

    @Option(parsing: .unconditional, help: "Games of chance or hidden values: stop once the exploitability is at most this.")
    var precision: Double = 0.0001

    @Option(parsing: .unconditional, help: "Games of chance or hidden values: the most iterations of CFR+.")
    var iterations: Int = 100_000

    @Flag(help: "Games of chance or hidden values: print the strategy found, at each place a player chooses.")
    var strategy = false

    /// The largest --budget: hours of search on this machine.
    static let largestBudget = 1_000_000_000

    func validate() throws {
        guard (1...Self.largestBudget).contains(budget) else { throw ValidationError("--budget takes 1 to \(Self.largestBudget)") }
        guard precision > 0, precision.isFinite else { throw ValidationError("--precision takes a number above 0") }
        guard (1...10_000_000).contains(iterations) else { throw ValidationError("--iterations takes 1 to 10,000,000") }
    }

    func run() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs takes a number from 1 to 256") }
        let rules = try arguments.load()
        let model = rules.gameModel
        if model.coreGame.capabilities.answersCodes, let notation = Engine(model).codeNotation {
            if let core = model.core, !core.refusals.isEmpty {
                Output.error("the file's 'refuse when …' rules limit the guesses, and the codebreaking strategies would not keep to them")
                throw ExitCode(1)
            }
            if notation.rules.severalSecrets {
                Output.error("the codebreaking strategies find one secret, and this game keeps \(notation.rules.secrets)")
                throw ExitCode(1)
            }
            guard let book = CodeBook(notation) else {
                Output.error("too large to solve: \(notation.codeCount) codes; strategies are played against every secret for at most \(CodeBook.largest) codes"
                    + " and 256 kinds of feedback")
                throw ExitCode(1)
            }
            for strategy in CodeStrategy.allCases {
                let clock = ContinuousClock()
                let start = clock.now
                let r = book.evaluate(strategy)
                let elapsed = seconds(clock.now - start)
                let spread = r.distribution.enumerated().map { "\($0.offset + 1):\($0.element)" }.joined(separator: " ")
                Output.line("\(strategy.rawValue.padded(9)) first guess \(r.firstGuess), \(r.totalGuesses) guesses over \(r.secrets) secrets "
                    + String(format: "(mean %.4f)", r.meanGuesses) + ", at most \(r.maxGuesses); by count \(spread); "
                    + String(format: "%.3f s", elapsed))
            }
            return
        }
        if Equilibrium.suits(model) { return try equilibrium(model) }
        let long = LongRun()
        long.progress.begin("searching", unit: "positions", total: nil)
        let result = Result(catching: { () throws(SolveError) -> Solution in
            try rules.solve(budget: budget, jobs: jobs, control: long.control)
        })
        long.progress.end()
        switch result {
        case .success(let value): Output.line("\(model.title): \(value.description)")
        case .failure(.stopped(let positions)): try long.finish("\(positions) positions searched; the value was not settled")
        case .failure(let error):
            Output.error(error.description)
            throw ExitCode(1)
        }
    }
}

extension Solve {
    /// Solves a game of chance or hidden values for an equilibrium, with progress at a terminal;
    /// Ctrl-C stops it with what it has.
    func equilibrium(_ model: GameModel) throws {
        let long = LongRun()
        long.progress.begin("CFR+", unit: "iterations", total: iterations)
        let result = Equilibrium.solve(model, precision: precision, iterations: iterations, control: long.control)
        long.progress.end()
        let solution: Equilibrium.Solution
        switch result {
        case .success(let found): solution = found
        case .failure(let refusal):
            Output.error(refusal.description)
            throw ExitCode(1)
        }
        let first = model.players[0]
        func number(_ x: Double) -> String { String(format: "%.5f", x) }
        long.line(TextWrapping.wrap("\(model.title): \(first)'s value is \(number(solution.value)) a game, within"
            + " \(number(solution.exploitability)), the exploitability of the strategies found; CFR+ ran"
            + " \(solution.iterations) iteration\(solution.iterations == 1 ? "" : "s") over \(solution.nodes) nodes, every"
            + " outcome of chance enumerated, and the strategies found give \(first) \(number(solution.strategiesValue))"))
        if strategy {
            for decision in solution.strategy {
                let moves = zip(decision.moves, decision.probabilities).map { "\($0) \(String(format: "%.3f", $1))" }
                long.line(TextWrapping.wrap(
                    "\(model.players[decision.player]) \(decision.situation): \(moves.joined(separator: ", "))", hanging: 2))
            }
        }
        try long.finish("the exploitability reached \(number(solution.exploitability)), not \(precision)")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
