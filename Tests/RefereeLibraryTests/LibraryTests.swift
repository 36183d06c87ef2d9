import Foundation
import Referee
import Testing

/// The library product as an embedding program sees it: this target imports `Referee` and
/// nothing else of the package.
@Suite("The Referee library")
struct LibraryTests {
    static let ticTacToe = """
        referee 1
        game "Tic-tac-toe"
        players X O
        board 3 by 3
        cells numbered from 0
        win 3 in a row
        draw when full
        message win "{winner} Wins"
        """

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func aCompleteGameFromTextToItsOutcome() throws {
        let rules = try Rules.compile(Self.ticTacToe)
        #expect(rules.title == "Tic-tac-toe")
        #expect(rules.players == ["X", "O"])
        #expect(rules.family == "board")
        var game = rules.newGame()
        #expect(game.toMove == "X")
        #expect(game.legalMoves == ["0", "1", "2", "3", "4", "5", "6", "7", "8"])
        for move in ["4", "0", "2", "6", "3", "5", "1", "7"] { try game.play(move) }
        #expect(throws: IllegalMove.self) { try game.play("4") }
        do {
            try game.play("4")
        } catch {
            #expect(error.rule == .occupied)
            #expect(error.message == "cell 4 is already taken")
        }
        #expect(game.moves.count == 8, "a refused move leaves the game as it was")
        try game.play("8")
        #expect(game.isOver)
        let outcome = try #require(game.outcome)
        #expect(outcome.isDraw)
        #expect(outcome.message == "Draw")
        do {
            try game.play("8")
        } catch {
            #expect(error.rule == .over)
        }
        guard case .board(let board) = game.view else {
            Issue.record("not a board: \(game.view)")
            return
        }
        #expect(board.pieces.compactMap { $0 } == ["O", "X", "X", "X", "X", "O", "O", "O", "X"])
        #expect(board.lines.isEmpty)
    }

    @Test func aWinAndItsLine() throws {
        var game = try Rules.compile(Self.ticTacToe).newGame()
        for move in ["0", "3", "1", "4", "2"] { try game.play(move) }
        #expect(game.outcome?.winner == "X")
        #expect(game.outcome?.losers == ["O"])
        #expect(game.outcome?.message == "X Wins")
        guard case .board(let board) = game.view else { Issue.record("not a board"); return }
        #expect(board.lines == [[0, 1, 2]])
    }

    @Test func undoIsKeepingValues() throws {
        let rules = try Rules.compile(Self.ticTacToe)
        var game = rules.newGame()
        let start = game
        try game.play("4")
        let after = try game.playing("0")
        #expect(game.moves.map(\.move) == ["4"], "playing gives a new value")
        #expect(after.moves.map(\.move) == ["4", "0"])
        let undone = game.undo()
        #expect(undone)
        #expect(game.legalMoves == start.legalMoves)
        let again = game.undo()
        #expect(!again)
        game = after
        #expect(game.toMove == "X")
    }

    @Test func aShippedFileOfFramesPlayedToAPerfectGame() throws {
        let rules = try Rules.load(path: Self.root.appendingPathComponent("rules/bowling.rules").path)
        #expect(!rules.scenarioNames.isEmpty)
        var game = rules.newGame()
        while !game.isOver { try game.play("X") }
        #expect(game.moves.count == 12)
        guard case .frames(let frames) = game.view else { Issue.record("not frames"); return }
        #expect(frames.scores == [300])
        #expect(frames.cards[0].first?.rolls == [10])
    }

    @Test func checkingAMoveWithoutPlayingIt() throws {
        let game = try Rules.compile(Self.ticTacToe).newGame().playing("4")
        #expect((try? game.check("0").get()) != nil)
        guard case .failure(let refused) = game.check("4") else { Issue.record("4 was taken"); return }
        #expect(refused.rule == .occupied)
        guard case .failure(let unknown) = game.check("nine") else { Issue.record("nine is no cell"); return }
        #expect(unknown.rule == .unknown)
        #expect(game.moves.count == 1)
    }

