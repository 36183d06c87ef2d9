import RefereeEngine

/// Hand-written Swift for the same work the engine does from rule files: the yardstick
/// `referee bench` measures the engine against. Each uses the same random generator as the
/// engine and draws moves the same way, so both sides do the same amount of work.
enum Baselines {}

// MARK: Tic-tac-toe on two 9-bit boards

extension Baselines {
    static let ticTacToeLines: [UInt16] = [0x007, 0x038, 0x1C0, 0x049, 0x092, 0x124, 0x111, 0x054]

    /// Whether each of the 512 sets of cells holds a line, a byte per set.
    static func ticTacToeWinTable() -> [UInt8] {
        (0..<512).map { b in ticTacToeLines.contains { UInt16(b) & $0 == $0 } ? 1 : 0 }
    }

    @inline(__always)
    static func nthBit(_ bits: UInt64, _ n: Int) -> Int {
        var b = bits
        for _ in 0..<n { b &= b &- 1 }
        return b.trailingZeroBitCount
    }

    /// The `n`-th cell of every set of cells, at `set * 16 + n`.
    static func ticTacToeSelectTable() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 512 * 16)
        for set in 0..<512 {
            var rest = set, n = 0
            while rest != 0 {
                table[set * 16 + n] = UInt8(rest.trailingZeroBitCount)
                rest &= rest - 1
                n += 1
            }
        }
        return table
    }

    /// Random games; returns the first player's wins, the second's, draws, and moves. The open
    /// cells are counted down as they are taken rather than counted at every move.
    static func ticTacToePlayouts(_ n: Int, seed: UInt64) -> [Int] {
        let table = ticTacToeWinTable(), select = ticTacToeSelectTable()
        return select.withUnsafeBufferPointer { select in table.withUnsafeBufferPointer { won in
            var g = SeededGenerator(seed: seed)
            var wins0 = 0, wins1 = 0, draws = 0, moves = 0
            for _ in 0..<n {
                _ = g.next()
                var mine: UInt64 = 0, theirs: UInt64 = 0, empty: UInt64 = 0x1FF
                var open = 9
                while true {
                    let bit = UInt64(1) &<< select[Int(truncatingIfNeeded: empty) &* 16 &+ g.below(open)]
                    empty ^= bit
                    mine |= bit
                    open &-= 1
                    if won[Int(truncatingIfNeeded: mine)] != 0 {
                        if open & 1 == 0 { wins0 &+= 1 } else { wins1 &+= 1 }
                        break
                    }
                    if open == 0 {
                        draws &+= 1
                        break
                    }
                    swap(&mine, &theirs)
                }
                moves &+= 9 &- open
            }
            return [wins0, wins1, draws, moves]
        } }
    }

    /// Move sequences of each length to `depth`, then how many of each end the game.
    static func ticTacToePerft(depth: Int) -> [Int] {
        let table = ticTacToeWinTable()
        var counts = [Int](repeating: 0, count: 2 * depth)
        table.withUnsafeBufferPointer { won in
            counts.withUnsafeMutableBufferPointer { c in
                if let won = won.baseAddress, let c = c.baseAddress { ticTacToeWalk(0, 0, 0, depth, won, c) }
            }
        }
        return counts
    }

    /// `counts[level]` counts sequences, `counts[depth + level]` finished games. After `level`
    /// moves 9 - `level` cells are open, and the ninth move ends the game.
    static func ticTacToeWalk(
        _ mine: UInt64, _ theirs: UInt64, _ level: Int, _ depth: Int,
        _ won: UnsafePointer<UInt8>, _ counts: UnsafeMutablePointer<Int>
    ) {
        var empty = ~(mine | theirs) & 0x1FF
        counts[level] &+= 9 &- level
        let last = level &+ 1 == depth || level == 8
        while empty != 0 {
            let bit = empty & (0 &- empty)
            empty ^= bit
            let next = mine | bit
            if won[Int(truncatingIfNeeded: next)] != 0 || level == 8 {
                counts[depth &+ level] &+= 1
            } else if !last {
                ticTacToeWalk(theirs, next, level &+ 1, depth, won, counts)
            }
        }
    }
}

// MARK: Connect Four on 7 columns of 7 bits (the top bit of each column a sentinel)

extension Baselines {
    enum ConnectFour {
        static let bottom: UInt64 = 0x0040_8102_0408_1
        static let full: UInt64 = bottom &* 0x3F
        /// The top cell of every column: a column is open while its top cell is empty.
        static let tops: UInt64 = bottom << 5

        @inline(__always)
        static func won(_ p: UInt64) -> Bool {
            var m = p & (p >> 7)
            if m & (m >> 14) != 0 { return true }
            m = p & (p >> 6)
            if m & (m >> 12) != 0 { return true }
            m = p & (p >> 8)
            if m & (m >> 16) != 0 { return true }
            m = p & (p >> 1)
            return m & (m >> 2) != 0
        }

