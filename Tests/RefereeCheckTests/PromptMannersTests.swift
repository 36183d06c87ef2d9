import RefereeLanguage
import RefereePlay
import Testing

/// What `undo` says it took back, and `clear`, a command that is never a move.
@Suite("Prompt manners")
struct PromptMannersTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("rules/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func undoSaysWhichMovesItTookBack() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("4")
        _ = s.execute("0")
        let once = s.execute("undo")
        #expect(once.ok)
        #expect(once.text.hasPrefix("took back move 2 (O plays 0)\n"), "\(once.text)")
        #expect(s.moves == ["4"])
        #expect(s.execute("undo").text.hasPrefix("took back move 1 (X plays 4)\n"))
        #expect(s.execute("undo").text == "error: nothing to undo")
    }

    @Test func undoAgainstTheComputerNamesBothMovesTakenBack() throws {
        var s = try session("tictactoe.rules")
        #expect(s.execute("vs computer O first").ok)
        _ = s.execute("4")
        #expect(s.moves.count == 2)
        let response = s.execute("undo")
        #expect(response.text.hasPrefix("took back moves 1 to 2 (X plays 4; O plays "), "\(response.text)")
        #expect(s.moves.isEmpty)
    }

    @Test func clearIsACommandNeverAMove() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("4")
        let response = s.execute("clear")
        #expect(response.ok)
        #expect(response.clearsScreen)
        #expect(response.command == "clear")
        #expect(response.text == s.execute("show").text)
        #expect(s.moves == ["4"])
        #expect(Command.parse("clear") == .clear)
        #expect(Command.parse("move clear") == .move("clear"))
        #expect(!s.execute("clear now").ok)
        #expect(s.moves == ["4"])
    }
}
