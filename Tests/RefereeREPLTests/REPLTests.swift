import Foundation
import RefereeLanguage
import RefereePlay
import Testing
@testable import RefereeREPL

enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func rules(_ file: String) -> String { root.appendingPathComponent("rules/\(file)").path }

    static func session(_ file: String) throws -> Session {
        Session(book: try RuleBook.load(path: rules(file)).get(), rulesPath: rules(file))
    }
}

@Suite("Completion")
struct CompletionTests {
    func completer(_ file: String, after moves: [String] = []) throws -> Completer {
        var session = try Repository.session(file)
        for move in moves { _ = session.execute(move) }
        return Completer(session: session, directory: Repository.root.path)
    }

    @Test func theFirstWordIsACommandOrALegalMove() throws {
        let c = try completer("tictactoe.rules", after: ["4"])
        #expect(c.candidates(before: "", word: "mo") == ["move", "moves"])
        #expect(c.candidates(before: "", word: "4").isEmpty)
        #expect(c.candidates(before: "", word: "").contains("8"))
        #expect(c.candidates(before: "", word: "").contains("undo"))
    }

    @Test func movesAreTheLegalOnesNow() throws {
        let bowling = try completer("bowling.rules", after: ["7"])
        #expect(bowling.candidates(before: "move ", word: "") == ["0", "1", "2", "3"])
        let board = try completer("tictactoe.rules", after: ["4", "0"])
        #expect(board.candidates(before: "why ", word: "") == ["1", "2", "3", "5", "6", "7", "8"])
        let tennis = try completer("table-tennis.rules")
        #expect(tennis.candidates(before: "", word: "B") == ["B"])
        let code = try completer("mastermind.rules")
        #expect(code.candidates(before: "", word: "123").count == 6)
    }

    @Test func computerPlayersAndSides() throws {
        let c = try completer("mastermind.rules")
        #expect(c.candidates(before: "hint ", word: "") == c.session.computerPlayers.map(\.name))
        #expect(c.candidates(before: "vs ", word: "") == ["computer", "people"])
        #expect(c.candidates(before: "vs computer ", word: "Codeb") == ["Codebreaker"])
        #expect(c.candidates(before: "vs computer Codebreaker ", word: "").allSatisfy { !$0.hasPrefix("Code") })
    }

    @Test func optionNamesAndValues() throws {
        let c = try completer("table-tennis.rules")
        #expect(c.candidates(before: "option ", word: "") == ["length=", "target="])
        #expect(c.candidates(before: "option ", word: "ta") == ["target="])
        #expect(c.candidates(before: "option target=", word: "") == ["11"])
        #expect(c.candidates(before: "option target ", word: "") == ["11"])
        #expect(try completer("tictactoe.rules").candidates(before: "option ", word: "").isEmpty)
    }

    @Test func filePathsAfterLoadAndSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("games"), withIntermediateDirectories: true)
        let transcript = "referee 1\n# A game, saved by 'referee play'.\n"
        let files = [
            "games/one.scenarios": transcript, "games/other.rules": "", "games/old.trace": "referee-trace 1\n",
            "notes.txt": "", "new.txt": transcript, ".hidden": transcript, "n\u{1B}]0;x\u{07}.scenarios": transcript,
        ]
        for (file, text) in files {
            try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let c = Completer(session: try Repository.session("tictactoe.rules"), directory: folder.path)
        // load offers folders, rule files and files that begin as a transcript does; save, any file.
        #expect(c.candidates(before: "load ", word: "") == ["games/", "new.txt"])
        #expect(c.candidates(before: "save ", word: "") == ["games/", "new.txt", "notes.txt"])
        #expect(c.candidates(before: "load ", word: "ga") == ["games/"])
        // A name with control characters is never listed: the list would show it raw.
        #expect(c.candidates(before: "load ", word: "n") == ["new.txt"])
        #expect(c.candidates(before: "load ", word: "games/o") == ["games/one.scenarios", "games/other.rules"])
        #expect(c.candidates(before: "save ", word: "games/o") == ["games/old.trace", "games/one.scenarios", "games/other.rules"])
        #expect(c.candidates(before: "load ", word: ".h") == [".hidden"])
        #expect(c.candidates(before: "load ", word: "\(folder.path)/ne") == ["\(folder.path)/new.txt"])
        #expect(c.candidates(before: "save ", word: "\(folder.path)/no") == ["\(folder.path)/notes.txt"])
        #expect(c.candidates(before: "load ", word: "missing/x").isEmpty)
    }
}

@Suite("History file")
struct HistoryFileTests {
    @Test func xdgStateHomeComesFirst() {
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"]) == "/s/referee/history")
    }

    @Test func homeIsTheFallback() {
        #expect(HistoryFile.path(environment: ["HOME": "/h"]) == "/h/.local/state/referee/history")
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/referee/history")
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/referee/history")
    }

    @Test func nowhereWithoutEither() {
        #expect(HistoryFile.path(environment: [:]) == nil)
    }
}
