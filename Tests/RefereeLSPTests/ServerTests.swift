import Foundation
@testable import RefereeLSP
import RefereeLanguage
import Testing

/// The server in-process: what it answers to each kind of message, malformed ones included.
@Suite("Language server")
struct ServerTests {
    static let uri = "file:///nowhere/game.rules"

    /// A server past `initialize`, with one document open.
    static func server(_ text: String, uri: String = uri) -> (LanguageServer, [JSON]) {
        let server = LanguageServer(version: "test")
        _ = server.handle(message(id: 1, "initialize", ["capabilities": [:]]))
        let published = server.handle(message("textDocument/didOpen", LSP.open(uri, text)))
        return (server, published)
    }

    static func message(id: Int? = nil, _ method: String, _ params: JSON = [:]) -> Data {
        var object: [String: JSON] = ["jsonrpc": "2.0", "method": .string(method), "params": params]
        if let id { object["id"] = .int(id) }
        return JSON.object(object).encoded()
    }

    static func hover(_ text: String, line: Int, character: Int) -> String? {
        let (server, _) = server(text)
        return server.handle(message(id: 2, "textDocument/hover", LSP.at(uri, line, character))).first?["result"]["contents"]["value"].string
    }

    @Test func badMessagesGetErrorsAndTheServerGoesOn() {
        let server = LanguageServer(version: "test")
        #expect(server.handle(Data("{not json".utf8)).first?["error"]["code"] == -32700)
        #expect(server.handle(Self.message(id: 1, "textDocument/hover", LSP.at(Self.uri, 0, 0))).first?["error"]["code"] == -32002)
        #expect(server.handle(Self.message(id: 2, "initialize")).first?["result"]["capabilities"]["hoverProvider"] == true)
        #expect(server.handle(Self.message(id: 3, "workspace/symbol")).first?["error"]["code"] == -32601)
        #expect(server.handle(Self.message("workspace/unknownNotification")).isEmpty)
        #expect(server.handle(Self.message(id: 4, "textDocument/hover", ["position": 3])).first?["error"]["code"] == -32602)
        #expect(server.handle(Self.message(id: 5, "textDocument/hover", LSP.at("file:///closed.rules", 0, 0))).first?["error"]["code"] == -32602)
        #expect(server.handle(Self.message(id: 6, "shutdown")).first?["result"] == .null)
        #expect(server.handle(Self.message(id: 7, "textDocument/hover", LSP.at(Self.uri, 0, 0))).first?["error"]["code"] == -32600)
        _ = server.handle(Self.message("exit"))
        #expect(server.exitStatus == 0)
    }

    /// Columns are counted in UTF-16 code units: a character beyond the BMP counts two.
    @Test func positionsAreUTF16() {
        let lines = LineIndex("a\ngame \"é😀\" x\n")
        let x = Array("a\ngame \"é😀\" x\n".utf8).firstIndex(of: UInt8(ascii: "x")) ?? 0
        #expect(lines.position(of: x) == Position(line: 1, character: 11))
        #expect(lines.offset(of: Position(line: 1, character: 11)) == x)
        #expect(lines.offset(of: Position(line: 1, character: 999)) == lines.lineEnd(1))
        #expect(lines.offset(of: Position(line: 99, character: 0)) == lines.bytes.count)
    }

    @Test func aDiagnosticAfterWideCharactersIsPlacedInUTF16() throws {
        let (_, published) = Self.server("referee 1\ngame \"😀\" extra\nplayers X O\nboard 3 by 3\nwin 3 in a row\n")
        let diagnostic = try #require(published.first?["params"]["diagnostics"].array?.first)
        // `extra` starts after `game "😀" `: 5 + 1 + 2 + 1 + 1 units.
        #expect(diagnostic["range"]["start"] == ["line": 1, "character": 10])
    }

