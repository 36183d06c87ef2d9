/// A game in progress: a value, cheap to copy, that the engine never changes in place. Undo is
/// keeping the old value. It holds the interpreter's state for the game's board: one of three
/// concrete types, one for each width of bit set, so that the engine reads it back with a switch
/// rather than a dynamic cast to a generic type, whose metadata every cast looked up.
public struct GameState: Hashable, Sendable {
    let storage: Storage

    enum Storage: Hashable, Sendable {
        case word(CoreKernel<UInt64>.State)
        case fourWords(CoreKernel<Bits256>.State)
        case sixteenWords(CoreKernel<Bits1024>.State)
    }

    init(_ storage: Storage) { self.storage = storage }

    /// The kernel's own state, or nil when the state belongs to another kernel.
    public func value<S: Hashable & Sendable>(as type: S.Type) -> S? {
        switch storage {
        case .word(let state): state as? S
        case .fourWords(let state): state as? S
        case .sixteenWords(let state): state as? S
        }
    }
}

extension UInt64 {
    public static func gameState(_ state: CoreKernel<UInt64>.State) -> GameState { GameState(.word(state)) }

    public static func coreState(_ state: GameState) -> CoreKernel<UInt64>.State? {
        guard case .word(let s) = state.storage else { return nil }
        return s
    }
}

extension Bits256 {
    public static func gameState(_ state: CoreKernel<Bits256>.State) -> GameState { GameState(.fourWords(state)) }

    public static func coreState(_ state: GameState) -> CoreKernel<Bits256>.State? {
        guard case .fourWords(let s) = state.storage else { return nil }
        return s
    }
}

extension Bits1024 {
    public static func gameState(_ state: CoreKernel<Bits1024>.State) -> GameState { GameState(.sixteenWords(state)) }

    public static func coreState(_ state: GameState) -> CoreKernel<Bits1024>.State? {
        guard case .sixteenWords(let s) = state.storage else { return nil }
        return s
    }
}
