/// A game in progress: a value, cheap to copy, that the engine never changes in place. Undo is
/// keeping the old value.
public struct GameState: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case board(BoardKernel<Bits256>.State)
        case frames(FrameKernel.State)
        case rally(RallyKernel.State)
        case code(CodeKernel.State)
    }

    var storage: Storage
}
