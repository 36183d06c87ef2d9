import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// Where pieces drop into at most 9 columns, the interpreter counts and picks the open columns
/// from tables (`CoreTables.openCount`, `openSelect`) instead of counting and walking bits: on
/// every shipped board that drops, both must give what the open top cells give, whatever cells
/// are taken.
@Suite("Open columns from tables")
struct OpenColumnsTests {
    static let dropping: [String] = CoreLineTestTests.allBoards.filter { path in
        guard let kernel = try? kernel(path) else { return false }
        return kernel.program.shapes.contains { $0.drop }
    }

    static func kernel(_ path: String) throws -> CoreKernel<UInt64>? {
        let model = try StateGraphTests.shipped(path)
        guard case .smallCore(let kernel) = try AnyKernel(model, path: .general) else { return nil }
        return kernel
    }

    @Test func connectFourTakesTheTables() throws {
        #expect(Self.dropping.contains("examples/connect-four.rules"))
        let tables = try #require(try Self.kernel("examples/connect-four.rules")).program.tables
        #expect(!tables.openCount.isEmpty && !tables.openSelect.isEmpty)
    }

    @Test(arguments: dropping)
    func countsAndPicksAsTheOpenTopCells(_ path: String) throws {
        let kernel = try #require(try Self.kernel(path))
        let program = kernel.program, tables = program.tables
        var g = SeededGenerator(seed: 5)
        var state = kernel.initial(seed: 0)
        var differing: [String] = []
        for _ in 0..<2_000 {
            var occupied: UInt64 = 0
            for _ in 0..<g.below(tables.cellCount + 1) { occupied |= 1 << UInt64(g.below(tables.cellCount)) }
            state.occupied = occupied
            for shape in program.shapes where shape.drop && !shape.flanking {
                let open = tables.topRow & ~occupied
                if program.placeCount(shape, &state) != open.count { differing.append("count, taken \(occupied)") }
                for n in 0..<open.count where program.nthTarget(n, shape, &state) != open.nthCell(n) {
                    differing.append("cell \(n), taken \(occupied)")
                }
            }
        }
        #expect(differing.isEmpty, "\(path): \(differing.prefix(3))")
    }
}
