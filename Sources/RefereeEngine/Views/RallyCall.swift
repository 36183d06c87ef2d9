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

    /// Each player's points as called, when the first level names them.
    static func calls(_ points: [Int], _ rules: RallyRules, tiebreak: Bool) -> [String]? {
        rules.levels.first.map { !$0.calls.isEmpty } == true
            ? points.map { call($0, rules, tiebreak: tiebreak) ?? String($0) } : nil
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
