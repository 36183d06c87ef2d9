import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// The fast board paths must give exactly what the kernel's general moves give: the same
/// tallies of random games from the same seed, and the same perft counts.
@Suite("Board fast paths")
struct FastPathTests {
    static func kernel(_ text: String) throws -> AnyKernel {
        AnyKernel(try RuleBook.compile(SourceFile(name: "fast.rules", text: "referee 1\nplayers X O\n" + text)).get().model)
    }

    /// Boards that exercise each line test, gravity, misère play and boards that fill without a draw.
    static let boards = [
        "board 3 by 3\nwin 3 in a row\ndraw when full\n",
        "board 3 by 3\nlose 3 in a row\ndraw when full\n",
        "board 3 by 3\nwin 3 in a row\n",
        "board 7 by 6\ngravity\nwin 4 in a row\ndraw when full\n",
        "board 4 by 4\nwin 3 in a row\ndraw when full\n",
        "board 5 by 5\nwin 4 in a row\n",
        "board 8 by 8\nwin 5 in a row\ndraw when full\n",
        "board 6 by 2\nwin 2 in a row\ndraw when full\n",
        "board 4 by 3\ngravity\nlose 3 in a row\ndraw when full\n",
        "board 5 by 4\nwin lines (2 0 1) (7 12 17) (3 9 11 19)\ndraw when full\n",
        "board 4 by 4\nwin lines (5 10 0 15) (3 6 9 12)\n",
    ]

    @Test(arguments: boards)
    func randomGamesMatchTheGeneralMoves(_ board: String) throws {
        let k = try Self.kernel(board)
        guard case .smallBoard(let small) = k else { Issue.record("not a small board"); return }
        #expect(small.fastLines != nil)
        for seed: UInt64 in [1, 2, 99] {
            #expect(k.randomGames(count: 3000, seed: seed) == k.generalRandomGames(count: 3000, seed: seed))
        }
    }

    @Test(arguments: boards)
    func perftMatchesTheGeneralMoves(_ board: String) throws {
        let k = try Self.kernel(board)
        guard case .smallBoard(let small) = k else { Issue.record("not a small board"); return }
        // Deep enough for wins, fills and draws on the small boards; shallow on the large ones.
        let deepest = small.rules.cellCount <= 9 ? 10 : small.rules.cellCount <= 16 ? 5 : 3
        for depth in 1...deepest {
            let general = k.generalPerft(depth: depth)
            #expect(k.perft(depth: depth) == general)
            #expect(k.perft(depth: depth, jobs: 3) == general)
        }
    }

    @Test func eachLineTestIsChosenWhereItFits() throws {
        func lines(_ board: String) throws -> FastLines? {
            guard case .smallBoard(let k) = try Self.kernel(board) else { return nil }
            return k.fastLines
        }
        guard case .table = try lines(Self.boards[0]) else { Issue.record("3 by 3 should use the table"); return }
        guard case .shortRuns = try lines(Self.boards[3]) else { Issue.record("4 in a row should use short runs"); return }
        guard case .longRuns = try lines(Self.boards[6]) else { Issue.record("5 in a row should use long runs"); return }
        guard case .masks = try lines(Self.boards[9]) else { Issue.record("named lines out of order should use masks"); return }
    }

