import Foundation
import RefereeModel
import Testing
@testable import RefereeLanguage

/// The parser's table of statements: every keyword in it is read, and it places each statement
/// where the checker's families do.
@Suite("Statement table")
struct StatementTableTests {
    @Test func everyKeywordBeginsAStatementTheParserReads() {
        #expect(StatementTable.byKeyword.count == StatementTable.entries.count)
        for entry in StatementTable.entries {
            let (_, diagnostics) = Parser.parse(SourceFile(name: "t.rules", text: "referee 1\n\(entry.keyword)\n"))
            #expect(!diagnostics.contains { $0.message.hasPrefix("unknown statement") }, "'\(entry.keyword)'")
        }
        let (_, diagnostics) = Parser.parse(SourceFile(name: "t.rules", text: "referee 1\nserves 2\n"))
        #expect(diagnostics.map(\.message) == ["unknown statement 'serves'"])
        #expect(diagnostics.first?.help == "did you mean 'serve'?")
    }

    /// Every statement of the shipped rule files stands where the table places its keyword: in the
    /// family the checker gives it (`Family(of:)`), in the core (`Checker.isCore`), or shared; a code game's `computer M plays
    /// adversary` is the one statement whose family its words decide.
    @Test func theTablesPlacesAreTheCheckersFamilies() throws {
        var files: [URL] = []
        for folder in ["rules", "examples"] {
            let url = repositoryRoot.appendingPathComponent(folder)
            let enumerator = try #require(FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil))
            files += enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "rules" }
        }
        #expect(files.count > 40)
        var placed = 0
        for file in files {
            let (syntax, _) = Parser.parse(SourceFile(name: file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8)))
            for statement in syntax.statements {
                if case .level = statement.kind { continue }
                if case .computer(_, let how) = statement.kind, how.text == CodeRules.adversaryWord { continue }
                let entry = try #require(StatementTable.byKeyword[statement.keyword.text])
                let place: StatementTable.Place = Family(of: statement.kind).map { .family($0) }
                    ?? (Checker.isCore(statement.kind) ? .core : .shared)
                #expect(entry.place == place, "\(file.lastPathComponent): '\(statement.keyword.text)'")
                placed += 1
            }
        }
        #expect(placed > 400)
    }
}