    @Test func theRulesComputerPlaysAndIsRecorded() throws {
        let rules = try Rules.load(path: Self.root.appendingPathComponent("rules/tictactoe-vs-computer.rules").path)
        #expect(rules.playersPlayedByTheRules == ["C"])
        #expect(rules.warnings.isEmpty)
        var game = rules.newGame()
        #expect(game.moves.first.map { $0.byRules } == true)
        let opening = game.moves.count
        try game.play(try #require(game.legalMoves.first))
        #expect(game.moves.count >= opening + 1)
        #expect(game.moves[opening].byRules == false)
    }

    @Test func aFileThatDoesNotCompileSaysWhereAndHow() {
        let text = "referee 1\ngame \"T\"\nplayers X O\nboard 3 by 3\nwin 4 in a row\n"
        #expect(throws: RulesError.self) { try Rules.compile(text, name: "broken.rules") }
        do {
            _ = try Rules.compile(text, name: "broken.rules")
        } catch {
            let problem = error.errors.first
            #expect(problem?.file == "broken.rules")
            #expect(problem?.line == 5)
            #expect(problem?.column == 5)
            #expect(problem?.message == "no line of 4 fits on a 3 by 3 board")
            #expect(problem?.help == "make the board larger or the line shorter")
            #expect(error.description.contains("broken.rules:5:5: error: no line of 4 fits"))
        }
    }

    @Test func optionsChangeTheGame() throws {
        let rules = try Rules.load(path: Self.root.appendingPathComponent("examples/mnk.rules").path)
        #expect(rules.options == ["m": 4, "n": 4, "k": 4])
        let larger = try rules.with(options: ["m": 5, "n": 5])
        #expect(larger.options == ["m": 5, "n": 5, "k": 4])
        guard case .board(let board) = larger.newGame().view else { Issue.record("not a board"); return }
        #expect(board.width == 5)
        #expect(rules.newGame().legalMoveCount == 16, "the rules it came from are as they were")
        #expect(throws: RulesError.self) { try rules.with(options: ["k": 5]) }
    }

    @Test func theAnalysis() throws {
        let rules = try Rules.compile(Self.ticTacToe)
        let counts = try #require(rules.perft(depth: 3))
        #expect(counts.sequences == [9, 72, 504])
        #expect(counts.finished == [0, 0, 0])
        let solution = try rules.solve()
        #expect(solution.winner == nil)
        #expect(solution.description == "a draw with perfect play")
        let summary = rules.playouts(200, seed: 7)
        #expect(summary.games == 200)
        #expect(summary.wins.values.reduce(0, +) + summary.draws + summary.unfinished == 200)
        #expect(summary.scores.isEmpty, "tic-tac-toe keeps no score")
        let golf = try Rules.load(path: Self.root.appendingPathComponent("examples/golf.rules").path).playouts(50, seed: 7)
        #expect(golf.scores.keys.sorted() == ["Ann", "Bob"])
        #expect(golf.scores["Ann"]?.values.reduce(0, +) == 50)
        #expect(throws: SolveError.self) { try Rules.load(path: Self.root.appendingPathComponent("rules/bowling.rules").path).solve() }
    }

    @Test func computerPlayers() throws {
        var game = try Rules.compile(Self.ticTacToe).newGame()
        #expect(game.computerPlayers.first == "first")
        #expect(game.suggestedMove(by: "first") == "0")
        #expect(game.suggestedMove(by: "nobody") == nil)
        let chosen = game.playComputerMove(by: "perfect")
        let played = try #require(chosen)
        #expect(game.moves.last?.move == played)
        #expect(game.moves.last?.computer == "perfect")
        while !game.isOver { game.playComputerMove(by: "perfect") }
        #expect(game.outcome?.isDraw == true, "perfect play draws")
    }

    @Test func aRallyAndACodeThroughTheirViews() throws {
        var rally = try Rules.load(path: Self.root.appendingPathComponent("examples/tennis.rules").path).newGame()
        try rally.play("A")
        #expect(rally.spokenScore == "Fifteen-Love")
        guard case .rally(let view) = rally.view else { Issue.record("not a rally"); return }
        #expect(view.points == [1, 0])
        let rules = try Rules.load(path: Self.root.appendingPathComponent("rules/mastermind.rules").path)
        var code = rules.newGame(seed: 3)
        guard case .code(let hidden) = code.view, case .code(let shown)? = code.view(for: "Codemaker") ?? code.view(for: rules.players[0]) else {
            Issue.record("not a code game"); return
        }
        #expect(hidden.secret == nil)
        let secret = try #require(shown.secret)
        try code.play(secret)
        #expect(code.outcome?.winner != nil)
    }
}
