import Foundation
@testable import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import RefereeModel
import Synchronization
import Testing

func model(_ file: String) throws -> GameModel {
    let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    return try RuleBook.load(path: "/\(root)/\(file)").get().model
}

func model(text: String) throws -> GameModel {
    try RuleBook.compile(SourceFile(name: "t.rules", text: text)).get().model
}

@Suite("Perft")
struct PerftTests {
    @Test func ticTacToeToTheEnd() throws {
        let counts = try #require(Perft.run(try model("rules/tictactoe.rules"), depth: 9))
        #expect(counts.nodes == [9, 72, 504, 3024, 15120, 54720, 148_176, 200_448, 127_872])
        #expect(counts.finished.reduce(0, +) == 255_168)
    }

    @Test func connectFourToDepthSix() throws {
        let counts = try #require(Perft.run(try model("examples/connect-four.rules"), depth: 6))
        #expect(counts.nodes == [7, 49, 343, 2401, 16807, 117_649])
        #expect(counts.finished.allSatisfy { $0 == 0 })
    }

    /// The computer's moves are forced: one sequence for its opening, then eight for X, each
    /// answered in one way.
    @Test func theComputerOpponentLeavesOnlyTheHumanChoices() throws {
        let counts = try #require(Perft.run(try model("rules/tictactoe-vs-computer.rules"), depth: 4))
        #expect(counts.nodes == [1, 8, 8, 48])
    }

    @Test func jobsShareTheWalkWithoutChangingTheCounts() throws {
        for file in ["examples/connect-four.rules", "rules/tictactoe-vs-computer.rules", "rules/bowling.rules"] {
            let m = try model(file)
            let one = Perft.run(m, depth: 5)
            #expect(one != nil)
            for jobs in [2, 3, 8] { #expect(Perft.run(m, depth: 5, jobs: jobs) == one, "\(file), \(jobs) jobs") }
        }
    }

    @Test func deepeningHandsOverEachDepthAsItIsFinished() throws {
        var seen: [[Int]] = []
        let last = Perft.deepening(try model("examples/connect-four.rules"), depth: 4) { seen.append([$0, $1, $2]) }
        #expect(seen == [[1, 7, 0], [2, 49, 0], [3, 343, 0], [4, 2401, 0]])
        #expect(last?.nodes == [7, 49, 343, 2401])
    }

    /// A stop during depth 4 (here asked for as depth 3 is handed over) keeps depths 1 to 3
    /// and hands over nothing of depth 4.
    @Test func aStopKeepsTheDepthsFinishedBeforeIt() throws {
        for jobs in [1, 2] {
            let control = WorkControl()
            var seen: [Int] = []
            let last = Perft.deepening(try model("examples/connect-four.rules"), depth: 9, jobs: jobs, control: control) { d, _, _ in
                seen.append(d)
                if d == 3 { control.stop() }
            }
            #expect(seen == [1, 2, 3])
            #expect(last?.nodes == [7, 49, 343])
        }
    }

    @Test func aStoppedWalkGivesNoCounts() throws {
        let control = WorkControl()
        control.stop()
        #expect(Perft.run(try model("examples/connect-four.rules"), depth: 7, control: control) == nil)
        #expect(Perft.run(try model("examples/connect-four.rules"), depth: 7, jobs: 2, control: control) == nil)
    }

    @Test func theControlCountsTheDeepestSequences() throws {
        for jobs in [1, 2] {
            let control = WorkControl()
            let counts = Perft.run(try model("examples/connect-four.rules"), depth: 6, jobs: jobs, control: control)
            #expect(control.done == counts?.nodes.last)
        }
    }
}

@Suite("Stopping playouts")
struct StoppedPlayoutTests {
    @Test func aStopBeforeTheStartPlaysNothing() throws {
        let control = WorkControl()
        control.stop()
        for file in ["rules/tictactoe.rules", "rules/bowling.rules"] {
            let tally = Playouts.run(try model(file), count: 100_000, seed: 1, jobs: 2, control: control)
            #expect(tally.games == 0)
        }
    }

