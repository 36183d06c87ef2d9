import Synchronization

/// Shared between a long computation and whoever watches it: the work done so far, which the
/// loops add to as they go, and a request to stop. The loops poll it every few thousand steps,
/// so a stop takes effect within milliseconds and polling costs nothing measurable.
public final class WorkControl: Sendable {
    let doneCounter = Atomic<Int>(0)
    let stopFlag = Atomic<Bool>(false)

    public init() {}

    /// Units of work finished so far (games, sequences, positions).
    public var done: Int { doneCounter.load(ordering: .relaxed) }

    /// Whether a stop was asked for; work returned after a stop is the part that was finished.
    public var isStopped: Bool { stopFlag.load(ordering: .relaxed) }

    /// Asks every loop polling this control to stop at its next poll.
    public func stop() { stopFlag.store(true, ordering: .relaxed) }

    /// Records finished work.
    public func add(_ units: Int) { doneCounter.wrappingAdd(units, ordering: .relaxed) }

    /// Starts counting a new stretch of work from zero.
    public func resetDone() { doneCounter.store(0, ordering: .relaxed) }
}
