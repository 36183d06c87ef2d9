import ArgumentParser
import Foundation
import Referee
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import RefereeREPL

/// `referee play RULES`: plays a game, interactively at a terminal or one command a line from
/// standard input.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play or score a game.",
        discussion: """
        At a terminal (standard input and output both terminals) this opens an interactive \
        prompt with line editing, history, Tab completion and a picture after every move. \
        Otherwise it reads one command a line from standard input. Commands: a move, or moves, \
        why, undo, redo, new, hint, ai, vs computer, think, stop, option, name, rules, show, save, load, help, \
        quit. \
        --name A=Ann calls player A Ann in what is shown; moves still name A. \
        Every command gets one response; with --json, one line of JSON after a first line that \
        describes the game (docs/protocol.md); in protocol version 2, the default, each \
        response carries what the command changed, as a JSON Patch. Without --seed the game draws a fresh seed, \
        which its first lines show (the JSON greeting's seed), so that --seed replays it. \
        With piped commands the \
        exit status is 1 when a command failed (a refused move, a misused command), and --bail \
        stops at the first one that fails.
        """
    )

    @Argument(help: "The rule file.")
    var rules: String

    @Option(name: .customLong("option"), help: ArgumentHelp("Set an option the rule file declares.", valueName: "name=value"))
    var options: [String] = []

    @Option(parsing: .unconditional, help: "Seed for everything random in the game (default: a fresh one, which the greeting shows).")
    var seed: UInt64?

    @Flag(help: "Answer every command with one line of JSON.")
    var json = false

    @Option(name: .customLong("protocol"), help: ArgumentHelp(
        "With --json, the protocol's version: 2 (the default) sends what each command changed, 1 the whole game every line.",
        valueName: "version"))
    var protocolVersion: Int = JSONResponse.version

    @Option(name: .customLong("name"), help: ArgumentHelp(
        "Call a player, a side's player or a bowler by a name of your own (repeatable; at the prompt: name PLAYER NAME).",
        valueName: "player=name"))
    var names: [String] = []

    @Option(name: .customLong("as"), help: ArgumentHelp(
        "Show the game as this player may see it: values hidden from them and the others' sealed moves stay hidden.",
        valueName: "player"))
    var viewer: String?

    @Option(help: ArgumentHelp("How long a computer player may think before it answers (at the prompt: think SECONDS).", valueName: "seconds"))
    var think: String?

    @Flag(help: "With piped commands, stop at the first command that fails (exit status 1).")
    var bail = false

    @OptionGroup var maxErrors: MaxErrorsOption

    /// For measuring: with piped commands, report on standard error how long each kind of
    /// command took, and what completing an empty word after it took.
    @Flag(name: .customLong("timings"), help: .hidden)
    var timings = false


    func run() throws {
        guard var writer = ProtocolWriter(version: protocolVersion) else {
            let spoken = JSONResponse.versions.map(String.init).joined(separator: " or ")
            Output.error("error: --protocol takes a version of the JSON protocol referee speaks, \(spoken); got \(protocolVersion)")
            throw ExitCode.validationFailure
        }
        let values = try OptionValues.parse(options)
        let book: RuleBook
        switch Result(catching: { () throws(RulesError) in try Rules.load(path: rules, options: values) }) {
        case .success(let loaded):
            book = loaded.ruleBook
        case .failure(let error):
            if json {
                Output.line(writer.failure(error.underlying))
            } else {
                Output.diagnostics(error.underlying.rendered(color: Output.stderrIsTerminal, maxErrors: maxErrors.count))
            }
            throw ExitCode(65)
        }
        try OptionValues.validate(options, against: book)
        let interactive = isatty(0) == 1 && isatty(1) == 1 && !json
        let environment = ProcessInfo.processInfo.environment
        let color = interactive && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        // Without --seed a fresh seed from the system's random source, piped too, so that no
        // program learns a secret once for ever; the greeting says it, for --seed to replay.
        let seed = self.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        var session = Session(book: book, rulesPath: rules, options: values, seed: seed)
        session.announcesSeed = self.seed == nil
        for argument in names {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--name takes player=name, as in --name \(book.model.nameable.first ?? "A")=Ann; got '\(argument)'")
            }
            if case .failure(let error) = session.rename(parts[0], parts[1]) { throw ValidationError("--name \(argument): \(error)") }
        }
        if let viewer {
            if case .failure(let error) = session.watch(as: viewer) { throw ValidationError("--as \(viewer): \(error)") }
        }
        if let think {
            switch ThinkingTime.parse(think) {
            case .success(let time): session.thinkingTime = time
            case .failure(let error): throw ValidationError("--think: \(error.message)")
            }
        }
        if interactive {
            REPL.run(session: session, color: color, environment: environment)
            return
        }
        if json {
            Output.line(writer.greeting(session))
        } else {
            Output.line(TextWrapping.wrap(session.greeting))
            Output.line(TextWrapping.wrap(session.picture(color: false)))
        }
        var timer = CommandTimer()
        var failed = false
        let json = self.json
        let input = PlayInput(isStop: { line in Self.request(line, json: json).map { Command.parse($0.command) } == .success(.stop) })
        // The lines whose computer player a `stop` line stopped, by number, until that `stop` is
        // answered.
        var stoppedLines: [Int: String] = [:]
        var number = 0
        reading: while true {
            let raw: String, stopped: Int?
            switch input.next() {
            case .end(let interrupted):
                if interrupted { throw ExitCode(Interrupt.status) }
                break reading
            case .line(let line, let target):
                (raw, stopped) = (line, target)
            }
            number += 1
            let start = ContinuousClock.now
            let control = input.begin(number)
            session.interrupted = { control.isStopped }
            var id: String?, command = raw
            let response: Session.Response
            switch Self.request(raw, json: json) {
            case .failure(let error):
                response = RequestID.refusal(error)
            case .success(let request):
                (id, command) = request
                if let stopped, let line = stoppedLines.removeValue(forKey: stopped) {
                    response = session.stopped(line)
                } else {
                    response = session.execute(command, color: false)
                }
            }
            if input.end(), response.code == .stopped { stoppedLines[number] = command }
            if timings {
                timer.record(CommandTimer.kind(of: raw), since: start)
                let tab = ContinuousClock.now
                _ = Completer(session: session).candidates(before: "", word: "")
                timer.record("(Tab)", since: tab)
            }
            if json {
                Output.line(writer.response(response, session: session, id: id))
            } else if !response.text.isEmpty {
                // Piped, text fits 80 columns, as it fits the terminal at the prompt.
                Output.line(TextWrapping.wrap(response.text))
            }
            if !response.ok { failed = true }
            if response.quit || (bail && !response.ok) { break }
        }
        if timings { Output.error(timer.report) }
        if failed { throw ExitCode(1) }
    }
}

