import ArgumentParser
import Foundation

@main
struct Referee: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "referee",
        abstract: "Reads game rules written in the Referee language, then plays, scores and checks games.",
        version: "0.1.0",
        subcommands: [Check.self, Play.self, Trace.self, Fmt.self] + AnalysisCommands.all
    )

    /// A parent that ignores SIGPIPE passes that on; writing to a closed pipe would then fail
    /// inside Foundation with a crash report. With the default action restored, `referee … |
    /// head` ends quietly, as other tools do.
    static func main() {
        signal(SIGPIPE, SIG_DFL)
        main(nil)
    }
}
