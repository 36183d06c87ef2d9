import Foundation
import Testing

/// Long runs through the built tool: nothing but results when piped, and Ctrl-C (SIGINT) stops
/// them with what was finished printed.
@Suite("Long runs")
struct LongRunTests {
    /// Piped, standard error stays empty: no progress line, no control characters.
    @Test func pipedRunsPrintOnlyTheirResults() throws {
        let referee = try #require(CLI.referee)
        let commands = [
            "playouts rules/tictactoe.rules -n 3000 --jobs 2",
            "perft rules/tictactoe.rules --depth 5 --jobs 2",
            "solve rules/tictactoe.rules --jobs 2",
            "solve examples/kuhn-poker.rules",
        ]
        for command in commands {
            let run = try CLI.shell("'\(referee)' \(command) 2>err.txt >/dev/null; cat err.txt", in: CLI.root)
            #expect(run.status == 0 && run.output.isEmpty, "\(command): \(run.output)")
        }
        try? FileManager.default.removeItem(at: CLI.root.appendingPathComponent("err.txt"))
    }

    @Test func jobsGiveTheSameAnswers() throws {
        let referee = try #require(CLI.referee)
        for command in ["perft examples/connect-four.rules --depth 5", "solve rules/tictactoe.rules"] {
            let one = try CLI.shell("'\(referee)' \(command) | grep -v ' s ('", in: CLI.root)
            let two = try CLI.shell("'\(referee)' \(command) --jobs 2 | grep -v ' s ('", in: CLI.root)
            #expect(one.status == 0 && one.output == two.output && !one.output.isEmpty, "\(command)")
        }
    }

    /// A perft too deep to finish, interrupted: the depths it finished are printed, it says
    /// what was left, and it exits with the status of an interrupt.
    @Test func ctrlCStopsPerftAndKeepsTheFinishedDepths() throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("""
            '\(referee)' perft examples/connect-four.rules --depth 14 --jobs 2 & pid=$!
            sleep 3; kill -INT $pid; wait $pid; echo "status $?"
            """, in: CLI.root)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "depth  sequences  finished")
        #expect(lines.contains("    4       2401         0"))
        #expect(lines.contains { $0.hasPrefix("interrupted: depths 1 to ") })
        #expect(lines.last == "status 130")
    }

    @Test func ctrlCStopsPlayoutsAndReportsTheGamesPlayed() throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("""
            '\(referee)' playouts examples/connect-four.rules -n 2000000000 & pid=$!
            sleep 3; kill -INT $pid; wait $pid; echo "status $?"
            """, in: CLI.root)
        #expect(run.output.contains("random games of Connect Four"))
        #expect(run.output.contains("of 2000000000 games were played"))
        #expect(run.output.hasSuffix("status 130\n"))
    }

    /// The equilibrium solver asked for more precision than it can reach, interrupted: it
    /// prints the value it has, within the exploitability it reached, and says so.
    @Test func ctrlCStopsTheEquilibriumSolverWithTheValueItHas() throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("""
            '\(referee)' solve examples/kuhn-poker.rules --precision 1e-300 --iterations 10000000 2>&1 & pid=$!
            sleep 3; kill -INT $pid; wait $pid; echo "status $?"
            """, in: CLI.root)
        #expect(run.output.hasPrefix("Kuhn poker: A's value is -0.0555"))
        #expect(run.output.contains("interrupted: the exploitability reached "))
        #expect(run.output.hasSuffix("status 130\n"))
    }
}
