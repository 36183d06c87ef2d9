import RefereeModel

/// The messages a game shows: its result and its refusals, in the rule file's words where it
/// gives them (`message KEY "…"`), else in the game's default wording.
extension CoreKernel {
    /// Renders a message template, filling `{winner}`, `{loser}`, `{player}`, `{move}` and the
    /// values the game keeps.
    func message(_ key: MessageKey, _ state: State, move: String? = nil, winner: Int? = nil) -> String {
        var values = placeholders(state)
        if let winner {
            values["winner"] = model.players[winner]
            if model.players.count == 2 { values["loser"] = model.players[1 - winner] }
        }
        if let p = toMove(state) { values["player"] = model.players[p] }
        if let move { values["move"] = move }
        return Template.render(model.messages[key] ?? defaultTemplate(for: key), values)
    }

    func illegal(_ key: MessageKey, _ state: State, move: Move? = nil, text: String? = nil) -> IllegalMove {
        IllegalMove(rule: key, message: message(key, state, move: text ?? move.map { format($0, in: state) }))
    }

    /// The outcome message: the file's `win` or `draw` message, filled in.
    public func resultMessage(_ state: State) -> String? {
        guard let outcome = outcome(state) else { return nil }
        if let winner = outcome.winner { return message(.win, state, winner: winner) }
        return message(.draw, state)
    }
}