    /// A stop from another thread ends the run early with whole games only: the tally of the
    /// games played is the tally of the first that many games of the same seed.
    @Test func aStopMidwayKeepsWholeGames() throws {
        let m = try model("rules/tictactoe.rules")
        let control = WorkControl()
        let watcher = Thread {
            while control.done < 5000 { Thread.sleep(forTimeInterval: 0.001) }
            control.stop()
        }
        watcher.start()
        let tally = Playouts.run(m, count: 50_000_000, seed: 4, control: control)
        #expect(tally.games >= 5000 && tally.games < 50_000_000)
        #expect(tally.games % 1024 == 0)
        #expect(tally == Playouts.run(m, count: tally.games, seed: 4))
        #expect(tally.wins.reduce(0, +) + tally.draws + tally.unfinished == tally.games)
    }
}

@Suite("Matches that keep score")
struct ScoredMatchTests {
    /// With a computer player in a score sheet, each player's final scores are tallied as in
    /// uniformly random games: one score per game and player, adding up to the total.
    @Test func eachPlayersScoreIsTallied() throws {
        let tally = Matches.run(try model("examples/golf.rules"), players: [0: FirstLegalPlayer()], count: 30, seed: 2)
        #expect(tally.games == 30)
        #expect(tally.playerScoreCounts.map { $0.values.reduce(0, +) } == [30, 30])
        #expect(tally.playerScoreCounts[0] == [18: 30], "the first legal move is 1 stroke, on each of 18 holes")
        let scored = tally.playerScoreCounts.map { $0.reduce(0) { $0 + $1.key * $1.value } }
        #expect(scored.reduce(0, +) == tally.scores)
        #expect(tally.scoreCounts.values.reduce(0, +) == 30)
    }
}

@Suite("Stopping matches")
struct StoppedMatchTests {
    @Test func aStopBeforeTheStartPlaysNothing() throws {
        let control = WorkControl()
        control.stop()
        let tally = Matches.run(try model("rules/tictactoe.rules"), players: [0: PerfectPlayer()], count: 1000, seed: 1, jobs: 2, control: control)
        #expect(tally.games == 0)
    }

    /// A stop from another thread ends the run before the next move: the tally holds whole
    /// games only, the first that many of the same seed, and the control counted each.
    @Test func aStopMidwayKeepsWholeGames() throws {
        let m = try model("rules/tictactoe.rules")
        let control = WorkControl()
        let watcher = Thread {
            while control.done < 50 { Thread.sleep(forTimeInterval: 0.001) }
            control.stop()
        }
        watcher.start()
        let tally = Matches.run(m, players: [1: RandomPlayer()], count: 10_000_000, seed: 4, control: control)
        #expect(tally.games >= 50 && tally.games < 10_000_000)
        #expect(control.done == tally.games)
        #expect(tally == Matches.run(m, players: [1: RandomPlayer()], count: tally.games, seed: 4))
        #expect(tally.wins.reduce(0, +) + tally.draws + tally.unfinished == tally.games)
    }
}

@Suite("Progress line")
struct ProgressLineTests {
    final class Sink: Sendable {
        let text = Mutex("")
        func write(_ s: String) { text.withLock { $0 += s } }
    }

    @Test func piped() {
        let sink = Sink(), control = WorkControl()
        let line = ProgressLine(control: control, isTerminal: false) { sink.write($0) }
        line.begin("playing", unit: "games", total: 100)
        control.add(50)
        line.draw()
        line.clear()
        line.end()
        #expect(sink.text.withLock { $0 }.isEmpty)
    }

