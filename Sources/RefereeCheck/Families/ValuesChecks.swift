import RefereeEngine
import RefereeLanguage
import RefereeModel

/// What `check` knows of games of core rules alone: no board, only what they keep.
struct ValuesChecks: FamilyChecks {
    let core: CoreGame

    /// The values the game keeps: "left 0", "score Ann 12 Bob 30, pot 0".
    func score(_ view: GameView, players: [String]) -> String {
        view.kept.map { kept in
            let values = kept.perPlayer ? zip(players, kept.values).map { "\($0) \($1)" } : kept.values
            return ([kept.name] + values).joined(separator: " ")
        }.joined(separator: ", ")
    }

    func shownMessages(_ model: GameModel) -> Set<MessageKey> {
        BoardChecks.shownMessages(core).union(model.computers.isEmpty ? [] : [.turn])
    }

    func lint(_ linter: inout Linter) { linter.turns() }
}
