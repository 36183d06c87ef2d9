import RefereeEngine

// MARK: Go 9×9 on plain arrays, written directly

extension Baselines {
    /// Go on 9 by 9 under the Tromp–Taylor rules, as examples/go.rules plays it: points numbered
    /// along the rows from the top left, 0 empty, 1 Black, 2 White.
    enum Go {
        static let size = 9
        static let points = size * size
        /// Each point's neighbours, up, down, left and right.
        static let neighbours: [[Int]] = (0..<points).map { p in
            let (row, column) = (p / size, p % size)
            var result: [Int] = []
            if row > 0 { result.append(p - size) }
            if row < size - 1 { result.append(p + size) }
            if column > 0 { result.append(p - 1) }
            if column < size - 1 { result.append(p + 1) }
            return result
        }
        /// Random keys for each point and colour, for the board's hash.
        static let keys: [UInt64] = {
            var g = SeededGenerator(seed: 0x60_60_60)
            return (0..<points * 3).map { _ in g.next() }
        }()

        /// The stones of the group on `start`, and whether it has a liberty; `mark` and `stamp`
        /// keep the points already seen without clearing an array each time.
        static func group(
            _ board: [UInt8], _ start: Int, _ mark: inout [Int], _ stamp: inout Int, _ stones: inout [Int]
        ) -> Bool {
            stamp += 1
            let colour = board[start]
            stones.removeAll(keepingCapacity: true)
            stones.append(start)
            mark[start] = stamp
            var free = false
            var i = 0
            while i < stones.count {
                for n in neighbours[stones[i]] where mark[n] != stamp {
                    if board[n] == 0 {
                        free = true
                    } else if board[n] == colour {
                        mark[n] = stamp
                        stones.append(n)
                    }
                }
                i += 1
            }
            return free
        }

        /// `colour`'s area: its stones and the empty regions that reach only its stones.
        static func area(_ board: [UInt8], _ colour: UInt8) -> Int {
            var seen = [Bool](repeating: false, count: points)
            var count = 0
            for p in 0..<points {
                if board[p] == colour { count += 1 }
                guard board[p] == 0, !seen[p] else { continue }
                var region = [p], touches: UInt8 = 0
                seen[p] = true
                var i = 0
                while i < region.count {
                    for n in neighbours[region[i]] {
                        if board[n] == 0 {
                            if !seen[n] {
                                seen[n] = true
                                region.append(n)
                            }
                        } else {
                            touches |= board[n]
                        }
                    }
                    i += 1
                }
                if touches == colour { count += region.count }
            }
            return count
        }
    }

    /// Random games of Go 9×9 with komi 7, Black first, drawn as the engine draws them: every
    /// empty point in order and then the pass are the candidates; one is drawn, and a stone that
    /// would leave its own group without liberties or bring back an earlier board is set aside
    /// (swapped with the last candidate) and another drawn. Two passes in a row end the game and
    /// the greater area, komi added to White's, wins. Returns Black's wins, White's, draws, moves.
    static func goPlayouts(_ n: Int, seed: UInt64, komi: Int = 7) -> [Int] {
        var g = SeededGenerator(seed: seed)
        var wins = [0, 0], draws = 0, moves = 0
        var mark = [Int](repeating: 0, count: Go.points), stamp = 0
        var stones: [Int] = [], taken: [Int] = [], candidates: [Int] = []
        var seen: Set<UInt64> = []
        for _ in 0..<n {
            _ = g.next()
            var board = [UInt8](repeating: 0, count: Go.points)
            var hash: UInt64 = 0
            seen.removeAll(keepingCapacity: true)
            seen.insert(hash)
            var colour: UInt8 = 1, passes = 0
            while passes < 2 {
                candidates.removeAll(keepingCapacity: true)
                for p in 0..<Go.points where board[p] == 0 { candidates.append(p) }
                candidates.append(-1)
                var chosen = -1
                var next = board, nextHash = hash
                while true {
                    let i = g.below(candidates.count)
                    let p = candidates[i]
                    if p < 0 { break }
                    next = board
                    nextHash = hash ^ Go.keys[p * 3 + Int(colour)]
                    next[p] = colour
                    taken.removeAll(keepingCapacity: true)
                    for q in Go.neighbours[p] where next[q] == 3 - colour {
                        if !Go.group(next, q, &mark, &stamp, &stones) {
                            for s in stones {
                                next[s] = 0
                                nextHash ^= Go.keys[s * 3 + Int(3 - colour)]
                            }
                        }
                    }
                    if Go.group(next, p, &mark, &stamp, &stones), !seen.contains(nextHash) {
                        chosen = p
                        break
                    }
                    candidates.swapAt(i, candidates.count - 1)
                    candidates.removeLast()
                }
                moves += 1
                if chosen < 0 {
                    passes += 1
                } else {
                    passes = 0
                    board = next
                    hash = nextHash
                    seen.insert(hash)
                }
                colour = 3 - colour
            }
            let black = Go.area(board, 1), white = Go.area(board, 2) + komi
            if black == white { draws += 1 } else { wins[black > white ? 0 : 1] += 1 }
        }
        return wins + [draws, moves]
    }
}