    @Test func atATerminalTheLineIsRedrawnInPlaceAndWipedAtTheEnd() {
        let sink = Sink(), control = WorkControl()
        let line = ProgressLine(control: control, isTerminal: true) { sink.write($0) }
        line.begin("playing", unit: "games", total: 100)
        control.add(50)
        line.draw()
        line.end()
        let text = sink.text.withLock { $0 }
        #expect(text.hasPrefix("\r\u{1B}[Kplaying: 50 of 100 games, "))
        #expect(text.hasSuffix("\r\u{1B}[K"))
        #expect(!text.contains("\n"))
    }

    @Test func theTextGivesWorkRateAndTimeLeft() {
        #expect(ProgressLine.text(label: "depth 9", unit: "sequences", done: 2_000_000, total: 6_000_000, elapsed: 2)
            == "depth 9: 2.00 M of 6.00 M sequences, 1.00 M/s, 4 s left (Ctrl-C stops)")
        #expect(ProgressLine.text(label: "solving", unit: "positions", done: 15_000, total: nil, elapsed: 1)
            == "solving: 15.0 k positions, 15.0 k/s (Ctrl-C stops)")
        #expect(ProgressLine.text(label: "x", unit: "games", done: 10, total: 10, elapsed: 1) == "x: 10 of 10 games, 10/s (Ctrl-C stops)")
    }
}

@Suite("Playouts")
struct PlayoutTests {
    @Test func theSameSeedAndJobsGiveTheSameResult() throws {
        let m = try model("rules/tictactoe.rules")
        let a = Playouts.run(m, count: 2000, seed: 5, jobs: 2)
        let b = Playouts.run(m, count: 2000, seed: 5, jobs: 2)
        let c = Playouts.run(m, count: 2000, seed: 6, jobs: 2)
        #expect(a == b)
        #expect(a != c)
        #expect(a.games == 2000)
        #expect(a.wins.reduce(0, +) + a.draws + a.unfinished == 2000)
    }

    @Test func everyShippedGameEndsWithAResult() throws {
        for file in ["rules/tictactoe.rules", "rules/bowling.rules", "rules/table-tennis.rules", "rules/mastermind.rules", "rules/tictactoe-vs-computer.rules"] {
            let result = Playouts.run(try model(file), count: 200, seed: 1)
            #expect(result.unfinished == 0, "\(file)")
            #expect(result.games == 200)
        }
    }

    @Test func computerPlayersTakeTheirSidesInMatches() throws {
        let m = try model("rules/tictactoe.rules")
        let perfect = Matches.run(m, players: [0: PerfectPlayer(), 1: PerfectPlayer()], count: 20, seed: 4)
        #expect(perfect.draws == 20)
        let oneSided = Matches.run(m, players: [0: PerfectPlayer()], count: 40, seed: 4, jobs: 2)
        #expect(oneSided.wins[1] == 0)
        #expect(oneSided.games == 40)
        #expect(oneSided == Matches.run(m, players: [0: PerfectPlayer()], count: 40, seed: 4, jobs: 2))
    }

    @Test func bowlingScoresStayWithinBounds() throws {
        let m = try model("rules/bowling.rules")
        let tally = AnyKernel(m).randomGames(count: 500, seed: 3)
        #expect(tally.scores >= 0)
        #expect(tally.scores <= 300 * 500)
    }
}

@Suite("Frame scoring")
struct FrameScoringTests {
    /// The one-pass scorer agrees with the score card it stands in for, on random games and on
    /// games cut short at every roll.
    @Test func theFastScoreMatchesTheCard() throws {
        for file in ["rules/bowling.rules"] {
            guard case .frames(let kernel) = AnyKernel(try model(file)) else { return }
            var g = SeededGenerator(seed: 11)
            for _ in 0..<300 {
                var state = kernel.initial(seed: 0)
                while let move = kernel.randomMove(state, using: &g) {
                    kernel.applyLegal(move, to: &state)
                    let card = FramesCard(rules: kernel.rules).card(state.rolls[0]).reduce(0) { $0 + ($1.score ?? $1.rolls.reduce(0, +)) }
                    #expect(kernel.score(of: 0, in: state) == card)
                }
            }
        }
    }
}

