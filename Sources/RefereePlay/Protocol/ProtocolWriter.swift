import RefereeLanguage

/// The lines of one session in one version of the protocol. Version 1 carries the whole
/// document in every response. Version 2 carries, beside what the command did, a few fields for
/// simple clients and a JSON Patch from the previous line's document to this one's, so that a
/// game's output grows with the game rather than with its square; `state` adds the whole
/// document, and its text, like every response's, is what was asked for or said, without the
/// picture a change redraws.
public struct ProtocolWriter: Sendable {
    /// The version every line says.
    public let version: Int
    /// The document the last line brought the client to, but for the lists that grow with the
    /// game, which `lists` keeps.
    private var document: [(String, JSONValue)] = []
    private var lists = GrowingLists()

    /// A writer of `version`, or nil for a version not spoken (`JSONResponse.versions`).
    public init?(version: Int) {
        guard JSONResponse.versions.contains(version) else { return nil }
        self.version = version
    }

    /// The first line: the game's description and its whole document.
    public mutating func greeting(_ session: Session) -> String {
        document = JSONResponse.body(session, growing: false)
        _ = lists.update(to: session)
        return JSONResponse.greeting(session, version: version)
    }

    /// The line answering one command, after `session` carried it out; `id` is the request's
    /// (`RequestID`), echoed.
    public mutating func response(_ response: Session.Response, session: Session, id: String? = nil) -> String {
        guard version >= 2 else { return JSONResponse.encode(response, session: session, id: id) }
        let now = JSONResponse.body(session, growing: false)
        let patch = self.patch(to: now, session: session)
        var fields = JSONResponse.header("response", version: version, id: id)
            + JSONResponse.commandFields(response, session: session)
        let values = JSONValue.object(now)
        for key in ["over", "result", "toMove", "legalCount"] { fields.append((key, values[key] ?? .null)) }
        fields.append(("patch", patch.json))
        if response.command == Command.state.word { fields.append(("document", JSONResponse.document(session))) }
        if !response.message.isEmpty { fields.append(("text", .string(response.message))) }
        return JSONValue.object(fields).encoded
    }

    /// The patch from the last line's document to `now` and the session's growing lists, field
    /// by field in the document's order, each list's operations where its field stands.
    private mutating func patch(to now: [(String, JSONValue)], session: Session) -> JSONPatch {
        let changes = lists.update(to: session)
        var patch = JSONPatch()
        for ((key, before), (_, value)) in zip(document, now) {
            switch key {
            case "moves": patch.operations += changes.moves
            case "history": patch.operations += changes.history
            case "state":
                patch.operations += changes.answersRemoved
                patch.operations += JSONPatch.difference(from: before, to: value, at: "/state").operations
                patch.operations += changes.answers
            default: patch.operations += JSONPatch.difference(from: before, to: value, at: "/" + key).operations
            }
        }
        document = now
        return patch
    }

    /// The one line for a rule file that does not compile.
    public func failure(_ error: RuleBookError) -> String {
        JSONResponse.failure(error, version: version)
    }
}
