import RefereeModel

/// A line typed at `referee play`, read into what it asks for. The same language serves the
/// interactive REPL and the one-command-a-line mode.
public enum Command: Hashable, Sendable {
    case move(String)
    case undo
    case redo
    /// `amend N MOVE`: the game's N-th move (from 1) becomes MOVE, and the moves after it are
    /// played again.
    case amend(number: Int, move: String)
    case new
    /// `moves`: the legal moves, abbreviated past 40; `moves PAGE`: every one of them, a page
    /// at a time (`LegalPage`).
    case moves(page: Int?)
    /// `stop`: a computer player thinking when the line is read stops at once (read while the
    /// command runs, by `referee play` with piped input); afterwards it only says so.
    case stop
    case show
    /// `clear`: at a terminal, clears the screen and draws the game again; elsewhere, `show`.
    case clear
    /// The whole state, without changing it: with `--json`, every field of the protocol; at a
    /// terminal, the picture and who is to move.
    case state
    /// `help`, or `help COMMAND` for one command.
    case help(String?)
    case quit
    case empty
    /// Why a move is refused: the given one, or the last one refused.
    case why(String?)
    /// The move a computer player would choose (by name; nil for the strongest on offer).
    case hint(String?)
    /// Let a computer player make the move.
    case ai(String?)
    /// `think SECONDS`: how long a computer player may think; `think` alone shows it.
    case think(String?)
    /// `vs computer [SIDE] [PLAYER]` (the words after `computer`), `vs people`, or `vs` alone.
    case versus(Versus)
    /// `option NAME=VALUE`: change an option and start a new game. `option NAME` alone has an
    /// empty value: the session answers with the option's value and an example for it.
    case option(name: String, value: String)
    /// `option` alone: list the options.
    case options
    case rules
    case save(String)
    case load(String)
    /// `toss PLAYER`: in a rally game, before the first rally, the player who serves first (the
    /// toss's winner); the first serves of the next games follow from it. Alone: who serves first.
    case toss(String?)
    /// `secret CODE`: the codemaker, a person, sets the secret; the engine then answers the
    /// guesses. `secret` alone: the REPL asks for the code without showing it.
    case secret(String?)
    /// `name PLAYER NAME`: the session calls PLAYER (a player, a side's player or a bowler, by
    /// the rule file's identifier) NAME; `name PLAYER` alone says what it is called, `name` alone
    /// lists the names.
    case name(String?, String?)
    /// A command word used the wrong way; the text says how to use it.
    case invalid(String)

    public enum Versus: Hashable, Sendable {
        /// Show who plays whom.
        case status
        /// The computer takes a side: the words name a player and/or a computer player.
        case computer([String])
        /// People play every side.
        case people
    }

    /// The command's word, as a JSON response names it: `move`, `undo`, …; `empty` for an empty
    /// line, `invalid` for a command used the wrong way.
    public var word: String {
        switch self {
        case .move: "move"
        case .undo: "undo"
        case .redo: "redo"
        case .amend: "amend"
        case .new: "new"
        case .moves: "moves"
        case .stop: "stop"
        case .show: "show"
        case .clear: "clear"
        case .state: "state"
        case .help: "help"
        case .quit: "quit"
        case .empty: "empty"
        case .why: "why"
        case .hint: "hint"
        case .ai: "ai"
        case .think: "think"
        case .versus: "vs"
        case .option, .options: "option"
        case .rules: "rules"
        case .save: "save"
        case .load: "load"
        case .toss: "toss"
        case .secret: "secret"
        case .name: "name"
        case .invalid: "invalid"
        }
    }

    /// Every word `word` gives, for the schema and its test.
    public static let responseWords = words + ["empty", "invalid"]

    /// The command words, for help and completion.
    public static let words = [
        "move", "moves", "why", "undo", "redo", "amend", "new", "show", "clear", "state", "hint", "ai", "vs", "think", "stop",
        "option", "rules", "save", "load", "toss", "secret", "name", "help", "quit",
    ]

    /// Words that switch the computer off in `vs`.
    public static let peopleWords = ["people", "person", "human", "humans", "off"]

    /// Reads a line. A word that is not a command is a move; `move WORD` plays a move whose name
    /// is also a command word. Text in double quotes is taken as it is (feedback may start with
    /// a space).
    public static func parse(_ line: String) -> Command {
        let trimmed = line.trimmingSpaces()
        guard !trimmed.isEmpty else { return .empty }
        if trimmed.hasPrefix("\"") { return .move(unquote(trimmed)) }
        let first = String(trimmed.prefix { $0 != " " && $0 != "\t" })
        let rest = trimmed.dropFirst(first.count).trimmingSpaces()
        let arguments = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)

