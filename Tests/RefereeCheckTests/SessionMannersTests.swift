import Foundation
import RefereeCheck
import RefereeLanguage
@testable import RefereePlay
import Testing

/// What a session does with work in progress, with untrusted text, and with a scenarios file kept
/// beside its rule file.
@Suite("Play session manners")
struct SessionMannersTests {
    func path(_ file: String) -> String { ShippedFiles.root.appendingPathComponent(file).path }

    func session(_ file: String) throws -> Session {
        Session(book: try RuleBook.load(path: path(file)).get(), rulesPath: path(file))
    }

    @Test func undoAfterNewBringsBackTheGameInProgress() throws {
        var s = try session("rules/tictactoe.rules")
        for move in ["4", "0", "8"] { _ = s.execute(move) }
        let fresh = s.execute("new")
        #expect(fresh.text.hasPrefix("a new game ('undo' brings back the last one, 3 moves)"))
        #expect(s.moves.isEmpty)
        let back = s.execute("undo")
        #expect(back.ok)
        #expect(s.moves == ["4", "0", "8"])
        #expect(s.execute("undo").ok && s.moves == ["4", "0"])
    }

    @Test func undoAfterAnOptionBringsBackTheGameAndItsOptions() throws {
        var s = try session("examples/mnk.rules")
        _ = s.execute("1")
        #expect(s.execute("option m=5").ok)
        #expect(s.moves.isEmpty && s.options == ["m": 5] && s.engine.legalMoveCount(s.state) == 20)
        #expect(s.execute("undo").ok)
        #expect(s.moves == ["1"] && s.options.isEmpty && s.engine.legalMoveCount(s.state) == 15)
        #expect(s.execute("undo").ok && s.moves.isEmpty)
        #expect(!s.execute("undo").ok)
    }

    @Test func undoAfterLoadBringsBackTheGameLoadReplaced() throws {
        var s = try session("rules/tictactoe.rules")
        _ = s.execute("4")
        let loaded = s.execute("load \(path("rules/bowling.rules"))")
        #expect(loaded.ok && s.model.title == "Ten-pin bowling")
        #expect(loaded.text.contains("'undo' brings back the game before, 1 move"))
        #expect(s.execute("undo").ok)
        #expect(s.model.title == "Tic-tac-toe" && s.moves == ["4"])
    }

    @Test func aNewGameOnAnEmptyBoardKeepsNothingToUndo() throws {
        var s = try session("rules/tictactoe.rules")
        #expect(s.execute("new").text.hasPrefix("a new game\n"))
        #expect(s.execute("undo").error == "nothing to undo")
    }

    @Test func whyAfterUndoDoesNotExplainARefusalFromBefore() throws {
        var s = try session("rules/tictactoe.rules")
        for move in ["0", "3", "1", "4", "2"] { _ = s.execute(move) }
        #expect(!s.execute("5").ok)
        #expect(s.execute("why").text.contains("game is over") || s.execute("why").text.contains("'over' rule"))
        #expect(s.execute("undo").ok)
        #expect(!s.execute("why").text.contains("over"))
    }

    @Test func aScenariosFileBesideItsRuleFileLoadsWithoutARulesLine() throws {
        let book = try RuleBook.loadScenarios(path: path("rules/tictactoe.scenarios")).get()
        #expect(book.model.title == "Tic-tac-toe")
        #expect(!book.scenarios.isEmpty)
        #expect(book.scenarios.allSatisfy { $0.location.file == path("rules/tictactoe.scenarios") })
        var s = try session("rules/bowling.rules")
        #expect(s.execute("load \(path("rules/tictactoe.scenarios"))").ok)
        let report = BatchCheck.check(file: path("rules/tictactoe.scenarios"), settings: .scenariosOnly)
        #expect(!report.isInvalid && report.failedCount == 0 && report.passedCount == book.scenarios.count)
    }

    @Test func aTitleAndAMessageFromTheFileReachTheTerminalEscaped() throws {
        let text = """
            referee 1
            game "T\u{1B}]0;owned\u{07}"
            players X O
            board 3 by 3
            cells numbered from 0
            win 3 in a row
            draw when full
            message win "{winner}\u{1B}[2J\rWins"

            """
        let book = try RuleBook.compile(SourceFile(name: "t.rules", text: text)).get()
        var s = Session(book: book, rulesPath: "t.rules")
        var shown = [s.greeting, s.prompt, s.picture()]
        for move in ["0", "3", "1", "4", "2", "5", "help", "rules", "why 7", "moves"] { shown.append(s.execute(move).text) }
        shown.append(s.prompt)
        for text in shown {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
        }
        #expect(s.prompt.contains("X\\u{1B}[2J\\rWins"))
    }
}

