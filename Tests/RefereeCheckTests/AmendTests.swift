import Foundation
import RefereeLanguage
import RefereePlay
import Testing

/// `amend N MOVE`: changes a move of the game and plays the rest again, or refuses and leaves
/// the game as it was; `undo` takes it back whole.
@Suite("Amending a move")
struct AmendTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("rules/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func anAmendReplacesTheMoveAndReplaysTheRest() throws {
        var s = try session("tictactoe.rules")
        for move in ["4", "0", "8"] { _ = s.execute(move) }
        let amended = s.execute("amend 2 1")
        #expect(amended.ok)
        #expect(amended.text.contains("move 2 was O plays 0; now O plays 1"))
        #expect(s.moves == ["4", "1", "8"])
        #expect(s.engine.legalMoveTexts(s.state).contains("0"))
    }

    @Test func aMoveThatNoLongerReplaysIsNamedAndTheGameIsKept() throws {
        var s = try session("tictactoe.rules")
        for move in ["4", "0", "8"] { _ = s.execute(move) }
        let before = s.state
        let refused = s.execute("amend 1 0")
        #expect(!refused.ok)
        #expect(refused.error?.contains("move 2 (O plays 0) no longer replays") == true)
        #expect(s.moves == ["4", "0", "8"])
        #expect(s.state == before)
    }

    @Test(arguments: [("amend 9 1", "there is no move 9"), ("amend 2 4", "move 2 cannot be 4")])
    func aBadAmendSaysWhy(_ line: String, _ said: String) throws {
        var s = try session("tictactoe.rules")
        for move in ["4", "0", "8"] { _ = s.execute(move) }
        let refused = s.execute(line)
        #expect(!refused.ok)
        #expect(refused.error?.contains(said) == true)
        #expect(s.moves == ["4", "0", "8"])
    }

    @Test func undoTakesTheAmendBackAsOneStep() throws {
        var s = try session("tictactoe.rules")
        for move in ["4", "0", "8"] { _ = s.execute(move) }
        let before = s.state
        _ = s.execute("amend 2 1")
        let undone = s.execute("undo")
        #expect(undone.text.contains("took back the amend of move 2"))
        #expect(s.moves == ["4", "0", "8"])
        #expect(s.state == before)
        _ = s.execute("undo")
        #expect(s.moves == ["4", "0"])
    }

    @Test(arguments: ["amend", "amend 2", "amend x 4", "amend 0 4"])
    func amendNeedsANumberAndAMove(_ line: String) {
        guard case .invalid(let message) = Command.parse(line) else {
            Issue.record("'\(line)' was read as \(Command.parse(line))")
            return
        }
        #expect(message.contains("amend N MOVE"))
    }
}
