import RefereeEngine

// MARK: Turkish draughts on four machine words, written directly

extension Baselines {
    /// Turkish draughts as examples/turkish-draughts.rules plays it, on bitboards: bit
    /// r * 8 + c is row r from the top, column c from the left (a8 is bit 0, a1 bit 56), as
    /// the rule file's cells are numbered. White (0) moves up, Black (1) down.
    ///
    /// The moves are listed in the engine's order, so that one uniform draw picks the same move
    /// on both sides: the rules as the file gives them (men's slides, men's jumps, kings'
    /// slides, kings' jumps), each rule's moves by chain number (the how-manieth chain between
    /// the same two cells, counted before the shorter chains are dropped), then by first cell,
    /// then by last cell.
    struct TurkishDraughts {
        /// A move: the cells it starts and ends on, the pieces it takes, and its order key.
        struct Move {
            var from: Int
            var to: Int
            var taken: UInt64
            var count: Int
            var key: Int
        }

        /// Directions: 0 up, 1 left, 2 right, 3 down.
        static let deltas = [-8, -1, 1, 8]
        static let opposite = [3, 2, 1, 0]
        /// For each cell and direction, how many cells lie that way before the edge.
        static let reach: [Int] = (0..<64).flatMap { cell -> [Int] in
            let (row, column) = (cell / 8, cell % 8)
            return [row, column, 7 - column, 7 - row]
        }
        /// Each player's directions for a man, in the order the engine reads them (forward,
        /// then sideways: the side to the forward's left first, as a quarter turn gives it).
        static let manDirections = [[0, 1, 2], [3, 2, 1]]
        /// The same, in the order of the cells they reach: a man's slides come in that order.
        static let manSlides = [[0, 1, 2], [1, 2, 3]]
        static let farRow: [UInt64] = [0xFF, 0xFF << 56]
        static let moveLimit = 300

        var men: [UInt64] = [0xFFFF << 40, 0xFFFF << 8]
        var kings: [UInt64] = [0, 0]
        var moves: [Move] = []

        init() { moves.reserveCapacity(256) }

        mutating func reset() {
            men = [0xFFFF << 40, 0xFFFF << 8]
            kings = [0, 0]
        }

        /// Fills `moves` with `p`'s legal moves, in the engine's order.
        mutating func generate(_ p: Int) {
            moves.removeAll(keepingCapacity: true)
            let occupied = men[0] | men[1] | kings[0] | kings[1]
            let over = men[1 - p] | kings[1 - p]
            var most = 0
            var rest = men[p]
            while rest != 0 {
                let from = rest.trailingZeroBitCount
                rest &= rest &- 1
                let first = moves.count
                manChains(p, from, from, occupied & ~(1 << UInt64(from)), over, -1, 0, 0, first, &most)
            }
            let kingStart = moves.count
            rest = kings[p]
            while rest != 0 {
                let from = rest.trailingZeroBitCount
                rest &= rest &- 1
                let first = moves.count
                kingChains(from, from, occupied & ~(1 << UInt64(from)), over, -1, 0, 0, first, &most)
            }
            if most > 0 {
                let kingsKept = keepMost(most, kingStart..<moves.count)
                moves.removeSubrange(kingsKept.upperBound...)
                let menKept = keepMost(most, 0..<kingStart)
                moves.removeSubrange(menKept.upperBound..<kingStart)
                sortByKey(menKept.lowerBound..<menKept.upperBound)
                sortByKey(menKept.upperBound..<moves.count)
                return
            }
            rest = men[p]
            while rest != 0 {
                let from = rest.trailingZeroBitCount
                rest &= rest &- 1
                for d in Self.manSlides[p] where Self.reach[from * 4 + d] > 0 {
                    let to = from + Self.deltas[d]
                    if occupied & (1 << UInt64(to)) == 0 { moves.append(Move(from: from, to: to, taken: 0, count: 0, key: 0)) }
                }
            }
            rest = kings[p]
            while rest != 0 {
                let from = rest.trailingZeroBitCount
                rest &= rest &- 1
                for d in 0..<4 {
                    let delta = Self.deltas[d]
                    var free = 0
                    while free < Self.reach[from * 4 + d], occupied & (1 << UInt64(from + (free + 1) * delta)) == 0 { free += 1 }
                    // Up and left are listed farthest first, so that the cells come in order.
                    for k in 0..<free {
                        let distance = d < 2 ? free - k : k + 1
                        moves.append(Move(from: from, to: from + distance * delta, taken: 0, count: 0, key: 0))
                    }
                }
            }
        }

        /// Every chain of a man of `p` from `at`: over an adjacent piece in `over` to the empty
        /// cell beyond, again while it can; a chain that cannot go on is recorded.
        mutating func manChains(
            _ p: Int, _ from: Int, _ at: Int, _ occupied: UInt64, _ over: UInt64, _ last: Int, _ taken: UInt64, _ count: Int,
            _ first: Int, _ most: inout Int
        ) {
            var extended = false
            for d in Self.manDirections[p] where d != (last < 0 ? -1 : Self.opposite[last]) && Self.reach[at * 4 + d] >= 2 {
                let jumped = at + Self.deltas[d], to = jumped + Self.deltas[d]
                let gone: UInt64 = 1 << UInt64(jumped)
                guard over & gone != 0, occupied & (1 << UInt64(to)) == 0 else { continue }
                extended = true
                manChains(p, from, to, occupied & ~gone, over & ~gone, d, taken | gone, count + 1, first, &most)
            }
            if !extended, count > 0 { record(from, at, taken, count, first, &most) }
        }

