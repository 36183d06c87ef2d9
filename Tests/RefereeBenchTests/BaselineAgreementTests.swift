import Foundation
import Testing
@testable import RefereeBench

/// The bench's baselines draw the same random moves as the engine, so on a small run every
/// pair must give identical tallies, perft counts, bowling score totals and Knuth totals. A
/// row with a problem means the engine and the hand-written code no longer do the same work.
@Suite("Bench baselines")
struct BaselineAgreementTests {
    @Test func engineAndHandWrittenCodeAgreeOnEveryWorkload() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let rows = try Bench(rulesFolder: root, repeats: 1, scale: 0.001).run()
        #expect(rows.count == 19)
        #expect(rows.filter { $0.name.hasSuffix(", general") }.count == 8)
        for row in rows {
            #expect(row.problem == nil, "\(row.name): \(row.problem ?? "")")
        }
    }
}
