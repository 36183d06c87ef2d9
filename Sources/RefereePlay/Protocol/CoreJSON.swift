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

    /// A kept value as shown: one value, or one for each player keyed by name.
    static func value(_ kept: KeptValue, players: [String]) -> JSONValue {
        .object([
            ("name", .string(kept.name)),
            ("perPlayer", .bool(kept.perPlayer)),
            ("value", kept.perPlayer ? .null : .optional(kept.values.first)),
            ("values", kept.perPlayer ? .object(zip(players, kept.values).map { ($0, .string($1)) }) : .null),
        ])
    }
}
