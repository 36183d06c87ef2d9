import Synchronization

extension EnginePath {
    private static let chosen = Mutex(EnginePath.automatic)

    /// The path `Engine(_:)` and `AnyKernel(_:)` take, for the whole process: automatic unless a
    /// command's `--engine` flag chose another, for debugging. A game the chosen path cannot run
    /// stays on the automatic one; `AnyKernel(_:path:)` says why.
    public static var selected: EnginePath {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }
}
