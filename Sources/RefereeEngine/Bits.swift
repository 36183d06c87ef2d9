/// A set of board cells as bits. Boards of up to 64 cells use one machine word, up to 256 four,
/// larger ones sixteen.
public protocol BoardBits: Hashable, Sendable {
    static var capacity: Int { get }
    static var empty: Self { get }
    func contains(_ cell: Int) -> Bool
    func inserting(_ cell: Int) -> Self
    func union(_ other: Self) -> Self
    func intersection(_ other: Self) -> Self
    /// The cells of this set that are not in `other`.
    func subtracting(_ other: Self) -> Self
    /// Whether every cell of `mask` is in the set.
    func covers(_ mask: Self) -> Bool
    var count: Int { get }
    /// The cell of the `n`-th set bit, counting from 0 in order of cells.
    func nthCell(_ n: Int) -> Int
    var isEmpty: Bool { get }
    /// The cells `64 * i ..< 64 * (i + 1)` of the set, as the bits of a word.
    func word(_ i: Int) -> UInt64
    /// The highest cell in the set, or -1 for an empty set.
    var highestCell: Int { get }
    /// Puts `cell` in the set where it is kept: only `cell`'s word is written
    /// (`BitsInPlace.swift`).
    mutating func insert(_ cell: Int)
    /// Takes `cell` out of the set where it is kept: only `cell`'s word is
    /// written.
    mutating func remove(_ cell: Int)
    /// Calls `body` with the set's words in order, `word(0)` first, to be read
    /// by index.
    func withWords<R>(_ body: (UnsafePointer<UInt64>) -> R) -> R
    /// The interpreter's state on boards of this width, erased into a `GameState`.
    static func gameState(_ state: CoreKernel<Self>.State) -> GameState
    /// The interpreter's state on boards of this width, out of a `GameState`; nil for a state of
    /// another width.
    static func coreState(_ state: GameState) -> CoreKernel<Self>.State?
}

extension UInt64: BoardBits {
    public static var capacity: Int { 64 }
    public static var empty: UInt64 { 0 }
    @inline(__always) public func contains(_ cell: Int) -> Bool { self & (1 << UInt64(cell)) != 0 }
    @inline(__always) public func inserting(_ cell: Int) -> UInt64 { self | (1 << UInt64(cell)) }
    @inline(__always) public func union(_ other: UInt64) -> UInt64 { self | other }
    @inline(__always) public func intersection(_ other: UInt64) -> UInt64 { self & other }
    @inline(__always) public func subtracting(_ other: UInt64) -> UInt64 { self & ~other }
    @inline(__always) public func covers(_ mask: UInt64) -> Bool { self & mask == mask }
    @inline(__always) public var count: Int { nonzeroBitCount }
    @inline(__always) public var isEmpty: Bool { self == 0 }
    @inline(__always) public var highestCell: Int { 63 - leadingZeroBitCount }
    @inline(__always) public func word(_ i: Int) -> UInt64 { i == 0 ? self : 0 }

    /// Up to `selectFrom` bits are cleared one at a time; past it, the bytes'
    /// counts find the bit (`selectBit`), which costs about as much as
    /// clearing that many.
    @inline(__always)
    public func nthCell(_ n: Int) -> Int {
        guard n < Self.selectFrom else { return selectBit(n, of: self) }
        var bits = self
        for _ in 0..<n { bits &= bits &- 1 }
        return bits.trailingZeroBitCount
    }

    /// Where `nthCell` stops clearing bits one at a time.
    @inline(__always)
    static var selectFrom: Int { 12 }
}

/// 256 cells in four words: boards up to 16 by 16.
public struct Bits256: BoardBits {
    public var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

    public init() {}

    public static var capacity: Int { 256 }
    public static var empty: Bits256 { Bits256() }

    @inline(__always)
    public func word(_ i: Int) -> UInt64 {
        switch i {
        case 0: w0
        case 1: w1
        case 2: w2
        default: w3
        }
    }

    @inline(__always)
    public func contains(_ cell: Int) -> Bool { word(cell >> 6) & (1 << UInt64(cell & 63)) != 0 }

    @inline(__always)
    public func inserting(_ cell: Int) -> Bits256 {
        var copy = self
        let bit: UInt64 = 1 << UInt64(cell & 63)
        switch cell >> 6 {
        case 0: copy.w0 |= bit
        case 1: copy.w1 |= bit
        case 2: copy.w2 |= bit
        default: copy.w3 |= bit
        }
        return copy
    }

    @inline(__always)
    public func union(_ o: Bits256) -> Bits256 {
        var r = Bits256()
        (r.w0, r.w1, r.w2, r.w3) = (w0 | o.w0, w1 | o.w1, w2 | o.w2, w3 | o.w3)
        return r
    }

    @inline(__always)
    public func intersection(_ o: Bits256) -> Bits256 {
        var r = Bits256()
        (r.w0, r.w1, r.w2, r.w3) = (w0 & o.w0, w1 & o.w1, w2 & o.w2, w3 & o.w3)
        return r
    }

    @inline(__always)
    public func subtracting(_ o: Bits256) -> Bits256 {
        var r = Bits256()
        (r.w0, r.w1, r.w2, r.w3) = (w0 & ~o.w0, w1 & ~o.w1, w2 & ~o.w2, w3 & ~o.w3)
        return r
    }

