/// Where the REPL keeps its history: `$XDG_STATE_HOME/referee/history`, or
/// `~/.local/state/referee/history` when XDG_STATE_HOME is unset, empty or relative (the XDG
/// base-directory rules ignore relative paths).
public enum HistoryFile {
    public static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return trimmed(state) + "/referee/history"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return trimmed(home) + "/.local/state/referee/history"
        }
        return nil
    }

    static func trimmed(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.last == "/" { p = p.dropLast() }
        return p == "/" ? "" : String(p)
    }
}
