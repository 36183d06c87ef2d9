import RefereeModel

/// The score of a rally game as the umpire says it, from the picture's numbers: shared by the
/// rally kernel and the general interpreter, so that both call a score the same way.
enum RallyCall {
    /// The spoken call for a point count, when the first level names them; none in a tiebreak,
    /// which counts in numbers.
    static func call(_ points: Int, _ rules: RallyRules, tiebreak: Bool) -> String? {
        let calls = rules.levels.first?.calls ?? []
        return !tiebreak && points < calls.count ? calls[points] : nil
    }

    /// Each player's points as a scorer writes them, when the first level names calls: the
    /// calls; once both players have reached the last call, with `deuce`, that call for both
    /// at the tie and the advantage word for a leader by one ("Advantage" beside "Forty");
    /// otherwise numbers for both once either is past the calls, in a tiebreak, and for the
    /// points that won the contest's last game (`gameWon`), which no advantage stands for.
    static func calls(_ points: [Int], _ rules: RallyRules, tiebreak: Bool, gameWon: Bool) -> [String]? {
        guard let first = rules.levels.first, let last = first.calls.last else { return nil }
        let numbers = points.map(String.init)
        guard !tiebreak, let low = points.min(), let high = points.max() else { return numbers }
        if !gameWon, let deuce = first.deuce, low >= first.calls.count - 1, high - low <= 1 {
            return points.map { $0 > low ? deuce.advantage : last }
        }
        return high < first.calls.count ? points.map { first.calls[$0] } : numbers
    }

    /// The score as the umpire calls it, the server's points first: "Fifteen-Love", "Thirty-All",
    /// "Deuce", "Advantage A"; after a rally that ends a game, the game's name and its winner
    /// ("Game A"). Once either player is past the calls, and in a tiebreak, the points are called
    /// as numbers ("6-5").
    static func spoken(
        _ rules: RallyRules, players: [String], points: [Int], server: Int, tiebreak: Bool, gameWonBy: Int?
    ) -> String {
        let first = rules.levels[0]
        if let w = gameWonBy {
            return first.name.prefix(1).uppercased() + first.name.dropFirst() + " " + players[w]
        }
        let s = server, r = 1 - server
        let mine = points[s], theirs = points[r]
        if !tiebreak, let deuce = first.deuce, !first.calls.isEmpty, min(mine, theirs) >= first.calls.count - 1 {
            if mine == theirs { return deuce.tie }
            if abs(mine - theirs) == 1 { return deuce.advantage + " " + players[mine > theirs ? s : r] }
        }
        let past = max(mine, theirs) >= first.calls.count
        let name = { (points: Int) in (past ? nil : call(points, rules, tiebreak: tiebreak)) ?? String(points) }
        return mine == theirs ? name(mine) + "-All" : name(mine) + "-" + name(theirs)
    }
}
