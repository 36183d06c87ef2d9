import Foundation
import Testing
@testable import RefereeLanguage

/// The shipped rule files stay small enough to write and review by hand: tables, definitions
/// and `for each` say what would otherwise be a wall of repetition.
@Suite("Shipped file sizes")
struct ShippedFileSizeTests {
    static let longestStatement = 200
    static let mostStatements = 60

    /// A statement's text as written, its line breaks and indents counted as one space each.
    static func written(_ statement: Statement, in source: SourceFile) -> String {
        source.text(statement.span.start..<statement.span.end)
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test(arguments: shippedFiles(ending: [".rules"]))
    func everyStatementIsShortAndTheFileHasFew(path: String) throws {
        let source = try read(path)
        let (syntax, diagnostics) = Parser.parse(source)
        #expect(diagnostics.isEmpty, "\(path) does not parse cleanly")
        #expect(syntax.statements.count <= Self.mostStatements,
                "\(path) has \(syntax.statements.count) statements; the most is \(Self.mostStatements)")
        for statement in syntax.statements {
            let text = Self.written(statement, in: source)
            #expect(text.count <= Self.longestStatement,
                    "\(path):\(source.line(of: statement.span.start)) has a statement of \(text.count) characters")
        }
    }

    @Test func bothFoldersAreMeasured() {
        let files = shippedFiles(ending: [".rules"])
        #expect(files.contains("examples/golf.rules"))
        #expect(files.contains("rules/tictactoe.rules"))
        #expect(files.count > 40)
    }

    /// The measure counts what is written, not how it is laid out.
    @Test func aStatementOverSeveralLinesIsMeasuredAsOne() {
        let source = SourceFile(name: "t.rules", text: "referee 1\nstate a = 1\nmove number 1 to 3 then add 1 to a,\n    add 2 to a\n")
        let (syntax, _) = Parser.parse(source)
        #expect(syntax.statements.count == 2)
        #expect(Self.written(syntax.statements[1], in: source) == "move number 1 to 3 then add 1 to a, add 2 to a")
    }
}
