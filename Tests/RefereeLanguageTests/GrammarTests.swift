import Foundation
import RefereeLanguage
import Testing

/// The editor grammar covers the language: every keyword quoted in the reference's EBNF appears
/// among the grammar's keyword patterns, and its statement pattern holds the parser's statement words.
@Suite("Editor grammar")
struct GrammarTests {
    /// The words quoted in the ```ebnf block of docs/language.md.
    func referenceKeywords() throws -> Set<String> {
        let doc = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        guard let start = doc.range(of: "```ebnf"), let end = doc.range(of: "```", range: start.upperBound..<doc.endIndex) else {
            Issue.record("no EBNF block in docs/language.md")
            return []
        }
        var words: Set<String> = []
        var rest = doc[start.upperBound..<end.lowerBound]
        while let open = rest.firstIndex(of: "\"") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "\"") else { break }
            let word = String(rest[after..<close])
            if let first = word.first, first.isLetter || first == "_" { words.insert(word) }
            rest = rest[rest.index(after: close)...]
        }
        return words
    }

    /// The words of every `\b(a|b|c)\b`-style alternation in the grammar's patterns, or in the
    /// pattern named `rule`.
    func grammarWords(of rule: String? = nil) throws -> Set<String> {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("editors/referee.tmLanguage.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let repository = try #require(json["repository"] as? [String: [String: Any]])
        var words: Set<String> = []
        for (name, pattern) in repository where rule == nil || name == rule {
            guard let match = pattern["match"] as? String, let open = match.firstIndex(of: "("),
                  let close = match[open...].firstIndex(of: ")") else { continue }
            for word in match[match.index(after: open)..<close].split(separator: "|") { words.insert(String(word)) }
        }
        return words
    }

    @Test func theReferenceHasKeywords() throws {
        let keywords = try referenceKeywords()
        #expect(keywords.contains("referee"))
        #expect(keywords.contains("tiebreak"))
        #expect(keywords.count > 50)
    }

    @Test func everyKeywordOfTheReferenceIsInTheGrammar() throws {
        let missing = try referenceKeywords().subtracting(try grammarWords())
        #expect(missing.isEmpty, "not in editors/referee.tmLanguage.json: \(missing.sorted().joined(separator: ", "))")
    }

    /// A word that begins both a statement and a scenario step (`move`) may be marked as a step.
    @Test func theGrammarMarksEveryStatementWordAtTheStartOfALine() throws {
        let statements = try grammarWords(of: "statement"), steps = try grammarWords(of: "step")
        for keyword in Vocabulary.statements {
            #expect(statements.contains(keyword) || Vocabulary.steps.contains(keyword) && steps.contains(keyword),
                    "'\(keyword)' is not in the statement pattern of editors/referee.tmLanguage.json")
        }
        let stale = statements.subtracting(Vocabulary.statements)
        #expect(stale.isEmpty, "not a statement: \(stale.sorted().joined(separator: ", "))")
    }

    @Test func theGrammarNamesItsFilesAndScope() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("editors/referee.tmLanguage.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["scopeName"] as? String == "source.referee")
        #expect(json["fileTypes"] as? [String] == ["rules", "scenarios"])
    }
}
