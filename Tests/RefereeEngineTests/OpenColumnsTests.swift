import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// Where every cell a placement may name is below 9 (Connect Four's top cells, tic-tac-toe's
/// cells), the interpreter counts and picks the open ones from tables (`CoreTables.openCount`,
/// `openSelect`) instead of counting and walking bits: on every shipped board that takes them,
/// both must give what the rule's open cells give, whatever cells are taken.
@Suite("Open cells from tables")
struct OpenColumnsTests {
    static let tabled: [String] = CoreLineTestTests.allBoards.filter { path in
        guard let kernel = try? kernel(path) else { return false }
        return !kernel.program.tables.openSelect.isEmpty
    }

    static func kernel(_ path: String) throws -> CoreKernel<UInt64>? {
        let model = try StateGraphTests.shipped(path)
        guard case .smallCore(let kernel) = try AnyKernel(model, path: .general) else { return nil }
        return kernel
    }

    @Test func connectFourAndTicTacToeTakeTheTables() {
        #expect(Self.tabled.contains("examples/connect-four.rules"))
        #expect(Self.tabled.contains("rules/tictactoe.rules"))
    }

    @Test(arguments: tabled)
    func countsAndPicksAsTheOpenCells(_ path: String) throws {
        let kernel = try #require(try Self.kernel(path))
        let program = kernel.program, tables = program.tables
        var g = SeededGenerator(seed: 5)
        var state = kernel.initial(seed: 0)
        var differing: [String] = []
        for _ in 0..<2_000 {
            var occupied: UInt64 = 0
            for _ in 0..<g.below(tables.cellCount + 1) { occupied |= 1 << UInt64(g.below(tables.cellCount)) }
            state.occupied = occupied
            state.filled = occupied.count
            for shape in program.shapes where shape.verb == .place && !shape.flanking {
                let open = (shape.drop ? tables.topRow : tables.allCells) & ~occupied
                if program.placeCount(shape, &state) != open.count { differing.append("count, taken \(occupied)") }
                for n in 0..<open.count where program.nthTarget(n, shape, &state) != open.nthCell(n) {
                    differing.append("cell \(n), taken \(occupied)")
                }
            }
        }
        #expect(differing.isEmpty, "\(path): \(differing.prefix(3))")
    }
}
