import RefereeModel
import Testing
@testable import RefereeEngine

/// `randomMove(in:)` lends the state to the rules' closures where the caller
/// holds it, without a copy: it must draw the move `randomMove(_:)` draws from
/// a copy, and leave the state as it was.
@Suite("A state lent to the rules")
struct CoreLentStateTests {
    @Test(arguments: CoreRestartTests.files)
    func aLentStateDrawsTheSameMoveAndIsLeftAsItWas(_ path: String) throws {
        let kernel = try CoreRestartTests.core(path)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            var state = kernel.initial(seed: generator.next())
            while state.moves < 2_000 {
                let before = state
                var copied = generator
                let drawn = kernel.randomMove(before, using: &copied)
                let lent = kernel.randomMove(in: &state, using: &generator)
                #expect(lent == drawn)
                #expect(state == before)
                guard let lent else { break }
                kernel.applyLegal(lent, to: &state)
            }
        }
    }
}
