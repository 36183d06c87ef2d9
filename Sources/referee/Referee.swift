import ArgumentParser
import Foundation
import RefereeModel
import RefereeLanguage
import RefereeStreams

@main
struct Referee: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "referee",
        abstract: "Reads game rules written in the Referee language, then plays, scores and checks games.",
        version: "0.1.0",
        subcommands: [Check.self, Play.self, Trace.self, Fmt.self, LSP.self] + AnalysisCommands.all + [Merge.self]
    )

    /// Parses and runs as ArgumentParser does, with three courtesies: a misspelt command gets a
    /// suggestion, a problem with the arguments is said in the tool's own `error:` style, and a
    /// problem a command finds once it runs is shown with that command's usage.
    static func main() {
        StandardStream.prepare()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = unknownCommand(arguments) {
            Output.error(problem)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            fail(error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            let type = Swift.type(of: command)
            Output.error("error: \(error.message)\nUsage: " + usageString(for: type)
                + "\n  See 'referee \(type._commandName) --help' for more information.")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch {
            fail(error)
        }
    }

    /// Ends the process for an error thrown by parsing or running: help and version as
    /// ArgumentParser prints them, an exit code as it is, a problem in the tool's style.
    static func fail(_ error: any Error) -> Never {
        let code = exitCode(for: error)
        guard code != .success, !(error is ExitCode) else { exit(withError: error) }
        Output.error(ArgumentErrorStyle.restyled(fullMessage(for: error)))
        Foundation.exit(code.rawValue)
    }

    /// The names a first argument may take.
    static var commandNames: [String] {
        configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// What to say when the first argument is a word that names no command, or nil.
    static func unknownCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let known = configuration.subcommands.map { $0._commandName }
        let shown = Escaping.terminal(first)
        let hint = Suggestion.closest(to: first, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return "error: no command '\(shown)'\(hint)\nThe commands: \(known.joined(separator: ", ")). See 'referee --help'."
    }
}
