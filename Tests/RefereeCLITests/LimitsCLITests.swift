import Foundation
import Testing

/// Limits on what the command line accepts and on how long a command may run, through the built tool.
@Suite("Limits at the command line")
struct LimitsCLITests {
    @Test(arguments: [
        ("--option m=true", "option 'm' takes a whole number from -1000000000 to 1000000000, not 'true'"),
        ("--option m=1000000001", "option 'm' takes a whole number from -1000000000 to 1000000000, not '1000000001'"),
    ])
    func anOptionValueThatDoesNotSuitItsOptionIsRefused(_ argument: String, _ message: String) throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("echo quit | '\(referee)' play examples/mnk.rules \(argument)", in: CLI.root)
        #expect(run.status != 0)
        #expect(run.output.contains(message), "\(run.output)")
    }

    @Test(arguments: [
        ("solve rules/tictactoe.rules --budget 1000000001", "--budget takes 1 to 1000000000"),
        ("check rules/tictactoe.rules --max-moves 100001", "--max-moves takes 1 to 100000"),
        ("play rules/tictactoe.rules --think 0 < /dev/null", "think takes a number of seconds from 0.1 to 60, not '0'"),
        ("solve examples/wordle-hard.rules", "the file's 'refuse when …' rules limit the guesses"),
    ])
    func aCostlyArgumentPastItsLimitIsRefused(_ arguments: String, _ message: String) throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' \(arguments)", in: CLI.root)
        #expect(run.status != 0)
        #expect(run.output.contains(message), "\(run.output)")
    }
}
