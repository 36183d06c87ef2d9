import RefereeAnalysis
import RefereeEngine

/// The merge of `playouts` shards: the tallies added up, which is the whole run's tally since
/// the shards played the run's blocks of games between them, each once.
enum PlayoutsMerge {
    /// What every shard of one run says alike.
    static let runKeys = ["rules", "title", "options", "players", "computers", "scoreName", "seed", "requested"]

    /// `reports` are in the order of their shards, each once.
    static func merge(_ reports: [ShardReport]) throws(MergeError) -> PlayoutsReport {
        try ReportMerge.agree(reports, on: runKeys)
        var merged = try read(reports[0])
        merged.shard = nil
        merged.tally = RandomGamesTally(players: merged.players.count)
        merged.duration = 0
        for report in reports {
            let part = try read(report)
            merged.tally.add(part.tally)
            merged.duration += part.duration
        }
        return merged
    }

    /// A shard's report, refused unless it played every game of its share.
    static func read(_ report: ShardReport) throws(MergeError) -> PlayoutsReport {
        let d = report.document
        let name = report.name
        guard let rules = d["rules"]?.string, let title = d["title"]?.string, let scoreName = d["scoreName"]?.string,
              let options = strings(d["options"]), let players = strings(d["players"]), !players.isEmpty,
              let computers = strings(d["computers"]), let seed = d["seed"]?.unsignedInt
        else { throw MergeError("\(name): a playouts report without its rule file, players or seed") }
        var tally = RandomGamesTally(players: players.count)
        tally.games = try report.int("games")
        tally.draws = try report.int("draws")
        tally.unfinished = try report.int("unfinished")
        tally.moves = try report.int("moves")
        guard let wins = d["wins"]?.array?.compactMap(\.int), wins.count == players.count else {
            throw MergeError("\(name): 'wins' does not give a count for each player")
        }
        tally.wins = wins
        guard let total = d["scoreTotal"]?.int else { throw MergeError("\(name): 'scoreTotal' is not a number") }
        tally.scores = total
        guard let scores = counts(d["scores"]), let each = d["playerScores"]?.array?.compactMap(counts), each.count == players.count
        else { throw MergeError("\(name): 'scores' and 'playerScores' are not games by score for each player") }
        tally.scoreCounts = scores
        tally.playerScoreCounts = each
        let playouts = PlayoutsReport(
            rules: rules, title: title, options: options, players: players, computers: computers, scoreName: scoreName,
            seed: seed, requested: try report.int("requested"), shard: report.shard, tally: tally,
            duration: d["duration"]?.decimal ?? 0)
        let share = try report.int("games", in: d["shard"])
        guard share == playouts.planned else {
            throw MergeError("\(name): shard \(report.shard) says it has \(share) games to play,"
                + " but a run of \(playouts.requested) gives it \(playouts.planned)")
        }
        guard tally.games == share else {
            throw MergeError("\(name): shard \(report.shard) was stopped after \(tally.games) of its \(share) games;"
                + " run it again")
        }
        return playouts
    }

    static func strings(_ value: JSON?) -> [String]? {
        guard let items = value?.array else { return nil }
        let texts = items.compactMap(\.string)
        return texts.count == items.count ? texts : nil
    }

    /// Games by score from an object whose keys are scores.
    static func counts(_ value: JSON?) -> [Int: Int]? {
        guard let members = value?.members else { return nil }
        var counts: [Int: Int] = [:]
        for (key, games) in members {
            guard let score = Int(key), let n = games.int, n > 0, counts[score] == nil else { return nil }
            counts[score] = n
        }
        return counts
    }
}
