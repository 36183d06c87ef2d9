import RefereeAnalysis
import RefereeEngine

/// What `referee playouts` found: the run asked for, the part of it played (`--shard`) and the
/// tally. Its JSON form (`playouts --json`) is what `merge` reads back and adds up; its shape is
/// documented in docs/checking.md.
public struct PlayoutsReport: Sendable, Hashable {
    public static let format = "referee-playouts"
    public static let version = 1

    /// The rule file, as named on the command line.
    public var rules: String
    public var title: String
    /// The `--option` settings, as given.
    public var options: [String]
    public var players: [String]
    /// The computer players (`--player`), as `name=strategy` in the order of the players.
    public var computers: [String]
    /// What a final score is called (`score`, `strokes`).
    public var scoreName: String
    public var seed: UInt64
    /// Games in the whole run (`-n`).
    public var requested: Int
    /// The part of the run played; nil for the whole run.
    public var shard: Shard?
    public var tally: RandomGamesTally
    /// Seconds taken (for a merged report, by all the shards together).
    public var duration: Double

    public init(
        rules: String, title: String, options: [String], players: [String], computers: [String], scoreName: String,
        seed: UInt64, requested: Int, shard: Shard?, tally: RandomGamesTally, duration: Double
    ) {
        self.rules = rules
        self.title = title
        self.options = options
        self.players = players
        self.computers = computers
        self.scoreName = scoreName
        self.seed = seed
        self.requested = requested
        self.shard = shard
        self.tally = tally
        self.duration = duration
    }

    /// How the run is cut into blocks: as `Playouts`, or with a computer player as `Matches`.
    public var blocks: GameBlocks {
        computers.isEmpty ? Playouts.blocks(count: requested, seed: seed) : Matches.blocks(count: requested, seed: seed)
    }

    /// The games this report's part of the run is to play: all, or the shard's.
    public var planned: Int { shard.map { blocks.games(in: $0) } ?? requested }

    /// The report as JSON: the run, the shard (when there is one), then the tally.
    public var json: String { document.rendered() + "\n" }

    var document: JSON {
        let t = tally
        return .object([
            ("format", .string(Self.format)),
            ("version", .int(Self.version)),
        ] + (shard.map { [("shard", Self.shardJSON($0, games: planned))] } ?? []) + [
            ("rules", .string(rules)),
            ("title", .string(title)),
            ("options", .array(options.map(JSON.string))),
            ("players", .array(players.map(JSON.string))),
            ("computers", .array(computers.map(JSON.string))),
            ("seed", .seed(seed)),
            ("requested", .int(requested)),
            ("games", .int(t.games)),
            ("wins", .array(t.wins.map(JSON.int))),
            ("draws", .int(t.draws)),
            ("unfinished", .int(t.unfinished)),
            ("moves", .int(t.moves)),
            ("meanLength", .decimal(t.meanLength)),
            ("scoreName", .string(scoreName)),
            ("scoreTotal", .int(t.scores)),
            ("scores", Self.countsJSON(t.scoreCounts)),
            ("playerScores", .array(t.playerScoreCounts.map(Self.countsJSON))),
            ("duration", .decimal(duration)),
        ])
    }

    static func shardJSON(_ shard: Shard, games: Int) -> JSON {
        .object([("index", .int(shard.index)), ("count", .int(shard.count)), ("games", .int(games))])
    }

    /// Games by score, as an object whose keys are the scores, lowest first.
    static func countsJSON(_ counts: [Int: Int]) -> JSON {
        .object(counts.sorted { $0.key < $1.key }.map { (String($0.key), .int($0.value)) })
    }
}
