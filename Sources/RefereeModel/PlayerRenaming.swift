/// A game whose players, sides' players and bowlers are called by other names, for showing a
/// game: every rule and every value stays where it was, so a state of the game is a state of
/// the renamed one.
extension GameModel {
    /// Every identifier a person may give a name to: the players, then the players of a rally's
    /// sides, then the bowlers of a game of frames, each once.
    public var nameable: [String] {
        var ids = players
        for id in sideMembers + bowlers where !ids.contains(id) { ids.append(id) }
        return ids
    }

    /// The bowlers that `bowlers` statements name, side by side.
    public var bowlers: [String] {
        guard case .frames(let rules) = family else { return [] }
        return rules.lineups.flatMap(\.bowlers)
    }

    /// The model with every identifier `names` renames called by its name.
    public func renaming(_ names: PlayerNames) -> GameModel {
        guard !names.isEmpty else { return self }
        var model = self
        model.players = players.map(names.callName)
        model.family = family?.renaming(names)
        model.core = core?.renaming(names)
        return model
    }
}

extension GameModel.Kind {
    func renaming(_ names: PlayerNames) -> GameModel.Kind {
        switch self {
        case .board, .code: self
        case .frames(let rules): .frames(rules.renaming(names))
        case .rally(let rules): .rally(rules.renaming(names))
        }
    }
}

extension CoreGame {
    /// The game with the names its picture shows renamed; its rules and values unchanged.
    public func renaming(_ names: PlayerNames) -> CoreGame {
        var game = self
        switch presentation {
        case .values, .board, .code: break
        case .frames(var layout):
            layout.rules = layout.rules.renaming(names)
            game.presentation = .frames(layout)
        case .rally(var layout):
            layout.rules = layout.rules.renaming(names)
            if var sides = layout.sides {
                sides.sides = sides.sides.renaming(names)
                layout.sides = sides
            }
            game.presentation = .rally(layout)
        }
        return game
    }
}

extension FrameRules {
    func renaming(_ names: PlayerNames) -> FrameRules {
        var rules = self
        rules.lineups = lineups.map { lineup in
            var renamed = lineup
            renamed.bowlers = lineup.bowlers.map(names.callName)
            return renamed
        }
        return rules
    }
}

extension RallyRules {
    func renaming(_ names: PlayerNames) -> RallyRules {
        var rules = self
        rules.sides = sides?.renaming(names)
        return rules
    }
}

extension RallySides {
    func renaming(_ names: PlayerNames) -> RallySides {
        var sides = self
        sides.members = members.map { $0.map(names.callName) }
        return sides
    }
}
