import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// Sides of several players in play: who serves to whom in the picture, the JSON view and the
/// transcript; the toss naming a side's player; choices typed at the prompt; refusals that leave
/// the game as it was.
@Suite("Doubles in play")
struct DoublesTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    func serving(_ s: Session) -> (String, String)? {
        guard case .rally(let rally) = s.engine.view(s.state), let serving = rally.serving else { return nil }
        return (serving.server, serving.receiver)
    }

    @Test func thePictureAndTheJSONSayWhoServesToWhom() throws {
        var s = try session("table-tennis-doubles.rules")
        let picture = s.execute("show").text
        #expect(picture.contains("A (A1, A2)"))
        #expect(picture.contains("game 1, A1 serves to B1"))
        #expect(picture.split(separator: "\n").allSatisfy { $0.count <= 80 })
        _ = s.execute("A")
        let line = JSONResponse.encode(s.execute("A"), session: s)
        for field in ["\"servingPlayer\":\"B1\"", "\"receivingPlayer\":\"A2\"", "\"server\":\"B\"", "\"choice\":null"] {
            #expect(line.contains(field), "\(field) in \(line)")
        }
    }

    @Test func aSinglesGameHasNoServingPlayers() throws {
        let path = ShippedFiles.root.appendingPathComponent("rules/table-tennis.rules").path
        var s = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        let line = JSONResponse.encode(s.execute("A"), session: s)
        #expect(line.contains("\"servingPlayer\":null"))
        #expect(s.execute("show").text.contains("* serves"))
    }

    @Test func theTossMayNameASidesPlayer() throws {
        var s = try session("table-tennis-doubles.rules")
        let response = s.execute("toss B2")
        #expect(response.ok)
        #expect(serving(s)! == ("B2", "A1"))
        #expect(s.execute("toss").text == "B2 serves first")
        let unknown = s.execute("toss C1")
        #expect(unknown.error?.contains("no player 'C1'") == true)
        #expect(unknown.error?.contains("B2") == true)
    }

    @Test func aChoiceIsTypedAtThePromptAndARallyBeforeItIsRefusedLeavingTheGame() throws {
        var s = try session("tennis-doubles.rules")
        #expect(s.status == "A to choose")
        #expect(s.execute("show").text.contains("A names who serves first for it: A1 or A2"))
        let before = s.state
        let refused = s.execute("A")
        #expect(!refused.ok)
        #expect(refused.error?.contains("A names who serves first for it: A1 or A2") == true)
        #expect(s.state == before)
        let wrongSide = s.execute("B1")
        #expect(wrongSide.error?.contains("'B1' is not of side A") == true)
        #expect(s.state == before)
        #expect(s.execute("A2").ok)
        #expect(s.status == "B to choose")
        #expect(s.execute("B2").ok)
        #expect(s.status == "A to serve")
        #expect(serving(s)! == ("A2", "B2"))
        let late = s.execute("A1")
        #expect(late.error?.contains("names a player of side A") == true)
    }

    @Test func aSavedTranscriptKeepsTheTossAndTheChoicesAndReplays() throws {
        var s = try session("padel.rules")
        #expect(s.execute("toss B").ok)
        for move in ["B2", "A1", "B", "B", "B", "A", "A", "A", "A2"] { #expect(s.execute(move).ok, "\(move)") }
        #expect(serving(s)! == ("B2", "A2"))
        let rules = ShippedFiles.root.appendingPathComponent("examples/padel.rules").path
        let transcript = s.transcript(rulesReference: rules)
        #expect(transcript.contains("setup server B"))
        #expect(transcript.contains("B2 A1 B B B A A A A2"))
        #expect(transcript.contains("expect server B2"))
        #expect(transcript.contains("expect receiver A2"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("referee-doubles-\(UUID().uuidString).scenarios")
        try transcript.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let book = try RuleBook.loadScenarios(path: file.path).get()
        #expect(!book.scenarios.isEmpty)
        for scenario in book.scenarios {
            let result = ScenarioRunner.run(scenario, in: book)
            #expect(result.passed, "\(String(describing: result.failure))")
        }
    }

    @Test func bothPathsNameTheSameServersReceiversAndChoices() throws {
        let path = ShippedFiles.root.appendingPathComponent("examples/padel.rules").path
        let model = try RuleBook.load(path: path).get().model
        let moves = try #require(model.coreGame.moves.last)
        guard case .choose(.sidePlayer(let names)) = moves.action else {
            Issue.record("the translation's second move does not name a side's player")
            return
        }
        #expect(names == [["A1", "A2"], ["B1", "B2"]])
        let general = Engine(model)
        var b = general.newGame()
        for move in ["A2", "B1", "A", "A", "A", "B", "B", "B", "B2", "B"] {
            b = try general.play(move, in: b).get()
        }
        guard case .rally(let view) = general.view(b) else { throw CancellationError() }
        #expect(view.serving?.server == "B1")
        guard case .failure(let e) = general.play("A1", in: b) else {
            Issue.record("'A1' after the game's first rally was accepted")
            return
        }
        #expect(e.message.contains("names a player of side A"))
    }
}
