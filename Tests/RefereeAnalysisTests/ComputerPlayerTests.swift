import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import Testing

@Suite("Computer players")
struct ComputerPlayerTests {
    let engine = Engine(try! RuleBook.compile(SourceFile(name: "t", text: """
        referee 1
        players X O
        board 3 by 3
        win 3 in a row
        draw when full

        """)).get().model)

    @Test func theFirstLegalPlayerTakesTheLowestFreeCell() {
        var g = SeededGenerator(seed: 1)
        let state = try? engine.play("0", in: engine.newGame()).get()
        #expect(FirstLegalPlayer().chooseMove(in: state!, engine: engine, generator: &g) == Move(1))
    }

    @Test func theRandomPlayerOnlyPlaysLegalMovesAndRepeatsWithItsSeed() {
        var a = SeededGenerator(seed: 9), b = SeededGenerator(seed: 9)
        let state = engine.newGame()
        for _ in 0..<50 {
            let move = RandomPlayer().chooseMove(in: state, engine: engine, generator: &a)
            #expect(move.map { engine.legalMoves(state).contains($0) } == true)
            #expect(move == RandomPlayer().chooseMove(in: state, engine: engine, generator: &b))
        }
    }
}
