import RefereeEngine
import RefereeModel

/// A response as one line of JSON, for programs that drive `referee play --json`.
public enum JSONResponse {
    /// The most legal moves listed in a response; beyond it (large code games) `legal` is null
    /// and `legalCount` says how many there are.
    public static let listedMovesLimit = 1_000

    public static func encode(_ response: Session.Response, session: Session) -> String {
        let engine = session.engine
        let state = session.state
        var fields: [(String, String)] = [
            ("ok", response.ok ? "true" : "false"),
        ]
        if let error = response.error { fields.append(("error", string(error))) }
        fields.append(("over", engine.isOver(state) ? "true" : "false"))
        fields.append(("result", engine.resultMessage(state).map(string) ?? "null"))
        fields.append(("toMove", engine.toMove(state).map { string(engine.model.players[$0]) } ?? "null"))
        let count = engine.legalMoveCount(state)
        fields.append(("legal", count > listedMovesLimit ? "null" : "[" + engine.legalMoveTexts(state).map(string).joined(separator: ",") + "]"))
        fields.append(("legalCount", String(count)))
        fields.append(("score", score(engine: engine, state: state)))
        fields.append(("moves", "[" + session.moves.map(string).joined(separator: ",") + "]"))
        if !response.text.isEmpty { fields.append(("text", string(response.text))) }
        return "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    static func score(engine: Engine, state: GameState) -> String {
        engine.model.presentation.score(engine.view(state), players: engine.model.players)
    }

    /// A JSON object with a number for each player.
    static func object(_ players: [String], _ values: [Int]) -> String {
        "{" + zip(players, values).map { "\(string($0)):\($1)" }.joined(separator: ",") + "}"
    }

    /// A JSON string literal.
    public static func string(_ text: String) -> String { Escaping.json(text) }
}
