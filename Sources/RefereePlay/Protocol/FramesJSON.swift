import RefereeEngine

/// A game of frames as protocol data: each player's card with its rolls, marks and scores, the
/// frame being bowled and the pins standing, and the core's part (`CoreJSON`).
enum FramesJSON {
    static func lane(_ view: FramesView) -> JSONValue {
        .object([
            ("frames", .number(view.frames)),
            ("pins", .number(view.pins)),
        ])
    }

    static func state(_ view: FramesView, players: [String]) -> JSONValue {
        let cards: [JSONValue] = players.indices.map { p in
            .object([
                ("player", .string(players[p])),
                ("score", .number(view.scores[p])),
                ("frames", .array(view.cards[p].map(frame))),
            ])
        }
        return .object([
            ("family", .string("frames")),
            ("frame", .number(view.frame)),
            ("standing", .number(view.standing)),
            ("standingPins", .array(view.standingPinNumbers.map(JSONValue.number))),
            ("atTheLine", view.atTheLine.map(JSONValue.string) ?? .null),
            ("scores", .perPlayer(players, view.scores)),
            ("cards", .array(cards)),
        ] + CoreJSON.fields(kept: view.kept, announcements: view.announcements, players: players))
    }

    static func frame(_ frame: FramesCard.Frame) -> JSONValue {
        .object([
            ("rolls", .array(frame.rolls.map(JSONValue.number))),
            ("marks", .strings(frame.marks)),
            ("score", frame.score.map(JSONValue.number) ?? .null),
            ("total", frame.total.map(JSONValue.number) ?? .null),
        ])
    }

    static func scores(_ view: FramesView, players: [String]) -> JSONValue { .perPlayer(players, view.scores) }
}
