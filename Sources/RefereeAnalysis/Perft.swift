import RefereeEngine
import RefereeModel

/// `referee perft`: every legal move sequence to a depth.
public enum Perft {
    public static func run(_ model: GameModel, depth: Int, seed: UInt64 = 0, jobs: Int = 1, control: WorkControl = WorkControl()) -> PerftCounts? {
        AnyKernel(model).perft(depth: depth, seed: seed, jobs: jobs, control: control)
    }

    /// Counts depth 1, then 2, and so on to `depth`, as perft tools do, handing each finished
    /// depth to `finished` (the depth, from 1, its sequences and finished games) as soon as it
    /// is known. A stop ends the walk; the depths finished before it have been handed over.
    /// Returns the counts of the deepest depth finished, nil when none was.
    @discardableResult
    public static func deepening(
        _ model: GameModel, depth: Int, seed: UInt64 = 0, jobs: Int = 1, control: WorkControl = WorkControl(),
        starting: (Int, Int?) -> Void = { _, _ in }, finished: (Int, Int, Int) -> Void
    ) -> PerftCounts? {
        let kernel = AnyKernel(model)
        var last: PerftCounts?
        for d in 1...max(1, depth) {
            control.resetDone()
            starting(d, estimate(last))
            guard let counts = kernel.perft(depth: d, seed: seed, jobs: jobs, control: control) else { break }
            finished(d, counts.nodes[d - 1], counts.finished[d - 1])
            last = counts
        }
        return last
    }

    /// About how many sequences the next depth has: the last depth's times its growth.
    static func estimate(_ counts: PerftCounts?) -> Int? {
        guard let counts, let last = counts.nodes.last else { return nil }
        guard counts.nodes.count >= 2 else { return last * last }
        let before = counts.nodes[counts.nodes.count - 2]
        return before == 0 ? nil : Int(Double(last) * Double(last) / Double(before))
    }
}
