import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// A game that rolls during play (examples/pig.rules) at the prompt: a seed replays it exactly,
/// undo and redo keep what chance gave, each move shows its rolls, and a saved transcript fixes
/// them so that `load` and `referee check` replay the game from any seed.
@Suite("Rolled games in play and transcripts")
struct RolledGameTests {
    func session(_ name: String = "pig", seed: UInt64) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(name).rules").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: seed)
    }

    /// Plays `count` moves, rolling while the pot is under 12 and holding after.
    func playOn(_ s: inout Session, _ count: Int) {
        for _ in 0..<count where !s.engine.isOver(s.state) {
            let hold = s.engine.legalMoveTexts(s.state).contains("hold") && (s.log.last?.rolled.last ?? 0) >= 5
            #expect(s.execute(hold ? "hold" : "roll").ok)
        }
    }

    @Test func twoSessionsWithOneSeedGiveTheSameHistory() throws {
        for name in ["pig", "two-dice-pig"] {
            var a = try session(name, seed: 42), b = try session(name, seed: 42)
            playOn(&a, 60)
            playOn(&b, 60)
            #expect(a.log == b.log)
            #expect(a.log.contains { !$0.rolled.isEmpty })
            #expect(a.picture(color: false) == b.picture(color: false))
            var c = try session(name, seed: 43)
            playOn(&c, 60)
            #expect(c.log.map(\.rolled) != a.log.map(\.rolled))
        }
    }

    /// Plays a game of Farkle to its end: sets aside every scoring die a roll allows (the last
    /// part listed), and banks once a roll leaves three dice or fewer.
    func playFarkle(_ s: inout Session) {
        var lastRolled = 6
        for _ in 0..<5_000 where !s.engine.isOver(s.state) {
            let legal = s.engine.legalMoveTexts(s.state)
            let move = legal == ["roll", "bank"] ? (lastRolled <= 3 ? "bank" : "roll") : legal.last ?? "roll"
            #expect(s.execute(move).ok)
            if let rolled = s.log.last?.rolled, !rolled.isEmpty { lastRolled = rolled.count }
        }
    }

    @Test func theSameSeedReplaysAWholeFarkleGameExactly() throws {
        var a = try session("farkle", seed: 42), b = try session("farkle", seed: 42)
        playFarkle(&a)
        playFarkle(&b)
        #expect(a.engine.isOver(a.state))
        #expect(a.log == b.log)
        #expect(a.engine.resultMessage(a.state) == b.engine.resultMessage(b.state))
        #expect(a.picture(color: false) == b.picture(color: false))
        #expect(a.log.first?.rolled.count == 6)
        #expect(a.log.contains { $0.rolled.count > 0 && $0.rolled.count < 6 })
        var c = try session("farkle", seed: 43)
        playFarkle(&c)
        #expect(c.log.map(\.rolled) != a.log.map(\.rolled))
    }

    @Test func undoThenRedoGivesTheSameRollAndAMoveAgainRollsIt() throws {
        var s = try session(seed: 8)
        playOn(&s, 5)
        let response = s.execute("roll")
        let rolled = try #require(s.log.last?.rolled)
        #expect(rolled.count == 1)
        #expect(response.text.contains("rolled \(rolled[0])"))
        let picture = s.picture(color: false)
        #expect(s.execute("undo").ok)
        let redone = s.execute("redo")
        #expect(redone.ok)
        #expect(redone.text.contains("rolled \(rolled[0])"))
        #expect(s.log.last?.rolled == rolled)
        #expect(s.picture(color: false) == picture)
        #expect(s.execute("undo").ok)
        #expect(s.execute("roll").ok)
        #expect(s.log.last?.rolled == rolled)
    }

    @Test func theProtocolHistoryGivesWhatEachMoveRolled() throws {
        var s = try session(seed: 4)
        playOn(&s, 3)
        let json = JSONResponse.encode(s.execute("state"), session: s)
        let first = try #require(s.log.first?.rolled.first)
        #expect(json.contains(#"{"move":"roll","player":"Ann","by":"person","computer":null,"rolled":[\#(first)]}"#))
    }

    @Test func aSavedTranscriptFixesTheRollsAndReplaysFromAnotherSeed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-rolled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var s = try session("two-dice-pig", seed: 31)
        playOn(&s, 25)
        let file = folder.appendingPathComponent("game.scenarios").path
        #expect(s.execute("save \(file)").ok)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let fixed = text.split(separator: "\n").filter { $0.hasPrefix("  setup roll ") }
        #expect(fixed.count == s.log.filter { !$0.rolled.isEmpty }.count)
        let firstRolls = try #require(s.log.first?.rolled).map(String.init).joined(separator: " ")
        #expect(fixed.first.map(String.init) == "  setup roll \(firstRolls)")
        var replay = try session("two-dice-pig", seed: 5)
        #expect(replay.execute("load \(file)").ok)
        #expect(replay.picture(color: false) == s.picture(color: false))
        #expect(replay.log.map(\.rolled) == s.log.map(\.rolled))
        let withoutSeed = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("  seed ") }
        let unseeded = folder.appendingPathComponent("unseeded.scenarios").path
        try withoutSeed.joined(separator: "\n").write(toFile: unseeded, atomically: true, encoding: .utf8)
        for path in [file, unseeded] {
            let report = BatchCheck.check(file: path)
            #expect(report.scenarios.map(\.passed) == [true], "\(report.scenarios.compactMap(\.failure?.message))")
        }
    }

    @Test func aRollOutOfRangeInAScenarioFailsNamingTheRange() throws {
        let book = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("examples/pig.rules").path).get()
        let scenario = Scenario(name: "t", location: Location(file: "t", line: 1, column: 1), steps: [
            .init(.setup(.rolls([7])), at: Location(file: "t", line: 2, column: 3)),
        ])
        let result = ScenarioRunner.run(scenario, in: book)
        #expect(result.failure?.message == "setup failed: no roll of this game gives 7: its rolls give 1 to 6")
    }
}
