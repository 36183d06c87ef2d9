import RefereeEngine
import RefereeModel

/// `referee perft`: every legal move sequence to a depth.
public enum Perft {
    public static func run(_ model: GameModel, depth: Int, seed: UInt64 = 0) -> PerftCounts {
        AnyKernel(model).perft(depth: depth, seed: seed)
    }
}
