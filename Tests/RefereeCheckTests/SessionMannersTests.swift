import Foundation
import RefereeCheck
import RefereeLanguage
import RefereePlay
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
