@testable import RefereeEngine
import Testing

/// A cell put in or taken out where a set is kept, and a set's words read by
/// index: each held to the value-returning operations on random sets of every
/// width.
@Suite("Bit sets changed in place")
struct BitsInPlaceTests {
    /// A random set of about `fill` percent of the cells.
    static func randomSet<Bits: BoardBits>(
        _ generator: inout SeededGenerator, fill: Int
    ) -> Bits {
        (0..<Bits.capacity).reduce(Bits.empty) {
            generator.below(100) < fill ? $0.inserting($1) : $0
        }
    }

    func agree<Bits: BoardBits>(_: Bits.Type, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for fill in [0, 10, 50, 90, 100] {
            for _ in 0..<20 {
                var set: Bits = Self.randomSet(&generator, fill: fill)
                let cell = generator.below(Bits.capacity)
                let before = set
                set.insert(cell)
                #expect(set == before.inserting(cell), "insert \(cell)")
                set.remove(cell)
                let taken = before.subtracting(Bits.empty.inserting(cell))
                #expect(set == taken, "remove \(cell), \(fill)% full")
                #expect(!set.contains(cell))
                let indices = 0..<Bits.capacity / 64
                let words = set.withWords { words in indices.map { words[$0] } }
                #expect(words == indices.map(set.word), "words, \(fill)% full")
            }
        }
    }

    @Test func inPlaceChangesAgreeWithTheSetsValues() {
        agree(UInt64.self, seed: 41)
        agree(Bits256.self, seed: 42)
        agree(Bits1024.self, seed: 43)
    }

    /// Every cell of an empty set put in, then every cell taken out, one at a
    /// time: each step changes that cell alone.
    @Test func everyCellInAndOut() {
        func walk<Bits: BoardBits>(_: Bits.Type) {
            var set = Bits.empty, expected = Bits.empty
            for cell in 0..<Bits.capacity {
                set.insert(cell)
                expected = expected.inserting(cell)
                #expect(set == expected && set.count == cell + 1)
            }
            for cell in 0..<Bits.capacity {
                set.remove(cell)
                #expect(set.count == Bits.capacity - cell - 1)
                #expect(!set.contains(cell))
            }
            #expect(set.isEmpty)
        }
        walk(UInt64.self)
        walk(Bits256.self)
        walk(Bits1024.self)
    }
}
