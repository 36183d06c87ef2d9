import Foundation
import Testing

/// docs/tutorial.md followed literally, in an empty folder that holds only the shipped rule
/// folders (`examples`, `rules`), as the repository's root does: every file it says to create or
/// extend is written as shown, and every `$ ` command is run with the built `referee` where the
/// tutorial puts it (`.build/debug/referee`), its output compared with the lines shown. A shown
/// line ending in `…` need only begin the same way.
@Suite("Tutorial")
struct TutorialTests {
    /// A fenced block of the tutorial and the prose line just before it.
    struct Block {
        var lead: String
        var lines: [String]
    }

    static func blocks(_ markdown: String) -> [Block] {
        var blocks: [Block] = []
        var lead = ""
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(Block(lead: lead, lines: lines))
                    current = nil
                    lead = ""
                } else {
                    current = []
                }
            } else if current != nil {
                current?.append(line)
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                lead = line
            }
        }
        return blocks
    }

    /// The file a lead line names, in backquotes, after `phrase`.
    static func file(in lead: String, after phrase: String) -> String? {
        guard let range = lead.range(of: phrase) else { return nil }
        let rest = lead[range.upperBound...]
        guard let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") else { return nil }
        return String(rest[rest.index(after: open)..<close])
    }

    static func matches(_ shown: String, _ actual: String) -> Bool {
        shown.hasSuffix("…") ? actual.hasPrefix(String(shown.dropLast())) : shown == actual
    }

    @Test func theTutorialWorksWhenFollowedLiterally() throws {
        let referee = try #require(CLI.referee, "the referee binary was not found beside the tests")
        let markdown = try String(contentsOf: CLI.root.appendingPathComponent("docs/tutorial.md"), encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-tutorial-\(UUID().uuidString)")
        let bin = folder.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("referee").path, withDestinationPath: referee)
        for shipped in ["examples", "rules"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(shipped).path, withDestinationPath: CLI.root.appendingPathComponent(shipped).path)
        }

        var created = 0, extended = 0, commands = 0
        for block in Self.blocks(markdown) {
            let text = block.lines.joined(separator: "\n") + "\n"
            if let name = Self.file(in: block.lead, after: "Create ") {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
                created += 1
            } else if let name = Self.file(in: block.lead, after: "Add this to the end of ") {
                let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(name))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(text.utf8))
                try handle.close()
                extended += 1
            } else if block.lines.first?.hasPrefix("$ ") == true {
                let script = block.lines.filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }.joined(separator: "\n")
                let shown = block.lines.filter { !$0.hasPrefix("$ ") }
                var actual = try CLI.shell(script, in: folder).output.components(separatedBy: "\n")
                if actual.last == "" { actual.removeLast() }
                commands += 1
                let agree = shown.count == actual.count && zip(shown, actual).allSatisfy(Self.matches)
                #expect(agree, "\(script)\nshown:\n\(shown.joined(separator: "\n"))\ngot:\n\(actual.joined(separator: "\n"))")
            }
        }
        #expect(created >= 1 && extended >= 1 && commands >= 5, "the tutorial's steps were not all found")
    }
}