@Suite("Solver")
struct SolverTests {
    @Test func ticTacToeIsADraw() throws {
        let value = try Solve.value(of: try model("rules/tictactoe.rules")).get()
        #expect(value.winner == nil)
    }

    @Test func aFirstPlayerWinIsFound() throws {
        let value = try Solve.value(of: try model(text: "referee 1\nplayers X O\nboard 3 by 1\nwin 2 in a row\ndraw when full\n")).get()
        #expect(value.winner == 0)
        #expect(value.moves == 3)
    }

    /// Jobs search one tree, each postponing what another is searching: the value and its
    /// length are those of one job, for wins, losses, draws and misère play.
    @Test func jobsFindTheSameValueAsOne() throws {
        let games = [
            try model("rules/tictactoe.rules"), try model("examples/misere-tictactoe.rules"),
            try model(text: "referee 1\nplayers X O\nboard 4 by 3\nwin 3 in a row\ndraw when full\n"),
            try model(text: "referee 1\nplayers X O\nboard 5 by 1\nwin 2 in a row\ndraw when full\n"),
            try model(text: "referee 1\nplayers X O\nboard 4 by 1\nlose 2 in a row\ndraw when full\n"),
            try model(text: "referee 1\nplayers X O\nboard 4 by 4\ngravity\nwin 3 in a row\ndraw when full\n"),
        ]
        for game in games {
            let one = try Solve.value(of: game).get()
            for jobs in [2, 3, 8] { #expect(try Solve.value(of: game, jobs: jobs).get() == one, "\(game.title), \(jobs) jobs") }
        }
    }

    @Test func aGameTooLargeSaysSo() throws {
        let result = Solve.value(of: try model("examples/connect-four.rules"), budget: 20_000)
        guard case .failure(.tooLarge(let positions)) = result else {
            Issue.record("expected too large, got \(result)")
            return
        }
        #expect(positions > 20_000)
    }

    @Test func scoringGamesAreNotSearched() throws {
        guard case .failure(let error) = Solve.value(of: try model("rules/table-tennis.rules")), case .notAStrategyGame = error else {
            Issue.record("a rally game was searched")
            return
        }
        // Table tennis has no hidden code: the reason given is that its moves report rallies.
        #expect(!error.description.contains("code"))
        #expect(error.description.contains("who won a rally"))
        guard case .failure(.notAStrategyGame(let why)) = Solve.value(of: try model("examples/handicap-bowling.rules")) else {
            Issue.record("a game of frames was searched")
            return
        }
        #expect(why == .movesReportEvents)
        guard case .failure(.notAStrategyGame(let hidden)) = Solve.value(of: try model("examples/higher-lower.rules")) else {
            Issue.record("a game with a drawn, hidden number was searched")
            return
        }
        #expect(hidden == .chance)
    }

    /// A game that rolls during play (Pig) has choices, so mcts plays it, sampling the rolls;
    /// the solver and the perfect player, which value games without chance, refuse it, and perft
    /// counts the players' choices along the seed's run of the dice.
    @Test func rolledGamesAreSampledNotSolved() throws {
        let pig = try model("examples/pig.rules")
        let capabilities = pig.coreGame.capabilities
        #expect(capabilities.movesAreChoices && capabilities.stochastic)
        #expect(ComputerPlayers.available(for: Engine(pig)).map(\.name) == ["first", "random", "mcts"])
        guard case .failure(.notAStrategyGame(let why)) = Solve.value(of: pig) else {
            Issue.record("Pig was solved")
            return
        }
        #expect(why == .chance)
        #expect(SolveError.notAStrategyGame(.chance).description.contains("a roll during play"))
        let counts = try #require(Perft.run(pig, depth: 6))
        let engine = Engine(pig)
        var leaves = [engine.newGame()]
        for depth in 0..<6 {
            leaves = leaves.flatMap { s in engine.legalMoves(s).compactMap { try? engine.play($0, in: s).get() } }
            #expect(counts.nodes[depth] == leaves.count)
        }
        var position = engine.newGame()
        for _ in 0..<50 where engine.legalMoves(position).count < 2 { position = try engine.play("roll", in: position).get() }
        var generator = SeededGenerator(seed: 1)
        let choice = MonteCarloPlayer(iterations: 200).choose(in: position, engine: engine, generator: &generator, within: .none)
        #expect(choice.move != nil)
        #expect(choice.report?.contains("each with the rolls sampled afresh") == true)
    }

    /// `move … recorded`: Cornhole's innings record where the bags fell, so nobody chooses them
    /// and no search is offered or run; Nim's moves are choices, and are searched.
    @Test func recordedMovesAreNotSearched() throws {
        let cornhole = try model("examples/cornhole.rules")
        #expect(cornhole.coreGame.moves.map(\.records) == [true])
        #expect(!cornhole.coreGame.capabilities.movesAreChoices)
        #expect(ComputerPlayers.available(for: Engine(cornhole)).map(\.name) == ["first", "random"])
        guard case .failure(.notAStrategyGame(let why)) = Solve.value(of: cornhole) else {
            Issue.record("Cornhole's innings were searched")
            return
        }
        #expect(why == .movesReportEvents)
        let nim = try model("examples/nim.rules")
        #expect(nim.coreGame.capabilities.movesAreChoices)
        #expect(ComputerPlayers.available(for: Engine(nim)).map(\.name) == ["first", "random", "mcts", "perfect"])
    }

    @Test func thePerfectPlayerTakesAWinAndBlocksALoss() throws {
        let engine = Engine(try model("rules/tictactoe.rules"))
        var g = SeededGenerator(seed: 1)
        let win = try engine.play("4", in: engine.play("1", in: engine.play("3", in: engine.play("0", in: engine.newGame()).get()).get()).get()).get()
        // X holds 0 and 1, O holds 3 and 4: winning at 2 comes before blocking at 5.
        #expect(PerfectPlayer().chooseMove(in: win, engine: engine, generator: &g) == Move(2))
        let block = try engine.play("1", in: engine.play("0", in: engine.newGame()).get()).get()
        let reply = try engine.play("3", in: block).get()
        #expect(PerfectPlayer().chooseMove(in: reply, engine: engine, generator: &g) == Move(6))
    }

    @Test func monteCarloPlaysLegalMovesAndTakesAWin() throws {
        let engine = Engine(try model("examples/connect-four.rules"))
        var g = SeededGenerator(seed: 2)
        var state = engine.newGame()
        for move in ["1", "2", "1", "2", "1", "2"] { state = try engine.play(move, in: state).get() }
        #expect(MonteCarloPlayer(iterations: 400).chooseMove(in: state, engine: engine, generator: &g) == Move(0))
    }
}

@Suite("Codebreaking")
struct CodebreakingTests {
    @Test func knuthsStrategyOverEverySecret() throws {
        guard case .code(let kernel) = AnyKernel(try model("rules/mastermind.rules")), let book = CodeBook(kernel) else {
            Issue.record("no code book")
            return
        }
        let knuth = book.evaluate(.knuth)
        #expect(knuth.firstGuess == "1122")
        #expect(knuth.totalGuesses == 5801)
        #expect(knuth.maxGuesses == 5)
        #expect(knuth.distribution.reduce(0, +) == 1296)
        let expected = book.evaluate(.expected)
        #expect(expected.totalGuesses < knuth.totalGuesses)
    }

