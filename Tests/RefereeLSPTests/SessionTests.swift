import Foundation
import RefereeLSP
import Testing

/// A whole editing session against the built `referee lsp`, as an editor runs one: open a file
/// with an error, see the diagnostics `referee check` gives, fix it, see them cleared, complete,
/// hover, format, go to a definition, and shut down.
@Suite("Language server session")
struct SessionTests {
    static let broken = """
        referee 1
        game "Tic-tac-toe"
        playres X O
        option size = 3
        board size by size
        win 3 in a row
        draw when full

        scenario "X moves first"
          expect turn X
        end

        """

    @Test func aWholeSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.rules")
        try Self.broken.write(to: file, atomically: true, encoding: .utf8)
        let uri = file.absoluteString

        let client = try Client()
        let initialized = try client.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        let capabilities = initialized["result"]["capabilities"]
        #expect(capabilities["hoverProvider"] == true)
        #expect(capabilities["documentFormattingProvider"] == true)
        #expect(capabilities["definitionProvider"] == true)
        #expect(capabilities["textDocumentSync"]["change"] == 1)
        client.notify("initialized")

        // The error, exactly as `referee check` reports it.
        client.notify("textDocument/didOpen", LSP.open(uri, Self.broken))
        let published = try client.notification("textDocument/publishDiagnostics")["params"]
        #expect(published["uri"].string == uri)
        let diagnostics = try #require(published["diagnostics"].array)
        let check = try Client.run(["check", file.path])
        let reported = Self.located(check)
        #expect(!reported.isEmpty, "check reports the error: \(check)")
        #expect(diagnostics.count == reported.count)
        for (diagnostic, expected) in zip(diagnostics, reported) {
            #expect(diagnostic["range"]["start"]["line"].int == expected.line - 1)
            #expect(diagnostic["range"]["start"]["character"].int == expected.column - 1)
            #expect(diagnostic["severity"].int == 1)
            let lines = (diagnostic["message"].string ?? "").split(separator: "\n").map(String.init)
            #expect(lines.first == expected.message)
            #expect(lines.contains("help: did you mean 'players'?"))
            #expect(check.contains("= help: did you mean 'players'?"))
        }
        #expect(diagnostics.first?["range"]["end"]["character"].int == "playres".count)

        // Fixed: the diagnostics are cleared.
        let fixed = Self.broken.replacingOccurrences(of: "playres", with: "players")
        client.notify("textDocument/didChange", LSP.change(uri, fixed, version: 2))
        let cleared = try client.notification("textDocument/publishDiagnostics")["params"]
        #expect(cleared["diagnostics"] == [])
        #expect(cleared["version"] == 2)

        // Completion: statements at the start of a line, declared names in an expression.
        let statements = LSP.labels(try client.request("textDocument/completion", LSP.at(uri, 7, 0)))
        for keyword in ["players", "board", "gravity", "turns", "state", "move", "end"] {
            #expect(statements.contains(keyword), "\(keyword) among \(statements)")
        }
        #expect(!statements.contains("frames"), "a board game is not offered the statements of frames")
        #expect(!statements.contains("referee"), "the file has its version line")
        let names = LSP.labels(try client.request("textDocument/completion", LSP.at(uri, 4, 6)))
        #expect(names.contains("size") && names.contains("X") && names.contains("O"))
        let steps = LSP.labels(try client.request("textDocument/completion", LSP.at(uri, 9, 2)))
        #expect(steps.contains("expect") && steps.contains("moves") && !steps.contains("board"))

        // Hover: the reference's own text for the construct.
        let hover = try client.request("textDocument/hover", LSP.at(uri, 4, 2))["result"]
        let text = try #require(hover["contents"]["value"].string)
        let reference = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        #expect(text.contains("`board W by H`"))
        let paragraph = "The grid is `W` cells wide and `H` high"
        #expect(text.contains(paragraph) && reference.contains(paragraph))
        #expect(hover["range"] == ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 5]])

        // Formatting: the edit `referee fmt` would make.
        let messy = fixed.replacingOccurrences(of: "board size by size", with: "board  size by   size")
        client.notify("textDocument/didChange", LSP.change(uri, messy, version: 3))
        _ = try client.notification("textDocument/publishDiagnostics")
        let edits = try #require(try client.request("textDocument/formatting", [
            "textDocument": LSP.document(uri), "options": ["tabSize": 2, "insertSpaces": true],
        ])["result"].array)
        try messy.write(to: file, atomically: true, encoding: .utf8)
        let formatted = try Client.run(["fmt", file.path])
        #expect(edits.count == 1)
        #expect(edits.first?["newText"].string == formatted)
        #expect(formatted.contains("board size by size\n"))

        // Go to definition: an option and a player, at their declarations.
        let option = try client.request("textDocument/definition", LSP.at(uri, 4, 7))["result"]
        #expect(option["uri"].string == uri)
        #expect(option["range"] == ["start": ["line": 3, "character": 7], "end": ["line": 3, "character": 11]])
        let player = try client.request("textDocument/definition", LSP.at(uri, 9, 14))["result"]
        #expect(player["range"] == ["start": ["line": 2, "character": 8], "end": ["line": 2, "character": 9]])

        client.notify("textDocument/didClose", ["textDocument": LSP.document(uri)])
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(client.finish() == 0)
    }

    /// The located diagnostics in `referee check`'s output: line, column and message.
    static func located(_ output: String) -> [(line: Int, column: Int, message: String)] {
        output.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]),
                  parts[3].trimmingCharacters(in: .whitespaces) == "error" else { return nil }
            return (row, column, parts[4].trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func exitWithoutShutdownFails() throws {
        let client = try Client()
        _ = try client.request("initialize", ["capabilities": [:]])
        client.notify("exit")
        #expect(client.finish() == 1)
    }
}
