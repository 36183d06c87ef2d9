import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// `toss PLAYER` at the prompt: who serves first in a rally game, and so in every game after.
@Suite("The toss")
struct TossTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("rules/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    func server(_ session: Session) -> Int? {
        guard case .rally(let rally) = session.engine.view(session.state) else { return nil }
        return rally.server
    }

    @Test func theTossWinnerServesFirstAndTheNextGameFollows() throws {
        var s = try session("table-tennis.rules")
        #expect(Command.parse("toss B") == .toss("B"))
        #expect(s.execute("toss B").ok)
        #expect(server(s) == 1)
        for _ in 0..<11 { _ = s.execute("A") }
        guard case .rally(let rally) = s.engine.view(s.state) else { throw CancellationError() }
        #expect(rally.levels.first?.wins == [1, 0])
        #expect(server(s) == 0, "B served first in game 1, so A serves first in game 2")
    }

    @Test func aTossAfterTheFirstRallyIsRefusedAndChangesNothing() throws {
        var s = try session("table-tennis.rules")
        _ = s.execute("A")
        let before = s.state
        let response = s.execute("toss B")
        #expect(!response.ok)
        #expect(response.error?.contains("before the first rally") == true)
        #expect(s.state == before)
    }

    @Test func aTossNamesAPlayerOfARallyGame() throws {
        var rally = try session("table-tennis.rules")
        #expect(rally.execute("toss C").error?.contains("no player 'C'") == true)
        #expect(rally.execute("toss").text == "A serves first")
        var board = try session("tictactoe.rules")
        #expect(board.execute("toss X").error?.contains("rally game") == true)
    }
}
