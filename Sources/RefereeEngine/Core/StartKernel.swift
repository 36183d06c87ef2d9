import RefereeModel
import Synchronization

/// A kernel's rules specialised for play from the start (`CoreGame.foldedFromStart`): built the
/// first time a run of random games asks, and kept for every later run and thread; nil when
/// nothing folds.
final class StartKernelShelf<Bits: BoardBits>: Sendable {
    /// nil until built; then the kernel, or nil when nothing folds.
    private let built = Mutex<CoreKernel<Bits>??>(nil)

    func kernel(_ build: () -> CoreKernel<Bits>?) -> CoreKernel<Bits>? {
        built.withLock { built in
            if let built { return built }
            let kernel = build()
            built = .some(kernel)
            return kernel
        }
    }
}

extension CoreKernel {
    /// The kernel of this game's rules as they play from the start, or nil when they fold to
    /// nothing simpler. Only games begun by `initial` or `restart` may be played on it: a
    /// `setup` can make a value no move changes hold another number.
    func startKernel() -> CoreKernel? {
        fromStart.kernel {
            var ranges: [Int: ClosedRange<Int>] = [:]
            if case .code(let layout) = game.presentation, let codes = program.codes {
                for k in 0..<max(layout.rules.secrets, 1) { ranges[layout.secret + k] = codes.secretRange }
            }
            let turns = game.turns ?? model.turns
            guard let folded = game.foldedFromStart(turns: turns, players: playerCount, startRanges: ranges) else { return nil }
            return CoreKernel(model: model, game: folded)
        }
    }
}
