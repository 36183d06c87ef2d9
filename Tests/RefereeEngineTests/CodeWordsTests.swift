import RefereeEngine
import RefereeModel
import Testing

/// Feedback said in words (`feedback words …`), on the code kernel and the general interpreter.
@Suite("Feedback in words")
struct CodeWordsTests {
    static let rules = """
        referee 1
        players Host Guesser
        code 3 from "0123456789"
        repeats forbidden
        guesses 10
        feedback words "Fermi" "Pico" or "Bagels"

        """

    static func engines() throws -> [Engine] {
        let model = try engine(rules).model
        return [Engine(model)]
    }

    @Test(arguments: [
        ("123", "123", "Fermi Fermi Fermi"), ("123", "312", "Pico Pico Pico"), ("123", "456", "Bagels"),
        ("123", "173", "Fermi Fermi"), ("123", "389", "Pico"), ("123", "135", "Fermi Pico"),
    ])
    func feedbackSaysFermiThenPico(_ secret: String, _ guess: String, _ said: String) throws {
        for e in try Self.engines() {
            let state = try play(e, [guess], from: try e.setup(.secret(secret), in: e.newGame()).get())
            guard case .code(let view) = e.view(state) else { throw CancellationError() }
            #expect(view.rows[0].feedback == said)
        }
    }

    @Test(arguments: [
        ("fermi pico", "Fermi Pico"), ("PICO  Fermi", "Fermi Pico"), ("bagels", "Bagels"), ("Pico Pico", "Pico Pico"),
    ])
    func typedWordsAreReadInAnyCaseAndOrder(_ typed: String, _ said: String) throws {
        for e in try Self.engines() {
            let asked = try play(e, ["123"], from: try e.setup(.secretUnknown, in: e.newGame()).get())
            let answered = try e.play(typed, in: asked).get()
            guard case .code(let view) = e.view(answered) else { throw CancellationError() }
            #expect(view.rows[0].feedback == said)
        }
    }

    @Test(arguments: ["", "B", "Fermi Bagels", "Bagels Bagels", "ferm", "Fermi,Pico"])
    func otherTextIsRefusedNamingTheWords(_ typed: String) throws {
        for e in try Self.engines() {
            let asked = try play(e, ["123"], from: try e.setup(.secretUnknown, in: e.newGame()).get())
            guard case .failure(let refusal) = e.play(typed, in: asked) else {
                Issue.record("'\(typed)' was read as feedback")
                continue
            }
            #expect(refusal.rule == .feedback)
            #expect(refusal.message.contains("Fermi for each right symbol in the right place"))
            #expect(refusal.message.contains("Bagels alone for none"))
        }
    }
}