/// The prompt's answers to a command mistyped, or asked about.
@Suite("Play prompt suggestions")
struct PromptSuggestionTests {
    func session() throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("rules/tictactoe.rules").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test(arguments: [("hlep", "help"), ("QUIT", "quit"), ("Undo", "undo"), ("shwo", "show"), ("moevs", "moves")])
    func aMistypedCommandIsSuggested(_ typed: String, _ command: String) throws {
        var s = try session()
        let response = s.execute(typed)
        #expect(!response.ok)
        #expect(response.text.contains("did you mean the command '\(command)'?"))
    }

    @Test(arguments: ["4", "x", "a1", "zzzz"])
    func aWordNothingLikeACommandGetsNoSuggestion(_ typed: String) throws {
        var s = try session()
        #expect(!s.execute(typed).text.contains("did you mean the command"))
    }

    @Test func everyCommandHasItsOwnHelp() throws {
        var s = try session()
        for word in Command.words {
            let response = s.execute("help \(word)")
            #expect(response.ok, "help \(word)")
            #expect(response.text.hasPrefix("usage: "), "help \(word)")
        }
        #expect(s.execute("help vs").text.contains("vs computer [SIDE] [COMPUTER-PLAYER]"))
        #expect(!s.execute("help nothing").ok)
    }
}

/// The line under a refusal, without writing out tens of thousands of moves to say nothing.
@Suite("Legal moves under a refusal")
struct LegalBrieflyTests {
    @Test func manyLegalMovesAreNeverWrittenOut() {
        var written = false
        let text = Explain.legalBriefly(count: 32_768, texts: {
            written = true
            return (0..<32_768).map(String.init)
        })
        #expect(text.isEmpty)
        #expect(!written)
    }

    @Test func fewAreListedAndSomeArePointedTo() {
        #expect(Explain.legalBriefly(count: 3, texts: { ["a", "b", "c"] }) == "; legal now: a b c")
        #expect(Explain.legalBriefly(count: 9, texts: { (0..<9).map(String.init) }) == "; legal now: 0 to 8")
        #expect(Explain.legalBriefly(count: 50, texts: { (0..<50).map { "m\($0)" } }) == "; 'moves' lists the legal ones")
        #expect(Explain.legalBriefly(count: 0, texts: { [] }).isEmpty)
    }
}

/// `option NAME` without a value answers about that option, with an example the game has.
@Suite("Option without a value")
struct OptionWithoutValueTests {
    @Test func theExampleNamesTheOptionAskedAbout() throws {
        let path = ShippedFiles.root.appendingPathComponent("examples/mnk.rules").path
        var s = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        _ = s.execute("1")
        let response = s.execute("option k")
        #expect(!response.ok)
        #expect(response.text == "error: option 'k' needs a value: it is 4 now; change it with, say, option k=5")
        #expect(s.moves == ["1"])
        #expect(!s.execute("option size").text.contains("size="))
        #expect(!s.execute("option =3").text.contains("size=4"))
    }
}

/// X means every pin: after a first roll it is refused for the pins already down, not as a
/// move the game does not know.
@Suite("Strike notation after a first roll")
struct StrikeNotationTests {
    @Test(arguments: ["rules/bowling.rules", "examples/five-pin.rules", "examples/candlepin.rules"])
    func xAfterAFirstRollIsRefusedByThePinsRule(_ file: String) throws {
        let path = ShippedFiles.root.appendingPathComponent(file).path
        var s = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        let first = s.engine.legalMoveTexts(s.state).first { $0 != "-" && $0 != "0" } ?? "1"
        #expect(s.execute(first).ok)
        let refused = s.execute("X")
        #expect(!refused.ok)
        #expect(!(refused.error ?? "").contains("not a move"), "\(refused.text)")
        #expect(refused.text.contains("the 'pins' rule"))
    }
}

/// Words from the file that pictures show (calls, symbols) reach the terminal escaped.
@Suite("Pictures of hostile files")
struct HostilePictureTests {
    func shown(_ text: String, moves: [String]) throws -> [String] {
        let book = try RuleBook.compile(SourceFile(name: "t.rules", text: text)).get()
        var s = Session(book: book, rulesPath: "t.rules")
        var out = [s.picture(), s.picture(color: true)]
        for move in moves { out.append(s.execute(move, color: true).text) }
        return out
    }

