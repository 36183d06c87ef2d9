import Synchronization

/// A list of numbers a game keeps (`append … to L`, the answers given so far): a value whose
/// copies share one buffer. A game's lists only ever grow, so a state keeps its length and reads
/// the buffer's first `count` numbers; appending writes the next number in place when no other
/// state has written there yet, and copies only when the game branches (a move played again
/// after an undo, or each move of a search from one position). Keeping every state of a game of
/// n moves for undo then costs memory linear in n, not the n² of a list copied at every move.
/// A deck, which loses a card at each `draw`, is replaced by a new list of the cards left.
public struct KeptList: Sendable, Hashable, RandomAccessCollection {
    private var storage: Storage?
    public private(set) var count = 0

    init() {}

    init(_ numbers: some Collection<Int>) {
        append(contentsOf: numbers)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> Int {
        precondition(index >= 0 && index < count, "index out of a kept list")
        return storage.unsafelyUnwrapped.base[index]
    }

    mutating func append(_ number: Int) {
        let unique = isKnownUniquelyReferenced(&storage)
        // Through optional chaining rather than `if let storage`, whose copy of the reference
        // was retained and released at every append.
        if storage?.claim(count, uniquelyReferenced: unique) == true {
            storage.unsafelyUnwrapped.base[count] = number
        } else {
            storage = Storage(copying: self, capacity: Swift.max(8, count * 2))
            storage.unsafelyUnwrapped.base[count] = number
        }
        count += 1
    }

    /// Becomes `list`; when `list` is empty, keeps this list's buffer for the
    /// numbers to come if no other list reads it (a new game on a finished
    /// game's state).
    mutating func restart(as list: KeptList) {
        guard list.count == 0, isKnownUniquelyReferenced(&storage) else { return self = list }
        count = 0
    }

    mutating func append(contentsOf numbers: some Collection<Int>) {
        for number in numbers { append(number) }
    }

    /// The buffer this list reads, to tell whether two lists share one; nil for no buffer.
    var bufferIdentity: ObjectIdentifier? { storage.map(ObjectIdentifier.init) }

    public static func == (a: KeptList, b: KeptList) -> Bool {
        guard a.count == b.count else { return false }
        if a.storage === b.storage { return true }
        return a.elementsEqual(b)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for number in self { hasher.combine(number) }
    }

    /// A buffer that states of one game share. `used` is how many numbers some state has written:
    /// a state of length `count` may write at `count` only while `used` is `count`, which it
    /// claims atomically, so that two threads growing copies of one state never write one place.
    private final class Storage: @unchecked Sendable {
        let base: UnsafeMutablePointer<Int>
        let capacity: Int
        let used: Atomic<Int>

        init(copying list: KeptList, capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
            if let old = list.storage { base.initialize(from: old.base, count: list.count) }
            used = Atomic(list.count + 1)
        }

        deinit { base.deallocate() }

        /// Whether a state of length `count` may write the number at `count`: there is room, and
        /// no state has written there (or the buffer is this state's alone, so what others wrote
        /// after `count` belongs to nobody).
        func claim(_ count: Int, uniquelyReferenced: Bool) -> Bool {
            guard count < capacity else { return false }
            if uniquelyReferenced {
                used.store(count + 1, ordering: .relaxed)
                return true
            }
            return used.compareExchange(expected: count, desired: count + 1, ordering: .relaxed).exchanged
        }
    }
}
