@testable import RefereeAnalysis
import RefereeEngine
import RefereeModel
import Testing

@Suite("Search that does not see what is hidden")
struct HiddenWorldsTests {
    /// Higher-lower with the Thinker's number fixed and `guesses` played.
    func game(number: Int, guesses: [Int]) throws -> (Engine, GameState, PlayedGame) {
        let engine = Engine(try model("examples/higher-lower.rules"))
        let start = try engine.setup(.value(name: "number", values: ["\(number)"]), in: engine.newGame(seed: 1)).get()
        var state = start
        for guess in guesses { state = try engine.play("\(guess)", in: state).get() }
        return (engine, state, PlayedGame(start: start, moves: guesses.map(String.init)))
    }

    @Test func searchIsOfferedWhenAllThatIsHiddenWasDrawn() throws {
        let offered = ComputerPlayers.available(for: Engine(try model("examples/higher-lower.rules"))).map(\.name)
        #expect(offered == ["first", "random", "mcts"])
        let computed = ComputerPlayers.available(for: Engine(try model("examples/hot-and-cold.rules"))).map(\.name)
        #expect(computed.contains("mcts"))
        #expect(!computed.contains("perfect"))
    }

    @Test func theWorldsAreTheNumbersTheAnswersAllow() throws {
        // 50 is answered "lower" and 25 "higher": the number is one of 26 to 49.
        let (engine, _, played) = try game(number: 37, guesses: [50, 25])
        var generator = SeededGenerator(seed: 3)
        let worlds = HiddenWorlds(of: played, for: 0, engine: engine, generator: &generator, within: .none)
        #expect(worlds.candidates == 100)
        #expect(worlds.tried == 100)
        let allowed = (1...100).filter { $0 > 25 && $0 < 50 }
        let found = try worlds.consistent.map { world -> Int in
            // The onlooker's view hides the number; the Thinker's shows it.
            let view = engine.view(world, for: 1)
            return try #require(Self.number(in: view))
        }
        #expect(found.sorted() == allowed)
    }

    @Test func theChoiceDoesNotDependOnTheHiddenNumber() throws {
        // 30 and 40 both lie below 50 and above 25: the Guesser cannot tell them apart, so
        // neither may its search.
        for seed in UInt64(1)...4 {
            var choices: [Move?] = []
            for number in [30, 40] {
                let (engine, state, played) = try game(number: number, guesses: [50, 25])
                var generator = SeededGenerator(seed: seed)
                let choice = MonteCarloPlayer(iterations: 300).choose(
                    in: state, seen: played, engine: engine, generator: &generator, within: .none)
                choices.append(choice.move)
                #expect(choice.report?.contains("24 ways the hidden values could be") == true)
            }
            #expect(choices[0] != nil)
            #expect(choices[0] == choices[1])
        }
    }

    @Test func aSearchAtTheStartKnowsNothingOfTheNumber() throws {
        var moves: Set<Move> = []
        for number in [1, 64, 100] {
            let (engine, state, played) = try game(number: number, guesses: [])
            var generator = SeededGenerator(seed: 9)
            let choice = MonteCarloPlayer(iterations: 200).choose(
                in: state, seen: played, engine: engine, generator: &generator, within: .none)
            moves.insert(try #require(choice.move))
        }
        #expect(moves.count == 1)
    }

    @Test func whenTheAnswersLeaveOneNumberTheSearchNamesIt() throws {
        // Lower than 50, higher than 25, lower than 38, higher than 31 and 35, lower than 37.
        let (engine, state, played) = try game(number: 36, guesses: [50, 25, 38, 31, 35, 37])
        var generator = SeededGenerator(seed: 2)
        let choice = MonteCarloPlayer(iterations: 50).choose(
            in: state, seen: played, engine: engine, generator: &generator, within: .none)
        #expect(choice.move.map { engine.format($0, in: state) } == "36")
        #expect(choice.report == "mcts: 36 wins at once whatever the hidden values are")
    }

    /// The Thinker's number as a view shows it to the Thinker.
    static func number(in view: GameView) -> Int? {
        view.kept.first { $0.name == "number" }?.values.first.flatMap { Int($0) }
    }
}
