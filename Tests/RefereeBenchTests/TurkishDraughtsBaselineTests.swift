import Foundation
import RefereeEngine
import RefereeLanguage
import Testing
@testable import RefereeBench

/// The hand-written Turkish draughts must play exactly the rules of
/// examples/turkish-draughts.rules: the same move sequences from the start, and the same random
/// games move for move, as the general interpreter running the file.
@Suite("Turkish draughts baseline")
struct TurkishDraughtsBaselineTests {
    static func kernel() throws -> AnyKernel {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let book = try RuleBook.load(path: "\(root)/examples/turkish-draughts.rules").get()
        return AnyKernel(book.model)
    }

    /// Depth 3 is the first with captures (a man steps up to meet one that stepped down), and
    /// there a capture is compulsory: the counts agree only if both sides drop the slides.
    @Test func perftCountsAgreeToDepthFour() throws {
        let engine = try #require(try Self.kernel().perft(depth: 4))
        let baseline = Baselines.turkishDraughtsPerft(depth: 4)
        #expect(engine.nodes + engine.finished == baseline)
        #expect(baseline.prefix(2) == [8, 64])
    }

    /// Random games crown kings, which capture flying, and reach positions with several chains
    /// between the same two cells (told apart by their order), so the tallies agree only if
    /// every move list is the same, in the same order.
    @Test func randomGamesAgreeMoveForMove() throws {
        let kernel = try Self.kernel()
        for seed: UInt64 in [1, 20_261_122] {
            let t = kernel.randomGames(count: 40, seed: seed)
            let baseline = Baselines.turkishDraughtsPlayouts(40, seed: seed)
            #expect(t.wins + [t.draws, t.moves] == baseline, "seed \(seed)")
            #expect(baseline[0] + baseline[1] + baseline[2] == 40)
        }
    }
}
