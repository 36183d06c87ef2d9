import Foundation
import Testing

/// `referee arena`: two entrants, seats swapped, win rates with their intervals.
@Suite("The arena command")
struct ArenaCommandTests {
    @Test func theReportGivesEachEntrantsWinRateAndInterval() throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' arena rules/tictactoe.rules --player first --player first -n 4", in: CLI.root)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        for line in lines { #expect(line.count <= 80, "\(line)") }
        #expect(lines.first == "4 games of Tic-tac-toe (seed 1, 1 job), seats swapped every game")
        #expect(lines.filter { $0.hasPrefix("  first ") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("  first ") && $0.hasSuffix("2   50.0%  15.0% to 85.0%") }, "\(run.output)")
        #expect(lines.contains("  the first seat (X) won 4, the second (O) 0"))
    }

    @Test(arguments: [
        ("--player first -n 4", "--player is given twice"),
        ("--player first --player first -n 3", "-n takes an even number of games"),
        ("--player first --player nobody -n 2", "no computer player 'nobody'"),
    ])
    func wrongArgumentsAreRefusedByName(_ arguments: String, _ message: String) throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' arena rules/tictactoe.rules \(arguments)", in: CLI.root)
        #expect(run.status == 64)
        #expect(run.output.contains(message), "\(run.output)")
    }

    @Test func aGameOfMoreOrFewerThanTwoPlayersIsRefused() throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' arena rules/bowling.rules --player random --player random -n 2", in: CLI.root)
        #expect(run.status == 64)
        #expect(run.output.contains("an arena plays a two-player game; Ten-pin bowling has 1"), "\(run.output)")
    }
}
