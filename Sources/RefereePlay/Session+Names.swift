import RefereeEngine
import RefereeModel

/// `name PLAYER NAME` and `--name PLAYER=NAME`: what the session calls a player, a side's player
/// or a bowler. The rule file's identifier stays the player's identity: moves, transcripts'
/// moves and expectations, and the protocol's data name it; what a person reads names NAME.
extension Session {
    mutating func giveName(_ id: String?, _ name: String?, color: Bool) -> Response {
        guard let id else { return say(nameList) }
        guard let name else {
            guard model.nameable.contains(id) else { return failure(.name, PlayerNameError.unknown(id, model.nameable).description) }
            let called = names.callName(id)
            return say(called == id ? "\(id) has no name of its own; 'name \(id) NAME' gives it one" : "\(id) is called \(called)")
        }
        switch rename(id, name) {
        case .failure(let error): return failure(.name, error.description)
        case .success:
            let said = name == id
                ? "\(id) is called \(id) again"
                : "\(id) is called \(name) from now on, in this game and the next ('name \(id) \(id)' takes it back)"
            return changed([said], color: color)
        }
    }

    /// Calls `id` `name` (`--name`); refused, with the names as they were, as `PlayerNames.give`
    /// says.
    public mutating func rename(_ id: String, _ name: String) -> Result<Void, PlayerNameError> {
        var renamed = names
        if case .failure(let error) = renamed.give(name, to: id, in: model) { return .failure(error) }
        names = renamed
        return .success(())
    }

    /// The names given, or how to give one.
    var nameList: String {
        let given = names.named(in: model)
        let example = model.nameable.first ?? "PLAYER"
        guard !given.isEmpty else {
            return "no player has a name of its own; 'name \(example) Ann' gives \(example) one (the players: "
                + model.nameable.joined(separator: ", ") + ")"
        }
        return (["names:"] + given.map { "  \($0.id) is called \($0.name)" }).joined(separator: "\n")
    }

    /// The move a person typed, with a player's name in place of its identifier, as the rules
    /// read it: a name alone is the player's identifier when the text is no move of its own.
    func identity(ofMove text: String) -> String {
        guard let id = names.id(named: text), case .failure = engine.parse(text, in: state) else { return text }
        return id
    }
}
