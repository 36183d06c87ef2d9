import Foundation
import Testing
@testable import RefereeLanguage

/// Very long lines cost time and output in proportion to their length, not its square.
@Suite("Long lines")
struct LongLineTests {
    @Test func aLineOfTabsEarnsOneDiagnosticWhoseReportIsAsLongAsTheLine() throws {
        let tabs = String(repeating: "\t", count: 200_000)
        let text = "referee 1\nplayers X O\n\(tabs)board 3 by 3\nwin 3 in a row\n\t\n"
        guard case .failure(let error) = compile(text) else {
            Issue.record("accepted")
            return
        }
        let tabErrors = error.errors.filter { $0.diagnostic.message == "tab character" }
        #expect(tabErrors.map { $0.source.position(of: $0.diagnostic.span.start).line } == [3, 5])
        let rendered = error.rendered()
        #expect(rendered.utf8.count < 3 * tabs.count, "\(rendered.utf8.count) bytes")
    }

    @Test func aLineOfManyWordsIsFormatted() throws {
        let names = (0..<100_000).map { "p\($0)" }.joined(separator: " ")
        let source = SourceFile(name: "wide.rules", text: "referee 1\nplayers \(names)\nboard 3 by 3\n")
        let formatted = try? Formatter.format(source).get()
        #expect(formatted?.contains("players p0 p1") == true)
    }

    @Test func columnsCountCharactersOnALineWithOthersThanASCII() {
        let source = SourceFile(name: "t", text: "ab\n\u{E9}t\u{E9} x\n")
        #expect(source.position(of: 1) == (1, 2))
        #expect(source.position(of: 3 + "\u{E9}t\u{E9} ".utf8.count) == (2, 5))
        #expect(source.line(of: 4) == 2)
    }
}
