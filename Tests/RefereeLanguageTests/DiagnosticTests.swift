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

@Suite("Diagnostics of untrusted text and of no place")
struct DiagnosticPlaceTests {
    @Test func controlCharactersInTheLineAndMessageAreEscapedAndTheCaretFollows() {
        let source = SourceFile(name: "t\u{1B}]0;x\u{07}.rules", text: "game \"\u{1B}[2J\" bad\n")
        let diagnostic = Diagnostic.error("unexpected 'bad' after \"\u{1B}[2J\"", at: Span(12, 15))
        let rendered = diagnostic.rendered(in: source)
        #expect(!rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(rendered == """
            t\\u{1B}]0;x\\u{7}.rules:1:13: error: unexpected 'bad' after "\\u{1B}[2J"
              |
            1 | game "\\u{1B}[2J" bad
              |                  ^^^

            """)
    }

    @Test func aFileThatCannotBeReadIsNamedWithoutALine() {
        guard case .failure(let error) = RuleBook.load(path: "/no/such/folder/game.rules") else {
            Issue.record("a missing file loaded")
            return
        }
        #expect(error.rendered() == "/no/such/folder/game.rules: error: no such file\n\n1 error in /no/such/folder/game.rules\n")
    }

    @Test func anOptionTheFileDoesNotDeclareIsNotBlamedOnLineOne() {
        let source = SourceFile(name: "t.rules", text: "referee 1\ngame \"T\"\nplayers X O\noption size = 3\nboard size by size\nwin 3 in a row\n")
        guard case .failure(let error) = RuleBook.compile(source, options: ["sise": 4]) else {
            Issue.record("an unknown option was accepted")
            return
        }
        let rendered = error.rendered()
        #expect(rendered.hasPrefix("t.rules: error: no option 'sise' in this rule file\n  = help: did you mean 'size'?\n"))
        #expect(!rendered.contains("1 | referee 1"))
    }

    /// A value whose declaration is refused earns that one error: the rules that read or change
    /// it do not repeat it (a stranger's Pig named its pot `turn` and got five errors).
    @Test func aRefusedDeclarationIsReportedOnceNotAtEveryUse() {
        let found = errors("""
            referee 1
            players Ann Bob
            state score per player = 0
            state turn = 0
            move number 2 to 6 then add chosen to turn, again
            move pass then add turn to score(mover), set turn = 0
            end when max(score) >= 100: highest score

            """)
        #expect(found == ["'turn' is already the name of something the rule language keeps for itself"])
        #expect(errors("referee 1\nplayers A B\nstate mover = 0\nmove number 1 to 3 then add chosen to mover\n")
            == ["'mover' is already the name of something the rules read during play"])
    }
}
