import Testing
@testable import RefereeLanguage

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test func renderedLikeACompiler() {
        let source = SourceFile(name: "rules/t.rules", text: "referee 1\nplayres X O\n")
        let diagnostic = Diagnostic.error(
            "unknown statement 'playres'", at: Span(10, 17), expected: "a statement", help: "did you mean 'players'?")
        #expect(diagnostic.rendered(in: source) == """
            rules/t.rules:2:1: error: unknown statement 'playres'
              |
            2 | playres X O
              | ^^^^^^^ expected a statement
              = help: did you mean 'players'?

            """)
    }

    @Test func columnsCountCharactersNotBytes() {
        let source = SourceFile(name: "t", text: "game \"Ünïcode\" x")
        #expect(source.position(of: 16) == (1, 15))
    }

    @Test func suggestionsFindCloseWordsOnly() {
        #expect(Suggestion.closest(to: "playres", among: ["players", "board"]) == "players")
        #expect(Suggestion.closest(to: "bord", among: ["players", "board"]) == "board")
        #expect(Suggestion.closest(to: "zebra", among: ["players", "board"]) == nil)
    }
}
