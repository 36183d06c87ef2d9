import Synchronization

/// What a search knows of a position: a value, what kind of bound it is, the best move found
/// there, and how far below the position the search that found it looked.
struct TableEntry: Hashable {
    enum Bound: UInt64 { case exact = 1, lower = 2, upper = 3 }

    var value: Int
    var bound: Bound
    var move: Move?
    /// Plies searched below the position, or `proven` when the search went to every end.
    var depth: Int

    /// The depth of a value found by searching to the end of every line.
    static let proven = 1023
    /// Move numbers a packed entry holds; a higher one is kept as no move.
    static let moveLimit = 4095

    /// Key bits 40 to 63 as the check, the value in 16 bits, the bound in 2, the move plus one
    /// in 12 (0 for none) and the depth in 10. Never 0, which marks an empty slot.
    func packed(key: UInt64) -> UInt64 {
        let move = self.move.map { $0.value >= 0 && $0.value < Self.moveLimit ? UInt64($0.value + 1) : 0 } ?? 0
        let value = UInt64(UInt16(truncatingIfNeeded: max(-32_767, min(32_767, value))))
        return (key >> 40) << 40 | value << 24 | bound.rawValue << 22 | move << 10 | UInt64(min(depth, Self.proven))
    }

    /// The entry packed in `word` when its check bits are `key`'s.
    init?(word: UInt64, key: UInt64) {
        guard word != 0, word >> 40 == key >> 40, let bound = Bound(rawValue: word >> 22 & 3) else { return nil }
        let move = Int(word >> 10 & 0xFFF)
        self.value = Int(Int16(truncatingIfNeeded: word >> 24))
        self.bound = bound
        self.move = move == 0 ? nil : Move(move - 1)
        self.depth = Int(word & 0x3FF)
    }

    init(value: Int, bound: Bound, move: Move?, depth: Int) {
        self.value = value
        self.bound = bound
        self.move = move
        self.depth = depth
    }
}

/// A transposition table of a fixed number of slots, each one packed entry in an atomic word, so
/// that every job of a search reads and writes it at once without locks. A slot holds the last
/// position stored there; the check bits tell a position from another of the same slot.
public final class SharedTable: @unchecked Sendable {
    // Unchecked: the slots are reached only through their atomics, and freed in deinit.
    private let slots: UnsafeMutablePointer<Atomic<UInt64>>
    /// How many slots: a power of two.
    public let capacity: Int
    private let mask: UInt64

    /// A table of at least `slots` slots (rounded up to a power of two), 8 bytes each.
    public init(slots: Int = 1 << 22) {
        var capacity = 1
        while capacity < slots { capacity <<= 1 }
        self.capacity = capacity
        mask = UInt64(capacity - 1)
        self.slots = .allocate(capacity: capacity)
        for i in 0..<capacity { (self.slots + i).initialize(to: Atomic<UInt64>(0)) }
    }

    /// A table sized for a board: 16 slots a cell's worth of positions, from 4,096 slots (32 KB)
    /// for a game without a board up to `most` slots.
    public convenience init(cells: Int, most: Int) {
        self.init(slots: min(most, 1 << min(40, max(12, cells + 4))))
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    @inline(__always)
    func entry(_ key: UInt64) -> TableEntry? {
        TableEntry(word: slots[Int(truncatingIfNeeded: key & mask)].load(ordering: .relaxed), key: key)
    }

    @inline(__always)
    func store(_ key: UInt64, _ entry: TableEntry) {
        slots[Int(truncatingIfNeeded: key & mask)].store(entry.packed(key: key), ordering: .relaxed)
    }

    /// Slots that hold an entry.
    public var filled: Int {
        (0..<capacity).reduce(0) { $0 + (slots[$1].load(ordering: .relaxed) == 0 ? 0 : 1) }
    }
}
