import RefereeAnalysis
import RefereeEngine
import Testing

/// `playouts` on a game one person plays: the distribution of the final score.
@Suite("Score distribution")
struct ScoreDistributionTests {
    @Test func meanDeviationAndExtremesAreThoseOfTheGames() {
        let d = ScoreDistribution([10: 1, 20: 2, 30: 1])
        #expect(d.games == 4)
        #expect(d.mean == 20)
        #expect(abs(d.deviation - 50.0.squareRoot()) < 1e-9)
        #expect(d.lowest == 10)
        #expect(d.highest == 30)
    }

    @Test func theHistogramCoversEveryGameInRangesOfEqualWidth() {
        let d = ScoreDistribution([0: 3, 7: 1, 99: 5, 100: 2])
        let rows = d.histogram(buckets: 10)
        #expect(rows.map(\.games).reduce(0, +) == d.games)
        #expect(rows.first?.from == 0)
        #expect((rows.last?.to ?? 0) >= 100)
        #expect(Set(rows.map { $0.to - $0.from }).count == 1)
        for line in d.lines() { #expect(line.count <= 80, "\(line)") }
    }

    @Test func randomBowlingGamesRecordEveryFinalScore() throws {
        let model = try model("rules/bowling.rules")
        let tally = Playouts.run(model, count: 500, seed: 3)
        #expect(tally.scoreCounts.values.reduce(0, +) == 500)
        #expect(tally.scoreCounts.reduce(0) { $0 + $1.key * $1.value } == tally.scores)
        let general = try AnyKernel(model, path: .general)
        #expect(general.randomGames(count: 500, seed: 3) == AnyKernel(model).randomGames(count: 500, seed: 3))
    }

    @Test func aGameOfOnePlayerTalliesItsScoreAsTheWholeGames() throws {
        let tally = Playouts.run(try model("rules/bowling.rules"), count: 300, seed: 4)
        #expect(tally.playerScoreCounts == [tally.scoreCounts])
    }

    /// Every side of a score sheet gets its own distribution, the same on the frame kernel's
    /// fast path, its general moves and the general interpreter.
    @Test(arguments: ["examples/baker-bowling.rules", "examples/scotch-doubles.rules"])
    func everySideOfAScoreSheetHasItsDistribution(_ file: String) throws {
        let model = try model(file)
        let kernel = AnyKernel(model)
        let fast = kernel.randomGames(count: 400, seed: 7)
        #expect(fast == kernel.generalRandomGames(count: 400, seed: 7))
        #expect(fast == (try AnyKernel(model, path: .general)).randomGames(count: 400, seed: 7))
        #expect(fast.playerScoreCounts.count == 2)
        for counts in fast.playerScoreCounts {
            #expect(counts.values.reduce(0, +) == 400)
        }
        let sum = fast.playerScoreCounts.reduce(0) { $0 + $1.reduce(0) { $0 + $1.key * $1.value } }
        #expect(sum == fast.scores)
    }

    @Test func aCoreGameTalliesTheNumberItsEndCompares() throws {
        let golf = try model("examples/golf.rules")
        #expect(ScoreDistribution.scoreName(of: golf) == "strokes")
        #expect(ScoreDistribution.scoreName(of: try model("rules/bowling.rules")) == "score")
        #expect(ScoreDistribution.scoreName(of: try model("rules/tictactoe.rules")) == "score")
        let tally = Playouts.run(golf, count: 200, seed: 2)
        for counts in tally.playerScoreCounts {
            #expect(counts.values.reduce(0, +) == 200)
            // 18 holes of 1 to 15 strokes each.
            #expect((counts.keys.min() ?? 0) >= 18)
            #expect((counts.keys.max() ?? 0) <= 18 * 15)
        }
        let lines = ScoreDistribution(tally.playerScoreCounts[0]).lines(title: "strokes of Ann")
        #expect(lines.first?.hasPrefix("strokes of Ann: mean ") == true)
        for line in lines { #expect(line.count <= 80, "\(line)") }
    }

    @Test func aGameWithoutScoreTalliesNone() throws {
        let tally = Playouts.run(try model("rules/tictactoe.rules"), count: 100, seed: 1)
        #expect(tally.playerScoreCounts == [[:], [:]])
    }
}
