import Foundation
@testable import RefereeAnalysis
import RefereeEngine
import RefereeModel
import Testing

/// Perft on examples/go.rules, checked against a counter written here that shares nothing with
/// the engine: a board of plain numbers, groups found by a stack, earlier positions kept as
/// whole boards.
@Suite("Perft on Go")
struct GoPerftTests {
    /// What the brute-force count finds: the sequences of each length, how many of them end
    /// the game, and how often each rule of Go came into play on the way.
    struct Count {
        var nodes: [Int]
        var finished: [Int]
        var captures = 0
        var suicides = 0
        var repeats = 0
    }

    /// Every sequence of `depth` moves of Go on a `size` by `size` board, Black first: a stone on
    /// an empty point or a pass; other stones left without liberties are taken off, a stone whose
    /// own group then has none is refused, so is a board seen before, and two passes end.
    static func bruteForce(size: Int, depth: Int) -> Count {
        let points = size * size
        var count = Count(nodes: Array(repeating: 0, count: depth), finished: Array(repeating: 0, count: depth))
        var board = [Int](repeating: 0, count: points)
        var seen: [[Int]] = [board]
        func neighbours(_ p: Int) -> [Int] {
            let (row, column) = (p / size, p % size)
            var result: [Int] = []
            if row > 0 { result.append(p - size) }
            if row < size - 1 { result.append(p + size) }
            if column > 0 { result.append(p - 1) }
            if column < size - 1 { result.append(p + 1) }
            return result
        }
        func group(_ b: [Int], _ start: Int) -> (stones: [Int], liberties: Int) {
            var stones = [start], stack = [start], empty: Set<Int> = []
            var inGroup: Set<Int> = [start]
            while let p = stack.popLast() {
                for n in neighbours(p) {
                    if b[n] == 0 { empty.insert(n) }
                    if b[n] == b[start], inGroup.insert(n).inserted {
                        stones.append(n)
                        stack.append(n)
                    }
                }
            }
            return (stones, empty.count)
        }
        func walk(_ ply: Int, _ colour: Int, _ passes: Int) {
            count.nodes[ply] += 1
            if passes == 1 {
                count.finished[ply] += 1
            } else if ply + 1 < depth {
                walk(ply + 1, 3 - colour, passes + 1)
            }
            for p in 0..<points where board[p] == 0 {
                var next = board
                next[p] = colour
                for n in neighbours(p) where next[n] == 3 - colour {
                    let (stones, liberties) = group(next, n)
                    if liberties == 0 {
                        for s in stones { next[s] = 0 }
                        count.captures += 1
                    }
                }
                if group(next, p).liberties == 0 {
                    count.suicides += 1
                    continue
                }
                if seen.contains(next) {
                    count.repeats += 1
                    continue
                }
                count.nodes[ply] += 1
                guard ply + 1 < depth else { continue }
                let before = board
                board = next
                seen.append(next)
                walk(ply + 1, 3 - colour, 0)
                seen.removeLast()
                board = before
            }
        }
        walk(0, 1, 0)
        return count
    }

    /// The rules of examples/go.rules on a smaller board.
    static func goRules(size: Int) throws -> GameModel {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let text = try String(contentsOfFile: "/\(root)/examples/go.rules", encoding: .utf8)
        #expect(text.contains("board 9 by 9"))
        return try model(text: text.replacingOccurrences(of: "board 9 by 9", with: "board \(size) by \(size)"))
    }

    @Test func theNineByNineStartToDepthThree() throws {
        let expected = Self.bruteForce(size: 9, depth: 3)
        // 82 = 81 points and a pass; 6,643 = 81·81 + 82; 531,522 = 81·80·80 + 2·81·81.
        #expect(expected.nodes == [82, 6643, 531_522])
        let counts = try #require(Perft.run(try model("examples/go.rules"), depth: 3))
        #expect(counts.nodes == expected.nodes)
        #expect(counts.finished == expected.finished)
    }

    /// On 3 by 3, six moves are enough for captures, suicide and a repeated position all to
    /// come up, and the counts must agree with every rule at work.
    @Test func threeByThreeWithCapturesSuicideAndSuperko() throws {
        let expected = Self.bruteForce(size: 3, depth: 7)
        #expect(expected.captures > 0)
        #expect(expected.suicides > 0)
        #expect(expected.repeats > 0)
        let counts = try #require(Perft.run(try Self.goRules(size: 3), depth: 7))
        #expect(counts.nodes == expected.nodes)
        #expect(counts.finished == expected.finished)
    }
}
