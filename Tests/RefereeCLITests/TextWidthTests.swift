import Foundation
import Testing

/// Text at the prompt fits 80 columns when standard output is not a terminal: `help`, `why` of
/// a refused move and `rules`, for every shipped rule file.
@Suite("Text width")
struct TextWidthTests {
    static var shipped: [String] {
        ["rules", "examples"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".rules") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    @Test func everyShippedFilesHelpWhyAndRulesFitEightyColumns() throws {
        let referee = try #require(CLI.referee)
        let files = Self.shipped
        #expect(files.count > 40)
        let script = files.map { file in
            "echo '=== \(file)'; printf 'help\\nwhy zzz\\nwhy 99999\\nrules\\n' | '\(referee)' play '\(file)' 2>&1"
        }.joined(separator: "; ")
        let run = try CLI.shell(script, in: CLI.root)
        let sections = run.output.components(separatedBy: "=== ").dropFirst()
        #expect(sections.count == files.count)
        for section in sections {
            let lines = section.split(separator: "\n")
            let name = lines.first.map(String.init) ?? "?"
            #expect(section.contains("Commands:"), "\(name): no help")
            #expect(section.contains("zzz is refused"), "\(name): no why")
            let long = lines.filter { $0.count > 80 }
            #expect(long.isEmpty, "\(name): \(long)")
        }
    }
}
