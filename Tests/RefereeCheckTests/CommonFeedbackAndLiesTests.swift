import Foundation
import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// One-number feedback (`feedback common`, Jotto) and a budget of lies in typed answers
/// (`lies N`): how the computer players and a person's session take them.
@Suite("Common feedback and lies")
struct CommonFeedbackAndLiesTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func theCodebreakersFindAJottoWordAgainstTheEngine() throws {
        let path = ShippedFiles.root.appendingPathComponent("examples/jotto.rules").path
        let engine = Engine(try RuleBook.load(path: path).get().model)
        let names = ComputerPlayers.available(for: engine).map(\.name)
        #expect(names.contains("knuth") && names.contains("expected"))
        guard let knuth = ComputerPlayers.named("knuth", for: engine) else { return }
        var state = try engine.setup(.secret("crane"), in: engine.newGame()).get()
        var generator = SeededGenerator(seed: 1)
        while !engine.isOver(state), let move = knuth.chooseMove(in: state, engine: engine, generator: &generator) {
            state = try engine.play(move, in: state).get()
        }
        #expect(engine.outcome(state)?.winner == 1)
        guard case .code(let view) = engine.view(state) else { return }
        #expect(view.rows.last?.feedback == "found")
        #expect(view.rows.dropLast().allSatisfy { Int($0.feedback ?? "") != nil })
    }

    @Test func theCodebreakersTrustEveryAnswerSoAreNotOfferedWithLies() throws {
        let path = ShippedFiles.root.appendingPathComponent("examples/mastermind-lies.rules").path
        let engine = Engine(try RuleBook.load(path: path).get().model)
        let names = ComputerPlayers.available(for: engine).map(\.name)
        #expect(!names.contains("knuth") && !names.contains("expected"))
        #expect(names.contains("random"))
    }

    @Test func aLieLeavesEveryAnswerOpenUntilItIsSpent() throws {
        let path = ShippedFiles.root.appendingPathComponent("examples/mastermind-lies.rules").path
        let engine = Engine(try RuleBook.load(path: path).get().model)
        var state = try engine.setup(.secretUnknown, in: engine.newGame()).get()
        for move in ["1122", ""] { state = try engine.play(move, in: state).get() }
        #expect(engine.codesLeft(state) == 1296, "with a lie to spare every code is left")
        state = try engine.play("1234", in: state).get()
        let open = engine.legalMoves(state).count
        state = try engine.play("BBB", in: state).get()
        state = try engine.play("1122", in: state).get()
        let spent = engine.legalMoves(state).count
        #expect(spent < open, "once the lie is spent, fewer answers are allowed (\(spent) of \(open))")
        #expect(engine.codesLeft(state).map { $0 < 1296 } == true)
    }
}
