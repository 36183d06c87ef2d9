import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// The pictures drawn after every move, without colour (as they are when output is not a terminal).
@Suite("Pictures")
struct PictureTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("rules/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func aWinningLineIsBracketedWithoutColour() throws {
        var s = try session("tictactoe.rules")
        var text = ""
        for move in ["0", "3", "1", "4", "2"] { text = s.execute(move).text }
        #expect(text.hasPrefix("[X]|[X]|[X]\n---+---+---\n O | O | 5 \n"))
        #expect(text.contains("winning line: (0 1 2)"))
        #expect(text.hasSuffix("game over: X Wins"))
        #expect(!text.contains("\u{1B}["))
    }

    @Test func colourMarksTheLineInReverseVideo() throws {
        var s = try session("tictactoe.rules")
        for move in ["0", "3", "1", "4"] { _ = s.execute(move) }
        let text = s.execute("2", color: true).text
        #expect(text.contains("\u{1B}[7;1;31m X \u{1B}[0m"))
    }

    @Test func feedbackByPositionIsShownAMarkAPlace() throws {
        let source = SourceFile(name: "words.rules", text: """
        referee 1
        players Setter Solver
        code 5 from "abcdefghijklmnopqrstuvwxyz"
        words "crane" "trace" "eerie"
        guesses 6
        feedback by position "G" "Y" "-"
        secret kept by Setter, hidden from Solver
        """)
        for seed in UInt64(0)..<6 {
            var s = Session(book: try RuleBook.compile(source).get(), rulesPath: "words.rules", seed: seed)
            let empty = s.execute("show").text
            // Lines longer than the terminal's 80 columns are broken at a space and indented.
            #expect(empty.contains("no guesses yet: a code is a word on the list of 3 (5 symbols from\n  abcdefghijklmnopqrstuvwxyz)"))
            #expect(empty.contains("feedback: a mark a place, G right symbol in the right place, Y right symbol in\n  the wrong place, - neither\n"))
            #expect(empty.contains("  (a symbol is marked Y only as often as the secret has it beyond its G marks)"))
            let text = s.execute("trace").text
            guard case .code(let view) = s.engine.view(s.state, for: 0), let secret = view.secret else {
                Issue.record("no secret for its keeper")
                return
            }
            let marks = ["crane": "-GGYG", "trace": "GGGGG", "eerie": "-Y--G"][secret] ?? "?"
            #expect(text.contains(" 1. trace  [\(marks)]"), "\(secret): \(text)")
        }
    }

    @Test func longPlayerNamesBecomeInitialsWithALegend() throws {
        let source = SourceFile(name: "drop.rules", text: """
        referee 1
        game "Drop"
        players Red Yellow
        board 4 by 3
        cells numbered from 1
        gravity
        win 3 in a row
        """)
        let book = try RuleBook.compile(source).get()
        var s = Session(book: book, rulesPath: "drop.rules")
        _ = s.execute("2")
        let text = s.execute("2").text
        #expect(text.hasPrefix(" . | . | . | . \n---+---+---+---\n . | Y | . | . \n---+---+---+---\n . | R | . | . \n 1   2   3   4 \n"))
        #expect(text.contains("\nR Red, Y Yellow\n"))
    }

    @Test func theBowlingSheetShowsMarksFrameScoresAndRunningTotals() throws {
        var s = try session("bowling.rules")
        var text = ""
        for roll in ["X", "7", "/", "-", "5"] { text = s.execute(roll).text }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("frame  |  1  |  2  |  3  |  4  |"))
        // One label for one number: the score so far at the end, the running totals below.
        #expect(lines[0].hasSuffix("| so far"))
        #expect(lines[1].hasPrefix("Bowler |  X  | 7 / | - 5 |     |"))
        #expect(lines[1].hasSuffix("|     35"))
        #expect(lines[2].hasPrefix(" score |  20 |  10 |   5 |"))
        #expect(lines[3].hasPrefix(" total |  20 |  30 |  35 |"))
        #expect(lines[4] == "frame 4 of 10, 10 pins standing")
    }

    @Test func aBlankTotalWaitingForItsBonusIsExplainedOnTheSheet() throws {
        var s = try session("bowling.rules")
        let legend = "so far counts a bonus once its balls are rolled; a blank total waits for them"
        #expect(!s.picture().contains(legend))
        let strike = s.execute("X").text
        #expect(strike.split(separator: "\n").contains { $0 == legend })
        #expect(s.execute("7").text.contains(legend))
        // The strike's bonus is complete: every total so far is known.
        #expect(!s.execute("2").text.contains(legend))
        #expect(legend.count <= 80)
    }

    @Test func theRallyScoreboardMarksTheServerAndCountsGames() throws {
        var s = try session("table-tennis.rules")
        var text = ""
        for _ in 0..<11 { text = s.execute("A").text }
        #expect(text.contains("A wins the game: 1-0 in games"))
        #expect(text.contains("  A            1       0"))
        #expect(text.contains("* B            0       0"))
        #expect(text.contains("game 2, * serves"))
        for _ in 0..<11 { _ = s.execute("A") }
        for _ in 0..<11 { text = s.execute("B").text }
        // The winner's count first: B has 1 game to A's 2.
        #expect(text.contains("B wins the game: 1-2 in games"), "\(text)")
    }

    @Test func spokenCallsShowTheUmpiresCall() throws {
        let source = SourceFile(name: "tennis.rules", text: """
        referee 1
        game "Tennis"
        players A B
        game: first to 4, lead by 2, call "Love" "Fifteen" "Thirty" "Forty", deuce "Deuce" "Advantage"
        match: best of 3
        """)
        var s = Session(book: try RuleBook.compile(source).get(), rulesPath: "tennis.rules")
        var text = ""
        for point in ["A", "A", "A", "B", "B", "B"] { text = s.execute(point).text }
        #expect(text.contains("* A            0      Forty"))
        #expect(text.contains("game 1: Deuce, * serves"))
        #expect(s.execute("A").text.contains("game 1: Advantage A, * serves"))
    }

    @Test func theCodeBoardShowsFeedbackGuessesLeftAndTheSecretAtTheEnd() throws {
        var s = try session("mastermind.rules")
        let secret: String
        guard case .code(let code) = s.engine.view(s.state, for: 0), let known = code.secret else {
            Issue.record("no secret")
            return
        }
        secret = known
        let first = s.execute(secret == "1111" ? "2222" : "1111").text
        #expect(first.contains("guesses left: 9"))
        #expect(first.contains("secret: ????"))
        #expect(!first.contains(secret))
        let last = s.execute(secret).text
        #expect(last.contains("  2. \(secret)  [BBBB]"))
        #expect(last.contains("secret: \(secret)"))
        #expect(last.hasSuffix("game over: Codebreaker wins"))
    }
}