        func bare(_ command: Command) -> Command {
            rest.isEmpty ? command : .invalid("'\(first)' takes nothing after it (to play a move called '\(trimmed)', type: move \(trimmed))")
        }
        func optionalWord(_ make: (String?) -> Command, usage: String) -> Command {
            switch arguments.count {
            case 0: make(nil)
            case 1: make(arguments[0])
            default: .invalid("usage: \(usage)")
            }
        }

        switch first {
        case "undo": return bare(.undo)
        case "redo": return bare(.redo)
        case "new": return bare(.new)
        case "amend":
            let usage = "usage: amend N MOVE (the N-th move of the game becomes MOVE; the moves after it are played again)"
            guard let number = arguments.first.flatMap({ Int($0) }), arguments.count > 1 else { return .invalid(usage) }
            guard number > 0 else { return .invalid("the moves are numbered from 1; " + usage) }
            return .amend(number: number, move: unquote(rest.dropFirst(arguments[0].count).trimmingSpaces()))
        case "moves":
            guard let word = arguments.first else { return .moves(page: nil) }
            guard arguments.count == 1, let page = Int(word), page > 0 else {
                return .invalid("usage: moves [PAGE] (PAGE, from 1, lists every legal move, \(LegalPage.size) a page)")
            }
            return .moves(page: page)
        case "stop": return bare(.stop)
        case "show": return bare(.show)
        case "clear": return bare(.clear)
        case "state": return bare(.state)
        case "help", "?": return optionalWord(Command.help, usage: "help [COMMAND]")
        case "rules": return bare(.rules)
        case "quit", "exit": return bare(.quit)
        case "move":
            return rest.isEmpty ? .invalid("usage: move MOVE (plays a move whose name is also a command)") : .move(unquote(rest))
        case "why":
            return rest.isEmpty ? .why(nil) : .why(unquote(rest))
        case "hint": return optionalWord(Command.hint, usage: "hint [COMPUTER-PLAYER]")
        case "ai": return optionalWord(Command.ai, usage: "ai [COMPUTER-PLAYER]")
        case "think": return optionalWord(Command.think, usage: "think [SECONDS]")
        case "toss": return optionalWord(Command.toss, usage: "toss [PLAYER]")
        case "secret": return .secret(arguments.isEmpty ? nil : arguments.joined(separator: " "))
        case "name":
            guard let id = arguments.first else { return .name(nil, nil) }
            let name = rest.dropFirst(id.count).trimmingSpaces()
            return .name(id, name.isEmpty ? nil : unquote(name))
        case "vs":
            guard let word = arguments.first else { return .versus(.status) }
            if peopleWords.contains(word), arguments.count == 1 { return .versus(.people) }
            if word == "computer" { return .versus(.computer(Array(arguments.dropFirst()))) }
            return .invalid("usage: vs computer [SIDE] [COMPUTER-PLAYER], or vs people")
        case "option":
            return parseOption(rest)
        case "save":
            return rest.isEmpty ? .invalid("usage: save FILE (writes a transcript that 'load FILE' and 'referee check FILE' read)") : .save(unquote(rest))
        case "load":
            return rest.isEmpty ? .invalid("usage: load FILE (a saved transcript, or a .rules file)") : .load(unquote(rest))
        default:
            return .move(trimmed)
        }
    }

    /// `NAME=VALUE`, `NAME = VALUE` or `NAME VALUE`; `NAME` alone asks about one option.
    static func parseOption(_ text: String) -> Command {
        guard !text.isEmpty else { return .options }
        let usage = Command.invalid("usage: option NAME=VALUE; 'option' alone lists the options and their values")
        if !text.contains("="), !text.contains(" "), !text.contains("\t") { return .option(name: text, value: "") }
        let parts: [String]
        if text.contains("=") {
            parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        } else {
            parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
              !parts[0].contains(" "), !parts[1].contains(" ") else { return usage }
        return .option(name: parts[0], value: parts[1])
    }

    static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }
}

/// An option's value as typed: a whole number, or `true`/`false`.
public enum OptionValue {
    public static func parse(_ text: String) -> Int? {
        switch text {
        case "true": 1
        case "false": 0
        default: Int(text)
        }
    }

    /// A value other than `value` to show in an example, within the limit on numbers.
    public static func another(than value: Int) -> Int { value < Limits.number ? value + 1 : value - 1 }

    /// Why `text` cannot be the value of option `name`, or nil when it can: a yes-or-no option
    /// takes true or false, any other a whole number within the limit on numbers.
    public static func problem(_ text: String, option name: String, yesOrNo: Bool) -> String? {
        if yesOrNo {
            return text == "true" || text == "false" ? nil : "option '\(name)' takes true or false, not '\(text)'"
        }
        guard let value = Int(text), (-Limits.number...Limits.number).contains(value) else {
            return "option '\(name)' takes a whole number from \(-Limits.number) to \(Limits.number), not '\(text)'"
        }
        return nil
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
