import Foundation
import RefereeModel
import RefereePlay
import RefereeStreams

/// The interactive front end of `referee play`, on libedit: a prompt naming the game and who is
/// to move, line editing, persistent history, completion that knows the game, and a picture
/// after every move. Ctrl-C clears the line being typed; Ctrl-D (or `quit`) leaves.
public enum REPL {
    /// Runs until the player quits. Call only when standard input and output are terminals.
    public static func run(session start: Session, color: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        var session = start
        session.interrupted = { LineEditor.interruptPending() }
        session.onThinking = { name in
            write(name.map { "\($0) is thinking… (Ctrl-C stops it)" } ?? "\r\u{1B}[K")
        }
        let editor = LineEditor(historyPath: HistoryFile.path(environment: environment))
        write(fitted(session.greeting + "\n" + session.picture(color: color)) + "\n")
        var reported = editor.historyProblem
        if let problem = reported { write("note: \(problem)\n") }
        var hinted = false
        while true {
            editor.setCompleter(Completer(session: session))
            switch editor.read(prompt: session.prompt) {
            case .end:
                write("\n")
                return
            case .interrupted:
                write("\n")
                if !hinted {
                    write("(Ctrl-C clears the line; type quit or press Ctrl-D to leave)\n")
                    hinted = true
                }
            case .line(let line):
                LineEditor.clearInterrupt()
                if SecretEntry.mayRemember(line) { editor.remember(line) }
                let response: Session.Response
                switch SecretEntry.read(line, session: session) {
                case .notSecret: response = session.execute(line, color: color)
                case .refused(let refusal): response = refusal
                case .typed(let code): response = session.execute("secret \(code)", color: color)
                }
                // Home, then erase the screen and what scrolled off it.
                if response.clearsScreen { write("\u{1B}[H\u{1B}[2J\u{1B}[3J") }
                if !response.text.isEmpty { write(fitted(response.text) + "\n") }
                // A history file that stops being writable is said once.
                if let problem = editor.historyProblem, problem != reported {
                    write("note: \(problem)\n")
                    reported = problem
                }
                if response.quit { return }
            }
        }
    }

    /// Text wrapped to the terminal's width: every response goes through here.
    static func fitted(_ text: String) -> String {
        TextWrapping.wrap(text, width: TerminalWidth.columns())
    }

    static func write(_ text: String) {
        StandardStream.output.write(text)
    }
}
