import Foundation
import RefereeAnalysis
import RefereeEngine
import RefereeModel
import Testing

/// A Connect Four solver written for these tests alone, sharing nothing with the engine: the
/// board is seven columns of discs from the bottom up, and the value (1 a win for the side to
/// move, 0 a draw, -1 a loss) is plain negamax, which stops at the first win found and remembers
/// every position it has valued.
struct PlainConnectFour: Hashable {
    static let width = 7, height = 6
    var columns = [[Int]](repeating: [], count: width)
    var toMove = 0
    var discs: Int { columns.reduce(0) { $0 + $1.count } }

    func owner(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, column < Self.width, row >= 0, row < columns[column].count else { return nil }
        return columns[column][row]
    }

    /// Whether the disc just dropped in `column` makes four in a row.
    func fourThrough(_ column: Int) -> Bool {
        let row = columns[column].count - 1, player = columns[column][row]
        for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            var run = 1
            for sign in [1, -1] {
                var step = 1
                while owner(column + sign * dx * step, row + sign * dy * step) == player {
                    run += 1
                    step += 1
                }
            }
            if run >= 4 { return true }
        }
        return false
    }

    func open(_ column: Int) -> Bool { columns[column].count < Self.height }

    func dropping(_ column: Int) -> PlainConnectFour {
        var next = self
        next.columns[column].append(toMove)
        next.toMove = 1 - toMove
        return next
    }

    /// The value for the side to move.
    static func value(_ position: PlainConnectFour, memo: inout [PlainConnectFour: Int]) -> Int {
        if let known = memo[position] { return known }
        var best = -1
        var anyMove = false
        for column in 0..<width where position.open(column) {
            anyMove = true
            let next = position.dropping(column)
            let v = next.fourThrough(column) ? 1 : (next.discs == width * height ? 0 : -value(next, memo: &memo))
            best = max(best, v)
            if best == 1 { break }
        }
        let result = anyMove ? best : 0
        memo[position] = result
        return result
    }
}

@Suite("Connect Four against a plain solver")
struct ConnectFourSolverTests {
    /// Positions reached by random play from a seed, `fewest` discs or more, none of them over.
    static func positions(_ count: Int, fewest: Int, seed: UInt64) -> [[Int]] {
        var g = SeededGenerator(seed: seed)
        var found: [[Int]] = []
        while found.count < count {
            let target = fewest + g.below(PlainConnectFour.width * PlainConnectFour.height - fewest - 2)
            var position = PlainConnectFour()
            var moves: [Int] = []
            var over = false
            while moves.count < target, !over {
                let open = (0..<PlainConnectFour.width).filter(position.open)
                let column = open[g.below(open.count)]
                position = position.dropping(column)
                moves.append(column)
                over = position.fourThrough(column)
            }
            if !over { found.append(moves) }
        }
        return found
    }

    /// A hundred positions of 28 discs or more (about 30 s in a debug run), or as many as
    /// REFEREE_CONNECT_FOUR_POSITIONS asks.
    static var sample: (count: Int, fewest: Int) {
        let asked = ProcessInfo.processInfo.environment["REFEREE_CONNECT_FOUR_POSITIONS"].flatMap { Int($0) }
        guard let asked, asked > 0 else { return (100, 28) }
        return (asked, 28)
    }

    @Test func theSolverAndThePerfectPlayerAgreeWithAPlainSolver() throws {
        let m = try model("examples/connect-four.rules")
        guard case .smallBoard(let kernel) = AnyKernel(m) else {
            Issue.record("Connect Four is not a small board")
            return
        }
        let engine = Engine(m)
        var memo: [PlainConnectFour: Int] = [:]
        let (count, fewest) = Self.sample
        for moves in Self.positions(count, fewest: fewest, seed: 29) {
            var plain = PlainConnectFour()
            var state = kernel.initial(seed: 0)
            var game = engine.newGame()
            for column in moves {
                plain = plain.dropping(column)
                kernel.applyLegal(Move(column), to: &state)
                game = try engine.play(String(column + 1), in: game).get()
            }
            let expected = PlainConnectFour.value(plain, memo: &memo)
            var solver = Solver(kernel, budget: 100_000_000)
            let value = try solver.value(of: state)
            #expect(value.signum() == expected, "moves \(moves.map { $0 + 1 })")
            var g = SeededGenerator(seed: 1)
            let choice = PerfectPlayer().choose(in: game, engine: engine, generator: &g, within: .none)
            let column = try #require(choice.move.map { Int(engine.format($0, in: game))! - 1 })
            let after = plain.dropping(column)
            let kept = after.fourThrough(column) ? 1 : -PlainConnectFour.value(after, memo: &memo)
            #expect(kept == expected, "perfect's \(column + 1) after \(moves.map { $0 + 1 })")
            #expect(choice.note == nil)
        }
    }
}
