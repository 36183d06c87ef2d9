import Foundation
@testable import RefereeLSP
import RefereeLanguage
import Testing

/// The requests editors send beyond diagnostics, completion and hover: the outline, uses and
/// renaming of names, quick fixes, semantic colouring, folding, and completion by context.
/// Each opens a document in a server past `initialize` and asks as an editor does.
@Suite("Language server: what editors expect")
struct EditorFeatureTests {
    static let uri = "file:///nowhere/game.rules"
    static let game = """
        referee 1
        game "Tic-tac-toe"
        players X O
        option size = 3
        board size by size
        cells numbered from 0
        win 3 in a row
        draw when full
        message win "{winner} wins"

        scenario "X takes the centre"
          move 4
          expect turn O
        end

        scenario "O answers"
          move 4
          move 0
          expect turn X
        end

        """

    static func request(_ server: LanguageServer, _ method: String, _ params: JSON) -> JSON {
        server.handle(ServerTests.message(id: 9, method, params)).first ?? .null
    }

    /// The byte offset's position of the `occurrence`th (from 0) `word` in the text.
    static func position(of word: String, in text: String, occurrence: Int = 0) -> (Int, Int) {
        var lineNumber = 0
        var seen = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = line[...]
            while let found = rest.range(of: word) {
                if seen == occurrence { return (lineNumber, line.distance(from: line.startIndex, to: found.lowerBound)) }
                seen += 1
                rest = rest[found.upperBound...]
            }
            lineNumber += 1
        }
        return (-1, -1)
    }

    /// A document's text with the edits of a workspace edit for its URI applied.
    static func applying(_ edit: JSON, to text: String, uri: String = uri) -> String {
        let lines = LineIndex(text)
        var bytes = lines.bytes
        let edits = (edit["changes"][uri].array ?? []).compactMap { edit -> (Int, Int, String)? in
            guard let start = Position(edit["range"]["start"]), let end = Position(edit["range"]["end"]),
                  let newText = edit["newText"].string else { return nil }
            return (lines.offset(of: start), lines.offset(of: end), newText)
        }
        for (lo, hi, newText) in edits.sorted(by: { $0.0 > $1.0 }) { bytes.replaceSubrange(lo..<hi, with: Array(newText.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func initializeAdvertisesEachNewMethod() {
        let server = LanguageServer(version: "test")
        let capabilities = server.handle(ServerTests.message(id: 1, "initialize", ["capabilities": [:]])).first?["result"]["capabilities"] ?? .null
        #expect(capabilities["documentSymbolProvider"] == true)
        #expect(capabilities["referencesProvider"] == true)
        #expect(capabilities["renameProvider"]["prepareProvider"] == true)
        #expect(capabilities["codeActionProvider"]["codeActionKinds"] == ["quickfix"])
        #expect(capabilities["semanticTokensProvider"]["full"] == true)
        #expect(capabilities["semanticTokensProvider"]["legend"]["tokenTypes"].array?.contains("comment") == true)
        #expect(capabilities["foldingRangeProvider"] == true)
    }

    @Test func theOutlineListsDeclarationsAndScenarios() throws {
        let (server, _) = ServerTests.server(Self.game)
        let symbols = try #require(Self.request(server, "textDocument/documentSymbol", ["textDocument": LSP.document(Self.uri)])["result"].array)
        #expect(symbols.map { $0["name"].string ?? "" } == ["X", "O", "size", "X takes the centre", "O answers"])
        #expect(symbols.map { $0["detail"].string ?? "" } == ["player", "player", "option", "scenario", "scenario"])
        let scenario = symbols[3]
        #expect(scenario["range"]["start"]["line"] == 10)
        #expect(scenario["range"]["end"]["line"] == 13)
        #expect(scenario["selectionRange"]["start"] == ["line": 10, "character": 9])
        #expect(symbols[2]["selectionRange"]["start"] == ["line": 3, "character": 7])
    }

    @Test func referencesFindEveryUseOfAName() throws {
        let (server, _) = ServerTests.server(Self.game)
        let (line, character) = Self.position(of: "size", in: Self.game, occurrence: 1)
        let found = try #require(Self.request(server, "textDocument/references", LSP.at(Self.uri, line, character))["result"].array)
        #expect(found.map { $0["range"]["start"]["line"].int ?? -1 } == [3, 4, 4])
        #expect(found.allSatisfy { $0["uri"].string == Self.uri })
        let keyword = Self.request(server, "textDocument/references", LSP.at(Self.uri, 6, 1))
        #expect(keyword["result"] == [])
    }

    @Test func renameChangesEveryUseAndRefusesABadName() throws {
        let (server, _) = ServerTests.server(Self.game)
        let (line, character) = Self.position(of: "X", in: Self.game, occurrence: 0)
        var params = LSP.at(Self.uri, line, character).objectValue
        let prepared = Self.request(server, "textDocument/prepareRename", .object(params))
        #expect(prepared["result"]["start"] == ["line": 2, "character": 8])
        params["newName"] = "Cross"
        let edit = Self.request(server, "textDocument/rename", .object(params))["result"]
        let renamed = Self.applying(edit, to: Self.game)
        #expect(renamed.contains("players Cross O"))
        #expect(renamed.contains("expect turn Cross"))
        #expect(!renamed.contains(" X"))
        #expect(throws: Never.self) { try RuleBook.compile(SourceFile(name: "game.rules", text: renamed)).get() }
        for bad in ["O", "two words", "board"] {
            params["newName"] = .string(bad)
            let refused = Self.request(server, "textDocument/rename", .object(params))
            #expect(refused["error"]["code"] == -32803, "\(bad)")
            #expect(refused["error"]["message"].string?.hasPrefix("cannot rename 'X': ") == true)
        }
    }

    @Test func aQuickFixTakesTheCheckersSuggestion() throws {
        let broken = Self.game.replacingOccurrences(of: "players X O", with: "playres X O")
            .replacingOccurrences(of: "{winner} wins", with: "{winer} wins")
        let (server, _) = ServerTests.server(broken)
        let all: JSON = ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]]
        let actions = try #require(Self.request(server, "textDocument/codeAction", [
            "textDocument": LSP.document(Self.uri), "range": all, "context": ["diagnostics": []],
        ])["result"].array)
        #expect(actions.first?["title"] == "Change to 'players'")
        #expect(actions.allSatisfy { $0["kind"] == "quickfix" })
        var fixed = broken
        for action in actions { fixed = Self.applying(action["edit"], to: fixed) }
        #expect(fixed.contains("players X O"))
        _ = server.handle(ServerTests.message("textDocument/didChange", LSP.change(Self.uri, fixed, version: 2)))
        let again = try #require(Self.request(server, "textDocument/codeAction", [
            "textDocument": LSP.document(Self.uri), "range": all, "context": ["diagnostics": []],
        ])["result"].array)
        #expect(again.isEmpty, "every suggestion taken: \(fixed)")
        let elsewhere: JSON = ["start": ["line": 6, "character": 0], "end": ["line": 7, "character": 0]]
        _ = server.handle(ServerTests.message("textDocument/didChange", LSP.change(Self.uri, broken, version: 3)))
        let none = Self.request(server, "textDocument/codeAction", ["textDocument": LSP.document(Self.uri), "range": elsewhere])
        #expect(none["result"] == [], "no diagnostic on those lines")
    }

    @Test func semanticTokensColourWordsNumbersStringsAndComments() throws {
        let text = "referee 1\n# a comment\ngame \"T\"\nplayers X O\nwin 3 in a row\nend when count(X) > 2: draw\n"
        let (server, _) = ServerTests.server(text)
        let answer = Self.request(server, "textDocument/semanticTokens/full", ["textDocument": LSP.document(Self.uri)])
        let data = try #require(answer["result"]["data"].array).compactMap { $0.int }
        #expect(data.count % 5 == 0)
        let legend = SemanticTokens.Kind.allCases.map(\.name)
        var line = 0, character = 0
        var decoded: [String] = []
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            let lineText = Array(text.split(separator: "\n", omittingEmptySubsequences: false)[line])
            let word = String(lineText[character..<character + data[index + 2]])
            decoded.append("\(word):\(legend[data[index + 3]])")
        }
        #expect(decoded.prefix(6) == ["referee:keyword", "1:number", "# a comment:comment", "game:keyword", "\"T\":string", "players:keyword"])
        #expect(decoded.contains("X:variable"))
        #expect(decoded.contains("count:function"))
        #expect(decoded.contains("3:number"))
    }

    @Test func scenariosFold() throws {
        let (server, _) = ServerTests.server(Self.game)
        let ranges = try #require(Self.request(server, "textDocument/foldingRange", ["textDocument": LSP.document(Self.uri)])["result"].array)
        #expect(ranges.map { [$0["startLine"].int ?? -1, $0["endLine"].int ?? -1] } == [[10, 13], [15, 19]])
    }

    static func completion(_ text: String, at marker: String) -> [String] {
        let clean = text.replacingOccurrences(of: marker, with: "")
        let (line, character) = position(of: marker, in: text)
        let (server, _) = ServerTests.server(clean)
        return LSP.labels(request(server, "textDocument/completion", LSP.at(uri, line, character)))
    }

    @Test func aNumberAfterWin() {
        let labels = Self.completion(Self.game.replacingOccurrences(of: "win 3 in a row", with: "win |"), at: "|")
        #expect(labels == ["3"], "a line of 3 fits a board of size 3, the option's default")
        let larger = Self.completion(
            Self.game.replacingOccurrences(of: "option size = 3", with: "option size = 5")
                .replacingOccurrences(of: "win 3 in a row", with: "win |"), at: "|")
        #expect(larger == ["3", "4", "5"])
        #expect(!larger.contains("X"))
    }

    @Test func theMovesAScenarioMayPlayNext() {
        let first = Self.completion(Self.game.replacingOccurrences(of: "  move 4\n  expect turn O", with: "  move |\n  expect turn O"), at: "|")
        #expect(first == (0..<9).map(String.init))
        let second = Self.completion(Self.game.replacingOccurrences(of: "  move 0\n", with: "  move |\n"), at: "|")
        #expect(second == [0, 1, 2, 3, 5, 6, 7, 8].map(String.init), "4 is taken by the move before")
    }

    @Test func cellsAfterAt() {
        let text = """
            referee 1
            game "G"
            players X O
            board 3 by 3
            start X at |
            move place
            win 3 in a row

            """
        let labels = Self.completion(text, at: "|")
        #expect(labels == (0..<9).map(String.init), "the board's cells as the rule file names them")
    }

    @Test func placeholdersInsideABrace() {
        let labels = Self.completion(Self.game.replacingOccurrences(of: "{winner} wins", with: "{|} wins"), at: "|")
        #expect(labels.contains("winner") && labels.contains("loser"))
        #expect(!labels.contains("X"))
        let outside = Self.completion(Self.game.replacingOccurrences(of: "{winner} wins", with: "{winner} w|ins"), at: "|")
        #expect(outside.isEmpty, "inside the string, past the closed brace")
    }
}
