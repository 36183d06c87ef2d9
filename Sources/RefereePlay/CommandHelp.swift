/// `help COMMAND`, and the command a mistyped word at the prompt probably meant.
extension Command {
    /// How each command is used and what it does, by its word.
    static let usage: [String: (usage: String, meaning: String)] = [
        "move": ("move MOVE", "plays a move whose name is also a command word (move new); quoted text is taken as it is"),
        "moves": ("moves [PAGE]", "lists the legal moves now, past 40 the first and the last; with PAGE (from 1), every one of them, \(LegalPage.size) a page"),
        "why": ("why [MOVE]", "says which rule refused the last move refused, or whether MOVE may be played now"),
        "undo": ("undo", "takes back the last move (against the computer, back to your turn); at the start of a game begun by new, option, load or vs, brings back the game before"),
        "redo": ("redo", "plays again a move taken back"),
        "amend": ("amend N MOVE", "makes the N-th move of the game MOVE and plays the moves after it again; refused, leaving the game as it was, when one of them no longer can be played ('undo' takes the amend back)"),
        "new": ("new", "starts a new game with the same rules and choices ('undo' brings the last one back)"),
        "show": ("show", "draws the game again"),
        "clear": ("clear", "clears the screen at a terminal (as Ctrl-L does) and draws the game again"),
        "state": ("state", "the whole state without moving: with --json, as data; else the picture again"),
        "hint": ("hint [COMPUTER-PLAYER]", "says the move a computer player would make (the strongest on offer, or the one named; mcts:500p searches 500 playouts, so the hint repeats)"),
        "ai": ("ai [COMPUTER-PLAYER]", "lets a computer player make the move"),
        "vs": ("vs computer [SIDE] [COMPUTER-PLAYER], vs people, vs", "the computer plays SIDE and replies after each of your moves; vs people switches it off; vs alone says who plays whom"),
        "toss": ("toss [PLAYER]", "in a rally game, before the first rally: PLAYER won the toss and serves first, and the next games follow; alone, says who serves first"),
        "secret": ("secret [CODE …]", "in a code game whose codemaker is a person, before the first answer: sets the secret (with several secrets, one code each), and the engine answers from it; in a game whose rules draw a number and hide it, before the first move: sets the number; at a terminal type 'secret' alone, and it is asked for without being shown or kept in the history"),
        "name": ("name PLAYER NAME, name PLAYER, name", "calls PLAYER (a player, a side's player or a bowler, as the rule file names it) NAME in pictures, calls and results, for every game of the session; moves still name PLAYER, or NAME; 'name PLAYER PLAYER' takes the name back; not a move, so 'undo' leaves it; 'save' keeps it"),
        "think": ("think [SECONDS]", "how long a computer player may think before it answers; alone, says the time now"),
        "stop": ("stop", "with piped input (--json), stops a computer player thinking when the line is read: its command answers at once, with the game as it was (at a terminal, Ctrl-C)"),
        "option": ("option NAME=VALUE, option", "changes an option and starts a new game ('undo' brings the last one back); alone, lists the options"),
        "rules": ("rules", "the rules in brief"),
        "save": ("save FILE", "writes the game as a scenarios file that 'load FILE' replays and 'referee check FILE' checks"),
        "load": ("load FILE", "replays a saved transcript, or opens another .rules file ('undo' brings the last game back)"),
        "help": ("help [COMMAND]", "the commands with examples for this game; with a command, how to use it"),
        "quit": ("quit (or exit, or Ctrl-D)", "leaves"),
    ]

    /// The help for one command word; nil when the word is not a command.
    static func help(for word: String) -> String? {
        let key = word == "exit" ? "quit" : word == "?" ? "help" : word
        guard let entry = usage[key] else { return nil }
        return "usage: \(entry.usage)\n  \(entry.meaning)"
    }

    /// The command a word refused as a move probably meant: a command word in other capitals
    /// (`QUIT`), with two neighbouring letters swapped (`hlep`), or, for words of four letters or
    /// more, one letter off (`shwo`, `undoo`); nil when none is close.
    public static func resembling(_ text: String) -> String? {
        let word = text.lowercased()
        guard word.count >= 2, word.count <= 8, !word.contains(" ") else { return nil }
        let candidates = words + ["exit"]
        if candidates.contains(word) { return word }
        let letters = Array(word)
        for candidate in candidates where candidate.count == letters.count {
            let target = Array(candidate)
            let differ = letters.indices.filter { letters[$0] != target[$0] }
            if differ.count == 2, differ[1] == differ[0] + 1,
               letters[differ[0]] == target[differ[1]], letters[differ[1]] == target[differ[0]] {
                return candidate
            }
        }
        guard word.count >= 4 else { return nil }
        return candidates.first { Self.oneEditApart(word, $0) }
    }

    /// Whether one letter added, removed or changed turns `a` into `b`.
    static func oneEditApart(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= 1, x != y else { return false }
        var i = 0, j = 0, edits = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] {
                i += 1
                j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if x.count < y.count { j += 1 } else {
                i += 1
                j += 1
            }
        }
        return edits + (x.count - i) + (y.count - j) <= 1
    }
}
