import RefereeEngine
import RefereeModel

/// How a game of core rules alone is shown: no board, only what it keeps, what the last move
/// announced and the moves the rules answered; its rules in brief are the core's own
/// (`CoreWording`).
struct ValuesPresentation: FamilyPresentation {
    let core: CoreGame

    func picture(_ view: GameView, state: GameState, renderer: Renderer, personKeepsSecret: Bool) -> String {
        String(CoreWording.kept(view, players: renderer.players).dropFirst())
    }

    func brief(_ model: GameModel) -> String { CoreWording.brief(core, model: model) }

    func details(_ model: GameModel) -> [String] { CoreWording.details(core, model: model) }

    func examples(_ session: Session, player: String) -> [(String, String)] {
        let move = session.engine.legalMoves(session.state).first.map { session.engine.format($0, in: session.state) } ?? "1"
        return [(move, CoreWording.describe(move, player: player, onABoard: false))]
    }

    func whatAMoveIs(engine: Engine, state: GameState) -> String { CoreWording.whatAMoveIs(core, cellNames: []) }

    func describe(_ text: String, by player: Int, name: String) -> String { "\(name) plays \(text)" }

    func status(_ player: Int, name: String) -> String { "\(name) to move" }

    func expectations(_ view: GameView, engine: Engine, state: GameState, over: Bool) -> [String] {
        Self.expectations(view)
    }

    /// What a transcript's `expect` lines say of the values a game keeps and its last answer,
    /// whatever its family.
    static func expectations(_ view: GameView) -> [String] {
        var out = view.kept.map { kept in "value \(kept.name) " + kept.values.map(Session.scenarioWord).joined(separator: " ") }
        if let last = view.answers.last { out.append("answer " + Session.quoted(last.answer)) }
        return out
    }
}
