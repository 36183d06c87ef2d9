/// A cell put in or taken out of a set held in memory, and a set's words
/// read by index. A wide set is a vector of words: taking a copy of it to
/// change one word moved every word twice, and each word read at an index
/// that is known only when the game runs stored the whole vector first. Here
/// one word is written, and the words are stored once for any number of
/// reads.
extension UInt64 {
    @inline(__always)
    public mutating func insert(_ cell: Int) { self |= 1 &<< UInt64(cell & 63) }

    @inline(__always)
    public mutating func remove(_ cell: Int) {
        self &= ~(1 &<< UInt64(cell & 63))
    }

    @inline(__always)
    public func withWords<R>(_ body: (UnsafePointer<UInt64>) -> R) -> R {
        withUnsafePointer(to: self) { body($0) }
    }
}

extension Bits256 {
    @inline(__always)
    public mutating func insert(_ cell: Int) {
        let bit: UInt64 = 1 &<< UInt64(cell & 63)
        switch cell &>> 6 {
        case 0: w0 |= bit
        case 1: w1 |= bit
        case 2: w2 |= bit
        default: w3 |= bit
        }
    }

    @inline(__always)
    public mutating func remove(_ cell: Int) {
        let keep = ~(1 &<< UInt64(cell & 63))
        switch cell &>> 6 {
        case 0: w0 &= keep
        case 1: w1 &= keep
        case 2: w2 &= keep
        default: w3 &= keep
        }
    }

    /// The four words as a tuple: a tuple of one type lies in memory as an
    /// array of it.
    @inline(__always)
    public func withWords<R>(_ body: (UnsafePointer<UInt64>) -> R) -> R {
        withUnsafePointer(to: (w0, w1, w2, w3)) {
            $0.withMemoryRebound(to: UInt64.self, capacity: 4) { body($0) }
        }
    }
}

extension Bits1024 {
    /// The word of `cell`, from 0 to 15 for any cell, so that no cell
    /// reaches outside the vector.
    @inline(__always)
    private static func wordIndex(_ cell: Int) -> Int { (cell &>> 6) & 15 }

    @inline(__always)
    public mutating func insert(_ cell: Int) {
        withUnsafeMutablePointer(to: &words) {
            $0.withMemoryRebound(to: UInt64.self, capacity: 16) {
                $0[Self.wordIndex(cell)] |= 1 &<< UInt64(cell & 63)
            }
        }
    }

    @inline(__always)
    public mutating func remove(_ cell: Int) {
        withUnsafeMutablePointer(to: &words) {
            $0.withMemoryRebound(to: UInt64.self, capacity: 16) {
                $0[Self.wordIndex(cell)] &= ~(1 &<< UInt64(cell & 63))
            }
        }
    }

    @inline(__always)
    public func withWords<R>(_ body: (UnsafePointer<UInt64>) -> R) -> R {
        withUnsafePointer(to: words) {
            $0.withMemoryRebound(to: UInt64.self, capacity: 16) { body($0) }
        }
    }
}
