import ArgumentParser
import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay

/// `referee play RULES`: plays a game, interactively at a terminal or one command a line from
/// standard input.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play or score a game.",
        discussion: """
        Reads one command a line: a move, or undo, redo, new, moves, show, help, quit. Every \
        command gets one response; with --json, one line of JSON.
        """
    )

    @Argument(help: "The rule file.")
    var rules: String

    @Option(name: .customLong("option"), help: ArgumentHelp("Set an option the rule file declares.", valueName: "name=value"))
    var options: [String] = []

    @Option(help: "Seed for everything random in the game.")
    var seed: UInt64 = 0

    @Flag(help: "Answer every command with one line of JSON.")
    var json = false

    func run() throws {
        let values = try OptionValues.parse(options)
        let book: RuleBook
        switch RuleBook.load(path: rules, options: values) {
        case .success(let b): book = b
        case .failure(let error):
            Output.error(error.rendered(color: Output.stderrIsTerminal), newline: false)
            throw ExitCode(65)
        }
        var session = Session(engine: Engine(book.model), seed: seed)
        let interactive = isatty(0) == 1 && isatty(1) == 1
        let color = interactive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        if !json {
            Output.line("\(book.model.title): type a move, or 'help'")
            Output.line(session.picture(color: color))
        }
        while true {
            if interactive { Output.prompt("\(book.model.title) (\(session.status))> ") }
            guard let line = readLine() else { break }
            let response = session.execute(line, color: color)
            if json {
                Output.line(JSONResponse.encode(response, session: session))
            } else if !response.text.isEmpty {
                Output.line(response.text)
            }
            if response.quit { break }
        }
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
            switch parts[1] {
            case "true": values[parts[0]] = 1
            case "false": values[parts[0]] = 0
            default:
                guard let n = Int(parts[1]) else {
                    throw ValidationError("option '\(parts[0])' takes a whole number or true/false; got '\(parts[1])'")
                }
                values[parts[0]] = n
            }
        }
        return values
    }
}
