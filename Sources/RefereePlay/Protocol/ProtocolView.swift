import RefereeEngine
import RefereeModel

/// The one place that sends a view to its family's protocol encoding (`ValuesJSON`, `BoardJSON`,
/// `FramesJSON`, `RallyJSON`, `CodeJSON`).
enum ProtocolView {
    /// The whole state, as `state` in every response; without the answered moves unless
    /// `answers` (`GrowingLists` keeps them).
    static func state(_ session: Session, answers: Bool = true) -> JSONValue {
        let players = session.model.players
        switch session.engine.view(session.state, for: session.viewer) {
        case .values(let view): return ValuesJSON.state(view, players: players, answers: answers)
        case .board(let view): return BoardJSON.state(view, players: players, answers: answers)
        case .frames(let view): return FramesJSON.state(view, players: players)
        case .rally(let view): return RallyJSON.state(view, players: players)
        case .code(let view):
            return CodeJSON.state(
                view, secretKeptByPerson: session.secretKeptByPerson, over: session.engine.isOver(session.state), players: session.model.players)
        }
    }

    /// The moves the rules answered, which a state carries as `answers`; none in a family
    /// without them.
    static func answers(_ session: Session) -> AnsweredMoves {
        switch session.engine.view(session.state, for: session.viewer) {
        case .values(let view): view.answers
        case .board(let view): view.answers
        case .frames, .rally, .code: []
        }
    }

    /// The family's part of the game's description: the name of its field and its value; none
    /// for a game of core rules alone.
    static func layout(_ session: Session) -> (String, JSONValue)? {
        let players = session.model.players
        switch session.engine.view(session.state, for: session.viewer) {
        case .values: return nil
        case .board(let view): return ("board", BoardJSON.board(view))
        case .frames(let view): return ("lane", FramesJSON.lane(view))
        case .rally(let view): return ("levels", RallyJSON.levels(view))
        case .code(let view):
            guard case .code(let rules) = session.model.family else { return ("code", .null) }
            return ("code", CodeJSON.code(view, rules: rules, players: players))
        }
    }

    /// The scores, as version 0's `score` field gave them (null on a board).
    static func scores(_ view: GameView, players: [String]) -> JSONValue {
        switch view {
        case .values, .board: .null
        case .frames(let view): FramesJSON.scores(view, players: players)
        case .rally(let view): RallyJSON.scores(view, players: players)
        case .code(let view): CodeJSON.scores(view)
        }
    }
}
