/// A line typed at `referee play`, read into what it asks for.
public enum Command: Hashable, Sendable {
    case move(String)
    case undo
    case redo
    case new
    case moves
    case show
    case help
    case quit
    case empty

    /// The command words, for help and completion.
    public static let words = ["undo", "redo", "new", "moves", "show", "help", "quit", "move"]

    /// Reads a line. A word that is not a command is a move; `move WORD` plays a move whose name
    /// is also a command word. Text in double quotes is taken as it is (feedback may start with
    /// a space).
    public static func parse(_ line: String) -> Command {
        let trimmed = line.trimmingSpaces()
        guard !trimmed.isEmpty else { return .empty }
        if trimmed.hasPrefix("\"") { return .move(unquote(trimmed)) }
        let first = trimmed.prefix { $0 != " " }
        let rest = trimmed.dropFirst(first.count).trimmingSpaces()
        switch first {
        case "undo" where rest.isEmpty: return .undo
        case "redo" where rest.isEmpty: return .redo
        case "new" where rest.isEmpty: return .new
        case "moves" where rest.isEmpty: return .moves
        case "show" where rest.isEmpty: return .show
        case "help" where rest.isEmpty: return .help
        case "quit" where rest.isEmpty, "exit" where rest.isEmpty: return .quit
        case "move" where !rest.isEmpty: return .move(unquote(rest))
        default: return .move(trimmed)
        }
    }

    static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" || f == "\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" || l == "\n" { s = s.dropLast() }
        return String(s)
    }
}
