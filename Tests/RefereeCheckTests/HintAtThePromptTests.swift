import Foundation
import RefereeAnalysis
import RefereeLanguage
import RefereePlay
import Testing

/// `hint` and `ai` with the default computer player and thinking time: the tactical check
/// blocks a win at once whatever the seed, and `ai` plays the move `hint` gave.
@Suite("Hints at the prompt")
struct HintAtThePromptTests {
    static func connectFour(seed: UInt64) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/connect-four.rules").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: seed)
    }

    /// Yellow has three in column 6 and Red is to move (the position of issue 29).
    static let reported = ["4", "3", "4", "4", "5", "3", "3", "6", "5", "6", "5", "5", "2", "6"]

    @Test(arguments: 1...20)
    func theHintBlocksThreeInAColumn(_ seed: UInt64) throws {
        var session = try Self.connectFour(seed: seed)
        for move in Self.reported { #expect(session.execute(move).ok) }
        let response = session.execute("hint")
        let hint = try #require(response.hint)
        #expect(hint.computer == "mcts")
        #expect(hint.move == "6", "seed \(seed): \(response.text)")
        #expect(hint.note == "mcts: every move leaves Yellow an immediate win; only 6 takes one of them away")
        #expect(response.text.hasSuffix("\n(\(hint.note ?? ""))"))
        for line in response.text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }

    @Test func aiAfterAHintPlaysTheMoveHinted() throws {
        var session = try Self.connectFour(seed: 3)
        #expect(session.execute("think 0.1").ok)
        #expect(session.execute("4").ok)
        let hint = try #require(session.execute("hint").hint)
        // What the note says depends on how many playouts the machine ran in the time (on a
        // loaded machine mcts may run out of time first); who chose does not.
        #expect(hint.computer == "mcts")
        #expect(hint.note != nil)
        #expect(session.execute("ai").ok)
        #expect(session.moves == ["4", hint.move])
    }
}
