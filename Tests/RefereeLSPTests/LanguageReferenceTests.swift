import Foundation
@testable import RefereeLSP
import RefereeLanguage
import Testing

/// Hover and completion show docs/language.md's own text: the copy the server carries is the
/// document, and every word the parser knows has its place in it.
@Suite("Language reference for editors")
struct LanguageReferenceTests {
    /// The copy is built from the document (the EmbedReference plugin), never written by hand.
    @Test func theServersCopyIsTheDocument() throws {
        let markdown = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        #expect(ReferenceDocument.text == markdown)
    }

    /// Every statement the parser knows is explained by a section of the reference, but those
    /// the reference explains in a chapter of their own (`scenario`) or in a scenarios file's
    /// terms (`rules`).
    @Test func everyStatementHasItsSection() {
        let reference = LanguageReference.shipped
        for keyword in Vocabulary.statements where !["scenario", "rules"].contains(keyword) {
            #expect(!reference.sections(beginningWith: keyword).isEmpty, "no section of docs/language.md begins with `\(keyword)`")
        }
        #expect(reference.chapter(named: Hover.scenariosChapter) != nil)
    }

    /// Completion offers a family's statements by the parser's table; the reference explains each
    /// in that family's chapter, and the shared and core statements outside the families' chapters.
    @Test func everyStatementIsExplainedInItsFamilysChapter() {
        let reference = LanguageReference.shipped
        let chapters = ["board": "Boards", "frames": "Frames", "rally": "Rallies", "code": "Codes"]
        for keyword in Vocabulary.statements {
            let chapter = reference.chapter(ofStatement: keyword)
            let family = chapters.first { $0.value == chapter }?.key
            #expect(family == Vocabulary.family(ofStatement: keyword), "`\(keyword)` is explained in \(chapter ?? "no chapter")")
        }
    }

    @Test func everyStepAndCoreWordHasItsRow() {
        let reference = LanguageReference.shipped
        for step in Vocabulary.steps where step != "end" {
            #expect(reference.rows(beginningWith: step).contains { $0.chapter == Hover.scenariosChapter }, "no row for step `\(step)`")
        }
        for word in Vocabulary.moveActions + Vocabulary.effects + Vocabulary.endResults {
            #expect(!reference.rows(beginningWith: word).isEmpty, "no row for `\(word)`")
        }
        #expect(!reference.rows(inSection: "Functions").isEmpty)
    }

    @Test func sectionsAndRowsAreCut() {
        let reference = LanguageReference(markdown: """
            ## Boards

            Intro.

            ### `win N in a row` / `lose N in a row`

            Lines decide.

            | step | meaning |
            |---|---|
            | `move M` | play M |
            | plain | no code |
            """)
        #expect(reference.chapter(named: "Boards")?.text == "**Boards**\n\nIntro.")
        let section = reference.sections(beginningWith: "lose")
        #expect(section.map(\.forms) == [["win N in a row", "lose N in a row"]])
        #expect(section.first?.text.hasPrefix("**`win N in a row` / `lose N in a row`**\n\nLines decide.") == true)
        #expect(reference.rows(beginningWith: "move").map(\.text) == ["| step | meaning |\n|---|---|\n| `move M` | play M |"])
        #expect(reference.rows(beginningWith: "plain").isEmpty)
    }
}
