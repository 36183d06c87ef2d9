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

    /// The games that judge turns whole (`refuse unless most`) search every way a turn can go
    /// on at each move, listing the moves of every position on the way: a twentieth of the
    /// games, so that a file's random games cost about what another's do.
    func plan(playouts: Int, budget: Int) -> (games: Int, note: String?)? {
        guard core.refusals.contains(where: \.most), playouts > 20 else { return nil }
        let games = playouts / 20
        return (games, "\(games) of \(playouts) games: each move searches the rest of its turn ('refuse unless most')")
    }

    func shownMessages(_ model: GameModel) -> Set<MessageKey> {
        BoardChecks.shownMessages(core).union(model.computers.isEmpty ? [] : [.turn])
    }

    func lint(_ linter: inout Linter) { linter.turns() }
}
