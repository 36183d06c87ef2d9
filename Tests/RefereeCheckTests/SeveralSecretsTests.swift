import Foundation
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// A code game of several secrets (`secrets N`, Dordle): the secrets are drawn apart, set
/// together, answered side by side, hidden from the codebreaker until the end, and typed by a
/// person one answer a secret.
@Suite("Several secrets")
struct SeveralSecretsTests {
    func book(_ file: String) throws -> RuleBook {
        try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("examples/\(file)").path).get()
    }

    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    func secrets(_ engine: Engine, _ state: GameState) -> [String] {
        guard case .code(let view) = engine.view(state, for: 0) else { return [] }
        return view.secret?.split(separator: " ").map(String.init) ?? []
    }

    @Test func theFirstSecretIsDrawnAsOneSecretIsAndTheOthersDiffer() throws {
        let dordle = Engine(try book("dordle.rules").model)
        let wordle = Engine(try book("wordle.rules").model)
        for seed: UInt64 in 0..<20 {
            let drawn = secrets(dordle, dordle.newGame(seed: seed))
            #expect(drawn.count == 2)
            #expect(Set(drawn).count == 2, "seed \(seed): \(drawn)")
            #expect(drawn.first == secrets(wordle, wordle.newGame(seed: seed)).first)
        }
    }

    @Test func secretsAreSetTogetherOrNotAtAll() throws {
        let engine = Engine(try book("dordle.rules").model)
        let start = engine.newGame(seed: 1)
        guard case .failure(let one) = engine.setup(.secret("crane"), in: start) else {
            Issue.record("one word set two secrets")
            return
        }
        #expect(one.message.contains("this game keeps 2 secrets"))
        guard case .failure(let bad) = engine.setup(.secret("crane xyzzy"), in: start) else {
            Issue.record("a word off the list was set")
            return
        }
        #expect(bad.message.contains("'xyzzy' is not on the word list"))
        let set = try engine.setup(.secret("crane later"), in: start).get()
        #expect(secrets(engine, set) == ["crane", "later"])
    }

    @Test func theSecretsStayHiddenFromTheSolverUntilTheEnd() throws {
        var s = try session("dordle.rules")
        #expect(s.execute("vs computer Setter").ok)
        let drawn = secrets(s.engine, s.state)
        s.watch(as: 1)
        for guess in ["trace", "slate"] {
            let response = s.execute(guess)
            #expect(response.ok)
            let shown = response.text + JSONResponse.encode(s.execute("state"), session: s) + s.execute("hint").text
                + s.execute("why").text
            for secret in drawn where secret != guess {
                #expect(!shown.contains(secret), "\(secret) shown while the game is on")
            }
        }
        #expect(s.picture(color: false).contains("secrets: ????? ?????"))
        for secret in drawn { _ = s.execute(secret) }
        #expect(s.engine.outcome(s.state)?.winner == 1)
        #expect(s.picture(color: false).contains("secrets: \(drawn.joined(separator: " "))"))
    }

    @Test func aPersonKeepingTheSecretsAnswersEachInOrder() throws {
        var s = try session("dordle.rules")
        #expect(s.execute("vs people").ok)
        #expect(s.execute("new").ok)
        #expect(s.execute("vs computer Solver random").ok)
        #expect(s.secretKeptByPerson)
        let before = s.state
        let refused = s.execute("-----")
        #expect(!refused.ok)
        #expect((refused.error ?? refused.text).contains("is not 2 answers"))
        #expect(s.state == before)
        let set = s.execute("secret crane later")
        #expect(set.ok, "\(set.text)")
        guard case .code(let view) = s.engine.view(s.state) else { return }
        #expect(view.rows.allSatisfy { $0.feedback != nil }, "the engine answers every guess from the secrets")
        #expect(set.text.contains("secrets: crane later") == s.engine.isOver(s.state))
    }

    @Test func theCodebreakersAndTheAdversaryAreNotOfferedForSeveralSecrets() throws {
        var s = try session("dordle.rules")
        let knuth = s.execute("vs computer Solver knuth")
        #expect(!knuth.ok)
        #expect(!s.execute("vs computer Setter adversary").ok)
        #expect(s.execute("vs computer Solver random").ok)
    }

    @Test func coreRulesReadTheSecretsFound() throws {
        let text = """
            referee 1
            players M B
            code 3 from "abc"
            repeats forbidden
            guesses 6
            secrets 2
            after move when solved == 1 then announce "one found"

            """
        let book = try RuleBook.compile(SourceFile(name: "two.rules", text: text)).get()
        let engine = Engine(book.model)
        var state = try engine.setup(.secret("abc cba"), in: engine.newGame()).get()
        state = try engine.play("bac", in: state).get()
        guard case .code(let first) = engine.view(state) else { return }
        #expect(first.rows.last?.feedback == "BWW    WWW")
        #expect(first.announcements.isEmpty)
        state = try engine.play("cba", in: state).get()
        guard case .code(let second) = engine.view(state) else { return }
        #expect(second.rows.last?.feedback == "BWW   BBB")
        #expect(second.announcements == ["one found"])
        state = try engine.play("abc", in: state).get()
        #expect(engine.outcome(state)?.winner == 1)
    }
}