    @Test func gamesTheFastPathsLeaveAloneKeepTheGeneralMoves() throws {
        let three = AnyKernel(try RuleBook.compile(SourceFile(
            name: "t.rules", text: "referee 1\nplayers X O Z\nboard 4 by 4\nwin 3 in a row\ndraw when full\n")).get().model)
        guard case .smallBoard(let k) = three else { Issue.record("not a small board"); return }
        #expect(k.fastLines == nil)
        let computer = try Self.kernel("board 3 by 3\nwin 3 in a row\ndraw when full\ncomputer O plays first\n")
        if case .smallBoard(let c) = computer { #expect(c.fastLines == nil) }
    }

    /// Each line test agrees with checking every line on random sets of marks.
    @Test(arguments: boards)
    func lineTestsAgreeWithEveryLine(_ board: String) throws {
        let model = try RuleBook.compile(SourceFile(name: "fast.rules", text: "referee 1\nplayers X O\n" + board)).get().model
        guard case .board(let rules) = model.family else { return }
        let masks = rules.lines.map { $0.reduce(UInt64(0)) { $0 | 1 << UInt64($1) } }
        var through = [[UInt64]](repeating: [], count: rules.cellCount)
        for (line, mask) in zip(rules.lines, masks) { for cell in line { through[cell].append(mask) } }
        let maskTest = MaskLineTest(
            linesThrough: through.flatMap { $0 }, lineStart: through.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) })
        let shortTest = RunLineTest<ShortRuns>(lines: rules.lines), longTest = RunLineTest<LongRuns>(lines: rules.lines)
        let tableTest = rules.cellCount <= TableLineTest.limit ? TableLineTest(lines: masks, cells: rules.cellCount) : nil
        var g = SeededGenerator(seed: 7)
        let all: UInt64 = rules.cellCount == 64 ? ~0 : (1 << UInt64(rules.cellCount)) - 1
        var wrong: [UInt64] = [], holding = 0, completing = 0
        for _ in 0..<3000 {
            let marks = g.next() & g.next() & all
            let expected = masks.contains { marks & $0 == $0 }
            if expected { holding += 1 }
            // Through a cell, the mask test sees only that cell's lines: ask about every cell.
            let anyCell = (0..<rules.cellCount).contains { marks >> UInt64($0) & 1 != 0 && maskTest.hasLine(marks, placed: $0) }
            if anyCell != expected || shortTest.map({ $0.hasLine(marks, placed: 0) != expected }) == true
                || longTest.map({ $0.hasLine(marks, placed: 0) != expected }) == true
                || tableTest.map({ $0.hasLine(marks, placed: 0) != expected }) == true {
                wrong.append(marks)
            }
            // The empty cells each of which would give the marks a line, counted by every test.
            let empty = all & ~marks
            let completions = (0..<rules.cellCount).filter { cell in
                let after = marks | 1 << UInt64(cell)
                return empty >> UInt64(cell) & 1 != 0 && masks.contains { after & $0 == $0 }
            }.count
            if !expected, completions > 0 { completing += 1 }
            if (!expected && maskTest.completions(marks, among: empty) != completions)
                || shortTest.map({ $0.completions(marks, among: empty) != completions }) == true
                || longTest.map({ $0.completions(marks, among: empty) != completions }) == true
                || tableTest.map({ $0.completions(marks, among: empty) != completions }) == true {
                wrong.append(marks)
            }
        }
        #expect(wrong.isEmpty)
        #expect(holding > 0)
        #expect(completing > 0)
    }

    /// Perft to depths where lines are completed at the last level, which the fast path counts
    /// without playing the moves: a run test with gravity, and without.
    @Test(arguments: ["board 5 by 4\ngravity\nwin 3 in a row\ndraw when full\n", "board 4 by 4\nlose 3 in a row\n"])
    func perftCountsTheLastLevelsFinishedGamesExactly(_ board: String) throws {
        let k = try Self.kernel(board)
        guard case .smallBoard(let small) = k, case .shortRuns = small.fastLines else { Issue.record("not a run test"); return }
        for depth in [5, 6, 7] where depth == 5 || small.rules.gravity {
            let general = try #require(k.generalPerft(depth: depth))
            #expect(k.perft(depth: depth) == general)
            #expect(general.finished[depth - 1] > 0)
        }
    }

    /// Frame games, rolled into a reused buffer, against the kernel's general moves: every
    /// shipped frame game (counted and valued pins) and one of two players.
    @Test(arguments: ["rules/bowling.rules", "examples/candlepin.rules", "examples/five-pin.rules", "examples/duckpin.rules"])
    func frameGamesMatchTheGeneralMoves(_ file: String) throws {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let model = try RuleBook.load(path: "/\(root)/\(file)").get().model
        var two = model
        two.players = ["A", "B"]
        for m in [model, two] {
            let k = AnyKernel(m)
            for seed: UInt64 in [1, 5] {
                #expect(k.randomGames(count: 2000, seed: seed) == k.generalRandomGames(count: 2000, seed: seed), "\(file), \(m.players.count) players")
            }
            // A cap shorter than a game: every game stops unfinished, one bowler's too (whose
            // games are otherwise rolled a frame at a time).
            let capped = k.randomGames(count: 200, seed: 2, cap: 7)
            #expect(capped == k.generalRandomGames(count: 200, seed: 2, cap: 7), "\(file), \(m.players.count) players, capped")
            #expect(capped.unfinished == 200)
        }
    }
}
