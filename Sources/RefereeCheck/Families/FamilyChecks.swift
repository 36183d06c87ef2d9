import RefereeEngine
import RefereeModel

/// What `check` knows that is particular to one family of games: the score a trace records,
/// the invariants every random game must keep, how many random games it can afford, and its lint.
/// Each family keeps all of it, with the scenario observations it reads off its view, in one file
/// beside this one; `GameModel.checks` is the one registration of the families in this layer.
protocol FamilyChecks {
    /// The final score as traces record it (see `RandomGame.score`).
    func score(_ view: GameView, players: [String]) -> String
    /// Checks that hold after every move (`when` says when, for the message); it may remember
    /// what it saw, to compare with the next state (by default: none).
    mutating func after(_ state: GameState, engine: Engine, when: String) -> GameProblem?
    /// Checks on the final state (by default: none).
    func atEnd(_ state: GameState, engine: Engine, moves: Int) -> GameProblem?
    /// The random games to play out of `playouts` and why fewer, when this family's legal moves
    /// can be too many to list; nil to play them all (the default).
    func plan(playouts: Int, budget: Int) -> (games: Int, note: String?)?
    /// The messages a game of this family can ever show, besides `over` and `unknown`.
    func shownMessages(_ model: GameModel) -> Set<MessageKey>
    /// Why this family never shows a message, when it says so its own way (by default it does not).
    func neverShown(_ key: MessageKey) -> String?
    /// The family's own lint warnings.
    func lint(_ linter: inout Linter)
}

extension FamilyChecks {
    mutating func after(_ state: GameState, engine: Engine, when: String) -> GameProblem? { nil }

    func atEnd(_ state: GameState, engine: Engine, moves: Int) -> GameProblem? { nil }

    func plan(playouts: Int, budget: Int) -> (games: Int, note: String?)? { nil }

    func neverShown(_ key: MessageKey) -> String? { nil }
}

extension GameModel {
    /// The checks of this game's family: the one registration of the families in this layer.
    var checks: any FamilyChecks {
        switch family {
        case nil: ValuesChecks(core: coreGame)
        case .board(let rules): BoardChecks(rules: rules)
        case .frames(let rules): FramesChecks(rules: rules, players: players.count)
        case .rally(let rules): RallyChecks(rules: rules)
        case .code(let rules): CodeChecks(rules: rules)
        }
    }
}