    /// Lingo shows the secret's first letter from the start: the codebreaker counts only the
    /// words that start with it, so its first guess is not the opening it plays without the
    /// reveal, and its last is the secret.
    @Test func theCodebreakerCountsOnlyCodesThatShowTheRevealedPlaces() throws {
        let lingo = try model("examples/lingo.rules")
        var unrevealed = lingo
        if case .code(var rules) = lingo.family {
            rules.revealed = []
            unrevealed.family = .code(rules)
        }
        let engine = Engine(lingo), blind = Engine(unrevealed)
        var g = SeededGenerator(seed: 1)
        let opening = try #require(CodebreakerPlayer(.expected).chooseMove(in: blind.newGame(), engine: blind, generator: &g))
        for secret in ["crane", "plumb"] {
            var state = try engine.setup(.secret(secret), in: engine.newGame()).get()
            let first = try #require(CodebreakerPlayer(.expected).chooseMove(in: state, engine: engine, generator: &g))
            #expect(first != opening)
            var guesses = 0
            while !engine.isOver(state), guesses < 5 {
                let move = try #require(CodebreakerPlayer(.expected).chooseMove(in: state, engine: engine, generator: &g))
                state = try engine.play(move, in: state).get()
                guesses += 1
            }
            #expect(engine.outcome(state)?.winner == 1, "\(secret) found")
        }
    }

