import Synchronization

/// The positions the jobs of one search are in the middle of searching, so that a job coming to
/// a position another is already searching tries its other moves first (the ABDADA method:
/// Weill, 1996). By the time it comes back to the postponed move, the other job has usually
/// stored the position's value in the shared table, and the subtree is not searched twice.
///
/// A slot holds a position's key, less its low byte, and in that byte how many jobs are inside
/// it. A position whose slot holds another is not marked: it is then searched at once, as it
/// would be without marks, which costs only the work the mark would have saved.
public final class BusyMarks: @unchecked Sendable {
    // Unchecked: the slots are reached only through their atomics, and freed in deinit.
    private let slots: UnsafeMutablePointer<Atomic<UInt64>>
    private let mask: UInt64

    /// Marks for at most `slots` positions at once (rounded up to a power of two).
    public init(slots: Int = 1 << 16) {
        var capacity = 1
        while capacity < slots { capacity <<= 1 }
        mask = UInt64(capacity - 1)
        self.slots = .allocate(capacity: capacity)
        for i in 0..<capacity { (self.slots + i).initialize(to: Atomic<UInt64>(0)) }
    }

    deinit {
        slots.deinitialize(count: Int(mask) + 1)
        slots.deallocate()
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> UnsafeMutablePointer<Atomic<UInt64>> {
        slots + Int(truncatingIfNeeded: key & mask)
    }

    /// The key as it is kept, its low byte free for the count (a slot of 0 is free: a marked
    /// slot's count is at least 1).
    @inline(__always)
    private static func tag(_ key: UInt64) -> UInt64 { key & ~0xFF }

    /// Whether a job is searching the position `key` now.
    @inline(__always)
    func isBusy(_ key: UInt64) -> Bool {
        let word = slot(key).pointee.load(ordering: .relaxed)
        return word & ~0xFF == Self.tag(key) && word & 0xFF != 0
    }

    /// Marks that one more job is searching `key`; false when the slot is taken by another
    /// position (or full), and the position is not marked.
    @inline(__always)
    func enter(_ key: UInt64) -> Bool {
        let tag = Self.tag(key), slot = slot(key)
        var word = slot.pointee.load(ordering: .relaxed)
        while true {
            let wanted: UInt64
            if word == 0 {
                wanted = tag | 1
            } else if word & ~0xFF == tag, word & 0xFF < 0xFF {
                wanted = word + 1
            } else {
                return false
            }
            let (exchanged, original) = slot.pointee.compareExchange(expected: word, desired: wanted, ordering: .relaxed)
            if exchanged { return true }
            word = original
        }
    }

    /// Takes back one job's mark on `key`, made by `enter` when it returned true.
    @inline(__always)
    func leave(_ key: UInt64) {
        let slot = slot(key)
        var word = slot.pointee.load(ordering: .relaxed)
        while true {
            let wanted = word & 0xFF <= 1 ? 0 : word - 1
            let (exchanged, original) = slot.pointee.compareExchange(expected: word, desired: wanted, ordering: .relaxed)
            if exchanged { return }
            word = original
        }
    }
}
