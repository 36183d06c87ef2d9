import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// A person keeping a code game's secret with `secret CODE`: the engine answers from it, no
/// picture or protocol state shows it while the game is on, and a saved transcript says it holds it.
@Suite("A secret a person types")
struct PersonSecretTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent(file).path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func theSecretIsAnsweredFromAndShownToNobodyUntilTheEnd() throws {
        var s = try session("examples/wordle.rules")
        #expect(s.execute("vs people").ok)
        let set = s.execute("secret crane")
        #expect(set.ok, "\(set.text)")
        #expect(s.secretTypedByPerson)
        #expect(!set.text.contains("crane"))
        #expect(set.text.contains("secret: set by Setter, not shown until the game ends"))
        for guess in ["slate", "trace"] {
            let response = s.execute(guess)
            #expect(response.ok)
            #expect(!response.text.contains("crane"))
            #expect(!JSONResponse.encode(s.execute("state"), session: s).contains("crane"))
        }
        #expect(s.execute("slate").text.contains("--G-G"))
        let last = s.execute("crane")
        #expect(s.engine.outcome(s.state)?.winner == 1)
        #expect(last.text.contains("secret: crane"))
    }

    @Test func againstAComputerCodebreakerTheEngineAnswersEveryGuess() throws {
        var s = try session("examples/wordle.rules")
        #expect(s.execute("vs computer Solver knuth").ok)
        #expect(s.moves.count == 1, "the computer guesses first, and the guess awaits an answer")
        let set = s.execute("secret crane")
        #expect(set.ok, "\(set.text)")
        #expect(s.engine.isOver(s.state))
        #expect(s.engine.outcome(s.state)?.winner == 1)
        #expect(s.moves.last == "crane")
    }

    @Test func aSecretTheRulesDoNotHideIsHiddenAllTheSame() throws {
        let text = """
            referee 1
            players Codemaker Codebreaker
            code 4 from "123456"
            guesses 10
            feedback "B" "W"

            """
        var s = Session(book: try RuleBook.compile(SourceFile(name: "open.rules", text: text)).get(), rulesPath: "open.rules")
        #expect(s.execute("secret 3164").ok)
        #expect(s.execute("1122").ok)
        #expect(!s.picture(color: false).contains("3164"))
        #expect(!JSONResponse.encode(s.execute("state"), session: s).contains("3164"))
    }

    @Test func aSavedTranscriptSaysItHoldsTheSecretAndReplaysIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var s = try session("examples/wordle.rules")
        #expect(s.execute("vs people").ok)
        #expect(s.execute("secret crane").ok)
        #expect(s.execute("slate").text.contains("--G-G"))
        let file = folder.appendingPathComponent("game.scenarios").path
        #expect(s.execute("save \(file)").ok)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let head = text.split(separator: "\n").prefix { !$0.hasPrefix("rules ") }
        #expect(head.contains { $0.hasPrefix("#") && $0.contains("holds the secret code") })
        #expect(text.contains("  setup secret crane\n"))
        var replay = try session("examples/wordle.rules")
        #expect(replay.execute("load \(file)").ok)
        #expect(replay.state == s.state)
    }

    @Test func aTranscriptWithoutASecretHasNoSuchComment() throws {
        var s = try session("examples/wordle.rules")
        #expect(s.execute("vs computer Solver knuth").ok)
        let text = s.transcript(rulesReference: "wordle.rules")
        #expect(text.contains("setup secret unknown"))
        #expect(!text.contains("holds the secret"))
    }

    @Test func refusalsLeaveTheGameAsItWasAndDoNotRepeatTheCode() throws {
        var s = try session("examples/wordle.rules")
        #expect(s.execute("vs computer Solver knuth").ok)
        let before = s.state
        let bad = s.execute("secret cranq")
        #expect(!bad.ok && bad.code == .secret)
        #expect(!(bad.error ?? "").contains("cranq") && !bad.text.contains("cranq"))
        #expect(s.state == before)
        #expect(s.execute("secret").code == .usage)
        #expect(s.execute("-----").ok, "an answer by hand")
        #expect(s.execute("secret crane").code == .secret, "after an answer")

        var computerKeeps = try session("examples/wordle.rules")
        #expect(computerKeeps.execute("vs computer Setter").ok)
        #expect(computerKeeps.execute("secret crane").code == .secret)

        var adversary = try session("examples/absurdle.rules")
        #expect(adversary.execute("secret crane").code == .secret)

        var late = try session("examples/wordle.rules")
        #expect(late.execute("vs people").ok)
        #expect(late.execute("secret crane").ok)
        #expect(late.execute("slate").ok)
        #expect(late.execute("secret crane").code == .secret)

        var board = try session("rules/tictactoe.rules")
        #expect(board.execute("secret 4").code == .secret)
    }

    @Test func theAdversaryAsTheSessionsComputerAnswersEveryGuess() throws {
        var s = try session("examples/wordle.rules")
        let response = s.execute("vs computer Setter adversary")
        #expect(response.ok, "\(response.text)")
        #expect(s.execute("crane").text.contains("Setter answers -----"))
        #expect(s.engine.codesLeft(s.state) == 254)
        #expect(!s.execute("vs computer Solver adversary").ok)
    }
}
