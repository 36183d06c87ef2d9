import Foundation
@testable import RefereeLSP
import RefereeLanguage
import Testing

/// The server answers all over every shipped file, and in a file cut short as it is being typed:
/// every request gets a response, never a crash.
@Suite("Language server everywhere")
struct EveryPlaceTests {
    static let files: [URL] = ["rules", "examples"].flatMap { folder in
        let url = repositoryRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".rules") || $0.hasSuffix(".scenarios") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// Places spread evenly over the file, its two ends and a place past them included.
    @Test(arguments: files)
    func placesAllOverAFileAnswer(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let (server, published) = ServerTests.server(text, uri: file.absoluteString)
        #expect(!published.isEmpty)
        let lines = LineIndex(text)
        let count = lines.bytes.count
        var places = (0...10).map { lines.position(of: count * $0 / 10) }
        places.append(Position(line: lines.lineCount + 2, character: 5))
        var id = 10
        for place in places {
            for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
                id += 1
                let reply = server.handle(ServerTests.message(id: id, method, LSP.at(file.absoluteString, place.line, place.character)))
                #expect(reply.count == 1 && reply.first?["error"] == .null, "\(method) at \(place.line):\(place.character)")
            }
        }
    }

    /// The file as it is typed, a line at a time: each prefix gets its diagnostics.
    @Test func aFileBeingTypedAnswersAtEveryLine() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("examples/achi.rules"), encoding: .utf8)
        let (server, _) = ServerTests.server("")
        var typed = ""
        for (version, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            typed += line
            let reply = server.handle(ServerTests.message("textDocument/didChange", LSP.change(ServerTests.uri, typed, version: version + 2)))
            #expect(reply.first?["method"] == "textDocument/publishDiagnostics")
            let formatted = server.handle(ServerTests.message(id: version + 2, "textDocument/formatting", ["textDocument": LSP.document(ServerTests.uri)]))
            #expect(formatted.count == 1)
            typed += "\n"
        }
    }
}
