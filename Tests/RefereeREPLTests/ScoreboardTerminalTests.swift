import Foundation
import Testing

/// A rally's scoreboard and a bowling sheet as a person sees them at a real terminal, in colour:
/// the points written as the file calls them, the finished games listed, and the sheet's line on
/// a total still waiting for its bonus.
@Suite("Scoreboards at a terminal", .enabled(if: Terminal.tmux != nil, "tmux is not installed (apt-get install tmux; .ci/run does)"))
struct ScoreboardTerminalTests {
    func play(_ moves: [String], at t: Terminal, until prompt: String) throws {
        for move in moves {
            try t.type(move)
            try t.press("Enter")
        }
        try t.waitFor(prompt, count: moves.count)
    }

    @Test func advantageIsWrittenBesideForty() throws {
        let t = try Terminal()
        try t.start("examples/tennis.rules", color: true)
        try play(["A", "A", "A", "B", "B", "B", "B"], at: t, until: "Tennis (A to serve)>")
        let screen = try t.waitFor("game 1: Advantage B")
        // The last scoreboard on the screen: earlier ones show Forty too.
        let last = try #require(screen.components(separatedBy: "sets   games     points").last)
        #expect(last.contains("* A            0       0      Forty\n  B            0       0  Advantage\n"))
    }

    @Test func aWonMatchOfGamesListsEveryGame() throws {
        let t = try Terminal()
        try t.start("rules/table-tennis.rules", color: true)
        let game = Array(repeating: "A", count: 11)
        for move in game + game + game {
            try t.type(move)
            try t.press("Enter")
        }
        let screen = try t.waitFor("game over: A wins the match")
        #expect(screen.contains("games (A-B): 11-0 11-0 11-0"))
    }

    @Test func aBlankTotalIsExplainedOnTheSheet() throws {
        let t = try Terminal()
        try t.start("rules/bowling.rules", color: true)
        try t.type("X")
        try t.press("Enter")
        let screen = try t.waitFor("frame 2 of 10")
        #expect(screen.contains("so far counts a bonus once its balls are rolled; a blank total waits for them"))
    }
}
