import Foundation
import Testing
@testable import RefereeLanguage

/// The fuzzers' dictionary of the rule language stays in step with the parser.
@Suite("Fuzz dictionary")
struct FuzzDictionaryTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/language.dict").path

    @Test func everyStatementKeywordAndOperatorIsInTheDictionary() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let entries = Set(text.split(separator: "\n").filter { $0.hasPrefix("\"") }.map { String($0.dropFirst().dropLast()) })
        for keyword in Parser.statementKeywords + CoreSyntax.actions + CoreSyntax.effects + CoreSyntax.results { #expect(entries.contains(keyword), "\(keyword)") }
        for op in ["==", "!=", "<=", ">=", "+", "-", "*", "/", "%", "(", ")", "..", "and", "or", "not", "if", "then", "else"] {
            #expect(entries.contains(op), "\(op)")
        }
    }
}
