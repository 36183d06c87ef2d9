import Foundation
import RefereePlay

/// `secret` at the terminal: the code is asked for on a line of its own with echo off, and is
/// never added to the history; a `secret CODE` typed in the open is refused and not kept either.
enum SecretEntry {
    enum Outcome {
        /// The line is not `secret`: the REPL goes on as usual.
        case notSecret
        /// Answered without asking for a code (refused, or the hidden line was abandoned).
        case refused(Session.Response)
        /// The code typed at the hidden prompt.
        case typed(String)
    }

    /// What a line asks of the secret prompt, before anything is kept in the history.
    enum Kind: Equatable {
        case notSecret
        /// `secret` alone: ask for the code without echo.
        case ask
        /// `secret CODE`: the code was shown as it was typed.
        case inTheOpen
    }

    static func kind(of line: String) -> Kind {
        guard case .secret(let code) = Command.parse(line) else { return .notSecret }
        return code == nil ? .ask : .inTheOpen
    }

    /// Whether a line may go into the history: never one that holds a code for `secret`.
    static func mayRemember(_ line: String) -> Bool { kind(of: line) != .inTheOpen }

    static func read(_ line: String, session: Session) -> Outcome {
        switch kind(of: line) {
        case .notSecret: return .notSecret
        case .inTheOpen: return .refused(session.secretInTheOpen())
        case .ask:
            if let refusal = session.secretRefusal() { return .refused(refusal) }
            guard let code = readHidden(prompt: "secret (not shown): "), !code.isEmpty else {
                LineEditor.clearInterrupt()
                return .refused(session.secretNotTyped())
            }
            return .typed(code.trimmingCharacters(in: .whitespaces))
        }
    }

    /// Reads a line with the terminal's echo off, and puts the terminal back as it was whatever
    /// happens (Ctrl-C or the end of input give nil).
    static func readHidden(prompt: String) -> String? {
        var saved = termios()
        let terminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if terminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer {
            if terminal { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            REPL.write("\n")
        }
        REPL.write(prompt)
        return Swift.readLine(strippingNewline: true)
    }
}
