import RefereeEngine

/// A board game's view as protocol data: its cells with their pieces, the completed lines, and,
/// in a game with core rules, the values it keeps and what the last move announced.
enum BoardJSON {
    /// What does not change during a game: the board's size and the names of its cells.
    static func board(_ view: BoardView) -> JSONValue {
        .object([
            ("width", .number(view.width)),
            ("height", .number(view.height)),
            ("cells", .strings(view.cellNames)),
            ("gravity", .bool(view.gravity)),
            ("columns", .strings(view.gravity ? view.columnNames : [])),
        ])
    }

    static func state(_ view: BoardView, players: [String]) -> JSONValue {
        let cells: [JSONValue] = view.cellNames.indices.map { i in
            .object([
                ("cell", .string(view.cellNames[i])),
                ("owner", .optional(view.cells[i].map { players[$0] })),
                ("piece", .optional(view.pieces[i])),
            ])
        }
        return .object([
            ("family", .string("board")),
            ("width", .number(view.width)),
            ("height", .number(view.height)),
            ("cells", .array(cells)),
            ("lines", .array(view.lines.map { line in .strings(line.map { view.cellNames[$0] }) })),
            ("kept", .array(view.kept.map { kept(value: $0, players: players) })),
            ("announcements", .strings(view.announcements)),
        ])
    }

    /// A kept value as shown: one value, or one for each player keyed by name.
    static func kept(value: KeptValue, players: [String]) -> JSONValue {
        .object([
            ("name", .string(value.name)),
            ("perPlayer", .bool(value.perPlayer)),
            ("value", value.perPlayer ? .null : .optional(value.values.first)),
            ("values", value.perPlayer ? .object(zip(players, value.values).map { ($0, .string($1)) }) : .null),
        ])
    }
}