    @Test func incrementalChangesAreApplied() throws {
        let (server, _) = Self.server("referee 1\nplayres X O\nboard 3 by 3\nwin 3 in a row\n")
        let change: JSON = [
            "textDocument": ["uri": .string(Self.uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 7]], "text": "ers"]],
        ]
        let published = server.handle(Self.message("textDocument/didChange", change))
        #expect(published.first?["params"]["diagnostics"] == [])
    }

    @Test func aScenariosFileIsCheckedWithItsRuleFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\n".write(
            to: folder.appendingPathComponent("g.rules"), atomically: true, encoding: .utf8)
        let uri = folder.appendingPathComponent("g.scenarios").absoluteString
        let (server, published) = Self.server("referee 1\nscenario \"s\"\n  expect turn Z\nend\n", uri: uri)
        let diagnostics = published.first { $0["params"]["uri"].string == uri }?["params"]["diagnostics"].array ?? []
        #expect(diagnostics.first?["message"].string?.hasPrefix("unknown player 'Z'") == true)
        #expect(diagnostics.first?["range"]["start"] == ["line": 2, "character": 14])
        let definition = server.handle(Self.message(id: 2, "textDocument/definition", LSP.at(uri, 2, 14))).first?["result"]
        #expect(definition == .null, "Z is declared nowhere")
        let players = LSP.labels(server.handle(Self.message(id: 3, "textDocument/completion", LSP.at(uri, 2, 14))).first ?? .null)
        #expect(players.contains("X") && players.contains("O"))
    }

    /// A saved transcript names its rule file; a rule file that does not compile is named in it.
    @Test func aTranscriptIsCheckedWithTheRuleFileItNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("saved"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = folder.appendingPathComponent("g.rules")
        try "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\n".write(to: rules, atomically: true, encoding: .utf8)
        let uri = folder.appendingPathComponent("saved/t.scenarios").absoluteString
        let transcript = "referee 1\nrules \"../g.rules\"\nscenario \"s\"\n  moves 0 9\n  expect winner Y\nend\n"
        let (_, published) = Self.server(transcript, uri: uri)
        #expect(published.map { $0["params"]["uri"].string } == [uri], "only the transcript's own diagnostics")
        let messages = (published.first?["params"]["diagnostics"].array ?? []).compactMap { $0["message"].string }
        #expect(messages.contains { $0.hasPrefix("unknown player 'Y'") })

        try "referee 1\nplayers X O\nboard 3 by 3\nwin 4 in a row\n".write(to: rules, atomically: true, encoding: .utf8)
        let (_, broken) = Self.server(transcript, uri: uri)
        let named = (broken.first?["params"]["diagnostics"].array ?? []).compactMap { $0["message"].string }
        #expect(named == ["the rule file has errors: \(folder.path)/saved/../g.rules:4:5: no line of 4 fits on a 3 by 3 board"])
    }

    @Test func aFileThatDoesNotParseIsNotFormatted() {
        let (server, _) = Self.server("referee 1\nboard 3 by\n")
        let reply = server.handle(Self.message(id: 2, "textDocument/formatting", ["textDocument": LSP.document(Self.uri)])).first
        #expect(reply?["error"]["message"].string?.hasPrefix("the file must parse before it is formatted: line 2") == true)
    }

    static let achi = """
        referee 1
        players X O
        option size = 3
        board size by size
        win 3 in a row
        state hand per player = 4
        message draw "Nobody"
        move place when hand(mover) > 0 then add -1 to hand(mover)
        end when stuck: loser next

        scenario "s"
          expect turn X
          expect value hand 4 4
        end
        """

    @Test func hoverPicksTheConstructAtTheCursor() {
        #expect(Self.hover(Self.achi, line: 4, character: 1)?.contains("`win N in a row`") == true)
        #expect(Self.hover(Self.achi, line: 7, character: 38)?.contains("| `add N to NAME`") == true, "an effect")
        #expect(Self.hover(Self.achi, line: 7, character: 6)?.contains("| `place … dropping`") == true, "an action")
        #expect(Self.hover(Self.achi, line: 8, character: 17)?.contains("| `loser P`") == true, "a result")
        #expect(Self.hover(Self.achi, line: 8, character: 10)?.contains("| `stuck` |") == true, "a name core rules read")
        #expect(Self.hover(Self.achi, line: 6, character: 9)?.contains("| `draw` | the result when nobody wins") == true, "a message key")
        #expect(Self.hover(Self.achi, line: 3, character: 12)?.contains("`board W by H`") == true, "a word of the statement")
        #expect(Self.hover(Self.achi, line: 11, character: 4)?.contains("| `expect turn P` |") == true)
        #expect(Self.hover(Self.achi, line: 12, character: 10)?.contains("| `expect value NAME V …` |") == true)
        #expect(Self.hover(Self.achi, line: 10, character: 1)?.contains("A scenario is a test") == true)
        #expect(Self.hover(Self.achi, line: 11, character: 14)?.hasPrefix("player `X`") == true)
        #expect(Self.hover(Self.achi, line: 3, character: 7)?.hasPrefix("option `size`") == true)
        #expect(Self.hover(Self.achi, line: 7, character: 17)?.hasPrefix("kept value `hand`") == true)
        #expect(Self.hover(Self.achi, line: 9, character: 0) == nil, "nothing on an empty line")
        let rally = "referee 1\nplayers A B\ngame: first to 4, lead by 2, call \"Love\" \"Fifteen\"\n"
        #expect(Self.hover(rally, line: 2, character: 1)?.contains("Levels:") == true)
        #expect(Self.hover(rally, line: 2, character: 7)?.contains("Levels:") == true)
        #expect(Self.hover(rally, line: 2, character: 30)?.hasPrefix("**`call \"…\" …`**") == true)
    }

    @Test func completionOffersWhatTheParserAcceptsThere() {
        let (server, _) = Self.server(Self.achi)
        func labels(_ line: Int, _ character: Int) -> [String] {
            LSP.labels(server.handle(Self.message(id: 9, "textDocument/completion", LSP.at(Self.uri, line, character))).first ?? .null)
        }
        #expect(labels(9, 0).contains("after") && labels(9, 0).contains("pieces"))
        #expect(Set(labels(7, 5)) == Set(Vocabulary.moveActions))
        #expect(Set(labels(7, 37)) == Set(Vocabulary.effects))
        #expect(Set(Vocabulary.endResults).isSubset(of: Set(labels(8, 16))))
        #expect(labels(12, 9).contains("value") && labels(12, 9).contains("turn"))
        #expect(labels(3, 6).contains("size") && labels(3, 6).contains("hand") && labels(3, 6).contains("min"))
        #expect(labels(6, 17).isEmpty, "nothing inside a string")
        #expect(Set(["win", "draw", "occupied", "illegal"]).isSubset(of: Set(labels(6, 8))), "the keys of messages")
        let commented = Self.server("referee 1\nplayers X O # who \n").0
        #expect(LSP.labels(commented.handle(Self.message(id: 2, "textDocument/completion", LSP.at(Self.uri, 1, 16))).first ?? .null).isEmpty)
        let frames = Self.server("referee 1\nplayers A\nframes 10\n\n").0
        let statements = LSP.labels(frames.handle(Self.message(id: 2, "textDocument/completion", LSP.at(Self.uri, 3, 0))).first ?? .null)
        #expect(statements.contains("pins") && statements.contains("bonus") && statements.contains("state"))
        #expect(!statements.contains("board") && !statements.contains("serve") && !statements.contains("code"))
        let computer = Self.server("referee 1\nplayers Maker Breaker\ncode 4 from \"123456\"\ncomputer Maker plays \n").0
        let strategies = LSP.labels(computer.handle(Self.message(id: 2, "textDocument/completion", LSP.at(Self.uri, 3, 21))).first ?? .null)
        #expect(Set(strategies) == ["first", "last", "random", "adversary"])
    }
}
