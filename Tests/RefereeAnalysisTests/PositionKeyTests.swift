import RefereeAnalysis
import RefereeEngine
import RefereeModel
import Testing

/// The position keys a search's table reads: a key kept up move by move is the key computed
/// afresh, and the same position reached by other moves has the same key.
@Suite("Position keys")
struct PositionKeyTests {
    struct Check: KernelVisitor {
        let games: Int

        /// Random games, comparing the kept key with the fresh one after every move; the number of
        /// moves compared.
        func visit<K: Kernel>(_ kernel: K) -> Int {
            var g = SeededGenerator(seed: 29)
            var compared = 0
            for _ in 0..<games {
                var state = kernel.initial(seed: 0)
                var key = kernel.positionKey(state)
                while let move = kernel.randomMove(state, using: &g) {
                    var next = state
                    kernel.applyLegal(move, to: &next)
                    key = kernel.positionKey(of: next, after: move, from: state, key: key)
                    guard key == kernel.positionKey(next) else { return -1 }
                    state = next
                    compared += 1
                }
            }
            return compared
        }
    }

    @Test(arguments: ["examples/connect-four.rules", "rules/tictactoe.rules", "examples/gomoku.rules", "examples/nim.rules"])
    func aKeyKeptMoveByMoveIsTheKeyComputedAfresh(file: String) throws {
        let compared = AnyKernel(try model(file)).accept(Check(games: 50))
        #expect(compared > 50, "\(file): \(compared) moves compared, -1 at a mismatch")
    }

    @Test func aPositionReachedByOtherMovesHasTheSameKey() throws {
        guard case .smallBoard(let kernel) = AnyKernel(try model("examples/connect-four.rules")) else {
            Issue.record("Connect Four is not a small board")
            return
        }
        func key(_ columns: [Int]) -> UInt64 {
            var state = kernel.initial(seed: 0)
            var key = kernel.positionKey(state)
            for column in columns {
                let before = state
                kernel.applyLegal(Move(column), to: &state)
                key = kernel.positionKey(of: state, after: Move(column), from: before, key: key)
            }
            return key
        }
        #expect(key([0, 1, 2, 3]) == key([2, 3, 0, 1]))
        #expect(key([0, 1, 2, 3]) != key([0, 1, 3, 2]))
        #expect(key([0, 1, 2]) != key([0, 1, 2, 3]))
    }
}
