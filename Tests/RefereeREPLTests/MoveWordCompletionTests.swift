import RefereeLanguage
import RefereePlay
import Testing
@testable import RefereeREPL

/// Tab on moves of several words (`S c3`): the first word, then the words that can follow it.
@Suite("Completing moves word by word")
struct MoveWordCompletionTests {
    static func completer(_ rules: String) throws -> Completer {
        let text = "referee 1\nplayers A B\nboard 2 by 2\ncells named a1\n" + rules + "\n"
        return Completer(session: Session(book: try RuleBook.compile(SourceFile(name: "c.rules", text: text)).get(), rulesPath: "c.rules"))
    }

    @Test func aChosenPieceIsCompletedThenItsCell() throws {
        let completer = try Self.completer("pieces S O\nmove place S or O\nend when full: draw")
        #expect(completer.candidates(before: "", word: "S") == ["S"])
        #expect(completer.candidates(before: "", word: "").contains("O"))
        #expect(completer.candidates(before: "S ", word: "") == ["a2", "b2", "a1", "b1"])
        #expect(completer.candidates(before: "O ", word: "b") == ["b2", "b1"])
        #expect(completer.candidates(before: "move S ", word: "a") == ["a2", "a1"])
        #expect(completer.candidates(before: "S a2 ", word: "").isEmpty)
    }

    @Test func oneWordMovesAreCompletedWhole() throws {
        let completer = try Self.completer("start A at a1\nstart B at b2\nmove slide\nmove pass otherwise\nend when full: draw")
        #expect(completer.candidates(before: "", word: "a1") == ["a1-a2", "a1-b1"])
        #expect(completer.candidates(before: "why ", word: "a") == ["a1-a2", "a1-b1"])
    }
}
