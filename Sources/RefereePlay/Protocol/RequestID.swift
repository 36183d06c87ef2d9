/// A request's id in the JSON protocol: a line `#ID COMMAND` is COMMAND, and its response
/// echoes ID as `"id"`, so that a client may match answers to requests. A line without one is
/// answered as before, without `id`.
public enum RequestID {
    /// The longest id taken.
    public static let maximumLength = 64

    /// The id of a line and the command after it; the line as it is when it has no id, or an
    /// error naming what is wrong with the one it has.
    public static func split(_ line: String) -> Result<(id: String?, command: String), SessionError> {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("#") else { return .success((nil, line)) }
        let id = trimmed.dropFirst().prefix { $0 != " " && $0 != "\t" }
        guard (1...maximumLength).contains(id.count), id.allSatisfy(allowed) else {
            return .failure(SessionError(
                "a request id is '#' and 1 to \(maximumLength) letters, digits, '.', '_', ':' or '-', then the command: #42 hint"))
        }
        return .success((String(id), String(trimmed.dropFirst(1 + id.count).drop { $0 == " " || $0 == "\t" })))
    }

    static func allowed(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "_" || c == ":" || c == "-")
    }
}

extension RequestID {
    /// The response to a line whose id cannot be read: `invalid`, with the code `usage`.
    public static func refusal(_ error: SessionError) -> Session.Response {
        var response = Session.Response(ok: false, error: error.message, code: .usage, message: "error: " + error.message)
        response.command = Command.invalid("").word
        return response
    }
}
