import RefereeEngine
import RefereeLanguage
import RefereeModel

/// The JSON protocol of `referee play --json`: one line of JSON for the game's start, then one for
/// every command. `docs/protocol.md` describes it and `docs/protocol.schema.json` is its schema.
public enum JSONResponse {
    /// The protocol's name, in every line.
    public static let protocolName = "referee-play"
    /// The protocol's version when none is asked for. Version 0 (before the field existed) had
    /// no greeting, no `state`, `history`, `outcome` or `code`; version 1 sends the whole
    /// document in every response; version 2 sends what changed (`ProtocolWriter`).
    public static let version = 2
    /// The versions `referee play --json` speaks.
    public static let versions = [1, 2]
    /// The most legal moves listed in a response; beyond it (large code games) `legal` is null
    /// and `legalCount` says how many there are.
    public static let listedMovesLimit = 1_000

    /// The first line: the game's description, its seed (in digits, since a seed may pass
    /// 2^53, beyond what many clients read exactly as a number) and its document before any
    /// command. The same in every version but for `version`.
    public static func greeting(_ session: Session, version: Int) -> String {
        JSONValue.object(header("greeting", version: version) + [
            ("game", ProtocolGame.description(session)),
            ("seed", .string(String(session.seed))),
            ("ok", .bool(true)),
        ] + body(session) + [("text", .string(session.greeting))]).encoded
    }

    /// Version 1's line answering one command: what the command did, then the whole document.
    public static func encode(_ response: Session.Response, session: Session, id: String? = nil) -> String {
        var fields = header("response", version: 1, id: id) + commandFields(response, session: session)
        fields += body(session)
        if !response.text.isEmpty { fields.append(("text", .string(response.text))) }
        return JSONValue.object(fields).encoded
    }

    /// What a command did, in every version: the command, whether it was carried out, why not,
    /// and what `load`, `hint` and `moves PAGE` found.
    static func commandFields(_ response: Session.Response, session: Session) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("command", .string(response.command)), ("ok", .bool(response.ok))]
        if let error = response.error {
            fields.append(("error", .string(error)))
            fields.append(("code", .string(response.code?.rawValue ?? ResponseCode.usage.rawValue)))
        }
        if !response.diagnostics.isEmpty { fields.append(("diagnostics", diagnostics(response.diagnostics))) }
        if let hint = response.hint {
            fields.append(("hint", .object([
                ("move", .string(hint.move)),
                ("player", .string(session.model.players[hint.player])),
                ("computer", .string(hint.computer)),
                ("note", .optional(hint.note)),
            ])))
        }
        if let page = response.legalPage {
            fields.append(("page", .object([
                ("number", .number(page.number)),
                ("pages", .number(page.pages)),
                ("size", .number(LegalPage.size)),
                ("total", .number(page.total)),
                ("moves", .strings(page.moves)),
            ])))
        }
        return fields
    }

    /// The only line for a rule file that does not compile: its diagnostics.
    public static func failure(_ error: RuleBookError, version: Int) -> String {
        let first = error.errors.first ?? error.diagnostics.first
        return JSONValue.object(header("diagnostics", version: version) + [
            ("ok", .bool(false)),
            ("error", .string(first?.diagnostic.message ?? "the rule file does not compile")),
            ("code", .string(ResponseCode.rules.rawValue)),
            ("diagnostics", diagnostics(error.diagnostics)),
            ("text", .string(error.rendered(color: false))),
        ]).encoded
    }

    /// The fields that open every line, and the request's id when it has one.
    static func header(_ kind: String, version: Int, id: String? = nil) -> [(String, JSONValue)] {
        [("protocol", .string(protocolName)), ("version", .number(version)), ("kind", .string(kind))]
            + (id.map { [("id", JSONValue.string($0))] } ?? [])
    }

    /// The document: the fields of version 0, then the whole state, the history and the outcome.
    /// Version 1 carries it in every line; version 2 in the greeting and `state`, and a patch to
    /// it in every response.
    public static func document(_ session: Session) -> JSONValue { .object(body(session)) }

    /// The document's fields; without `growing`, those that grow with the game (`moves`,
    /// `history`, the state's `answers`) are left null or out, for `GrowingLists` to keep.
    static func body(_ session: Session, growing: Bool = true) -> [(String, JSONValue)] {
        let engine = session.engine
        let state = session.state
        let players = session.model.players
        let count = engine.legalMoveCount(state)
        let view = engine.view(state, for: session.viewer)
        return [
            ("over", .bool(engine.isOver(state))),
            ("result", .optional(session.shownEngine.resultMessage(state))),
            ("toMove", .optional(engine.toMove(state).map { players[$0] })),
            ("legal", count > listedMovesLimit ? .null : .strings(engine.legalMoveTexts(state))),
            ("legalCount", .number(count)),
            ("score", ProtocolView.scores(view, players: players)),
            ("moves", growing ? .strings(session.shownMoves) : .null),
            ("outcome", outcome(session, view: view)),
            ("opponent", ProtocolGame.opponent(session)),
            ("history", growing ? ProtocolGame.history(session) : .null),
            ("names", ProtocolGame.names(session)),
            ("state", ProtocolView.state(session, answers: growing)),
        ]
    }

    /// How the game ended, or null while it goes on.
    static func outcome(_ session: Session, view: GameView) -> JSONValue {
        let engine = session.engine
        guard let outcome = engine.outcome(session.state) else { return .null }
        let players = session.model.players
        let losers = outcome.winner.map { w in players.indices.filter { $0 != w }.map { players[$0] } } ?? []
        return .object([
            ("winner", .optional(outcome.winner.map { players[$0] })),
            ("loser", losers.count == 1 ? .string(losers[0]) : .null),
            ("losers", .strings(losers)),
            ("draw", .bool(outcome.isDraw)),
            ("message", .optional(session.shownEngine.resultMessage(session.state))),
            ("scores", ProtocolView.scores(view, players: players)),
        ])
    }

    /// Diagnostics as data: where each is, what it says and how to fix it.
    static func diagnostics(_ list: [FileDiagnostic]) -> JSONValue {
        .array(list.map { item in
            let d = item.diagnostic
            let start = item.source.position(of: d.span.start)
            let end = item.source.position(of: d.span.end)
            return .object([
                ("file", .string(item.source.name)),
                ("severity", .string(d.severity.rawValue)),
                ("line", d.located ? .number(start.line) : .null),
                ("column", d.located ? .number(start.column) : .null),
                ("endLine", d.located ? .number(end.line) : .null),
                ("endColumn", d.located ? .number(end.column) : .null),
                ("message", .string(d.message)),
                ("expected", .optional(d.expected)),
                ("help", .optional(d.help)),
            ])
        })
    }

    /// A JSON string literal.
    public static func string(_ text: String) -> String { Escaping.json(text) }
}
