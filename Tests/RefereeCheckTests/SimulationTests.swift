import RefereeCheck
import RefereeEngine
import RefereeLanguage
import Testing

@Suite("Simulation validation")
struct SimulationTests {
    @Test func aBoardThatCanFillWithNoWinnerFailsCheckThoughEveryScenarioPasses() throws {
        let report = BatchCheck.check(file: CheckFixtures.stuckBoard)
        #expect(!report.isInvalid)
        #expect(!report.scenarios.isEmpty)
        #expect(report.scenarios.allSatisfy { $0.passed }, "the scenarios do not catch the problem")
        let simulation = try #require(report.simulation)
        #expect(simulation.games == Simulation.defaultPlayouts)
        let stuck = try #require(simulation.findings.first { $0.kind == .stuck })
        #expect(stuck.games > 0)
        #expect(stuck.message.contains("no move is legal"))
        #expect(report.status == .failed)
        #expect(CheckSummary([report]).exitCode == 1)
    }

    @Test func theReportedSeedAndMovesReproduceTheStuckGame() throws {
        let report = BatchCheck.check(file: CheckFixtures.stuckBoard)
        let stuck = try #require(report.simulation?.findings.first { $0.kind == .stuck })
        // Replay the moves as typed, as `referee play --seed` would.
        let engine = Engine(try RuleBook.load(path: CheckFixtures.stuckBoard).get().model)
        var state = engine.newGame(seed: stuck.seed)
        for move in stuck.moves {
            state = try engine.play(move, in: state).get()
        }
        #expect(!engine.isOver(state))
        #expect(engine.legalMoves(state).isEmpty)
        // And the same check finds the same game again.
        let again = BatchCheck.check(file: CheckFixtures.stuckBoard)
        #expect(again.simulation?.findings == report.simulation?.findings)
    }

    @Test func theReportNamesTheSeedAndMovesAndHowToReplayThem() throws {
        let report = BatchCheck.check(file: CheckFixtures.stuckBoard)
        let simulation = try #require(report.simulation)
        let stuck = try #require(simulation.findings.first { $0.kind == .stuck })
        let text = TextReport.lines(report, verbose: false).joined(separator: "\n")
        #expect(text.contains("seed \(stuck.seed):"))
        #expect(text.contains("moves: " + stuck.moves.joined(separator: " ")))
        #expect(text.contains("| referee play \(CheckFixtures.stuckBoard) --seed \(stuck.seed)"))
        #expect(text.contains("referee trace \(CheckFixtures.stuckBoard) --seed \(stuck.seed) -n 1"))
    }

    @Test func playoutsZeroSkipsTheGames() {
        let report = BatchCheck.check(file: CheckFixtures.stuckBoard, settings: CheckSettings(playouts: 0))
        #expect(report.simulation == nil)
        #expect(report.status == .passed)
    }

    @Test func aGameThatRunsPastTheCapIsReported() throws {
        let file = ShippedFiles.root.appendingPathComponent("rules/table-tennis.rules").path
        let report = BatchCheck.check(file: file, settings: CheckSettings(playouts: 5, maxMoves: 20, traces: false))
        let cap = try #require(report.simulation?.findings.first { $0.kind == .moveCap })
        #expect(cap.games == 5)
        #expect(cap.moves.count == 20)
        #expect(cap.message.contains("20 moves"))
    }

    /// A file whose games never end stops at the move budget, not after 200 times the move cap,
    /// and says how many of its games it played.
    @Test func gamesThatNeverEndStopAtTheMoveBudget() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players A
            move number 1 to 9

