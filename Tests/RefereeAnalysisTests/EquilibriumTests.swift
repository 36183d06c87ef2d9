import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// The equilibrium solver (CFR+ over the whole tree) on Kuhn poker, whose value and
/// equilibria are known (Kuhn, 1950): the first player loses 1/18 a game; the first never bets
/// a 2 at the start, bets a 3 three times as often as a 1 (α from 0 to 1/3), and calls a bet
/// after passing with a 2 with α + 1/3; the second bets a 3 and calls with it always, calls a
/// bet with a 2 a third of the time, bluffs a 1 after a pass a third of the time, and never
/// calls with a 1.
@Suite("The equilibrium solver")
struct EquilibriumTests {
    static let tolerance = 1e-3

    func kuhn() throws -> Equilibrium.Solution {
        try Equilibrium.solve(try model("examples/kuhn-poker.rules"), precision: 1e-5, iterations: 20_000).get()
    }

    @Test func kuhnPokersValueIsMinusOneEighteenth() throws {
        let solution = try kuhn()
        #expect(abs(solution.value + 1.0 / 18) < Self.tolerance)
        #expect(abs(solution.strategiesValue + 1.0 / 18) < Self.tolerance)
        #expect(solution.exploitability <= 1e-5)
        #expect(solution.iterations < 20_000)
        #expect(!solution.stopped)
        // The deal, then for each of the 3 cards: the first move, the reply to a pass and to a
        // bet, and the answer to pass-bet.
        #expect(solution.strategy.count == 13)
    }

    @Test func theStrategiesFoundAreKuhnsEquilibrium() throws {
        let solution = try kuhn()
        func p(_ situation: String, _ move: String) throws -> Double {
            try #require(solution.strategy.first { $0.situation == situation }).probability(of: move)
        }
        let alpha = try p("after deal, seeing card 1", "bet")
        #expect(alpha <= 1.0 / 3 + 0.01)
        #expect(try p("after deal, seeing card 2", "bet") < 0.01)
        #expect(abs(try p("after deal, seeing card 3", "bet") - 3 * alpha) < 0.03)
        #expect(abs(try p("after deal pass bet, seeing card 2", "call") - (alpha + 1.0 / 3)) < 0.03)
        #expect(try p("after deal pass bet, seeing card 1", "call") < 0.01)
        #expect(try p("after deal pass bet, seeing card 3", "call") > 0.99)
        #expect(try p("after deal bet, seeing card 3", "call") > 0.99)
        #expect(try p("after deal pass, seeing card 3", "bet") > 0.99)
        #expect(abs(try p("after deal bet, seeing card 2", "call") - 1.0 / 3) < 0.02)
        #expect(abs(try p("after deal pass, seeing card 1", "bet") - 1.0 / 3) < 0.02)
        #expect(try p("after deal bet, seeing card 1", "call") < 0.01)
        #expect(try p("after deal pass, seeing card 2", "bet") < 0.01)
    }

    @Test func aStopBeforeThePrecisionReturnsWhatItHas() throws {
        let control = WorkControl()
        control.stop()
        let solution = try Equilibrium.solve(try model("examples/kuhn-poker.rules"), precision: 1e-9, iterations: 100, control: control).get()
        #expect(solution.stopped)
        #expect(solution.iterations == 0)
    }

    @Test func aGameThatDrawsWhenItStartsIsRefusedSayingWhy() throws {
        let higherLower = try model("examples/higher-lower.rules")
        #expect(Equilibrium.suits(higherLower))
        guard case .failure(.drawnAtTheStart) = Equilibrium.solve(higherLower, precision: 1e-3, iterations: 10) else {
            Issue.record("a game that draws its number when it starts was solved")
            return
        }
        #expect(!Equilibrium.suits(try model("rules/tictactoe.rules")))
    }
}
