import RefereeEngine
import RefereeModel
import Testing

/// Places of the secret shown from the start (`reveal place …`), on the code kernel and the
/// general interpreter.
@Suite("Reveals")
struct CodeRevealTests {
    static let rules = """
        referee 1
        players Host Guesser
        code 4 from "abcdef"
        guesses 5
        feedback by position "G" "Y" "-"
        secret kept by Host, hidden from Guesser
        reveal places 1 3

        """

    static func engines() throws -> [Engine] {
        let model = try engine(rules).model
        return [Engine(model)]
    }

    @Test func theGuesserSeesTheRevealedPlacesAndNoOthers() throws {
        for e in try Self.engines() {
            let start = try e.setup(.secret("cafe"), in: e.newGame()).get()
            for state in [start, try play(e, ["abcd"], from: start)] {
                guard case .code(let guesser) = e.view(state, for: 1) else { throw CancellationError() }
                #expect(guesser.secret == nil)
                #expect(guesser.revealed == ["c", nil, "f", nil])
            }
        }
    }

    @Test func nothingIsRevealedOfASecretTheEngineDoesNotKnow() throws {
        for e in try Self.engines() {
            let state = try e.setup(.secretUnknown, in: e.newGame()).get()
            guard case .code(let guesser) = e.view(state, for: 1) else { throw CancellationError() }
            #expect(guesser.revealed == [nil, nil, nil, nil])
        }
    }

    @Test func aGameWithoutRevealShowsNone() throws {
        let e = try engine(Self.rules.replacingOccurrences(of: "reveal places 1 3\n", with: ""))
        guard case .code(let view) = e.view(e.newGame(seed: 1), for: 1) else { throw CancellationError() }
        #expect(view.revealed.isEmpty)
    }
}
