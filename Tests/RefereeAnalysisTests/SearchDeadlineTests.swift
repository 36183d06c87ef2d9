@testable import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import Synchronization
import Testing

/// Searches keep to their limit on every board size: they read the clock inside a playout, not
/// only between playouts, and still answer with a legal move. The limits here are a deadline
/// already past and a stop condition that gives way after a number of checks, so no test
/// depends on how fast the machine is.
@Suite("Searches stop at their deadline")
struct SearchDeadlineTests {
    static func engine(_ size: Int, inARow k: Int) throws -> Engine {
        let text = "referee 1\nplayers X O\nboard \(size) by \(size)\nwin \(k) in a row\ndraw when full\n"
        return Engine(try RuleBook.compile(SourceFile(name: "t.rules", text: text)).get().model)
    }

    static let past = ThinkingLimit(deadline: ContinuousClock.now - .seconds(1))

    /// A limit that is over from its `checks + 1`th reading on.
    final class CountedLimit: Sendable {
        let readings = Atomic<Int>(0)
        let checks: Int
        init(checks: Int) { self.checks = checks }
        var limit: ThinkingLimit {
            ThinkingLimit(expired: { self.readings.add(1, ordering: .relaxed).newValue > self.checks })
        }
        var read: Int { readings.load(ordering: .relaxed) }
    }

    @Test func monteCarloPastItsDeadlinePlaysNoPlayoutAndStillAnswers() throws {
        let engine = try Self.engine(32, inARow: 4)
        let start = engine.newGame()
        var tree = MonteCarloTree(engine: engine, root: start, seed: 1)
        let best = tree.best(iterations: 2_000, within: Self.past)
        let move = try #require(best)
        #expect(engine.legalMoves(start).contains(move))
        #expect(tree.playouts == 0 && tree.playoutMoves == 0, "\(tree.playouts) playouts, \(tree.playoutMoves) moves")
        #expect(tree.nodes.count == 1)
    }

    @Test func monteCarloStopsInsideItsFirstPlayout() throws {
        let engine = try Self.engine(32, inARow: 4)
        let start = engine.newGame()
        var tree = MonteCarloTree(engine: engine, root: start, seed: 1)
        // One reading before the first playout, one after its 16th move; the third stops it.
        let counted = CountedLimit(checks: 2)
        let best = tree.best(iterations: 2_000, within: counted.limit)
        let move = try #require(best)
        #expect(counted.read == 3)
        #expect(tree.playouts == 0, "the first playout was counted")
        #expect(tree.playoutMoves == 2 * MonteCarloTree.movesBetweenChecks - 1)
        #expect(tree.nodes.count == 2)
        #expect(move == tree.nodes[1].move, "the move it was trying")
        #expect(engine.legalMoves(start).contains(move))
    }

    @Test func monteCarloOutOfTimeSaysSoAndPlaysALegalMove() throws {
        let engine = try Self.engine(32, inARow: 4)
        var g = SeededGenerator(seed: 1)
        let choice = MonteCarloPlayer().choose(in: engine.newGame(), engine: engine, generator: &g, within: Self.past)
        let move = try #require(choice.move)
        #expect(engine.legalMoves(engine.newGame()).contains(move))
        #expect(choice.note == "mcts ran out of time after 0 playouts, before it had tried every move once")
        #expect(!choice.interrupted)
    }

    @Test func perfectPastItsDeadlineFallsBackAndStillAnswers() throws {
        let engine = try Self.engine(4, inARow: 4)
        var g = SeededGenerator(seed: 1)
        let choice = PerfectPlayer().choose(in: engine.newGame(), engine: engine, generator: &g, within: Self.past)
        let move = try #require(choice.move)
        #expect(engine.legalMoves(engine.newGame()).contains(move))
        #expect(choice.note?.hasPrefix("perfect could not finish its search in the time allowed") == true, "\(choice.note ?? "no note")")
    }

    @Test func aSearchWithinItsLimitSaysNothing() throws {
        let engine = try Self.engine(3, inARow: 3)
        var g = SeededGenerator(seed: 1)
        let choice = MonteCarloPlayer(iterations: 50).choose(in: engine.newGame(), engine: engine, generator: &g, within: .none)
        #expect(choice.move != nil)
        #expect(choice.note == nil)
    }
}
