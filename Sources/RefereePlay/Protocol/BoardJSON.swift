import RefereeEngine

/// A board game's view as protocol data: its cells with their pieces, the completed lines, and
/// the core's part (`CoreJSON`).
enum BoardJSON {
    /// What does not change during a game: the board's size and the names of its cells; a
    /// board in layers says how many, and one whose edges wrap says so; a board of points gives
    /// each point's place and the pairs of points linked.
    static func board(_ view: BoardView) -> JSONValue {
        var shape: [(String, JSONValue)] = (view.layers > 1 ? [("layers", .number(view.layers))] : [])
            + (view.wraps ? [("wraps", .bool(true))] : [])
        if let points = view.points {
            shape.append(("points", .array((0..<points.count).map { point in
                let (row, column) = points.position(of: point)
                return .object([("cell", .string(view.cellNames[point])), ("row", .number(row)), ("column", .number(column))])
            })))
            shape.append(("links", .array(points.linkedPairs.map { .strings([view.cellNames[$0.0], view.cellNames[$0.1]]) })))
        }
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
