import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// A game whose core rules draw a value by chance: the picture hides it from the player it is
/// hidden from, and a saved transcript fixes it with `setup value`, says so, and replays.
@Suite("Drawn values in play and transcripts")
struct DrawnValueTranscriptTests {
    func session(seed: UInt64) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/higher-lower.rules").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: seed)
    }

    func number(_ s: Session) throws -> String {
        guard case .value(_, let values) = try #require(s.engine.drawnValues(s.state).first) else { throw UnexpectedSetup() }
        return try #require(values.first)
    }

    struct UnexpectedSetup: Error {}

    @Test func thePictureAndTheProtocolHideTheNumberUntilTheEnd() throws {
        var s = try session(seed: 11)
        let secret = try number(s)
        let guess = secret == "50" ? "51" : "50"
        let response = s.execute(guess)
        #expect(response.ok)
        #expect(response.text.contains("number: ?"))
        #expect(response.text.contains("answers:\n  \(guess)  "))
        let json = JSONResponse.encode(s.execute("state"), session: s)
        #expect(json.contains(#"{"name":"number","perPlayer":false,"value":null,"values":null,"hidden":true}"#))
        #expect(s.execute(secret).ok)
        #expect(s.picture(color: false).contains("number: \(secret)"))
    }

    @Test func aPersonWhoKeepsTheNumberTypesItBeforeTheFirstMove() throws {
        var s = try session(seed: 5)
        let wrong = s.execute("secret 300")
        #expect(!wrong.ok && wrong.code == .secret)
        #expect(!(wrong.error ?? "").contains("300"))
        let set = s.execute("secret 37")
        #expect(set.ok, "\(set.text)")
        #expect(set.text.contains("Thinker's number is set; it is not shown until the game ends"))
        #expect(!set.text.contains("37"))
        #expect(s.execute("50").text.contains("  50  lower"))
        #expect(s.execute("secret 40").error == "the number is set before the first move; 'new' starts a new game")
        #expect(s.execute("37").ok)
        #expect(s.engine.outcome(s.state)?.winner == 0)
    }

    @Test func whyQuotesTheRefuseRuleAsWritten() throws {
        var s = try session(seed: 5)
        #expect(s.execute("option strict=1").ok)
        #expect(s.execute("secret 37").ok)
        #expect(s.execute("50").ok)
        #expect(!s.execute("60").ok)
        let why = s.execute("why")
        #expect(why.text.contains(
            "the file's rule 'refuse when strict == 1 and (chosen < low or chosen > high): \"{move} cannot be the number, given the answers so far\"' refuses it"))
    }

    @Test func theComputerKeepsItsOwnNumber() throws {
        var s = try session(seed: 5)
        #expect(s.execute("vs computer Thinker random").ok)
        let refused = s.execute("secret 37")
        #expect(refused.error == "the computer plays Thinker and keeps its own number; 'vs people' lets you keep it")
    }

    @Test func aSavedTranscriptFixesTheDrawnNumberSaysSoAndReplays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-drawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var s = try session(seed: 23)
        let secret = try number(s)
        #expect(s.execute("3").ok)
        #expect(s.execute("90").ok)
        let file = folder.appendingPathComponent("game.scenarios").path
        #expect(s.execute("save \(file)").ok)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("  setup value number \(secret)\n"))
        let head = text.split(separator: "\n").prefix { !$0.hasPrefix("rules ") }
        #expect(head.contains { $0.hasPrefix("#") && $0.contains("values drawn by chance") })
        var replay = try session(seed: 99)
        #expect(replay.execute("load \(file)").ok)
        #expect(replay.picture(color: false) == s.picture(color: false))
        #expect(try number(replay) == secret)
        let report = BatchCheck.check(file: file)
        #expect(report.scenarios.map(\.passed) == [true], "\(report.scenarios.compactMap(\.failure?.message))")
    }
}
