import Foundation
import RefereeLanguage
import RefereePlay
import Testing

/// `hint` in a game that hides a drawn value from the player to move: Monte Carlo search over
/// the draws that agree with what the player saw.
@Suite("Hints where a value is hidden")
struct HiddenHintTests {
    @Test func aHintSearchesTheDrawsThatAgreeWithTheAnswers() throws {
        let path = ShippedFiles.root.appendingPathComponent("examples/higher-lower.rules").path
        var s = Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: 4)
        #expect(s.execute("think 0.2").ok)
        #expect(s.execute("50").ok)
        let hint = s.execute("hint")
        #expect(hint.ok)
        let found = try #require(hint.hint)
        #expect(found.computer == "mcts")
        let note = try #require(found.note)
        #expect(note.contains("ways the hidden values could be, given what Guesser saw"))
        #expect(s.engine.legalMoveTexts(s.state).contains(found.move))
    }
}