        /// Every chain of a flying king from `at`: along a line over empty cells to a piece in
        /// `over`, landing on any empty cell beyond it, again while it can.
        mutating func kingChains(
            _ from: Int, _ at: Int, _ occupied: UInt64, _ over: UInt64, _ last: Int, _ taken: UInt64, _ count: Int,
            _ first: Int, _ most: inout Int
        ) {
            var extended = false
            for d in 0..<4 where last < 0 || d != Self.opposite[last] {
                let delta = Self.deltas[d], reach = Self.reach[at * 4 + d]
                var k = 1
                while k <= reach, occupied & (1 << UInt64(at + k * delta)) == 0 { k += 1 }
                guard k < reach else { continue }
                let gone: UInt64 = 1 << UInt64(at + k * delta)
                guard over & gone != 0 else { continue }
                var j = k + 1
                while j <= reach, occupied & (1 << UInt64(at + j * delta)) == 0 {
                    extended = true
                    kingChains(from, at + j * delta, occupied & ~gone, over & ~gone, d, taken | gone, count + 1, first, &most)
                    j += 1
                }
            }
            if !extended, count > 0 { record(from, at, taken, count, first, &most) }
        }

        /// Adds a chain, numbered among the chains from the same cell to the same cell.
        mutating func record(_ from: Int, _ to: Int, _ taken: UInt64, _ count: Int, _ first: Int, _ most: inout Int) {
            var twin = 0
            for i in first..<moves.count where moves[i].to == to { twin += 1 }
            moves.append(Move(from: from, to: to, taken: taken, count: count, key: twin << 12 | from << 6 | to))
            if count > most { most = count }
        }

        /// Keeps, in place at the start of `range`, the chains that take `most` pieces; returns
        /// where they now lie.
        mutating func keepMost(_ most: Int, _ range: Range<Int>) -> Range<Int> {
            var kept = range.lowerBound
            for i in range where moves[i].count == most {
                moves[kept] = moves[i]
                kept += 1
            }
            return range.lowerBound..<kept
        }

        /// Sorts a few chains by their order key, in place.
        mutating func sortByKey(_ range: Range<Int>) {
            guard range.count > 1 else { return }
            for i in (range.lowerBound + 1)..<range.upperBound {
                let move = moves[i]
                var j = i
                while j > range.lowerBound, moves[j - 1].key > move.key {
                    moves[j] = moves[j - 1]
                    j -= 1
                }
                moves[j] = move
            }
        }

        /// Plays `move` for `p`: the piece lands, the pieces jumped come off, and a man that
        /// ends on its far row is crowned.
        mutating func play(_ move: Move, _ p: Int) {
            let from: UInt64 = 1 << UInt64(move.from), to: UInt64 = 1 << UInt64(move.to)
            if men[p] & from != 0 {
                men[p] &= ~from
                if Self.farRow[p] & to != 0 { kings[p] |= to } else { men[p] |= to }
            } else {
                kings[p] = kings[p] & ~from | to
            }
            men[1 - p] &= ~move.taken
            kings[1 - p] &= ~move.taken
        }
    }

    /// Random games from the start, White first, drawn as the engine draws them (one uniform
    /// draw among the legal moves in the engine's order). A player left without a move loses;
    /// a game still on after 300 moves is a draw. Returns White's wins, Black's, draws, moves.
    static func turkishDraughtsPlayouts(_ n: Int, seed: UInt64) -> [Int] {
        var g = SeededGenerator(seed: seed)
        var wins = [0, 0], draws = 0, moves = 0
        var game = TurkishDraughts()
        for _ in 0..<n {
            _ = g.next()
            game.reset()
            var p = 0, length = 0
            game.generate(p)
            while true {
                game.play(game.moves[g.below(game.moves.count)], p)
                length += 1
                p = 1 - p
                game.generate(p)
                if game.moves.isEmpty {
                    wins[1 - p] += 1
                    break
                }
                if length >= TurkishDraughts.moveLimit {
                    draws += 1
                    break
                }
            }
            moves += length
        }
        return wins + [draws, moves]
    }

    /// Move sequences of each length from the start to `depth`, then how many of each end the
    /// game, as the engine's perft counts them.
    static func turkishDraughtsPerft(depth: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: 2 * depth)
        var game = TurkishDraughts()
        func walk(_ p: Int, _ level: Int) {
            game.generate(p)
            let moves = game.moves
            let (men, kings) = (game.men, game.kings)
            for move in moves {
                game.play(move, p)
                counts[level] += 1
                game.generate(1 - p)
                if game.moves.isEmpty || level + 1 >= TurkishDraughts.moveLimit {
                    counts[depth + level] += 1
                } else if level + 1 < depth {
                    walk(1 - p, level + 1)
                }
                (game.men, game.kings) = (men, kings)
            }
        }
        if depth > 0 { walk(0, 0) }
        return counts
    }
}