            """)
        let report = Simulation.run(Engine(book.model), playouts: 200, maxMoves: 1000, moveBudget: 5000)
        #expect(report.games == 5 && report.requested == 200)
        #expect(report.moves == 5000)
        #expect(report.findings.map(\.kind) == [.moveCap] && report.findings.first?.games == 5)
        #expect(report.note?.hasPrefix("5 of 200 games") == true)
    }

    @Test(arguments: ShippedFiles.all)
    func shippedRuleFilesPlayCleanly(_ file: String) throws {
        let book = try RuleBook.load(path: file).get()
        // A tenth of check's budget for listing codes: these tests run unoptimised, where listing
        // thousands of codes at every guess is slow.
        let budget = Simulation.listingBudget / 10
        let report = Simulation.run(Engine(book.model), playouts: Simulation.defaultPlayouts, budget: budget)
        // Every game asked for, unless listing the codes of a large code game would take too long.
        #expect(report.games == Simulation.plan(book.model, playouts: Simulation.defaultPlayouts, budget: budget).games)
        #expect(report.games > 0)
        #expect(report.moves > 0)
        #expect(report.findings.isEmpty, "\(report.findings.map { "seed \($0.seed): \($0.message)" })")
    }

    @Test func aSeedAlwaysGivesTheSameGame() throws {
        let engine = Engine(try CheckFixtures.book(Self.bowling(bonus: "bonus 2 for a strike\nbonus 1 for a spare")).model)
        for seed: UInt64 in [0, 1, 99] {
            #expect(RandomGame.play(engine, seed: seed) == RandomGame.play(engine, seed: seed))
        }
        #expect(RandomGame.play(engine, seed: 0).moves != RandomGame.play(engine, seed: 1).moves)
    }

    @Test func movesAreNotDrawnFromTheGamesOwnGenerator() throws {
        // A code game draws its secret from the seed; were the moves drawn from the same stream,
        // the first guess would be the secret.
        let engine = Engine(try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("rules/mastermind.rules").path).get().model)
        let firstGuessWins = (0..<20).filter { RandomGame.play(engine, seed: UInt64($0)).steps.count == 1 }
        #expect(firstGuessWins.count < 3)
    }

    static func bowling(bonus: String) -> String {
        """
        referee 1
        players P Q
        frames 3
        pins 5
        rolls 2
        \(bonus)
        fill rolls in the last frame
        """
    }

    @Test func aSpareBonusLargerThanTheStrikeBonusIsNotAFalseAlarm() throws {
        // The bound on a score takes the largest bonus, here a spare's.
        let book = try CheckFixtures.book(Self.bowling(bonus: "bonus 1 for a strike\nbonus 4 for a spare"))
        let report = Simulation.run(Engine(book.model), playouts: 300)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        // Pins of different values: a full rack is worth their sum, not their number.
        let valued = try CheckFixtures.book("""
            referee 1
            players P
            frames 2
            pins 3 worth 5 1 1
            rolls 2
            bonus 1 for a strike
            bonus 3 for a spare
            fill rolls in the last frame
            """)
        let valuedReport = Simulation.run(Engine(valued.model), playouts: 300)
        #expect(valuedReport.findings.isEmpty, "\(valuedReport.findings.map(\.message))")
    }

    @Test func aCodeGameWithAVastCodeSpacePlaysFewerGames() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players M B
            code 7 from "0123456789"
            guesses 20
            """)
        let plan = Simulation.plan(book.model, playouts: 100)
        #expect(plan.games == 0)
        #expect(plan.note?.contains("10000000 codes") == true)
        let report = Simulation.run(Engine(book.model), playouts: 100)
        #expect(report.skipped)
        #expect(report.moves == 0)
        let smaller = try CheckFixtures.book("""
            referee 1
            players M B
            code 6 from "0123456789"
            guesses 10
            """)
        #expect(Simulation.plan(smaller.model, playouts: 100).games == 1)
        let mastermind = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("rules/mastermind.rules").path).get()
        #expect(Simulation.plan(mastermind.model, playouts: 100).games == 100)
    }
}

@Suite("Random games of frames at the limits")
struct FramesAtTheLimitsTests {
    @Test func theLargestGamesOfFramesPlayWhatFitsTheBudget() throws {
        let book = try CheckFixtures.book("referee 1\nplayers A B C D E F G H\nframes 100\npins 60\nrolls 10\nbonus 2 for a strike\n")
        let (games, note) = Simulation.plan(book.model, playouts: Simulation.defaultPlayouts)
        #expect(games >= 1 && games < Simulation.defaultPlayouts)
        #expect(note?.contains("8 cards of 100 frames") == true)
    }

    @Test func tenPinBowlingPlaysEveryGame() throws {
        let book = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("rules/bowling.rules").path).get()
        let (games, note) = Simulation.plan(book.model, playouts: Simulation.defaultPlayouts)
        #expect(games == Simulation.defaultPlayouts)
        #expect(note == nil)
    }
}
