import Foundation
import RefereeLanguage
import Testing

/// Every file in `Tests/Corpus/` is a rule file that must be rejected. Each says, in a line
/// `# expect: LINE:COLUMN: MESSAGE`, the first error it must earn (errors come in order of place);
/// the empty file cannot carry a comment, and its expectation is written here. A file may say
/// more: `# note: LINE:COLUMN: MESSAGE` for each note that error carries (the first of two
/// declarations), in order, and `# errors: N` for how many errors it earns in all, so that an
/// error that only follows from another is held to not being reported.
@Suite("Broken inputs")
struct BrokenInputTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus").path

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".rules") }.sorted()
    }

    static let withoutComment = ["empty.rules": "1:1: a rule file must begin with its language version"]

    static func expectation(_ name: String, _ bytes: [UInt8]) -> String? {
        if let fixed = withoutComment[name] { return fixed }
        return comments("# expect: ", bytes).last
    }

    /// The text after `marker` on each line that begins with it.
    static func comments(_ marker: String, _ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n").filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
    }

    @Test func theCorpusHoldsAtLeastFiftyCases() {
        #expect(Self.files.count >= 50)
    }

    @Test(arguments: files)
    func isRejectedWithItsDiagnostic(_ name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: "\(Self.folder)/\(name)"))
        let bytes = [UInt8](data)
        let expected = try #require(Self.expectation(name, bytes), "\(name) says nothing about the error it must earn")
        let source = SourceFile(name: name, bytes: bytes)
        guard case .failure(let error) = RuleBook.compile(source) else {
            Issue.record("\(name) was accepted")
            return
        }
        let first = try #require(error.errors.first)
        let (line, column) = first.source.position(of: first.diagnostic.span.start)
        #expect("\(line):\(column): \(first.diagnostic.message)" == expected, "\(name)")
        #expect(error.rendered().contains("error: \(first.diagnostic.message)"))
        let notes = first.diagnostic.notes.map { note in
            let (line, column) = first.source.position(of: note.span.start)
            return "\(line):\(column): \(note.message)"
        }
        #expect(notes == Self.comments("# note: ", bytes), "\(name)")
        if let count = Self.comments("# errors: ", bytes).last.flatMap({ Int($0) }) {
            #expect(error.errors.count == count, "\(name): \(error.errors.map(\.diagnostic.message))")
        }
    }

    @Test func everyNamedTwiceErrorPointsAtTheFirst() throws {
        // A symbol repeated inside one quoted code has one place, the quotes, which the caret
        // already marks whole.
        let oneToken: Set = ["code-duplicate-symbol.rules"]
        let twice = Self.files.filter { name in
            let bytes = [UInt8](FileManager.default.contents(atPath: "\(Self.folder)/\(name)") ?? Data())
            return !oneToken.contains(name)
                && Self.expectation(name, bytes).map { $0.hasSuffix(" twice") || $0.contains(" is already the name of a player") } ?? false
        }
        #expect(twice.count >= 10)
        for name in twice {
            let bytes = [UInt8](FileManager.default.contents(atPath: "\(Self.folder)/\(name)") ?? Data())
            #expect(!Self.comments("# note: ", bytes).isEmpty, "\(name) names no first declaration")
        }
    }
}