    @Test func theCodebreakerPlayerSolvesAGameAgainstTheEngine() throws {
        let engine = Engine(try model("rules/mastermind.rules"))
        var state = try engine.setup(.secret("6543"), in: engine.newGame()).get()
        var g = SeededGenerator(seed: 3)
        var guesses = 0
        while !engine.isOver(state), guesses < 10 {
            let move = try #require(CodebreakerPlayer(.knuth).chooseMove(in: state, engine: engine, generator: &g))
            state = try engine.play(move, in: state).get()
            guesses += 1
        }
        #expect(engine.outcome(state)?.winner == 1)
        #expect(guesses <= 5)
    }
}

@Suite("Analysis of games with core rules")
struct CoreAnalysisTests {
    /// A game no line of which ends: whatever the order of the moves, the search follows one
    /// as far as it goes. (Achi's pieces may slide for ever too, but a search that tries the
    /// right moves first proves a win there without following such a line.)
    @Test func theSolverStopsOnALineOfPlayThatDoesNotEnd() throws {
        let endless = try model(text: "referee 1\nplayers A B\nstate n = 0\nmove number 0 to 1 then set n = chosen\nend when n == 5: draw\n")
        guard case .failure(let error) = Solve.value(of: endless) else {
            Issue.record("a game that never ends was given a value")
            return
        }
        guard case .mayNotEnd(let moves) = error else {
            Issue.record("unexpected refusal: \(error)")
            return
        }
        #expect(moves == Solver<CoreKernel<UInt64>>.longestLine)
    }

    /// The perfect player is offered for a game without a board, and plays Nim as its theory
    /// says: it leaves a multiple of `most + 1` whenever it can.
    @Test func thePerfectPlayerPlaysNimByItsTheory() throws {
        let m = try model("examples/nim.rules")
        #expect(PerfectPlayer.suits(m))
        let engine = Engine(m)
        var generator = SeededGenerator(seed: 5)
        var state = engine.newGame()
        while !engine.isOver(state) {
            let player: any ComputerPlayer = engine.toMove(state) == 0 ? PerfectPlayer() : RandomPlayer()
            let move = try #require(player.chooseMove(in: state, engine: engine, generator: &generator))
            state = try engine.play(engine.format(move, in: state), in: state).get()
            guard case .board(let view) = engine.view(state), engine.toMove(state) == 1 else { continue }
            #expect(view.kept.first?.values.first.flatMap { Int($0) }.map { $0 % 4 } == 0, "First leaves a multiple of 4")
        }
        #expect(engine.outcome(state)?.winner == 0)
    }

