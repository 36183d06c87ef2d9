import RefereeEngine
import RefereeModel

/// The final scores of many games: their mean, spread and extremes, and a histogram to print.
public struct ScoreDistribution: Sendable, Hashable {
    /// Games by final score.
    public let counts: [Int: Int]

    public init(_ counts: [Int: Int]) { self.counts = counts }

    public var games: Int { counts.values.reduce(0, +) }
    public var lowest: Int? { counts.keys.min() }
    public var highest: Int? { counts.keys.max() }

    public var mean: Double {
        games == 0 ? 0 : Double(counts.reduce(0) { $0 + $1.key * $1.value }) / Double(games)
    }

    /// The standard deviation of the scores (of all the games, not an estimate from a sample).
    public var deviation: Double {
        guard games > 0 else { return 0 }
        let m = mean
        let squares = counts.reduce(0.0) { $0 + Double($1.value) * (Double($1.key) - m) * (Double($1.key) - m) }
        return (squares / Double(games)).squareRoot()
    }

    /// The scores in `buckets` ranges of equal width from the lowest to the highest, each with its
    /// games: `(from, to, games)`, inclusive.
    public func histogram(buckets: Int = 10) -> [(from: Int, to: Int, games: Int)] {
        guard let lowest, let highest, buckets > 0 else { return [] }
        let width = max(1, (highest - lowest + buckets) / buckets)
        var rows: [(from: Int, to: Int, games: Int)] = []
        var from = lowest
        while from <= highest {
            let to = from + width - 1
            rows.append((from, to, counts.filter { $0.key >= from && $0.key <= to }.values.reduce(0, +)))
            from += width
        }
        return rows
    }

    /// What a game's score is called: the number its end rule compares (`strokes` in golf), or
    /// `score` (frames, and games whose end compares no number).
    public static func scoreName(of model: GameModel) -> String {
        let game = model.coreGame
        for end in game.ends {
            switch end.result {
            case .highest(let variable), .lowest(let variable): return game.variables[variable].name
            case .winner, .loser, .draw, .highestCount: continue
            }
        }
        return "score"
    }

    /// The summary line, headed `title` (`score`, `strokes of Ann`), and a histogram whose bars
    /// fit in 80 columns.
    public func lines(title: String = "score") -> [String] {
        guard let lowest, let highest else { return [] }
        var out = ["\(title): " + String(format: "mean %.2f, deviation %.2f, lowest %d, highest %d", mean, deviation, lowest, highest)]
        let rows = histogram()
        let most = max(1, rows.map(\.games).max() ?? 1)
        let label = rows.map { $0.from == $0.to ? "\($0.from)" : "\($0.from)-\($0.to)" }
        let labelWidth = label.map(\.count).max() ?? 1
        let countWidth = String(most).count
        let barWidth = max(1, 80 - 2 - labelWidth - 1 - countWidth - 1)
        for (row, name) in zip(rows, label) {
            let bar = String(repeating: "#", count: row.games == 0 ? 0 : max(1, row.games * barWidth / most))
            out.append("  " + name.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + " "
                + String(repeating: " ", count: countWidth - String(row.games).count) + String(row.games) + (bar.isEmpty ? "" : " " + bar))
        }
        return out
    }
}
