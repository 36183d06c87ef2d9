/// A share of games won, with the Wilson score interval around it: an interval that stays
/// inside 0 to 1 and is honest for few games or a share near 0 or 1, where the normal
/// approximation is not.
public struct WinRate: Sendable, Hashable {
    /// The games won.
    public var wins: Int
    /// The games played.
    public var games: Int

    public init(wins: Int, games: Int) {
        self.wins = wins
        self.games = games
    }

    /// The share won: 0 when no game was played.
    public var rate: Double { games == 0 ? 0 : Double(wins) / Double(games) }

    /// The Wilson interval at `z` standard deviations (1.96 for 95%): the shares whose
    /// normal test would not reject the share observed. From 0 to 1 when no game was played.
    public func interval(z: Double = 1.96) -> ClosedRange<Double> {
        guard games > 0 else { return 0...1 }
        let n = Double(games), p = rate, z2 = z * z
        let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        let spread = z / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        return max(0, centre - spread)...min(1, centre + spread)
    }
}
