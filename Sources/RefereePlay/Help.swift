import RefereeEngine
import RefereeModel

/// `help`: the commands, with examples drawn from the loaded game.
enum Help {
    static func text(_ session: Session) -> String {
        let model = session.model
        var lines: [String] = ["\(model.title): \(RulesSummary.brief(model))", "Type a move to play it, for example:"]
        lines += examples(session).map { "  " + pad($0.0, 16) + $0.1 }

        let computers = session.computerPlayers.map(\.name)
        let cp = computers.isEmpty ? "" : " [\(computers.joined(separator: "|"))]"
        var commands: [(String, String)] = [
            ("moves [PAGE]", "list the legal moves now; with PAGE, all, \(LegalPage.size) a page"),
            ("why [MOVE]", "why the last move (or MOVE) is refused"),
            ("undo, redo", "take back the last move, play it again"),
            ("amend N MOVE", "make move N another and play the rest again"),
            ("new", "start a new game"),
            ("hint" + cp, "the move a computer player would make"),
            ("ai" + cp, "let a computer player make the move"),
        ]
        commands.append(contentsOf: versusLines(session, cp))
        commands.append(("think [SECONDS]", "how long a computer player may think (now \(ThinkingTime.describe(session.thinkingTime)))"))
        commands.append(("stop", "stop a thinking computer player (Ctrl-C at a terminal)"))
        if let book = session.book, let (name, current) = book.optionDefaults.min(by: { $0.key < $1.key }) {
            let value = OptionValue.another(than: current)
            commands.append(("option NAME=VALUE", "change an option and start again, as in: option \(name)=\(value)"))
            commands.append(("option", "list the options (\(book.optionDefaults.keys.sorted().joined(separator: ", ")))"))
        }
        let player = model.nameable.first ?? "PLAYER"
        commands += [
            ("name PLAYER NAME", "call PLAYER NAME, as in: name \(player) Ann"),
            ("rules", "the rules in brief"),
            ("show, state", "draw the game again"),
            ("clear", "clear the screen and draw the game again"),
            ("save FILE", "write a transcript; 'referee check FILE' checks it"),
            ("load FILE", "replay a saved transcript, or open another .rules file"),
            ("help", "this text"),
            ("quit", "leave (Ctrl-D too)"),
        ]
        lines.append("Commands:")
        let width = 20
        for (command, meaning) in commands {
            lines.append("  " + (command.count >= width ? command + "\n  " + pad("", width) : pad(command, width)) + meaning)
        }
        lines.append("A move whose name is a command is played with 'move NAME'; text in quotes is taken as it is.")
        lines.append("At a terminal, Tab completes commands, moves, options and file names; Up recalls earlier lines.")
        return lines.joined(separator: "\n")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// Moves worth showing, with what they do, for the game and the position now.
    static func examples(_ session: Session) -> [(String, String)] {
        let model = session.model
        let player = session.engine.toMove(session.state).map { model.players[$0] } ?? model.players[0]
        return model.presentation.examples(session, player: player)
    }

    static func versusLines(_ session: Session, _ cp: String) -> [(String, String)] {
        let model = session.model
        let people = model.players.indices.filter { model.rulesStrategy($0) == nil }
        guard people.count >= 2 else {
            return [("vs computer", "not here: a person must play \(people.map { model.players[$0] }.joined(separator: ", "))")]
        }
        var lines = model.presentation.versusComputer(model, people: people, cp)
        lines.append(("vs people", "people play every side again"))
        return lines
    }
}