    /// On a game without a board that never ends, the perfect player says so and falls back.
    @Test func thePerfectPlayerSaysWhenALineOfPlayDoesNotEnd() throws {
        let m = try model(text: "referee 1\nplayers A B\nstate n = 0\nmove number 0 to 1 then set n = chosen\nend when n == 5: draw\n")
        let engine = Engine(m)
        var generator = SeededGenerator(seed: 1)
        let choice = PerfectPlayer().choose(in: engine.newGame(), engine: engine, generator: &generator, within: .within(.milliseconds(300)))
        #expect(choice.move != nil)
        #expect(choice.note?.contains("a line of play 1000 moves long that does not end") == true)
    }

    /// Nim with one heap, a game of core rules alone whose moves are numbers, against its theory:
    /// the player to move loses exactly when the heap is a multiple of `most + 1`.
    @Test func theSolverValuesNimAsItsTheorySays() throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let book = try RuleBook.load(path: "/\(root)/examples/nim.rules").get()
        for most in 2...4 {
            for heap in 1...13 {
                let m = try book.model(options: ["heap": heap, "most": most]).get()
                let value = try Solve.value(of: m).get()
                #expect(value.winner == (heap % (most + 1) == 0 ? 1 : 0), "heap \(heap), taking 1 to \(most)")
            }
        }
    }

    @Test func theSolverSolvesAGameOfSharedPiecesThatFillTheBoard() throws {
        var m = try model("examples/treblecross.rules")
        m.core?.board = CoreBoard(width: 5, height: 1, naming: .numbered(from: 1),
                                  lines: BoardRules.linesInARow(3, width: 5, height: 1))
        // On five cells the first player wins by taking the middle.
        let value = try Solve.value(of: m).get()
        #expect(value.winner == 0)
    }

    @Test func perfectIsNotOfferedWhereItCannotRebuildThePosition() throws {
        let offered = ComputerPlayers.available(for: Engine(try model("examples/achi.rules"))).map(\.name)
        #expect(!offered.contains("perfect"))
        #expect(offered.contains("random"))
    }

    @Test func treeSearchIsNotOfferedWhereTheRulesHideACode() throws {
        // A code game's secret is not a drawn value whose draws search could play out; its
        // codebreakers search the codes instead.
        let hidden = ComputerPlayers.available(for: Engine(try model("rules/mastermind.rules"))).map(\.name)
        #expect(!hidden.contains("mcts"))
        #expect(!hidden.contains("perfect"))
    }
}

@Suite("The solver's memory")
struct SolverMemoryTests {
    @Test func aSmallTableGivesTheSameValuesAsALargeOne() throws {
        guard case .smallBoard(let kernel) = AnyKernel(try model("rules/tictactoe.rules")) else {
            Issue.record("tic-tac-toe is not a small board")
            return
        }
        var large = Solver(kernel, budget: 5_000_000)
        var small = Solver(kernel, budget: 5_000_000, tableSlots: 64)
        let state = kernel.initial(seed: 0)
        let a = try large.moveValues(state), b = try small.moveValues(state)
        #expect(a.map(\.0) == b.map(\.0))
        #expect(a.map(\.1) == b.map(\.1))
        #expect(small.table.capacity == 64)
        #expect(large.table.filled > 64)
    }

    /// The blocks of one run draw from streams apart: no block's first numbers stand among the
    /// first block's, which a seed moved by the generator's own step would give.
    @Test func blocksDrawFromStreamsApart() {
        let blocks = Playouts.blocks(count: 4 * Playouts.blockSize, seed: 7)
        #expect(blocks.seed(of: 0) == 7)
        var first = SeededGenerator(seed: blocks.seed(of: 0))
        let drawn = Set((0..<10_000).map { _ in first.next() })
        for block in 1..<4 {
            var other = SeededGenerator(seed: blocks.seed(of: block))
            #expect((0..<100).allSatisfy { _ in !drawn.contains(other.next()) }, "block \(block)")
        }
    }
}
