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
        let general = try Engine(model, path: .general)
        #expect(general.kernel.randomGames(count: 500, seed: 3) == AnyKernel(model).randomGames(count: 500, seed: 3))
    }
}
