import Foundation
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// `name PLAYER NAME`: what the session calls a player, a side's player or a bowler. Pictures,
/// calls and results show the name; moves, transcripts' moves and expectations keep the rule
/// file's identifier.
@Suite("Names for players")
struct PlayerNameTests {
    func session(_ path: String) throws -> Session {
        let full = ShippedFiles.root.appendingPathComponent(path).path
        return Session(book: try RuleBook.load(path: full).get(), rulesPath: full)
    }

    @Test func aNamedPlayerIsShownByNameAndMovesStillNameTheGame() throws {
        var s = try session("rules/tictactoe.rules")
        let named = s.execute("name X Ann")
        #expect(named.ok)
        #expect(named.text.contains("X is called Ann"))
        #expect(s.status == "Ann to move")
        for move in ["0", "3", "1", "4", "2"] { #expect(s.execute(move).ok) }
        #expect(s.status == "game over: Ann Wins")
        #expect(s.moves == ["0", "3", "1", "4", "2"])
        let transcript = s.transcript(rulesReference: "tictactoe.rules")
        #expect(transcript.contains("  expect winner X\n"))
        #expect(transcript.contains("  expect result \"X Wins\"\n"))
        #expect(transcript.contains("# name X = \"Ann\"\n"))
    }

    @Test func bowlersAndSidesAreShownByName() throws {
        var s = try session("examples/baker-bowling.rules")
        #expect(s.execute("name Ann Annie").ok)
        #expect(s.execute("name Home Hosts").ok)
        let picture = s.picture()
        #expect(picture.contains("Annie is at the line for Hosts"))
        #expect(picture.contains("Hosts "))
        #expect(!picture.contains("Home"))
        #expect(s.execute("7").ok)
        #expect(s.moves == ["7"])
    }

    @Test func aSidesPlayerIsShownByNameAndTheNameMayBeTypedAsTheMove() throws {
        var s = try session("examples/padel.rules")
        #expect(s.execute("name A1 Ann").ok)
        #expect(s.picture().contains("A names who serves first for it: Ann or A2"))
        #expect(s.execute("Ann").ok)
        #expect(s.moves == ["A1"])
    }

    @Test func nameIsNoMoveSoUndoLeavesItAndANewGameKeepsIt() throws {
        var s = try session("rules/bowling.rules")
        #expect(s.execute("7").ok)
        #expect(s.execute("name Bowler Ann").ok)
        #expect(s.execute("undo").ok)
        #expect(s.moves.isEmpty)
        #expect(s.status == "Ann to roll")
        #expect(s.execute("new").ok)
        #expect(s.status == "Ann to roll")
        #expect(s.execute("name").text == "names:\n  Bowler is called Ann")
        #expect(s.execute("name Bowler Bowler").ok)
        #expect(s.status == "Bowler to roll")
        #expect(s.names.isEmpty)
    }

    @Test(arguments: [
        ("name Bowlr Ann", "no player 'Bowlr'; did you mean 'Bowler'? (the players: Bowler)"),
        ("name Nobody Ann", "no player 'Nobody' (the players: Bowler)"),
        ("name Bowler \"\"", "a name needs a letter or digit"),
        ("name Bowler \"A\\\"B\"", "a name cannot hold a quote, a backslash or a control character"),
        ("name Bowler \(String(repeating: "x", count: 25))", "a name has at most 24 characters"),
    ])
    func aBadNameIsRefusedAndChangesNothing(_ line: String, _ said: String) throws {
        var s = try session("rules/bowling.rules")
        #expect(s.execute("name Bowler Ann").ok)
        let before = s.picture()
        let refused = s.execute(line)
        #expect(!refused.ok)
        #expect(refused.code == .name)
        #expect(refused.error?.contains(said) == true, "\(refused.error ?? "")")
        #expect(s.picture() == before)
        #expect(s.names.callName("Bowler") == "Ann")
    }

    @Test func aNameAnotherPlayerHasOrIsCalledIsRefused() throws {
        var s = try session("examples/padel.rules")
        #expect(s.execute("name A1 Ann").ok)
        #expect(s.execute("name A2 B1").error == "'B1' is already a player of the game; choose another")
        #expect(s.execute("name A2 Ann").error == "'Ann' is already the name of A1; choose another")
        #expect(s.names.callName("A2") == "A2")
    }

    @Test func aTranscriptKeepsTheNamesAndLoadGivesThemBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("game.scenarios").path
        var s = try session("examples/baker-bowling.rules")
        #expect(s.execute("name Ann Ann Lee").ok)
        #expect(s.execute("name Visitors Guests").ok)
        #expect(s.execute("7").ok)
        #expect(s.execute("save \(file)").ok)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("# name Visitors = \"Guests\"\n"))
        #expect(text.contains("# name Ann = \"Ann Lee\"\n"))
        #expect(text.contains("  moves 7\n"))

        var fresh = try session("rules/bowling.rules")
        let loaded = fresh.execute("load \(file)")
        #expect(loaded.ok, "\(loaded.text)")
        #expect(fresh.names.callName("Ann") == "Ann Lee")
        #expect(fresh.names.callName("Visitors") == "Guests")
        #expect(fresh.moves == ["7"])
        #expect(fresh.picture() == s.picture())
    }

    @Test func aTranscriptWithANameItCannotGiveIsNotLoaded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("game.scenarios").path
        var s = try session("rules/bowling.rules")
        #expect(s.execute("7").ok)
        #expect(s.execute("save \(file)").ok)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\n\nscenario", with: "\n# name Nobody = \"Ann\"\n\nscenario")
            .write(toFile: file, atomically: true, encoding: .utf8)
        var fresh = try session("rules/bowling.rules")
        let refused = fresh.execute("load \(file)")
        #expect(refused.code == .load)
        #expect(refused.error?.contains("no player 'Nobody'") == true)
        #expect(fresh.moves.isEmpty)
    }

    @Test func optionsKeepTheNamesOfPlayersTheGameStillHas() throws {
        var s = try session("rules/table-tennis.rules")
        #expect(s.execute("name A Ann").ok)
        #expect(s.execute("option target=21").ok)
        #expect(s.names.callName("A") == "Ann")
        #expect(s.execute("undo").ok)
        #expect(s.names.callName("A") == "Ann")
    }

    @Test func helpNamesTheCommand() throws {
        var s = try session("rules/bowling.rules")
        #expect(s.execute("help").text.contains("name PLAYER NAME"))
        #expect(s.execute("help name").text.hasPrefix("usage: name PLAYER NAME"))
    }
}
