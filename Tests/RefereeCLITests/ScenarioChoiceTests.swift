import Foundation
import Testing

/// `referee check --scenario NAME`: only the scenarios named run.
@Suite("Checking chosen scenarios")
struct ScenarioChoiceTests {
    func run(_ script: String) throws -> (output: String, status: Int32) {
        let referee = try #require(CLI.referee)
        return try CLI.shell(script.replacingOccurrences(of: "REFEREE", with: "'\(referee)'"), in: CLI.root)
    }

    /// The names of the scenarios of tic-tac-toe, as its scenarios file declares them.
    func ticTacToeScenarios() throws -> [String] {
        let text = try String(contentsOf: CLI.root.appendingPathComponent("rules/tictactoe.scenarios"), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("scenario \"") }
            .map { String($0.dropFirst("scenario \"".count).prefix { $0 != "\"" }) }
    }

    @Test func onlyTheNamedScenariosRun() throws {
        let names = try ticTacToeScenarios()
        try #require(names.count > 2)
        let run = try run("REFEREE check -v --scenario '\(names[1])' --scenario '\(names[0])' rules/tictactoe.rules")
        #expect(run.status == 0, "\(run.output)")
        let listed = run.output.split(separator: "\n").filter { $0.hasPrefix("ok ") }
        #expect(listed.count == 2)
        #expect(listed.allSatisfy { $0.contains("\"\(names[0])\"") || $0.contains("\"\(names[1])\"") })
        #expect(!run.output.contains("simulation"))
        #expect(!run.output.contains("trace,"))
        #expect(run.output.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func aNameNoFileHasIsAnErrorWithASuggestion() throws {
        let name = try #require(try ticTacToeScenarios().first)
        let typo = String(name.dropLast()) + "#"
        let run = try run("REFEREE check --scenario '\(typo)' rules/tictactoe.rules")
        #expect(run.status == 1)
        #expect(run.output.contains("error: no scenario '\(typo)' in rules/tictactoe.rules; did you mean '\(name)'?"))
        #expect(run.output.contains("0 passed, 0 failed"))
    }

    @Test func aNameInOneFileOfAFolderIsFound() throws {
        let name = try #require(try ticTacToeScenarios().first)
        let run = try run("REFEREE check --scenario '\(name)' rules/")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
    }
}
