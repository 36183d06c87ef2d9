@testable import RefereeAnalysis
import RefereeEngine
import RefereeModel
import Testing

/// Perft on boards with layers and with wrapping edges, checked against a counter written here
/// that knows nothing of the engine: its lines come from a rule about coordinates of its own,
/// and it plays every sequence of moves by brute force.
@Suite("Perft on layers and wrapping edges")
struct LatticePerftTests {
    /// Two players alternate on `cells` cells; a player who fills one of `lines` wins, and a full
    /// board is a draw. For each depth from 1: the sequences of that many moves, and how many of
    /// them end the game.
    static func bruteForce(cells: Int, lines: [Set<Int>], depth: Int) -> (nodes: [Int], finished: [Int]) {
        var nodes = Array(repeating: 0, count: depth), finished = Array(repeating: 0, count: depth)
        var marks: [Set<Int>] = [[], []]
        func walk(_ ply: Int) {
            let mover = ply % 2
            for cell in 0..<cells where !marks[0].contains(cell) && !marks[1].contains(cell) {
                nodes[ply] += 1
                marks[mover].insert(cell)
                if lines.contains(where: { $0.contains(cell) && $0.isSubset(of: marks[mover]) }) || ply + 1 == cells {
                    finished[ply] += 1
                } else if ply + 1 < depth {
                    walk(ply + 1)
                }
                marks[mover].remove(cell)
            }
        }
        walk(0)
        return (nodes, finished)
    }

    /// On a 3 by 3 by 3 cube, two cells make a line of two when each coordinate differs by at
    /// most one: the pairs of neighbours, 158 of them, along all thirteen directions.
    @Test func twoInARowOnACubeFollowsEveryDirection() throws {
        let m = try model(text: "referee 1\nplayers X O\nboard 3 by 3 by 3\nwin 2 in a row\ndraw when full\n")
        func at(_ cell: Int) -> (Int, Int, Int) { (cell / 9, cell / 3 % 3, cell % 3) }
        var lines: [Set<Int>] = []
        for a in 0..<27 {
            for b in (a + 1)..<27 {
                let (p, q) = (at(a), at(b))
                if abs(p.0 - q.0) <= 1, abs(p.1 - q.1) <= 1, abs(p.2 - q.2) <= 1 { lines.append([a, b]) }
            }
        }
        #expect(lines.count == 158)
        guard case .board(let rules) = m.family else { Issue.record("not a board"); return }
        #expect(Set(rules.lines.map(Set.init)) == Set(lines))
        let expected = Self.bruteForce(cells: 27, lines: lines, depth: 4)
        #expect(expected.finished[2] > 0)
        for path in [EnginePath.automatic, .general] {
            let counts = try #require(try AnyKernel(m, path: path).perft(depth: 4, seed: 0, jobs: 1, control: WorkControl()))
            #expect(counts.nodes == expected.nodes, "\(path)")
            #expect(counts.finished == expected.finished, "\(path)")
        }
    }

    /// On the 3 by 3 torus the lines of three are the sets of three different cells whose rows
    /// add up to a multiple of 3 and whose columns do too: twelve, every pair of cells on one.
    @Test func ticTacToeOnATorusToTheEnd() throws {
        let m = try model(text: "referee 1\nplayers X O\nboard 3 by 3\nedges wrap\nwin 3 in a row\ndraw when full\n")
        var lines: Set<Set<Int>> = []
        for a in 0..<9 {
            for b in 0..<9 {
                for c in 0..<9 where Set([a, b, c]).count == 3 && (a / 3 + b / 3 + c / 3) % 3 == 0 && (a + b + c) % 3 == 0 {
                    lines.insert([a, b, c])
                }
            }
        }
        #expect(lines.count == 12)
        guard case .board(let rules) = m.family else { Issue.record("not a board"); return }
        #expect(Set(rules.lines.map(Set.init)) == lines)
        #expect(rules.lines.count == 12)
        let expected = Self.bruteForce(cells: 9, lines: Array(lines), depth: 9)
        for path in [EnginePath.automatic, .general] {
            let counts = try #require(try AnyKernel(m, path: path).perft(depth: 9, seed: 0, jobs: 1, control: WorkControl()))
            #expect(counts.nodes == expected.nodes, "\(path)")
            #expect(counts.finished == expected.finished, "\(path)")
        }
    }

    /// The first four plies of tic-tac-toe on a cube finish no game: 27, 27 × 26, and so on.
    @Test func theCubeExampleOpensWithEveryCell() throws {
        let counts = try #require(Perft.run(try model("examples/tictactoe-3d.rules"), depth: 4))
        #expect(counts.nodes == [27, 27 * 26, 27 * 26 * 25, 27 * 26 * 25 * 24])
        #expect(counts.finished == [0, 0, 0, 0])
    }
}
