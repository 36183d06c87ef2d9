import ArgumentParser
import Foundation
import RefereeCheck
import RefereeLanguage

/// `referee check PATH…`: the batch validator a designer runs in CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check rule files: scenarios, random games, traces and lint.",
        discussion: """
        Checks every rule file named and every *.rules file in the folders named: runs each \
        file's scenarios (and those of its sibling NAME.scenarios file), plays random games by it \
        looking for games that get stuck, run on or break the engine's promises, replays its \
        trace (NAME.trace) if there is one, and lints it. Exits 0 when all pass, 1 when a check \
        fails (or, with --strict, a warning is given), 65 when a rule file is invalid. With \
        --shard K/N, checks only the files at K, K+N, K+2N, … of those found, in the order the \
        report lists them, so that N machines share the files; 'referee merge' puts their JSON reports together. See \
        docs/checking.md.
        """
    )

    @Argument(help: "Rule files, or folders to search for *.rules files.")
    var paths: [String]

    @Flag(name: .shortAndLong, help: "List every check, not only those that fail (text format).")
    var verbose = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Random games to play for each rule file; 0 skips them.", valueName: "n"))
    var playouts: Int = Simulation.defaultPlayouts

    @Option(parsing: .unconditional, help: ArgumentHelp("Report a random game not over after this many moves.", valueName: "n"))
    var maxMoves: Int = RandomGame.defaultMaxMoves

    @Flag(help: "Do not replay the traces beside the rule files.")
    var noTraces = false

    @Flag(help: "Treat warnings as failures.")
    var strict = false

    @Option(help: ArgumentHelp("The report's form: text, json or junit.", valueName: "format"))
    var format: ReportFormat = .text

    @Option(parsing: .unconditional, help: ArgumentHelp("Files to check at once; the default is the number of cores.", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var maxErrors: MaxErrorsOption

    @Option(
        name: .customLong("scenario"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Run only the scenario of this name (repeat for more), without random games or traces.",
            valueName: "name"))
    var scenarios: [String] = []

    @OptionGroup var shard: ShardOption

    func validate() throws {
        guard playouts >= 0 else { throw ValidationError("--playouts takes 0 or more") }
        guard (1...RandomGame.movesLimit).contains(maxMoves) else { throw ValidationError("--max-moves takes 1 to \(RandomGame.movesLimit)") }
        guard jobs >= 1 else { throw ValidationError("--jobs takes 1 or more") }
    }

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let (found, missing) = BatchCheck.ruleFiles(in: paths)
        let part = try shard.value().map { CheckShard($0, paths: paths, found: found, missing: missing.count) }
        let files = part?.files ?? found
        for path in missing { Output.error("\(path): no such file or folder") }
        if found.isEmpty && missing.isEmpty { Output.error("no .rules files found in \(paths.joined(separator: " "))") }
        let settings = CheckSettings(
            playouts: playouts, maxMoves: maxMoves, traces: !noTraces, strict: strict,
            scenarioNames: scenarios.isEmpty ? nil : Set(scenarios))
        let color = Output.stderrIsTerminal
        let format = format
        let verbose = verbose
        let maxErrors = maxErrors.count
        let reports = BatchCheck.run(files: files, settings: settings, jobs: jobs) { report in
            // Reports arrive in file order, as each is ready: diagnostics go to standard error in
            // every format, the text report's lines to standard output as they come.
            Output.diagnostics(TextReport.diagnostics(report, color: color, maxErrors: maxErrors))
            if format == .text {
                for line in TextReport.lines(report, verbose: verbose) { Output.line(line) }
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let summary = CheckSummary(reports, missing: missing.count, strict: strict, duration: seconds, found: found.count)
        switch format {
        case .text:
            if let part { Output.line("shard \(part.shard): \(files.count) of \(found.count) files") }
            for line in TextReport.summary(summary) { Output.line(line) }
        case .json:
            Output.prompt(JSONReport.render(reports, summary: summary, settings: settings, shard: part))
        case .junit:
            Output.prompt(JUnitReport.render(reports, summary: summary))
        }
        // A shard cannot know the names the other shards' files have: merge says which are
        // unknown.
        let unknown = part == nil ? ScenarioChoice.unknown(scenarios, in: reports) : []
        for problem in unknown { Output.error(problem) }
        if summary.exitCode != 0 { throw ExitCode(summary.exitCode) }
        if !unknown.isEmpty { throw ExitCode(1) }
    }
}

extension ReportFormat: ExpressibleByArgument {}

/// The scenarios `check --scenario` names that no file checked has.
enum ScenarioChoice {
    /// An error for each name that no valid file checked has, with the closest name that one
    /// has.
    static func unknown(_ names: [String], in reports: [FileReport]) -> [String] {
        let known = reports.flatMap(\.scenarioNames)
        let checked = reports.filter { !$0.isInvalid }
        guard !checked.isEmpty else { return [] }
        let files = checked.count == 1 ? checked[0].path : "the \(checked.count) files checked"
        return names.filter { !known.contains($0) }.map { name in
            let hint = Suggestion.didYouMean(name, among: known).map { "; \($0)" } ?? ""
            return "error: no scenario '\(name)' in \(files)\(hint)"
        }
    }
}
