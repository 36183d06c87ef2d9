import RefereeLanguage
import RefereePlay
import Testing
@testable import RefereeREPL

/// Tab in a game with more legal moves than are worth offering: commands, but no moves, so that
/// the prompt never lists and formats millions of codes.
@Suite("Completion in a large code space")
struct CompletionLimitTests {
    static func completer(_ code: String) throws -> Completer {
        let text = "referee 1\nplayers Setter Solver\n\(code)\nguesses 6\n"
        return Completer(session: Session(book: try RuleBook.compile(SourceFile(name: "c.rules", text: text)).get(), rulesPath: "c.rules"))
    }

    @Test func manyCodesAreNotOffered() throws {
        let completer = try Self.completer("code 5 from \"abcdefghijkl\"")
        #expect(completer.candidates(before: "", word: "").contains("help"))
        #expect(completer.candidates(before: "", word: "a") == ["amend", "ai"])
    }

    @Test func aFewCodesAreOffered() throws {
        let completer = try Self.completer("code 2 from \"ab\"")
        #expect(completer.candidates(before: "", word: "a") == ["amend", "ai", "aa", "ab"])
    }
}
