import RefereeEngine

/// What a file's own core rules add to a family's state: the values the game keeps (`state`
/// statements), as shown, and what the last move announced.
enum CoreJSON {
    static func fields(kept: [KeptValue], announcements: [String], players: [String]) -> [(String, JSONValue)] {
        [
            ("kept", .array(kept.map { value($0, players: players) })),
            ("announcements", .strings(announcements)),
        ]
    }

    /// A kept value as shown: one value, or one for each player keyed by name; a value hidden
    /// from the viewer has neither, and `hidden: true`; a value hidden from others leaves out
    /// the entries of the players `hiddenPlayers` names.
    static func value(_ kept: KeptValue, players: [String]) -> JSONValue {
        guard !kept.hidden else {
            return .object([
                ("name", .string(kept.name)), ("perPlayer", .bool(kept.perPlayer)), ("value", .null), ("values", .null),
                ("hidden", .bool(true)),
            ])
        }
        let shown = zip(players.indices, kept.values).filter { !kept.hiddenPlayers.contains($0.0) }
        var fields: [(String, JSONValue)] = [
            ("name", .string(kept.name)),
            ("perPlayer", .bool(kept.perPlayer)),
            ("value", kept.perPlayer ? .null : .optional(kept.values.first)),
            ("values", kept.perPlayer ? .object(shown.map { (players[$0.0], .string($0.1)) }) : .null),
        ]
        if !kept.hiddenPlayers.isEmpty { fields.append(("hiddenPlayers", .strings(kept.hiddenPlayers.map { players[$0] }))) }
        return .object(fields)
    }

    /// The sealed moves not yet revealed, oldest first, while there is one: `sealed`, each with
    /// its player, its number in the game and, for the viewer's own, the move.
    static func sealed(_ moves: [SealedMove], players: [String]) -> [(String, JSONValue)] {
        guard !moves.isEmpty else { return [] }
        return [("sealed", .array(moves.map { sealed in
            .object([("player", .string(players[sealed.player])), ("number", .number(sealed.number)), ("move", .optional(sealed.move))])
        }))]
    }

    /// The moves `answer` rules answered, in order, once there is one: `answers`.
    static func answers(_ answered: AnsweredMoves) -> [(String, JSONValue)] {
        guard !answered.isEmpty else { return [] }
        return [("answers", .array(answered.map(answer)))]
    }

    /// One answered move, as `answers` lists it.
    static func answer(_ answered: AnsweredMove) -> JSONValue {
        .object([("move", .string(answered.move)), ("answer", .string(answered.answer))])
    }
}
