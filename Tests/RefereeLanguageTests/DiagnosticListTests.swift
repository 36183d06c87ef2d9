import RefereeModel
import Testing
@testable import RefereeLanguage

@Suite("Diagnostics shown together")
struct DiagnosticListTests {
    /// A rule file of `count` lines, each an unknown statement, after its version line.
    static func manyErrors(_ count: Int) -> RuleBookError {
        let text = "referee 1\n" + (1...count).map { "bogus\($0) 1\n" }.joined()
        guard case .failure(let error) = RuleBook.compile(SourceFile(name: "many.rules", text: text)) else {
            Issue.record("the file was accepted")
            return RuleBookError(diagnostics: [])
        }
        return error
    }

    @Test func atMostTwentyErrorsAreShownAndTheRestCounted() {
        let error = Self.manyErrors(30)
        #expect(error.errors.count == 30)
        let text = error.rendered()
        #expect(text.components(separatedBy: ": error: ").count - 1 == 20)
        #expect(text.contains("bogus20"))
        #expect(!text.contains("bogus21"))
        #expect(text.contains("many.rules: 10 more errors not shown\n"))
        #expect(text.hasSuffix("30 errors in many.rules\n"))
    }

    @Test func zeroShowsEveryErrorAndOneShowsOne() {
        let error = Self.manyErrors(30)
        let all = error.rendered(maxErrors: 0)
        #expect(all.components(separatedBy: ": error: ").count - 1 == 30)
        #expect(!all.contains("not shown"))
        let one = error.rendered(maxErrors: 1)
        #expect(one.components(separatedBy: ": error: ").count - 1 == 1)
        #expect(one.contains("many.rules: 29 more errors not shown"))
    }

    @Test func aFileWithinTheLimitHasNoCountLine() {
        #expect(!Self.manyErrors(20).rendered().contains("not shown"))
    }

    @Test func diagnosticsComeInOrderOfPlaceWhicheverStepFoundThem() {
        let text = "referee 1\nplayers X X\nboard 3 by 3\nwin 3 in a row\nbogus 1\ngame \"a\" \"b\"\n"
        guard case .failure(let error) = RuleBook.compile(SourceFile(name: "t.rules", text: text)) else {
            Issue.record("the file was accepted")
            return
        }
        let lines = error.errors.map { $0.source.position(of: $0.diagnostic.span.start).line }
        #expect(lines == lines.sorted())
        #expect(lines.first == 2)
    }

    @Test func unlocatedDiagnosticsComeFirst() {
        let source = SourceFile(name: "t.rules", text: "referee 1\nplayers X\n")
        let listed = DiagnosticList.ordered([
            FileDiagnostic(source: source, diagnostic: .error("late", at: Span(10, 17))),
            FileDiagnostic(source: source, diagnostic: .unlocated("whole file")),
        ])
        #expect(listed.map(\.diagnostic.message) == ["whole file", "late"])
    }

    @Test func aNoteIsShownUnderItsErrorWithItsOwnLine() {
        let source = SourceFile(name: "t.rules", text: "referee 1\nplayers X O\nplayers A X X\n")
        let diagnostic = Diagnostic.error("player 'X' is named twice", at: Span(34, 35)).firstNamed(at: Span(32, 33))
        #expect(diagnostic.rendered(in: source) == """
            t.rules:3:13: error: player 'X' is named twice
              |
            3 | players A X X
              |             ^
            t.rules:3:11: note: first named here
              |
            3 | players A X X
              |           ^

            """)
    }

    @Test func aLongHelpWrapsUnderItself() {
        let source = SourceFile(name: "t.rules", text: "referee 1\nbogus\n")
        let help = Array(repeating: "word", count: 30).joined(separator: " ")
        let rendered = Diagnostic.error("unknown statement", at: Span(10, 15), help: help).rendered(in: source)
        let lines = rendered.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains { $0.hasPrefix("  = help: word") })
        #expect(lines.contains { $0.hasPrefix("          word") })
    }
}