extension Play {
    /// A line's request id and command: with --json, a line may start with `#ID`.
    static func request(_ line: String, json: Bool) -> Result<(id: String?, command: String), SessionError> {
        json ? RequestID.split(line) : .success((nil, line))
    }
}

/// Collects how long commands take, by kind, for `play --timings`.
struct CommandTimer {
    var samples: [String: [Double]] = [:]

    static func kind(of line: String) -> String {
        switch Command.parse(line) {
        case .move: "move"
        case .empty: "(empty)"
        case .invalid: "(invalid)"
        default: String(line.split(separator: " ").first ?? "")
        }
    }

    mutating func record(_ kind: String, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        samples[kind, default: []].append(ms)
    }

    var report: String {
        var lines = ["command       count  median ms     max ms"]
        for (kind, values) in samples.sorted(by: { $0.key < $1.key }) {
            let sorted = values.sorted()
            let median = sorted[sorted.count / 2]
            lines.append(kind.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%7d %10.3f %10.3f", sorted.count, median, sorted.last ?? 0))
        }
        return lines.joined(separator: "\n")
    }
}

/// Reads `--option name=value` arguments.
enum OptionValues {
    static func parse(_ arguments: [String]) throws -> [String: Int] {
        var values: [String: Int] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--option takes name=value, as in --option size=4; got '\(argument)'")
            }
            guard let value = OptionValue.parse(parts[1]) else {
                throw ValidationError("option '\(parts[0])' takes a whole number or true/false; got '\(parts[1])'")
            }
            if parts[1] != "true", parts[1] != "false", let problem = OptionValue.problem(parts[1], option: parts[0], yesOrNo: false) {
                throw ValidationError(problem)
            }
            values[parts[0]] = value
        }
        return values
    }

    /// Refuses a value that does not suit its option: true or false for a number, a number for a
    /// yes-or-no option, or a number past the limit.
    static func validate(_ arguments: [String], against book: RuleBook) throws {
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, book.optionDefaults[parts[0]] != nil else { continue }
            if let problem = OptionValue.problem(parts[1], option: parts[0], yesOrNo: book.isYesOrNoOption(parts[0])) {
                throw ValidationError(problem)
            }
        }
    }
}
