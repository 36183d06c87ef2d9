import RefereeEngine

/// A board game's view as protocol data: its cells with their pieces, the completed lines, and
/// the core's part (`CoreJSON`).
enum BoardJSON {
    /// What does not change during a game: the board's size and the names of its cells; a
    /// board in layers says how many, and one whose edges wrap says so.
    static func board(_ view: BoardView) -> JSONValue {
        let shape: [(String, JSONValue)] = (view.layers > 1 ? [("layers", .number(view.layers))] : [])
            + (view.wraps ? [("wraps", .bool(true))] : [])
        return .object([
            ("width", .number(view.width)),
            ("height", .number(view.height)),
            ("cells", .strings(view.cellNames)),
            ("gravity", .bool(view.gravity)),
            ("columns", .strings(view.gravity ? view.columnNames : [])),
        ] + shape)
    }

    static func state(_ view: BoardView, players: [String], answers: Bool = true) -> JSONValue {
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
        ] + CoreJSON.fields(kept: view.kept, announcements: view.announcements, players: players)
            + (answers ? CoreJSON.answers(view.answers) : []) + CoreJSON.sealed(view.sealed, players: players))
    }
}
