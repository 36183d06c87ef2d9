import ArgumentParser

@main
struct Referee: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "referee",
        abstract: "Reads game rules written in the Referee language, then plays, scores and checks games.",
        version: "0.1.0",
        subcommands: [Check.self, Play.self, Trace.self, Fmt.self] + AnalysisCommands.all
    )
}
