import RefereeEngine

/// A rally game as protocol data: points, the wins at every level (games, sets, the match),
/// server and receiver, the score as the umpire calls it, the finished sets (or games) with
/// their tiebreaks, and the core's part (`CoreJSON`).
enum RallyJSON {
    static func levels(_ view: RallyView) -> JSONValue { .strings(view.levels.map(\.name)) }

    static func state(_ view: RallyView, players: [String]) -> JSONValue {
        let receiver = players.indices.first { $0 != view.server }
        return .object([
            ("family", .string("rally")),
            ("points", .perPlayer(players, view.points)),
            ("levels", .array(view.levels.map { .object([("name", .string($0.name)), ("wins", .perPlayer(players, $0.wins))]) })),
            ("server", .string(players[view.server])),
            ("receiver", .optional(receiver.map { players[$0] })),
            ("call", .string(view.call)),
            ("calls", view.calls.map { .object(zip(players, $0).map { ($0, .string($1)) }) } ?? .null),
            ("tiebreak", .bool(view.tiebreak)),
            ("finished", .array(view.finished.map { .perPlayer(players, $0.score) })),
            ("finishedLevel", .optional(view.finishedLevel)),
            ("finishedTiebreaks", .array(view.finished.map { unit in unit.tiebreak.map { .perPlayer(players, $0) } ?? .null })),
            ("servingPlayer", .optional(view.serving?.server)),
            ("receivingPlayer", .optional(view.serving?.receiver)),
            ("choice", .optional(view.choice)),
        ] + CoreJSON.fields(kept: view.kept, announcements: view.announcements, players: players))
    }

    /// The points, and the wins at each level below the outermost, by the level's name in the
    /// plural: the `score` field version 0 gave.
    static func scores(_ view: RallyView, players: [String]) -> JSONValue {
        .object([("points", .perPlayer(players, view.points))]
            + view.levels.dropLast().map { ($0.name + "s", .perPlayer(players, $0.wins)) })
    }
}