        /// The cells that would complete a line of `p`: three in a row on either side of the
        /// cell, or two on one side and one on the other, in each direction.
        @inline(__always)
        static func completing(_ p: UInt64) -> UInt64 {
            var cells = (p << 1) & (p << 2) & (p << 3)
            @inline(__always)
            func along(_ s: UInt64) {
                var two = (p << s) & (p << (2 * s))
                cells |= two & (p << (3 * s))
                cells |= two & (p >> s)
                two = (p >> s) & (p >> (2 * s))
                cells |= two & (p << s)
                cells |= two & (p >> (3 * s))
            }
            along(7)
            along(6)
            along(8)
            return cells & full
        }

        /// `counts[level]` counts sequences, `counts[depth + level]` finished games. At the last
        /// level the children are counted without being played, as perft tools do: the finished
        /// ones are the landing cells that complete a line (or fill the board).
        static func walk(_ current: UInt64, _ mask: UInt64, _ level: Int, _ depth: Int, _ counts: UnsafeMutablePointer<Int>) {
            var open = tops & ~mask
            counts[level] &+= open.nonzeroBitCount
            if level &+ 1 == depth {
                let landing = (mask &+ bottom) & full
                var finished = (completing(current) & landing).nonzeroBitCount
                if mask | landing == full, (full & ~mask).nonzeroBitCount == 1, !won(current | landing) { finished &+= 1 }
                counts[depth &+ level] &+= finished
                return
            }
            while open != 0 {
                let top = open & (0 &- open)
                open ^= top
                let nextMask = mask | (mask &+ (top &>> 5))
                let mine = current | (nextMask ^ mask)
                if won(mine) || nextMask == full {
                    counts[depth &+ level] &+= 1
                } else {
                    walk(mine ^ nextMask, nextMask, level &+ 1, depth, counts)
                }
            }
        }
    }

    /// Random games; returns the first player's wins, the second's, draws, and moves. The open
    /// columns are kept as a 7-bit set and counted down as they fill, and the `n`-th of them is
    /// read from a table.
    static func connectFourPlayouts(_ n: Int, seed: UInt64) -> [Int] {
        let select = ticTacToeSelectTable()
        return select.withUnsafeBufferPointer { select in
            var g = SeededGenerator(seed: seed)
            var wins0 = 0, wins1 = 0, draws = 0, moves = 0
            for _ in 0..<n {
                _ = g.next()
                var mask: UInt64 = 0, current: UInt64 = 0
                var columns = 0x7F, open = 7
                var player = 0, length = 0
                while true {
                    if open == 0 {
                        draws &+= 1
                        break
                    }
                    let column = Int(select[columns &* 16 &+ g.below(open)])
                    let before = mask
                    mask |= mask &+ (1 &<< (column &* 7))
                    if mask & (1 &<< (column &* 7 &+ 5)) != 0 {
                        columns &= ~(1 &<< column)
                        open &-= 1
                    }
                    current |= mask ^ before
                    length &+= 1
                    if ConnectFour.won(current) {
                        if player == 0 { wins0 &+= 1 } else { wins1 &+= 1 }
                        break
                    }
                    current ^= mask
                    player ^= 1
                }
                moves &+= length
            }
            return [wins0, wins1, draws, moves]
        }
    }

    /// Move sequences of each length to `depth`, then how many of each end the game.
    static func connectFourPerft(depth: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: 2 * depth)
        counts.withUnsafeMutableBufferPointer { c in
            if depth > 0, let base = c.baseAddress { ConnectFour.walk(0, 0, 0, depth, base) }
        }
        return counts
    }
}

// MARK: Ten-pin bowling, rolled and scored directly

extension Baselines {
    /// Random complete games, each scored; returns the sum of the scores.
    static func bowlingGames(_ n: Int, seed: UInt64) -> Int {
        var g = SeededGenerator(seed: seed)
        var sum = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 24) { rolls in
            for _ in 0..<n {
                _ = g.next()
                var count = 0
                for _ in 0..<9 {
                    let first = g.below(11)
                    rolls[count] = first
                    count += 1
                    if first < 10 {
                        rolls[count] = g.below(11 - first)
                        count += 1
                    }
                }
                let a = g.below(11)
                rolls[count] = a
                count += 1
                let b = g.below(a == 10 ? 11 : 11 - a)
                rolls[count] = b
                count += 1
                if a == 10 || a + b == 10 {
                    rolls[count] = g.below(a == 10 && b < 10 ? 11 - b : 11)
                    count += 1
                }
                var score = 0, i = 0
                for _ in 0..<10 {
                    if rolls[i] == 10 {
                        score += 10 + rolls[i + 1] + rolls[i + 2]
                        i += 1
                    } else if rolls[i] + rolls[i + 1] == 10 {
                        score += 10 + rolls[i + 2]
                        i += 2
                    } else {
                        score += rolls[i] + rolls[i + 1]
                        i += 2
                    }
                }
                sum += score
            }
        }
        return sum
    }
}

