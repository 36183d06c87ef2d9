import RefereeEngine

/// A game of core rules alone as protocol data: no board, only the core's part (`CoreJSON`).
enum ValuesJSON {
    static func state(_ view: ValuesView, players: [String], answers: Bool = true) -> JSONValue {
        .object([("family", .string("core"))]
            + CoreJSON.fields(kept: view.kept, announcements: view.announcements, players: players)
            + (answers ? CoreJSON.answers(view.answers) : []) + CoreJSON.sealed(view.sealed, players: players))
    }
}
