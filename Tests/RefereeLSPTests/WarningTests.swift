import Foundation
@testable import RefereeLSP
import Testing

/// `referee check`'s warnings (the checker's and the lint's) published as the editor's warnings,
/// with the same text and places.
@Suite("Language server warnings")
struct WarningTests {
    /// The warnings in `referee check`'s output: line, column, message and help (a help wrapped
    /// to 80 columns is joined again: its later lines are indented under its first).
    static func warnings(in output: String) -> [(line: Int, column: Int, message: String, help: String?)] {
        var found: [(line: Int, column: Int, message: String, help: String?)] = []
        var inHelp = false
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            if parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]),
               parts[3].trimmingCharacters(in: .whitespaces) == "warning" {
                found.append((row, column, parts[4].trimmingCharacters(in: .whitespaces), nil))
                inHelp = false
            } else if let help = line.firstRange(of: "= help: "), !found.isEmpty {
                found[found.count - 1].help = String(line[help.upperBound...])
                inHelp = true
            } else if inHelp, line.hasPrefix("          "), let help = found[found.count - 1].help {
                found[found.count - 1].help = help + " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                inHelp = false
            }
        }
        return found
    }

    @Test func aSessionPublishesCheckWarnings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lint.rules")
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/check/lint.rules"), encoding: .utf8)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let expected = Self.warnings(in: try Client.run(["check", "--playouts", "0", file.path]))
        #expect(expected.count == 10, "the fixture's warnings, as LintTests counts them")

        let client = try Client()
        _ = try client.request("initialize", ["capabilities": [:]])
        client.notify("textDocument/didOpen", LSP.open(file.absoluteString, text))
        let diagnostics = try #require(try client.notification("textDocument/publishDiagnostics")["params"]["diagnostics"].array)
        #expect(diagnostics.count == expected.count)
        for (diagnostic, warning) in zip(diagnostics, expected) {
            #expect(diagnostic["severity"] == 2)
            #expect(diagnostic["range"]["start"] == ["line": .int(warning.line - 1), "character": .int(warning.column - 1)])
            let lines = (diagnostic["message"].string ?? "").split(separator: "\n").map(String.init)
            #expect(lines == [warning.message] + (warning.help.map { ["help: \($0)"] } ?? []))
        }
        let unused = try #require(diagnostics.first)
        #expect(unused["message"] == "option 'unused' is never used")
        #expect(unused["range"] == ["start": ["line": 6, "character": 7], "end": ["line": 6, "character": 13]])
        #expect(diagnostics.last?["message"].string?.hasPrefix("scenario \"moves alone\" asserts nothing\nhelp: it has no 'expect' step") == true)
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(client.finish() == 0)
    }

    /// A scenarios file's warnings are placed in the editor's text of it, not the disk's.
    @Test func aScenarioThatAssertsNothingIsPlacedInTheOpenText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\ndraw when full\n".write(
            to: folder.appendingPathComponent("g.rules"), atomically: true, encoding: .utf8)
        try "# the file as saved, before it was edited\nreferee 1\nscenario \"on disk\"\n  moves 0\nend\n".write(
            to: folder.appendingPathComponent("g.scenarios"), atomically: true, encoding: .utf8)
        let uri = folder.appendingPathComponent("g.scenarios").absoluteString
        let (_, published) = ServerTests.server("referee 1\nscenario \"edited\"\n  moves 0 4\nend\n", uri: uri)
        let diagnostics = published.first { $0["params"]["uri"].string == uri }?["params"]["diagnostics"].array ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"].string?.hasPrefix("scenario \"edited\" asserts nothing\n") == true)
        #expect(diagnostics.first?["range"] == ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 8]])
        #expect(diagnostics.first?["severity"] == 2)
    }
}