    func expectNoControls(_ texts: [String]) {
        for text in texts {
            // Colour codes are the program's own: ESC followed by '[' and digits, ending in 'm'.
            let withoutColour = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(!withoutColour.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
        }
    }

    @Test func aRallysCallsAreEscaped() throws {
        expectNoControls(try shown("""
            referee 1
            players A B
            game: first to 4, lead by 2, call "L\u{1B}]0;x\u{07}" "F\u{1B}[2J" "T\r" "Fo"
            match: best of 3
            serve changes every point

            """, moves: ["A", "B", "A"]))
    }

    @Test func aCodesSymbolsAreEscapedOrRefused() throws {
        let text = """
            referee 1
            players Maker Breaker
            code 2 from "ab\u{1B}"
            guesses 5
            secret kept by Maker, hidden from Breaker

            """
        // The checker refuses symbols that cannot be typed; its diagnostic shows them escaped.
        if case .failure(let error) = RuleBook.compile(SourceFile(name: "t.rules", text: text)) {
            expectNoControls([error.rendered()])
            return
        }
        expectNoControls(try shown("""
            referee 1
            players Maker Breaker
            code 2 from "ab\u{1B}"
            guesses 5
            secret kept by Maker, hidden from Breaker

            """, moves: ["ab", "a\u{1B}"]))
    }
}

/// Pictures and messages that used to mislead.
@Suite("Messages that do not mislead")
struct PlainMessagesTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent(file).path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func tennisPointsAreWrittenAsCalledAndANewGameIsCalledAtItsOwnScore() throws {
        var s = try session("examples/tennis.rules")
        var text = ""
        for move in ["A", "A", "A", "B", "B", "B", "A"] { text = s.execute(move).text }
        // Advantage A: 4 to 3, written as a scorer writes it, the advantage beside the last call.
        #expect(text.contains("* A            0       0  Advantage\n  B            0       0      Forty\n"), "\(text)")
        #expect(text.contains("game 1: Advantage A"))
        text = s.execute("A").text
        #expect(text.hasPrefix("A wins the game: 1-0 in games\n"))
        #expect(text.contains("Love\n"))
        #expect(text.contains("game 2: Love-All"), "\(text)")
        #expect(!text.contains("Game A"))
    }

    @Test func aSetWonSaysItsGames() throws {
        var s = try session("examples/tennis.rules")
        var text = ""
        for _ in 0..<24 { text = s.execute("B").text }
        #expect(text.hasPrefix("B wins the set: 1-0 in sets (the set 6-0 in games)\n"), "\(text)")
    }

    @Test func connectFoursWinningLineIsNamedByColumnAndRow() throws {
        var s = try session("examples/connect-four.rules")
        var text = ""
        for move in ["1", "1", "2", "2", "3", "3", "4"] { text = s.execute(move).text }
        #expect(text.contains("winning line: (1,1 2,1 3,1 4,1) (column,row from the bottom)"), "\(text)")
    }

    @Test func fivePinSaysHowItsPinsAreNumberedAndWhichStand() throws {
        var s = try session("examples/five-pin.rules")
        // Every example help offers is a move the game takes now.
        let help = s.execute("help").text
        let example = try #require(help.split(separator: "\n").first { $0.hasSuffix("knocks down pins 1 and 2") })
        #expect(example.hasPrefix("  12 "))
        #expect(s.engine.play("12", in: s.state).isSuccess)
        #expect(s.execute("rules").text.contains("The pins are numbered 1 to 5, worth 2 3 5 3 2 in that order"))
        let refused = s.execute("7").text
        #expect(!refused.contains("0 to 5"))
        #expect(refused.contains("names the pins that fall by their numbers, 1 to 5"))
        #expect(s.execute("3").text.contains("pins standing: 1 2 4 5 (numbered 1 to 5 from the left)"))
        #expect(s.execute("/").ok)
    }

    @Test func aSpareOnAFirstBallIsExplained() throws {
        var s = try session("rules/bowling.rules")
        #expect(s.execute("/").text.contains("it may be a frame's second ball, after a ball that left pins standing"))
    }

    @Test func theRulesOwnComputerIsAnnounced() throws {
        var s = try session("rules/tictactoe-vs-computer.rules")
        #expect(s.greeting.hasSuffix("\nC plays 1"), "\(s.greeting)")
        let reply = s.execute("5").text
        #expect(reply.hasPrefix("C plays 2\n"), "\(reply)")
        #expect(s.execute("new").text.hasPrefix("a new game ('undo' brings back the last one, 1 move)\nC plays 1\n"))
    }
}

extension Result {
    var isSuccess: Bool { if case .success = self { true } else { false } }
}
