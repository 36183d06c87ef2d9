@testable import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import Testing

/// The tactical check finds immediate wins and blocks on any game, through the engine alone,
/// and Monte Carlo search plays what it finds.
@Suite("The tactical check")
struct TacticalCheckTests {
    static func position(_ file: String, _ moves: [String]) throws -> (Engine, GameState) {
        let engine = Engine(try model(file))
        var state = engine.newGame()
        for move in moves { state = try engine.play(move, in: state).get() }
        return (engine, state)
    }

    static func texts(_ moves: [Move], _ engine: Engine, _ state: GameState) -> [String] {
        moves.map { engine.format($0, in: state) }
    }

    @Test(arguments: [
        ("rules/tictactoe.rules", ["0", "3", "1", "4"], "2"),
        ("examples/connect-four.rules", ["1", "2", "1", "2", "1", "2"], "1"),
        ("examples/connect-four.rules", ["1", "1", "2", "2", "3", "3"], "4"),
    ])
    func anImmediateWinIsFoundAndPlayed(_ file: String, _ moves: [String], _ winning: String) throws {
        let (engine, state) = try Self.position(file, moves)
        let check = TacticalCheck(state, engine: engine)
        #expect(check.win.map { engine.format($0, in: state) } == winning)
        var g = SeededGenerator(seed: 3)
        let choice = MonteCarloPlayer(iterations: 5).choose(in: state, engine: engine, generator: &g, within: .none)
        #expect(choice.move == check.win)
        #expect(choice.report == "mcts: \(winning) wins at once")
    }

    @Test(arguments: [
        ("rules/tictactoe.rules", ["0", "1", "4"], "8", "X"),
        ("examples/connect-four.rules", ["1", "2", "1", "2", "1"], "1", "Red"),
        // Red holds 2 to 4 on the second row: a disc in column 1 or 5 lets it in.
        ("examples/connect-four.rules", ["3", "2", "2", "4", "4", "7", "3"], "2 3 4 6 7", "Red"),
    ])
    func onlyTheMovesThatLeaveNoImmediateWinAreSafe(_ file: String, _ moves: [String], _ safe: String, _ opponent: String) throws {
        let (engine, state) = try Self.position(file, moves)
        let check = TacticalCheck(state, engine: engine)
        #expect(check.win == nil)
        #expect(Self.texts(check.safe, engine, state).joined(separator: " ") == safe)
        #expect(check.threatened && check.skipped == nil)
        var g = SeededGenerator(seed: 3)
        let choice = MonteCarloPlayer(iterations: 50).choose(in: state, engine: engine, generator: &g, within: .none)
        let chosen = try #require(choice.move)
        #expect(check.safe.contains(chosen))
        if check.safe.count == 1 {
            #expect(choice.report == "mcts: \(safe) is the only move that leaves \(opponent) no immediate win")
        } else {
            #expect(choice.report?.contains("(\(check.safe.count) of \(check.moves) moves leave \(opponent) no immediate win)") == true,
                    "\(choice.report ?? "no report")")
        }
    }

    /// The position of the report: Yellow has three in column 6 and a diagonal that the block
    /// at 6 opens, so every move loses; 6 still takes one win away.
    @Test(arguments: [
        (["4", "3", "4", "4", "5", "3", "3", "6", "5", "6", "5", "5", "2", "6"], ["6"]),
        // Red's open three on the bottom row: either end blocks one threat.
        (["2", "2", "3", "3", "4"], ["1", "5"]),
    ])
    func whenEveryMoveLosesABlockIsPlayed(_ moves: [String], _ blocking: [String]) throws {
        let (engine, state) = try Self.position("examples/connect-four.rules", moves)
        let check = TacticalCheck(state, engine: engine)
        #expect(check.safe.isEmpty && check.threatened)
        #expect(Self.texts(check.blocking, engine, state) == blocking)
        #expect(Self.texts(check.candidates(engine.legalMoves(state)), engine, state) == blocking)
        var g = SeededGenerator(seed: 4)
        let choice = MonteCarloPlayer(iterations: 30).choose(in: state, engine: engine, generator: &g, within: .none)
        #expect(Self.texts([try #require(choice.move)], engine, state).allSatisfy(blocking.contains))
    }

    @Test func aQuietPositionHasNoThreat() throws {
        let (engine, state) = try Self.position("examples/connect-four.rules", ["4"])
        let check = TacticalCheck(state, engine: engine)
        #expect(check.win == nil && !check.threatened)
        #expect(check.safe == engine.legalMoves(state))
    }

    @Test func onALargeBoardTheRepliesAreLeftAloneAndTheNoteSaysSo() throws {
        let engine = Engine(try model(text: "referee 1\nplayers X O\nboard 19 by 19\nwin 5 in a row\ndraw when full\n"))
        let state = engine.newGame()
        let check = TacticalCheck(state, engine: engine)
        #expect(check.skipped == "129960 replies are more than the 20000 it looks at")
        #expect(check.safe.count == 361 && !check.threatened)
        var g = SeededGenerator(seed: 1)
        let choice = MonteCarloPlayer(iterations: 20).choose(in: state, engine: engine, generator: &g, within: .none)
        #expect(choice.report?.contains("the tactical check left the replies alone: 129960 replies") == true, "\(choice.report ?? "")")
    }

    @Test func seededWithAnIterationCountTheSearchRepeats() throws {
        let (engine, state) = try Self.position("examples/connect-four.rules", ["4", "4"])
        let choices = (0..<2).map { _ in
            var g = SeededGenerator(seed: 11)
            return MonteCarloPlayer(iterations: 300).choose(in: state, engine: engine, generator: &g, within: .none)
        }
        #expect(choices[0] == choices[1])
        let report = try #require(choices[0].report)
        #expect(report.hasPrefix("mcts: 300 playouts; "), "\(report)")
        #expect(report.contains(" was tried "))
    }

    @Test func aSearchWhoseChoiceCannotChangeStopsEarly() throws {
        // X holds 0 and 4, O holds 1 and 8: X at 6 makes two threats; the rest lose or draw.
        let (engine, state) = try Self.position("rules/tictactoe.rules", ["0", "1", "4", "8"])
        var tree = MonteCarloTree(engine: engine, root: state, seed: 5)
        let move = tree.best(iterations: 100_000)
        #expect(tree.settledEarly)
        #expect(tree.playouts < 100_000)
        #expect(move.map { engine.format($0, in: state) } == "6")
    }
}
