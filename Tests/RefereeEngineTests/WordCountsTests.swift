import Foundation
@testable import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// The counts of filled cells by word, which find a wide board's n-th open
/// cell: held to the open cells' set, counted bit by bit.
@Suite("Filled cells counted by word")
struct WordCountsTests {
    /// Random boards of `cellCount` cells, each filled cell counted as a piece
    /// lands: every open cell's place among the open cells gives it back.
    func agree<Bits: BoardBits>(_: Bits.Type, cellCount: Int, fill: Int) {
        var generator = SeededGenerator(seed: 0xC0DE &+ UInt64(cellCount))
        let all = (0..<cellCount).reduce(Bits.empty) { $0.inserting($1) }
        for _ in 0..<40 {
            var counts = WordCounts<Bits>(), occupied = Bits.empty
            for cell in 0..<cellCount where generator.below(100) < fill {
                counts.fill(cell)
                occupied = occupied.inserting(cell)
            }
            let open = all.subtracting(occupied)
            for n in 0..<open.count {
                let found = counts.nthOpen(n, cellCount: cellCount, occupied: occupied)
                #expect(found == open.nthCell(n), "\(cellCount) cells, open cell \(n)")
            }
            #expect(counts.nthOpen(open.count, cellCount: cellCount, occupied: occupied) == -1)
        }
    }

    @Test func theNthOpenCellIsTheOpenSetsNthCell() {
        agree(Bits256.self, cellCount: 15 * 15, fill: 70)
        agree(Bits1024.self, cellCount: 32 * 32, fill: 90)
        agree(Bits1024.self, cellCount: 19 * 19, fill: 50)
        agree(Bits1024.self, cellCount: 17 * 17, fill: 0)
    }

    /// Cells opened one at a time and a group taken at once leave the counts
    /// as those of the cells still filled.
    @Test func openedCellsAreCountedOff() {
        let cellCount = 20 * 20
        var generator = SeededGenerator(seed: 77)
        var counts = WordCounts<Bits1024>(), occupied = Bits1024.empty
        for cell in 0..<cellCount where generator.below(2) == 0 {
            counts.fill(cell)
            occupied = occupied.inserting(cell)
        }
        var group = Bits1024.empty
        for cell in 0..<cellCount where occupied.contains(cell) && generator.below(3) == 0 {
            if generator.below(2) == 0 {
                counts.open(cell)
            } else {
                group = group.inserting(cell)
            }
            occupied = occupied.subtracting(Bits1024.empty.inserting(cell))
        }
        counts.open(group)
        var fresh = WordCounts<Bits1024>()
        for cell in 0..<cellCount where occupied.contains(cell) { fresh.fill(cell) }
        let open = (0..<cellCount).filter { !occupied.contains($0) }
        for n in open.indices {
            #expect(counts.nthOpen(n, cellCount: cellCount, occupied: occupied) == open[n])
            #expect(fresh.nthOpen(n, cellCount: cellCount, occupied: occupied) == open[n])
        }
    }

    /// Draws every move of random games both as `randomMove` does and as the
    /// `n`-th of `legalMoves`; false at the first move where they differ.
    struct NthLegal: KernelVisitor {
        let games: Int
        let seed: UInt64

        func visit<K: Kernel>(_ kernel: K) -> Bool {
            var generator = SeededGenerator(seed: seed)
            for _ in 0..<games {
                var state = kernel.initial(seed: generator.next())
                while true {
                    var listed = generator
                    let moves = kernel.legalMoves(state)
                    guard let move = kernel.randomMove(in: &state, using: &generator) else { break }
                    guard !moves.isEmpty, move == moves[listed.below(moves.count)] else { return false }
                    kernel.applyLegal(move, to: &state)
                }
            }
            return true
        }
    }

    /// On a wide board both paths draw the random move as the n-th legal one:
    /// the move `legalMoves[below(count)]` gives.
    @Test(arguments: [15, 19, 32])
    func aWideBoardsRandomMoveIsTheNthLegalOne(side: Int) throws {
        let model = try engine(board("win 5 in a row\ndraw when full", width: side, height: side)).model
        for kernel in [AnyKernel(model), try AnyKernel(model, path: .general)] {
            #expect(kernel.accept(NthLegal(games: 3, seed: UInt64(side))), "\(side) by \(side)")
        }
    }

    /// Go's captures take whole groups off the board at once, which the counts
    /// follow.
    @Test func goCapturesKeepTheCountsTrue() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/go.rules")
        let source = SourceFile(name: "go.rules", text: try String(contentsOf: url, encoding: .utf8))
        let model = try RuleBook.compile(source).get().model
        guard case .core(let kernel) = try AnyKernel(model, path: .general) else {
            Issue.record("Go 9 by 9 is not on the interpreter's four-word bit set")
            return
        }
        let cellCount = 81
        let all = (0..<cellCount).reduce(Bits256.empty) { $0.inserting($1) }
        var generator = SeededGenerator(seed: 5)
        var captures = 0
        for _ in 0..<4 {
            var state = kernel.initial(seed: generator.next())
            while let move = kernel.randomMove(state, using: &generator) {
                let before = state.filled
                kernel.applyLegal(move, to: &state)
                if state.filled < before { captures += 1 }
                let open = all.subtracting(state.occupied)
                let agree = (0..<open.count).allSatisfy { n in
                    state.filledWords.nthOpen(n, cellCount: cellCount, occupied: state.occupied) == open.nthCell(n)
                }
                #expect(agree, "after move \(state.moves)")
            }
        }
        #expect(captures > 0)
    }
}
