import ArgumentParser
import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage

/// `referee trace RULES…`: records random games of each rule file as a golden trace beside it,
/// which `referee check` replays.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record random games of a rule file as a golden trace.",
        discussion: """
        Plays N random games (seeds S, S+1, …) and writes, beside each rule file NAME.rules, the \
        trace NAME.trace: at every step the number of legal moves and the move chosen, and at the \
        end the result and the score. `referee check` plays the games again and fails at the first \
        step that differs. A trace that differs from the games recorded now is shown and kept; \
        record again with --force after a deliberate change to the rules. See docs/checking.md.
        """
    )

    @Argument(help: "Rule files, or folders to search for *.rules files.")
    var paths: [String]

    @Option(parsing: .unconditional, help: "The first game's seed.")
    var seed: UInt64 = 0

    @Option(name: .short, parsing: .unconditional, help: ArgumentHelp("Games to record.", valueName: "n"))
    var n: Int = 10

    @Option(name: .customLong("option"), help: ArgumentHelp("Set an option the rule file declares.", valueName: "name=value"))
    var options: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop a game not over after this many moves.", valueName: "n"))
    var maxMoves: Int = RandomGame.defaultMaxMoves

    @Option(name: .shortAndLong, help: ArgumentHelp("Write here instead of beside the rule file ('-': standard output).", valueName: "path"))
    var output: String?

    @Flag(help: "Replace a trace that differs from the games recorded now.")
    var force = false

    @OptionGroup var maxErrors: MaxErrorsOption

    func validate() throws {
        guard n >= 1 else { throw ValidationError("-n takes 1 or more") }
        guard (1...RandomGame.movesLimit).contains(maxMoves) else { throw ValidationError("--max-moves takes 1 to \(RandomGame.movesLimit)") }
    }


    func run() throws {
        let values = try OptionValues.parse(options)
        let (found, missing) = BatchCheck.ruleFiles(in: paths)
        for path in missing { Output.error("\(path): no such file or folder") }
        let files = found.filter { $0.hasSuffix(".rules") }
        if files.isEmpty, missing.isEmpty { Output.error("no .rules files found in \(paths.joined(separator: " "))") }
        if output != nil, files.count > 1 { throw ValidationError("--output takes one rule file; \(files.count) were found") }
        var failed = !missing.isEmpty || files.isEmpty
        for file in files {
            let book: RuleBook
            switch RuleBook.load(path: file, options: values) {
            case .success(let b):
                try OptionValues.validate(options, against: b)
                book = b
            case .failure(let error):
                Output.diagnostics(error.rendered(color: Output.stderrIsTerminal, maxErrors: maxErrors.count))
                failed = true
                continue
            }
            if case (0, let note?) = Simulation.plan(book.model, playouts: n) {
                Output.error("\(file): no trace recorded: \(note)")
                failed = true
                continue
            }
            let name = (file as NSString).lastPathComponent
            let trace = TraceFile.record(Engine(book.model), rules: name, options: values, seed: seed, count: n, maxMoves: maxMoves)
            var command = "referee trace \(file) --seed \(seed) -n \(n)"
            for (key, value) in values.sorted(by: { $0.key < $1.key }) { command += " --option \(key)=\(value)" }
            if maxMoves != RandomGame.defaultMaxMoves { command += " --max-moves \(maxMoves)" }
            let text = trace.text(command: command)
            let destination = output ?? TraceFile.path(for: file)
            if destination == "-" {
                Output.document(text)
            } else if let refusal = refusal(toWrite: text, to: destination, rules: file) {
                Output.error(refusal)
                failed = true
                continue
            } else if case .failure(let problem) = FileReplacement.replace(destination, with: Array(text.utf8)) {
                Output.error("\(destination): cannot write the trace: \(problem.message)")
                failed = true
                continue
            } else {
                let moves = trace.games.reduce(0) { $0 + $1.steps.count }
                Output.line("wrote \(destination): \(trace.games.count) games, \(moves) moves")
            }
            for game in trace.games {
                if let problem = game.problem {
                    Output.error("\(file): warning: game seed \(game.seed): \(problem.message); `referee check` will report it")
                }
            }
        }
        if failed { throw ExitCode(65) }
    }

    /// Why the trace must not be written to `destination`, or nil. A trace never replaces a rule
    /// or scenarios file, nor a file that is not a trace; and it replaces a different trace (the
    /// golden record `check` compares against) only with `--force`, after showing the difference.
    private func refusal(toWrite text: String, to destination: String, rules: String) -> String? {
        if FileIdentity.same(destination, rules) || FileIdentity.same(destination, RuleBook.scenariosPath(for: rules))
            || destination.hasSuffix(".rules") || destination.hasSuffix(".scenarios") {
            return "\(destination): a trace is not written over a rule or scenarios file; name it, say, \(TraceFile.path(for: rules))"
        }
        guard BoundedFile.exists(destination) else { return nil }
        let old: String
        switch BoundedFile.read(destination) {
        case .success(let bytes): old = String(decoding: bytes, as: UTF8.self)
        case .failure(let problem): return "\(destination): cannot replace it: \(problem.message)"
        }
        if old == text { return nil }
        guard case .success = TraceFile.parse(old) else {
            return "\(destination) is not a trace; it was left alone (remove it, or choose another --output)"
        }
        if force { return nil }
        let diff = LineDiff.render(old: old, new: text, oldName: "\(destination) (recorded before)", newName: "\(destination) (recorded now)")
        return "\(diff)\n\(destination): the games recorded now differ from the trace there, which was left alone; --force replaces it"
    }
}
