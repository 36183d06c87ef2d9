import Foundation
import RefereePlay

/// What a session shows after `commands`, as a viewer would compare it: the last response's
/// text, the picture, and the JSON lines of both protocol versions (the greeting, then each
/// command's response).
func shownOutputs(_ session: inout Session, after commands: [String]) throws -> [String] {
    guard var v1 = ProtocolWriter(version: 1), var v2 = ProtocolWriter(version: 2) else {
        throw ProtocolVersionMissing()
    }
    var lines = [v1.greeting(session), v2.greeting(session)]
    var text = ""
    for command in commands {
        let response = session.execute(command)
        text = response.text
        lines += [v1.response(response, session: session), v2.response(response, session: session)]
    }
    return [text, session.picture(), lines.joined(separator: "\n")]
}

struct ProtocolVersionMissing: Error {}
