import Foundation
import RefereeLanguage
import Testing

/// Every file in `Tests/Corpus/` is a rule file that must be rejected. Each says, in a last line
/// `# expect: LINE:COLUMN: MESSAGE`, the first error it must earn; the empty file cannot carry a
/// comment, and its expectation is written here.
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
        let text = String(decoding: bytes, as: UTF8.self)
        let marker = "# expect: "
        return text.split(separator: "\n").last { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
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
    }
}
