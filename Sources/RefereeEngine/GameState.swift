/// A game in progress: a value, cheap to copy, that the engine never changes in place. Undo is
/// keeping the old value. It holds the state of whichever kernel runs the game.
public struct GameState: Hashable, Sendable {
    let storage: any KernelState

    init<S: Hashable & Sendable>(_ state: S) { storage = StateBox(value: state) }

    /// The kernel's own state, or nil when the state belongs to another kernel.
    public func value<S: Hashable & Sendable>(as type: S.Type) -> S? { (storage as? StateBox<S>)?.value }

    public static func == (a: GameState, b: GameState) -> Bool { a.storage.isEqual(to: b.storage) }

    public func hash(into hasher: inout Hasher) { storage.hash(into: &hasher) }
}

protocol KernelState: Sendable {
    func isEqual(to other: any KernelState) -> Bool
    func hash(into hasher: inout Hasher)
}

struct StateBox<S: Hashable & Sendable>: KernelState {
    var value: S

    func isEqual(to other: any KernelState) -> Bool { (other as? StateBox<S>)?.value == value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
