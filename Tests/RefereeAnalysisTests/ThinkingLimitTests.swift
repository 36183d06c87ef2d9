import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import Testing

/// Computer players under a time limit and an interruption, and which players a game is offered.
@Suite("Thinking limits")
struct ThinkingLimitTests {
    static func engine(_ text: String) throws -> Engine {
        Engine(try RuleBook.compile(SourceFile(name: "t.rules", text: text)).get().model)
    }

    static let fourByFour = "referee 1\nplayers X O\nboard 4 by 4\nwin 4 in a row\ndraw when full\n"

    @Test func perfectOnAnOpenFourByFourBoardSaysItFellBackAndAnswersInTime() throws {
        let engine = try Self.engine(Self.fourByFour)
        var g = SeededGenerator(seed: 1)
        // Time runs out after 2,000 readings of the clock, whatever the machine's speed.
        let limit = SearchDeadlineTests.CountedLimit(checks: 2_000).limit
        let choice = PerfectPlayer().choose(in: engine.newGame(), engine: engine, generator: &g, within: limit)
        let move = try #require(choice.move)
        #expect(engine.legalMoves(engine.newGame()).contains(move))
        #expect(choice.note?.hasPrefix("perfect could not finish its search in the time allowed") == true, "\(choice.note ?? "no note")")
        #expect(choice.chosenBy == "mcts")
    }

    @Test func perfectPastItsPositionBudgetSaysSoInsteadOfPlayingTheLowestCell() throws {
        let engine = try Self.engine(Self.fourByFour)
        var g = SeededGenerator(seed: 1)
        let choice = PerfectPlayer(budget: 1_000).choose(in: engine.newGame(), engine: engine, generator: &g, within: .none)
        #expect(choice.move != nil)
        #expect(choice.note?.contains("within 1000 positions") == true, "\(choice.note ?? "no note")")
    }

    @Test func perfectThatFinishesSaysNothing() throws {
        let engine = try Self.engine("referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\ndraw when full\n")
        var g = SeededGenerator(seed: 1)
        let choice = PerfectPlayer().choose(in: engine.newGame(), engine: engine, generator: &g, within: .within(.seconds(30)))
        #expect(choice.move != nil)
        #expect(choice.note == nil)
    }

    @Test func anInterruptedPlayerGivesNoMove() throws {
        let board = try Self.engine(Self.fourByFour)
        let players: [any ComputerPlayer] = [PerfectPlayer(), MonteCarloPlayer()]
        for player in players {
            var g = SeededGenerator(seed: 1)
            let choice = player.choose(in: board.newGame(), engine: board, generator: &g, within: ThinkingLimit(interrupted: { true }))
            #expect(choice == .stopped, "\(player.name)")
        }
    }

    @Test func monteCarloStopsAtItsDeadline() throws {
        let engine = try Self.engine("referee 1\nplayers X O\nboard 15 by 15\nwin 5 in a row\ndraw when full\n")
        var g = SeededGenerator(seed: 1)
        let counted = SearchDeadlineTests.CountedLimit(checks: 500)
        let choice = MonteCarloPlayer(iterations: 1_000_000).choose(
            in: engine.newGame(), engine: engine, generator: &g, within: counted.limit)
        #expect(choice.move != nil)
        // A million playouts read the clock far more often than this: the search stopped when
        // its time was up, a few readings after the limit said so.
        #expect(counted.read < 1_000, "\(counted.read) readings")
    }

    @Test(arguments: [6, 7, 8])
    func codebreakersAreNotOfferedWhereTheyCannotPlay(_ places: Int) throws {
        let engine = try Self.engine("""
            referee 1
            players Setter Solver
            code \(places) from "ab"
            guesses 10
            feedback by position "G" "Y" "-"

            """)
        let names = ComputerPlayers.available(for: engine).map(\.name)
        #expect(!names.contains("knuth") && !names.contains("expected"), "\(names)")
        var g = SeededGenerator(seed: 1)
        // The adversary plays the codemaker only: it is asked once a guess awaits an answer.
        let answering = try engine.play(String(repeating: "a", count: places), in: engine.setup(.secretUnknown, in: engine.newGame()).get()).get()
        for player in ComputerPlayers.available(for: engine) {
            let state = player is AdversaryPlayer ? answering : engine.newGame()
            #expect(player.chooseMove(in: state, engine: engine, generator: &g) != nil, "\(player.name)")
        }
    }

    @Test func codebreakersAreOfferedWhereTheyCanPlay() throws {
        let engine = try Self.engine("""
            referee 1
            players Setter Solver
            code 4 from "123456"
            guesses 10
            feedback by position "G" "Y" "-"

            """)
        #expect(ComputerPlayers.available(for: engine).map(\.name).contains("knuth"))
    }
}
