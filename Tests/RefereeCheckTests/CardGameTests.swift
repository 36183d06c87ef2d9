import Foundation
@testable import RefereePlay
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// A card game (examples/kuhn-poker.rules) at the prompt: a seed deals the same cards, undo and
/// redo give back the same cards, each player's card is missing from the other's picture and
/// JSON view, the prompt says what was drawn without showing hidden cards, and a saved
/// transcript fixes the cards so that it replays from any seed.
@Suite("Card games in play and transcripts")
struct CardGameTests {
    func session(seed: UInt64) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/kuhn-poker.rules").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: seed)
    }

    @Test func oneSeedDealsTheSameCardsAndSeedsDealDifferently() throws {
        var deals: Set<[Int]> = []
        for seed in 0..<60 as Range<UInt64> {
            var a = try session(seed: seed), b = try session(seed: seed)
            #expect(a.execute("deal").ok)
            #expect(b.execute("deal").ok)
            #expect(a.log == b.log)
            let dealt = try #require(a.log.first?.rolled)
            #expect(dealt.count == 2 && Set(dealt).count == 2 && dealt.allSatisfy((1...3).contains))
            deals.insert(dealt)
        }
        #expect(deals.count == 6)
    }

    @Test func undoThenRedoGiveTheSameCards() throws {
        var s = try session(seed: 21)
        #expect(s.execute("deal").ok)
        let dealt = try #require(s.log.last?.rolled)
        let forA = s.engine.view(s.state, for: 0)
        #expect(s.execute("undo").ok)
        #expect(s.execute("redo").ok)
        #expect(s.log.last?.rolled == dealt)
        #expect(s.engine.view(s.state, for: 0) == forA)
        #expect(s.execute("undo").ok)
        #expect(s.execute("deal").ok)
        #expect(s.log.last?.rolled == dealt)
    }

    @Test func eachCardIsAbsentFromTheOtherPlayersPictureAndJSON() throws {
        var s = try session(seed: 4)
        let said = s.execute("deal")
        #expect(said.text.contains("drew ?, ?"))
        let dealt = try #require(s.log.last?.rolled)
        let renderer = Renderer(engine: s.engine, color: false)
        for viewer in [0, 1] {
            let picture = renderer.render(s.state, for: viewer)
            let line = try #require(picture.split(separator: "\n").first { $0.hasPrefix("card:") })
            let own = dealt[viewer], other = dealt[1 - viewer]
            let players = s.model.players
            #expect(line.contains("\(players[viewer]) \(own)"))
            #expect(line.contains("\(players[1 - viewer]) ?"))
            #expect(!line.contains(String(other)))
            let kept = s.engine.view(s.state, for: viewer).kept
            let card = try #require(kept.first { $0.name == "card" })
            let json = CoreJSON.value(card, players: players).encoded
            #expect(json.contains(#""\#(players[viewer])":"\#(own)""#))
            #expect(!json.contains(#""\#(players[1 - viewer])":"#))
            #expect(json.contains(#""hiddenPlayers":["\#(players[1 - viewer])"]"#))
        }
        let everyone = JSONResponse.encode(s.execute("state"), session: s)
        #expect(everyone.contains(#""rolled":[null,null]"#))
        #expect(!everyone.contains(#""card","perPlayer":true,"value":null,"values":{"#))
    }

    @Test func aSavedTranscriptFixesTheCardsAndReplaysFromAnotherSeed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-cards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var s = try session(seed: 17)
        for move in ["deal", "pass", "bet", "call"] { #expect(s.execute(move).ok) }
        #expect(s.engine.isOver(s.state))
        let file = folder.appendingPathComponent("game.scenarios").path
        #expect(s.execute("save \(file)").ok)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let dealt = try #require(s.log.first?.rolled)
        #expect(text.contains("  setup draw \(dealt[0]) \(dealt[1])\n"))
        #expect(text.contains("# It holds the cards dealt"))
        var replay = try session(seed: 3)
        #expect(replay.execute("load \(file)").ok)
        #expect(replay.log.map(\.rolled) == s.log.map(\.rolled))
        #expect(replay.picture(color: false) == s.picture(color: false))
        let report = BatchCheck.check(file: file)
        #expect(report.scenarios.map(\.passed) == [true], "\(report.scenarios.compactMap(\.failure?.message))")
    }
}