@Suite("Pictures of games with core rules")
struct CorePictureTests {
    func session(_ file: String) throws -> Session {
        Session(engine: Engine(try RuleBook.load(path: ShippedFiles.root.appendingPathComponent(file).path).get().model))
    }

    @Test func aSharedPieceIsDrawnByItsName() throws {
        var s = try session("examples/treblecross.rules")
        _ = s.execute("5")
        let picture = s.picture()
        #expect(picture.contains(" X "))
        #expect(!picture.contains(" 5 "))
    }

    @Test func keptValuesAndAnnouncementsFollowThePicture() throws {
        var s = try session("examples/line-score.rules")
        for move in ["a1", "a4", "b1", "b4", "c1"] { _ = s.execute(move) }
        let lines = s.picture().split(separator: "\n").map(String.init)
        #expect(lines.contains("score: X 1, O 0"))
        #expect(lines.contains("a line is scored"))
        #expect(lines.contains("completed line: (a1 b1 c1)"))
    }

    @Test func anAnnouncementCannotReachTheTerminalRaw() throws {
        let text = "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\nafter move then announce \"\u{1B}]0;retitled\u{07}\"\n"
        let book = try RuleBook.compile(SourceFile(name: "t.rules", text: text)).get()
        var s = Session(book: book, rulesPath: "t.rules")
        _ = s.execute("4")
        let picture = s.picture()
        #expect(!picture.contains("\u{1B}"))
        #expect(picture.contains("\\u{1B}]0;retitled\\u{7}"))
    }

    @Test func theRulesInBriefNameTheCoreMoves() throws {
        var s = try session("examples/achi.rules")
        let rules = s.execute("rules").text
        #expect(rules.contains("moving one of their pieces along a line to the empty cell next to it"))
    }
}

@Suite("Finished sets in the rally picture")
struct FinishedSetTests {
    @Test func aFinishedSetKeepsItsScoreInThePicture() throws {
        let model = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("examples/tennis.rules").path).get().model
        var s = Session(engine: Engine(model))
        for _ in 0..<24 { _ = s.execute("A") }
        for _ in 0..<4 { _ = s.execute("B") }
        let picture = s.picture()
        #expect(picture.contains("sets (A-B): 6-0"))
        #expect(picture.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
