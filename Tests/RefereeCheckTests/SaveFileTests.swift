import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel
@testable import RefereePlay
import Testing

/// `save` at the play prompt: what it writes where, and what it never overwrites, whatever the
/// path typed (a trailing slash, a linked folder, a planted temporary file, an empty name).
@Suite("save and the files around it")
struct SaveFileTests {
    /// A folder holding a copy of tic-tac-toe, as `NAME`, with one move played; removed after.
    func withGame(named name: String = "tictactoe.rules", _ body: (URL, inout Session) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: ShippedFiles.root.appendingPathComponent("rules/tictactoe.rules").path, toPath: rules)
        var session = Session(book: try RuleBook.load(path: rules).get(), rulesPath: rules, seed: 0)
        #expect(session.execute("4").ok)
        try body(folder, &session)
    }

    func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func text(_ url: URL, _ name: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theRuleFileIsNeverOverwrittenWhateverPathNamesIt() throws {
        try withGame(named: "game.txt") { folder, s in
            let before = text(folder, "game.txt")
            let f = folder.path
            for path in ["\(f)/game.txt", "\(f)/game.txt/", "\(f)/./game.txt", "\(f)/../\(folder.lastPathComponent)/game.txt"] {
                #expect(!s.execute("save \(path)").ok, "\(path)")
            }
            #expect(text(folder, "game.txt") == before)
            #expect(names(folder) == ["game.txt"])
        }
    }

    @Test func theRuleFilesScenariosAreNeverOverwrittenThroughALinkedFolder() throws {
        try withGame { folder, s in
            try "referee 1\nscenario \"mine\"\n  expect not over\nend\n".write(to: folder.appendingPathComponent("tictactoe.scenarios"), atomically: true, encoding: .utf8)
            let before = text(folder, "tictactoe.scenarios")
            let linked = folder.appendingPathComponent("linked").path
            try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: folder.path)
            #expect(!s.execute("save \(linked)/tictactoe.scenarios").ok)
            #expect(!s.execute("save \(linked)/tictactoe.rules/").ok)
            #expect(!s.execute("save \(linked)/tictactoe").ok)
            #expect(text(folder, "tictactoe.scenarios") == before)
        }
    }

    @Test func aFileThatIsNotASavedGameIsLeftAlone() throws {
        try withGame { folder, s in
            let notes = folder.appendingPathComponent("notes.txt")
            try "my notes\n".write(to: notes, atomically: true, encoding: .utf8)
            let refused = s.execute("save \(notes.path)")
            #expect(!refused.ok)
            #expect(refused.text.contains("is not a game saved by 'save'"))
            #expect(text(folder, "notes.txt") == "my notes\n")
            // A game saved before is replaced, as a save is expected to.
            #expect(s.execute("save \(folder.path)/mine").ok)
            #expect(s.execute("0").ok)
            #expect(s.execute("save \(folder.path)/mine").ok)
            #expect(text(folder, "mine.scenarios")?.contains("moves 4 0") == true)
        }
    }

    @Test func aFolderOrADeviceIsNotGivenAnExtensionAndWritten() throws {
        try withGame { folder, s in
            let sub = folder.appendingPathComponent("sub")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
            let refusal = s.execute("save \(sub.path)")
            #expect(!refusal.ok)
            #expect(refusal.text.contains("is a folder; name a file in it, such as \(sub.path)/game.scenarios"))
            #expect(!s.execute("save \(sub.path)/").ok)
            #expect(!s.execute("save \(folder.path)/pipe").ok)
            #expect(names(folder) == ["pipe", "sub", "tictactoe.rules"])
        }
    }

    @Test func aPathThroughAFileOrToNoFolderIsRefusedForItsRealReason() throws {
        try withGame { folder, s in
            let rules = folder.appendingPathComponent("tictactoe.rules").path
            for path in ["\(rules)/", "\(rules)/game.scenarios", "\(rules)/saved/game.scenarios"] {
                let refusal = s.execute("save \(path)")
                #expect(!refusal.ok)
                #expect(refusal.text.contains("cannot write \(path): \(rules) is a file, not a folder"), "\(refusal.text)")
                #expect(!refusal.text.contains("is a folder"), "\(refusal.text)")
            }
            let missing = s.execute("save \(folder.path)/missing/")
            #expect(missing.text.contains("missing/ names a folder (it ends in /), and there is none; name a file in it"), "\(missing.text)")
            #expect(names(folder) == ["tictactoe.rules"])
        }
    }

    @Test func anEmptyNameIsRefused() throws {
        try withGame { folder, s in
            for line in ["save \"\"", "save \" \""] {
                let response = s.execute(line)
                #expect(!response.ok, "\(line)")
                #expect(response.text.contains("save needs a file name"), "\(response.text)")
            }
        }
    }

    @Test func aMissingLastFolderIsCreated() throws {
        try withGame { folder, s in
            let response = s.execute("save \(folder.path)/saved/game.scenarios")
            #expect(response.ok, "\(response.text)")
            #expect(response.text.hasPrefix("created the folder \(folder.path)/saved\nsaved 1 move to"))
            #expect(text(folder, "saved/game.scenarios")?.contains("rules \"../tictactoe.rules\"") == true)
            #expect(BatchCheck.check(file: "\(folder.path)/saved/game.scenarios").scenarios.map(\.passed) == [true])
        }
    }

    @Test func aPlantedTemporaryFileIsNeverFollowed() throws {
        try withGame { folder, s in
            // The name the old `save` wrote to first, planted as a link to an unrelated file.
            let victim = folder.appendingPathComponent("victim")
            try "precious\n".write(to: victim, atomically: true, encoding: .utf8)
            let target = folder.appendingPathComponent("game.scenarios").path
            try FileManager.default.createSymbolicLink(atPath: "\(target).\(getpid()).tmp", withDestinationPath: victim.path)
            #expect(s.execute("save \(target)").ok)
            #expect(text(folder, "victim") == "precious\n")
            #expect(text(folder, "game.scenarios")?.hasPrefix("referee 1\n") == true)
            #expect(names(folder)
                == ["game.scenarios", "game.scenarios.\(getpid()).tmp", "tictactoe.rules", "victim"])
        }
    }

    @Test func theRulesAreNamedByAPathThatLeadsToThemThroughLinkedFolders() throws {
        try withGame { folder, s in
            // `out` is a link to a folder two levels down: "../tictactoe.rules" from `out` as
            // typed would lead, through the real folder, to deep/tictactoe.rules.
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("deep/saves"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: "deep/saves")
            #expect(s.execute("save \(folder.path)/out/game.scenarios").ok)
            #expect(text(folder, "out/game.scenarios")?.contains("rules \"../../tictactoe.rules\"") == true)
            #expect(BatchCheck.check(file: "\(folder.path)/out/game.scenarios").scenarios.map(\.passed) == [true])
        }
    }

    @Test func theReferenceIsTheShorterOfRelativeAndAbsolute() throws {
        try withGame { folder, s in
            let real = FileIdentity.real(folder.path)
            #expect(s.execute("save \(folder.path)/here.scenarios").ok)
            #expect(text(folder, "here.scenarios")?.contains("rules \"tictactoe.rules\"") == true)
            // From a folder that shares only the root with the rules, the absolute path is shorter.
            let relative = Session.rulesReference(from: "/proc/self", to: "\(real)/tictactoe.rules")
            #expect(relative == "\(real)/tictactoe.rules")
        }
    }

    /// A long game saves and loads back: its transcript is within what a scenario may hold, and
    /// replaying it costs time linear in its moves.
    @Test func aGameOf12000AnsweredMovesSavesAndLoadsBack() throws {
        try withRules("referee 1\ngame \"Echo\"\nplayers A\nmove number 1 to 9\nafter move then answer \"x{chosen}\"\n") { folder, rules, book in
            var session = Session(book: book, rulesPath: rules, seed: 0)
            for n in 0..<12_000 { #expect(session.execute(String(n % 9 + 1)).ok) }
            let saved = folder.appendingPathComponent("long.scenarios").path
            #expect(session.execute("save \(saved)").ok)
            var other = Session(book: book, rulesPath: rules, seed: 0)
            let loaded = other.execute("load \(saved)")
            #expect(loaded.ok, "\(loaded.text)")
            #expect(other.moves == session.moves)
            #expect(other.engine.view(other.state).answers.last == AnsweredMove(move: "3", answer: "x3"))
        }
    }

    /// A game too long for a scenario is not saved as one that could not be loaded.
    @Test func aTranscriptPastTheStepLimitIsRefusedBeforeItIsWritten() {
        let text = String(repeating: "  expect not over\n", count: 3)
        #expect(Session.unloadable(text, moves: Limits.scenarioSteps) != nil)
        #expect(Session.unloadable(text, moves: Limits.scenarioSteps - 3) == nil)
    }

    /// A game against a computer the rule file names that plays at random is saved with its
    /// seed, so that `load` and `check` replay the computer's moves as they were played.
    @Test func aRandomComputersGameLoadsBackAsPlayed() throws {
        try withRules("referee 1\nplayers X C\nboard 5 by 5\nwin 5 in a row\ndraw when full\ncomputer C plays random\n") { folder, rules, book in
            var session = Session(book: book, rulesPath: rules, seed: 41)
            for cell in ["1", "2", "3", "4", "5"] where session.engine.legalMoveTexts(session.state).contains(cell) {
                #expect(session.execute(cell).ok)
            }
            let saved = folder.appendingPathComponent("game.scenarios").path
            #expect(session.execute("save \(saved)").ok)
            let transcript = try String(contentsOfFile: saved, encoding: .utf8)
            #expect(transcript.contains("\n  seed 41\n"))
            var other = Session(book: book, rulesPath: rules, seed: 0)
            #expect(other.execute("load \(saved)").ok)
            #expect(other.state == session.state)
            let report = BatchCheck.check(file: saved, settings: CheckSettings(playouts: 0, traces: false))
            #expect(!report.scenarios.isEmpty && report.scenarios.allSatisfy { $0.failure == nil })
        }
    }

    /// A folder holding a rule file of `text`, with the file's path and book; removed after.
    func withRules(_ text: String, _ body: (URL, String, RuleBook) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = folder.appendingPathComponent("test.rules").path
        try text.write(toFile: rules, atomically: true, encoding: .utf8)
        try body(folder, rules, try RuleBook.load(path: rules).get())
    }
}
