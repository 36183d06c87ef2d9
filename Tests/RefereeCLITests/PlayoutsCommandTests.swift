import Foundation
import Testing

/// `referee playouts` on score sheets: each player's (side's) score distribution besides wins.
@Suite("Playouts on score sheets")
struct PlayoutsCommandTests {
    func playouts(_ file: String) throws -> String {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' playouts \(file) -n 300", in: CLI.root)
        #expect(run.status == 0)
        for line in run.output.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        return run.output
    }

    @Test func aGameOfSeveralPlayersReportsWinsAndEachPlayersScore() throws {
        let golf = try playouts("examples/golf.rules")
        #expect(golf.contains("  Ann          wins "))
        #expect(golf.contains("strokes of Ann: mean "))
        #expect(golf.contains("strokes of Bob: mean "))
        let baker = try playouts("examples/baker-bowling.rules")
        #expect(baker.contains("score of Home: mean "))
        #expect(baker.contains("score of Visitors: mean "))
    }

    @Test func aGameOfOnePlayerReportsItsScoreAlone() throws {
        let bowling = try playouts("rules/bowling.rules")
        #expect(bowling.contains("\nscore: mean "))
        #expect(!bowling.contains(" wins "))
    }

    @Test func aGameWithoutScoreReportsWinsAlone() throws {
        let tictactoe = try playouts("rules/tictactoe.rules")
        #expect(tictactoe.contains("  X            wins "))
        #expect(!tictactoe.contains(": mean "))
    }
}
