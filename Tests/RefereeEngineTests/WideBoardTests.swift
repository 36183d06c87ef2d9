@testable import RefereeEngine
import RefereeModel
import Testing

/// What keeps a move's cost on a wide board near a small board's: lines through a cell tested
/// cell by cell, the n-th set bit of a word found by its bytes' counts, and the count of filled
/// cells kept as pieces come and go. Each is held to the plain way it replaces.
@Suite("Wide boards")
struct WideBoardTests {
    /// Every line of k cells in a row, across, down and on both diagonals, of a w by h board.
    static func lines(width w: Int, height h: Int, k: Int) -> [[Int]] {
        var lines: [[Int]] = []
        for y in 0..<h {
            for x in 0..<w {
                for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let cells = (0..<k).map { (x + $0 * dx, y + $0 * dy) }
                    guard cells.allSatisfy({ $0.0 >= 0 && $0.0 < w && $0.1 >= 0 && $0.1 < h }) else { continue }
                    lines.append(cells.map { $0.1 * w + $0.0 })
                }
            }
        }
        return lines
    }

    /// The test by masks of every line through the cell, which `LinesThrough` must match.
    static func byMasks<Bits: BoardBits>(_ lines: [[Int]], _ cell: Int, _ pieces: Bits) -> Bool {
        lines.contains { line in line.contains(cell) && line.allSatisfy(pieces.contains) }
    }

    func agree<Bits: BoardBits>(_: Bits.Type, width: Int, height: Int, k: Int, fill: Int) {
        let lines = Self.lines(width: width, height: height, k: k)
        let through = LinesThrough<Bits>(lines: lines, cellCount: width * height)
        var generator = SeededGenerator(seed: 0x11E5 &+ UInt64(fill))
        var found = 0
        for _ in 0..<300 {
            var pieces = Bits.empty
            for cell in 0..<width * height where generator.below(100) < fill { pieces = pieces.inserting(cell) }
            let cell = generator.below(width * height)
            pieces = pieces.inserting(cell)
            let expected = Self.byMasks(lines, cell, pieces)
            if expected { found += 1 }
            #expect(through.completes(at: cell, pieces) == expected, "\(width)x\(height) k=\(k), cell \(cell)")
        }
        #expect(found > 0, "no position of \(width)x\(height) held a line")
    }

    @Test func linesThroughACellAgreeWithTheirMasks() {
        agree(UInt64.self, width: 3, height: 3, k: 3, fill: 60)
        agree(UInt64.self, width: 8, height: 8, k: 5, fill: 80)
        agree(Bits256.self, width: 15, height: 15, k: 5, fill: 85)
        agree(Bits1024.self, width: 32, height: 32, k: 5, fill: 85)
        agree(Bits1024.self, width: 19, height: 19, k: 3, fill: 60)
        agree(Bits1024.self, width: 20, height: 20, k: 1, fill: 30)
    }

    /// The grids' lines through a cell chain into runs, which wide boards test at
    /// once; lines listed out of order, or of one cell, do not, and are tested
    /// one by one, with the same answers.
    @Test func linesThroughACellAreTestedByRunsWhereTheyChain() {
        let row = [[0, 1, 2, 3, 4], [1, 2, 3, 4, 5], [2, 3, 4, 5, 6], [3, 4, 5, 6, 7], [4, 5, 6, 7, 8]]
        let runs = LineRuns.runs(of: row)
        #expect(runs.map(\.cells) == [Array(0...8)])
        #expect(runs.map(\.length) == [5])
        #expect(LineRuns.runs(of: [[0, 1, 2], [5, 4, 3]]).map(\.cells) == [[0, 1, 2], [5, 4, 3]])

        let lines = Self.lines(width: 32, height: 32, k: 5)
        #expect(LinesThrough<Bits1024>(lines: lines, cellCount: 1024).testsByRuns)
        #expect(!LinesThrough<Bits1024>(lines: Self.lines(width: 20, height: 20, k: 1), cellCount: 400).testsByRuns)
        let reversed = lines.enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element : $0.element.reversed() }
        let unordered = LinesThrough<Bits1024>(lines: reversed, cellCount: 1024)
        var generator = SeededGenerator(seed: 0x5EED)
        var found = 0
        for _ in 0..<300 {
            var pieces = Bits1024.empty
            for cell in 0..<1024 where generator.below(100) < 85 { pieces.insert(cell) }
            let cell = generator.below(1024)
            pieces.insert(cell)
            let expected = Self.byMasks(reversed, cell, pieces)
            if expected { found += 1 }
            #expect(unordered.completes(at: cell, pieces) == expected, "cell \(cell)")
        }
        #expect(found > 0)
    }

    /// The cells just past each end of every line in `lines` (of k in a row),
    /// in their order: what lines of exactly k must not continue into.
    static func ends(width w: Int, height h: Int, _ lines: [[Int]]) -> [[Int]] {
        lines.map { line in
            let (x0, y0) = (line[0] % w, line[0] / w)
            let (x1, y1) = (line[line.count - 1] % w, line[line.count - 1] / w)
            let k = max(line.count - 1, 1)
            let (dx, dy) = ((x1 - x0) / k, (y1 - y0) / k)
            return [(x0 - dx, y0 - dy), (x1 + dx, y1 + dy)]
                .filter { $0.0 >= 0 && $0.0 < w && $0.1 >= 0 && $0.1 < h }
                .map { $0.1 * w + $0.0 }
        }
    }

    /// Lines of exactly k on wide boards: a line through the cell completes
    /// only when neither cell past its ends holds a piece.
    @Test func exactLinesThroughACellAgreeWithTheirMasks() {
        agreeExactly(Bits256.self, width: 15, height: 15, k: 3, fill: 55)
        agreeExactly(Bits1024.self, width: 32, height: 32, k: 4, fill: 75)
    }

    func agreeExactly<Bits: BoardBits>(
        _: Bits.Type, width: Int, height: Int, k: Int, fill: Int
    ) {
        let lines = Self.lines(width: width, height: height, k: k)
        let ends = Self.ends(width: width, height: height, lines)
        let through = LinesThrough<Bits>(
            lines: lines, overlines: ends, cellCount: width * height)
        var generator = SeededGenerator(seed: 0xE8AC7 &+ UInt64(width))
        var found = 0, prolonged = 0
        for _ in 0..<400 {
            var pieces = Bits.empty
            for cell in 0..<width * height where generator.below(100) < fill {
                pieces.insert(cell)
            }
            let cell = generator.below(width * height)
            pieces.insert(cell)
            let expected = lines.indices.contains { i in
                lines[i].contains(cell) && lines[i].allSatisfy(pieces.contains)
                    && !ends[i].contains(where: pieces.contains)
            }
            if expected { found += 1 }
            if !expected, Self.byMasks(lines, cell, pieces) { prolonged += 1 }
            #expect(
                through.completes(at: cell, pieces) == expected,
                "\(width)x\(height), cell \(cell)")
        }
        #expect(found > 0, "no line of exactly \(k) on \(width)x\(height)")
        #expect(prolonged > 0, "no line longer than \(k) on \(width)x\(height)")
    }

    @Test func theNthSetBitOfAWordIsFoundByItsBytes() {
        var generator = SeededGenerator(seed: 0x5E1)
        let words: [UInt64] = [1, 1 << 63, .max, 0x8000_0000_0000_0001, 0x00FF_0000_0000_FF00]
            + (0..<500).map { _ in generator.next() & generator.next() | (1 << UInt64(generator.below(64))) }
        for word in words {
            var rest = word
            for n in 0..<word.nonzeroBitCount {
                let cell = rest.trailingZeroBitCount
                #expect(selectBit(n, of: word) == cell, "bit \(n) of \(String(word, radix: 16))")
                #expect(word.nthCell(n) == cell, "cell \(n) of \(String(word, radix: 16))")
                rest &= rest &- 1
            }
        }
    }

    @Test func theFilledCountFollowsThePieces() throws {
        let e = try engine(board("win 5 in a row\ndraw when full", width: 20, height: 20))
        let general = try AnyKernel(e.model, path: .general)
        guard case .largeCore(let kernel) = general else {
            Issue.record("a 20 by 20 board is not on the interpreter's widest bit set")
            return
        }
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<5 {
            var state = kernel.initial(seed: generator.next())
            while let move = kernel.randomMove(state, using: &generator) {
                #expect(state.filled == state.occupied.count)
                #expect(kernel.legalMoveCount(state) == kernel.legalMoves(state).count)
                kernel.applyLegal(move, to: &state)
            }
            #expect(state.filled == state.occupied.count)
        }
    }

    /// The m,n,k-game on a 32 by 32 board: the board family's own kernel and the interpreter
    /// play the same random games, which on a board this wide both test lines cell by cell.
    @Test func aThirtyTwoByThirtyTwoBoardPlaysTheSameOnBothPaths() throws {
        let model = try engine(board("win 5 in a row\ndraw when full", width: 32, height: 32)).model
        let fast = AnyKernel(model), general = try AnyKernel(model, path: .general)
        #expect(!fast.isGeneral && general.isGeneral)
        let a = fast.randomGames(count: 30, seed: 9), b = general.randomGames(count: 30, seed: 9)
        #expect(a == b)
        #expect(a.wins.reduce(0, +) + a.draws == 30)
    }
}
