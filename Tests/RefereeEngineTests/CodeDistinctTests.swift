import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// `repeats forbidden`: the guesses are the codes whose symbols differ, listed once by the kernel.
@Suite("Codes without repeats")
struct CodeDistinctTests {
    @Test func theGuessesAreExactlyTheCodesWithoutARepeatInOrder() throws {
        let model = try RuleBook.compile(SourceFile(name: "bulls.rules", text: """
            referee 1
            players Thinker Guesser
            code 4 from "0123456789"
            repeats forbidden
            guesses 10
            feedback "B" "C"

            """)).get().model
        guard case .code(let rules) = model.family else { throw UnexpectedView() }
        let kernel = CodeKernel(model: model, rules: rules)
        let state = kernel.initial(seed: 3)
        let listed = kernel.legalMoves(state).map(\.value)
        #expect(listed.count == 10 * 9 * 8 * 7)
        #expect(listed == (0..<kernel.codeCount).filter(kernel.isDistinct))
        #expect(kernel.legalMoveCount(state) == listed.count)
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<200 {
            let move = try #require(kernel.randomMove(state, using: &generator))
            #expect(kernel.isDistinct(move.value))
        }
    }
}
