import Synchronization

/// The best ends `refuse unless most` found for positions of a turn, kept between the calls
/// that list or judge the moves of one turn (each step of a turn, a move judged after the list
/// it came from) so that each call does not search the turn again. A position's best end
/// depends on the position and the rule only, so one memo serves every copy of a kernel and
/// every thread; it forgets everything once it holds `capacity` positions.
final class TurnMemo<State: Hashable & Sendable>: Sendable {
    struct Key: Hashable, Sendable {
        var state: State
        var rule: Int
    }

    /// Positions held at most, a few megabytes for the largest states.
    static var capacity: Int { 50_000 }

    private let known = Mutex<[Key: Int]>([:])

    /// The best end known for `state` under `rule`.
    func best(_ state: State, _ rule: Int) -> Int? {
        known.withLock { $0[Key(state: state, rule: rule)] }
    }

    /// Keeps what one search found, each position's best end under `rule`.
    func keep(_ found: [State: Int], _ rule: Int) {
        guard !found.isEmpty else { return }
        known.withLock { known in
            if known.count + found.count > Self.capacity { known.removeAll(keepingCapacity: true) }
            for (state, best) in found.prefix(Self.capacity) { known[Key(state: state, rule: rule)] = best }
        }
    }
}
