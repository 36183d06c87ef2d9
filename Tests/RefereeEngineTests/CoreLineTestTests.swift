import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// The general interpreter tests a piece just put down with the board kernel's word tests on
/// boards of at most 64 cells (`CoreTables.completesLine`). Asked while no line is complete, each
/// must say what the lines through the cell say: a set of pieces with no line, plus the cell.
@Suite("The interpreter's line tests")
struct CoreLineTestTests {
    /// Every shipped board of at most 64 cells.
    static let allBoards: [String] = StateGraphTests.files.filter { path in
        guard let tables = try? tables(path) else { return false }
        return tables.cellCount > 0
    }

    /// Those with lines.
    static let boards: [String] = allBoards.filter { path in
        guard let tables = try? tables(path) else { return false }
        return !tables.lineMasks.isEmpty
    }

    static func tables(_ path: String) throws -> CoreTables<UInt64>? {
        let model = try StateGraphTests.shipped(path)
        guard case .smallCore(let kernel) = try AnyKernel(model, path: .general) else { return nil }
        return kernel.program.tables
    }

    @Test func ticTacToeAndConnectFourTakeWordTests() throws {
        #expect(Self.boards.count >= 5)
        #expect(try Self.tables("rules/tictactoe.rules")?.lineTest == .table)
        #expect(try Self.tables("examples/connect-four.rules")?.lineTest == .shortRuns)
    }

    @Test(arguments: boards)
    func aPieceCompletesALineExactlyWhenALineThroughItsCellIsFull(_ path: String) throws {
        let tables = try #require(try Self.tables(path))
        var g = SeededGenerator(seed: 7)
        var asked = 0, completed = 0, differing: [String] = []
        for _ in 0..<4_000 {
            // A random set of pieces holding no line, thinned until it holds none.
            var pieces: UInt64 = 0
            let fill = 1 + g.below(max(tables.cellCount - 1, 1))
            for _ in 0..<fill { pieces |= 1 << UInt64(g.below(tables.cellCount)) }
            while let line = tables.lineMasks.indices.first(where: { tables.holdsLine($0, pieces) }) {
                let cells = tables.lineMasks[line]
                pieces &= ~(1 << UInt64(cells.nthCell(g.below(cells.count))))
            }
            let open = tables.allCells & ~pieces
            guard open != 0 else { continue }
            let cell = open.nthCell(g.below(open.count))
            let placed = pieces | 1 << UInt64(cell)
            asked += 1
            let expected = tables.linesThrough.completes(at: cell, placed)
            if expected { completed += 1 }
            if tables.completesLine(at: cell, placed) != expected, differing.count < 5 {
                differing.append("pieces \(String(pieces, radix: 2)) cell \(cell)")
            }
        }
        #expect(differing.isEmpty, "\(path): \(differing)")
        #expect(asked > 1_000)
        #expect(completed > 0, "\(path): no set completed a line")
    }
}