// MARK: Mastermind, 4 pegs of 6 colours

extension Baselines {
    /// Each code's pegs, one per byte, and its count of each colour, one per nibble.
    static func mastermindTables() -> (pegs: [UInt32], colours: [UInt32]) {
        var pegs = [UInt32](repeating: 0, count: 1296), colours = pegs
        for code in 0..<1296 {
            var rest = code
            for i in stride(from: 3, through: 0, by: -1) {
                let d = UInt32(rest % 6)
                rest /= 6
                pegs[code] |= (d + 1) << UInt32(8 * i)
                colours[code] += 1 << (4 * d)
            }
        }
        return (pegs, colours)
    }

    @inline(__always)
    static func mastermindFeedback(_ g: Int, _ s: Int, _ pegs: [UInt32], _ colours: [UInt32]) -> Int {
        let same = pegs[g] ^ pegs[s]
        var exact = 0
        for i in 0..<4 where (same >> UInt32(8 * i)) & 0xFF == 0 { exact += 1 }
        var common = 0
        let a = colours[g], b = colours[s]
        for k in 0..<6 { common += Int(min((a >> UInt32(4 * k)) & 0xF, (b >> UInt32(4 * k)) & 0xF)) }
        return exact * 5 + common - exact
    }

    /// Feedback of every guess against every secret; returns the sum of the feedback codes.
    static func mastermindScoreAll() -> Int {
        let (pegs, colours) = mastermindTables()
        var sum = 0
        for g in 0..<1296 { for s in 0..<1296 { sum += mastermindFeedback(g, s, pegs, colours) } }
        return sum
    }

    /// Knuth's minimax over every secret; returns the total guesses and the most for one secret.
    static func knuth() -> [Int] {
        let (pegs, colours) = mastermindTables()
        var table = [UInt8](repeating: 0, count: 1296 * 1296)
        for g in 0..<1296 { for s in 0..<1296 { table[g * 1296 + s] = UInt8(mastermindFeedback(g, s, pegs, colours)) } }
        var total = 0, most = 0
        func choose(_ candidates: [Int]) -> Int {
            if candidates.count == 1 { return candidates[0] }
            var inSet = [Bool](repeating: false, count: 1296)
            for c in candidates { inSet[c] = true }
            var best = 0, bestWorst = Int.max, bestIn = false
            var parts = [Int](repeating: 0, count: 25)
            for g in 0..<1296 {
                for i in 0..<25 { parts[i] = 0 }
                var worst = 0
                for s in candidates {
                    let f = Int(table[g * 1296 + s])
                    parts[f] += 1
                    if parts[f] > worst { worst = parts[f] }
                }
                if worst < bestWorst || (worst == bestWorst && inSet[g] && !bestIn) {
                    best = g
                    bestWorst = worst
                    bestIn = inSet[g]
                }
            }
            return best
        }
        func solve(_ candidates: [Int], _ guess: Int, _ depth: Int) {
            var parts = [[Int]](repeating: [], count: 25)
            for s in candidates { parts[Int(table[guess * 1296 + s])].append(s) }
            for (f, part) in parts.enumerated() where !part.isEmpty {
                if f == 20 {
                    total += depth
                    most = max(most, depth)
                } else {
                    solve(part, choose(part), depth + 1)
                }
            }
        }
        let all = Array(0..<1296)
        solve(all, choose(all), 1)
        return [total, most]
    }

    /// Wordle's feedback of every word against every word, by the usual two passes: exact places
    /// first, then partial marks from the left while the secret has unmatched copies left.
    /// Returns the sum of the feedback patterns (base 3, first place most significant).
    static func wordleScoreAll(_ words: [String], alphabet: [Character]) -> Int {
        var index: [Character: UInt8] = [:]
        for (i, c) in alphabet.enumerated() { index[c] = UInt8(i) }
        var letters: [UInt8] = []
        for word in words { for c in word { letters.append(index[c] ?? 0) } }
        let n = words.count
        var sum = 0
        var unmatched = [UInt8](repeating: 0, count: alphabet.count)
        letters.withUnsafeBufferPointer { l in
            unmatched.withUnsafeMutableBufferPointer { left in
            for g in 0..<n {
                for s in 0..<n {
                    var exact: UInt8 = 0
                    for i in 0..<5 {
                        let a = l[g * 5 + i], b = l[s * 5 + i]
                        if a == b { exact |= 1 << i } else { left[Int(b)] &+= 1 }
                    }
                    var pattern = 0
                    for i in 0..<5 {
                        var mark = 0
                        if exact & (1 << i) != 0 {
                            mark = 2
                        } else {
                            let a = Int(l[g * 5 + i])
                            if left[a] > 0 {
                                left[a] &-= 1
                                mark = 1
                            }
                        }
                        pattern = pattern * 3 + mark
                    }
                    for i in 0..<5 { left[Int(l[s * 5 + i])] = 0 }
                    sum += pattern
                }
            }
            }
        }
        return sum
    }
}
