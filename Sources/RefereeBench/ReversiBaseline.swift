import RefereeEngine

// MARK: Reversi on two machine words, written directly

extension Baselines {
    /// Reversi on bitboards: bit r * 8 + c is row r from the top, column c from the left, as the
    /// rule file's cells are numbered.
    enum Reversi {
        static let notLeft: UInt64 = ~0x0101_0101_0101_0101
        static let notRight: UInt64 = ~0x8080_8080_8080_8080

        /// One step in direction `d` (0-7), dropping what leaves the board.
        @inline(__always)
        static func step(_ x: UInt64, _ d: Int) -> UInt64 {
            switch d {
            case 0: (x << 1) & notLeft
            case 1: (x >> 1) & notRight
            case 2: x << 8
            case 3: x >> 8
            case 4: (x << 9) & notLeft
            case 5: (x << 7) & notRight
            case 6: (x >> 7) & notLeft
            default: (x >> 9) & notRight
            }
        }

        /// The empty cells where the player with `mine` flanks some of `theirs`.
        @inline(__always)
        static func moves(_ mine: UInt64, _ theirs: UInt64) -> UInt64 {
            let empty = ~(mine | theirs)
            var result: UInt64 = 0
            for d in 0..<8 {
                var x = step(mine, d) & theirs
                for _ in 0..<5 { x |= step(x, d) & theirs }
                result |= step(x, d) & empty
            }
            return result
        }

        /// The discs a disc on `move` turns.
        @inline(__always)
        static func flips(_ move: UInt64, _ mine: UInt64, _ theirs: UInt64) -> UInt64 {
            var result: UInt64 = 0
            for d in 0..<8 {
                var run: UInt64 = 0
                var x = step(move, d)
                while x & theirs != 0 {
                    run |= x
                    x = step(x, d)
                }
                if x & mine != 0 { result |= run }
            }
            return result
        }
    }

    /// Random games from the standard start, Black first; a player with no move passes (a move,
    /// drawn from a list of one, as the engine draws it); the game ends when neither can move
    /// and more discs win. Returns Black's wins, White's, draws, and moves.
    static func reversiPlayouts(_ n: Int, seed: UInt64) -> [Int] {
        var g = SeededGenerator(seed: seed)
        var wins = [0, 0], draws = 0, moves = 0
        for _ in 0..<n {
            _ = g.next()
            var discs: [UInt64] = [1 << 27 | 1 << 36, 1 << 28 | 1 << 35]
            var player = 0
            while true {
                let legal = Reversi.moves(discs[player], discs[1 - player])
                moves += 1
                if legal == 0 {
                    _ = g.below(1)
                    player = 1 - player
                    continue
                }
                let move: UInt64 = 1 << UInt64(nthBit(legal, g.below(legal.nonzeroBitCount)))
                let turned = Reversi.flips(move, discs[player], discs[1 - player])
                discs[player] |= move | turned
                discs[1 - player] &= ~turned
                if Reversi.moves(discs[0], discs[1]) == 0, Reversi.moves(discs[1], discs[0]) == 0 {
                    let (b, w) = (discs[0].nonzeroBitCount, discs[1].nonzeroBitCount)
                    if b == w { draws += 1 } else { wins[b > w ? 0 : 1] += 1 }
                    break
                }
                player = 1 - player
            }
        }
        return wins + [draws, moves]
    }
}
