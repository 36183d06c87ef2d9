@testable import RefereeAnalysis
import RefereeEngine
import RefereeModel
import Testing

/// Search for a player of a game with sealed moves (`move … sealed`): it never reads another
/// player's sealed choice before the reveal.
@Suite("Search that does not see sealed moves")
struct SealedSearchTests {
    /// Goofspiel after Ann's sealed bid: the engine, the state with Bob to move, and the game.
    func game(annBids bid: Int) throws -> (Engine, GameState, PlayedGame) {
        let engine = Engine(try model("examples/goofspiel.rules"))
        let start = engine.newGame(seed: 2)
        let state = try engine.play("\(bid)", in: start).get()
        return (engine, state, PlayedGame(start: start, moves: ["\(bid)"]))
    }

    @Test func bobsChoiceDoesNotDependOnAnnsSealedBid() throws {
        for seed in UInt64(1)...3 {
            var choices: [Choice] = []
            for bid in [1, 5] {
                let (engine, state, played) = try game(annBids: bid)
                var generator = SeededGenerator(seed: seed)
                choices.append(MonteCarloPlayer(iterations: 200).choose(
                    in: state, seen: played, engine: engine, generator: &generator, within: .none))
            }
            #expect(choices[0].move != nil)
            #expect(choices[0].move == choices[1].move, "seed \(seed)")
            #expect(choices[0].report == choices[1].report, "seed \(seed)")
        }
    }

    @Test func resealingDrawsAnnsBidAmongThoseHerRulesAllow() throws {
        let (engine, state, _) = try game(annBids: 4)
        var drawn: Set<String> = []
        for seed in UInt64(0)..<64 {
            let world = engine.resealing(state, for: 1, seed: seed)
            let sealed = engine.sealedMovesForReferee(world)
            #expect(sealed.count == 1)
            #expect(sealed.first?.player == 0)
            drawn.insert(sealed.first?.move ?? "")
        }
        #expect(drawn == ["1", "2", "3", "4", "5"])
        // Ann's own view of the world keeps her choice.
        #expect(engine.sealedMovesForReferee(engine.resealing(state, for: 0, seed: 9)).first?.move == "4")
    }

    @Test func searchIsOfferedForSealedMoves() throws {
        let engine = Engine(try model("examples/goofspiel.rules"))
        #expect(engine.model.coreGame.capabilities.hiddenInformation)
        let offered = ComputerPlayers.available(for: engine).map(\.name)
        #expect(offered.contains("mcts"))
        #expect(!offered.contains("perfect"))
    }
}