    @inline(__always)
    public func covers(_ m: Bits256) -> Bool {
        (w0 & m.w0 == m.w0) && (w1 & m.w1 == m.w1) && (w2 & m.w2 == m.w2) && (w3 & m.w3 == m.w3)
    }

    public var count: Int { w0.nonzeroBitCount + w1.nonzeroBitCount + w2.nonzeroBitCount + w3.nonzeroBitCount }
    public var isEmpty: Bool { (w0 | w1 | w2 | w3) == 0 }

    public var highestCell: Int {
        if w3 != 0 { return 192 + w3.highestCell }
        if w2 != 0 { return 128 + w2.highestCell }
        if w1 != 0 { return 64 + w1.highestCell }
        return w0.highestCell
    }

    public func nthCell(_ n: Int) -> Int {
        var n = n
        for i in 0..<4 {
            let w = word(i)
            let c = w.nonzeroBitCount
            if n < c { return i * 64 + selectBit(n, of: w) }
            n -= c
        }
        return -1
    }
}

/// 1024 cells in sixteen words, worked on as one vector: boards up to 32 by 32, such as the go
/// board's 19 by 19.
public struct Bits1024: BoardBits {
    public var words = SIMD16<UInt64>()

    public init() {}

    public static var capacity: Int { 1024 }
    public static var empty: Bits1024 { Bits1024() }

    @inline(__always)
    init(_ words: SIMD16<UInt64>) { self.words = words }

    @inline(__always)
    public func contains(_ cell: Int) -> Bool { words[cell >> 6] & (1 << UInt64(cell & 63)) != 0 }

    @inline(__always)
    public func word(_ i: Int) -> UInt64 { words[i] }

    @inline(__always)
    public func inserting(_ cell: Int) -> Bits1024 {
        var copy = self
        copy.words[cell >> 6] |= 1 << UInt64(cell & 63)
        return copy
    }

    @inline(__always) public func union(_ o: Bits1024) -> Bits1024 { Bits1024(words | o.words) }
    @inline(__always) public func intersection(_ o: Bits1024) -> Bits1024 { Bits1024(words & o.words) }
    @inline(__always) public func subtracting(_ o: Bits1024) -> Bits1024 { Bits1024(words & ~o.words) }
    @inline(__always) public func covers(_ m: Bits1024) -> Bool { (words & m.words) == m.words }
    @inline(__always) public var isEmpty: Bool { words == SIMD16<UInt64>() }

    public var count: Int {
        var n = 0
        for i in 0..<16 { n &+= words[i].nonzeroBitCount }
        return n
    }

    public var highestCell: Int {
        for i in stride(from: 15, through: 0, by: -1) where words[i] != 0 { return i * 64 + words[i].highestCell }
        return -1
    }

    public func nthCell(_ n: Int) -> Int {
        var n = n
        for i in 0..<16 {
            let w = words[i]
            let c = w.nonzeroBitCount
            if n < c { return i * 64 + selectBit(n, of: w) }
            n -= c
        }
        return -1
    }

    public static func == (a: Bits1024, b: Bits1024) -> Bool { a.words == b.words }

    public func hash(into hasher: inout Hasher) {
        for i in 0..<16 { hasher.combine(words[i]) }
    }
}

/// The place of the `n`-th set bit of a word (from 0) that has more than `n`: the bytes' counts
/// of set bits, summed into each byte by one multiplication, find the byte, all bytes compared
/// with `n` at once; a loop over at most seven bits finds the bit in it. On a wide board's
/// words, and past the first few bits of a narrow one's, where clearing bits one at a time
/// would clear up to 63.
@inline(__always)
func selectBit(_ n: Int, of word: UInt64) -> Int {
    var counts = word &- ((word &>> 1) & 0x5555_5555_5555_5555)
    counts = (counts & 0x3333_3333_3333_3333) &+ ((counts &>> 2) & 0x3333_3333_3333_3333)
    counts = (counts &+ (counts &>> 4)) & 0x0F0F_0F0F_0F0F_0F0F
    let upTo = counts &* 0x0101_0101_0101_0101
    // Each byte of upTo is at most 64: with its top bit set, less n + 1, it keeps the top bit
    // exactly when the bits up to it number more than n, and no byte borrows from the next.
    let past = ((upTo | 0x8080_8080_8080_8080) &- UInt64(truncatingIfNeeded: n &+ 1) &* 0x0101_0101_0101_0101)
        & 0x8080_8080_8080_8080
    let shift = UInt64(truncatingIfNeeded: past.trailingZeroBitCount &- 7)
    let before = Int(((upTo &<< 8) &>> shift) & 0xFF)
    var bits = (word &>> shift) & 0xFF
    for _ in 0..<(n &- before) { bits &= bits &- 1 }
    return Int(shift) &+ bits.trailingZeroBitCount
}

/// The `n`-th subset of `set` (a set of small numbers as bits) in increasing order: `n`'s bits
/// spread over the set's members, the lowest bit on the lowest member. The pins a roll may knock
/// down are listed and drawn this way on both paths.
@inline(__always)
func nthSubset(_ n: Int, of set: Int) -> Int {
    var n = n, subset = 0, rest = set
    while rest != 0 {
        let lowest = rest & -rest
        if n & 1 != 0 { subset |= lowest }
        n >>= 1
        rest &= rest - 1
    }
    return subset
}
