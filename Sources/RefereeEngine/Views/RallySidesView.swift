import RefereeModel

/// Who of each side serves, receives and chooses, in words, from the numbers either path keeps:
/// shared by the rally kernel and the general interpreter, so that both show the same.
enum RallySidesView {
    /// The place, in the receiving side, of the player who receives the next rally.
    static func receiver(
        _ sides: RallySides, server: Int, nextServer: [Int], firstReceiver: [Int], points: [Int], chosen: Int?
    ) -> Int {
        let r = 1 - server
        if let chosen { return chosen }
        switch sides.receiving {
        case .nextServer: return nextServer[r]
        case .alternate: return (firstReceiver[r] + points.reduce(0, +)) % max(1, sides.members[r].count)
        }
    }

    /// The server and the receiver of the next rally, by name.
    static func serving(
        _ sides: RallySides, server: Int, nextServer: [Int], firstReceiver: [Int], points: [Int], chosen: Int?
    ) -> (server: String, receiver: String) {
        let r = receiver(sides, server: server, nextServer: nextServer, firstReceiver: firstReceiver, points: points, chosen: chosen)
        return (name(sides, server, nextServer[server]), name(sides, 1 - server, r))
    }

    /// What a side is to name now: "A names who serves first for it: A1 or A2".
    static func choice(_ sides: RallySides, players: [String], side: Int, order: Bool) -> String {
        let what = order ? "who serves first for it" : "who receives the next rally"
        return "\(players[side]) names \(what): \(sides.members[side].joined(separator: " or "))"
    }

    static func name(_ sides: RallySides, _ side: Int, _ place: Int) -> String {
        let members = sides.members[side]
        return members.indices.contains(place) ? members[place] : "?"
    }
}
