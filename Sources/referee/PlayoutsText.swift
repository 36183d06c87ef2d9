import Foundation
import RefereeAnalysis
import RefereeCheck

/// The text `playouts` prints for a report of random games, and `merge` for the merge of
/// shards' reports.
enum PlayoutsText {
    /// The lines for `report`; `how` says how it was played (`2 jobs`, `3 shards merged`).
    static func lines(_ report: PlayoutsReport, how: String) -> [String] {
        let result = report.tally
        func share(_ k: Int) -> String { String(format: "%6.2f%%", 100 * Double(k) / Double(max(1, result.games))) }
        let who = report.computers.isEmpty
            ? "random games"
            : "games (" + report.computers.map { $0.replacingOccurrences(of: "=", with: ": ") }.joined(separator: ", ") + ", others random)"
        var out = ["\(result.games) \(who) of \(report.title) (seed \(report.seed), \(how))"]
        // A game one person plays alone is always won: its score is what varies.
        if report.players.count > 1 || result.scoreCounts.isEmpty {
            for (p, wins) in result.wins.enumerated() {
                out.append("  \(report.players[p].padded(12)) wins \(String(wins).leftPadded(10))  \(share(wins))")
            }
            out.append("  \("draws".padded(17)) \(String(result.draws).leftPadded(10))  \(share(result.draws))")
        }
        if result.unfinished > 0 {
            out.append("  \("unfinished".padded(17)) \(String(result.unfinished).leftPadded(10))  \(share(result.unfinished))")
        }
        // Every player's (side's) final score, in games that keep one.
        for (p, counts) in result.playerScoreCounts.enumerated() where !counts.isEmpty {
            let title = report.players.count == 1 ? report.scoreName : "\(report.scoreName) of \(report.players[p])"
            out += ScoreDistribution(counts).lines(title: title)
        }
        out.append(String(format: "mean length %.2f moves; %.0f games a second", result.meanLength, Double(result.games) / max(report.duration, 1e-9)))
        return out
    }
}
