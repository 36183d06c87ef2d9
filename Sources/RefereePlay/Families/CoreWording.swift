import RefereeEngine
import RefereeModel

/// How a board game with core rules of its own is put into words: its moves, what it keeps, and
/// what its last move announced. Part of the board family's presentation.
enum CoreWording {
    /// "X and O take turns on a 3 by 3 board: placing a piece, sliding one along a line."
    static func brief(_ core: CoreGame, model: GameModel) -> String {
        let turns = switch core.turns ?? model.turns {
        case .alternate: "take turns"
        case .fixed(let p): "play; \(model.players[p]) moves"
        case .computed: "move by the rules' turn order"
        }
        let players = RulesSummary.list(model.players)
        let moves = core.moves.map { rule in
            var text = CoreBoardWording.motion(rule, core) ?? action(rule.action, core)
            if rule.capturing { text += CoreBoardWording.capturing }
            if rule.flanking { text = "placing their own piece where it flanks other players' pieces, which turn" }
            if rule.anywhere { text = "moving one of their pieces to any empty cell" }
            if rule.outsideLines { text += " that is on no whole line of its owner's, unless all are" }
            if rule.otherwise { text += ", only when no other move is legal" }
            return core.board.points == nil ? text : text.replacing(" cell", with: " point")
        }
        let unique = moves.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let size = "\(core.board.width) by \(core.board.height)"
        let article = ["8", "11", "18"].contains(where: size.hasPrefix) ? "an" : "a"
        let grid = core.board.grid == .hexagonal ? " hexagonal" : ""
        let board = if let points = core.board.points {
            " on a board of \(points.count) points"
        } else {
            core.board.cellCount == 0 ? "" : " on \(article) \(size)\(grid) board"
        }
        return "\(players) \(turns)\(board): " + unique.joined(separator: "; ") + "."
    }

    static func action(_ action: MoveAction, _ core: CoreGame) -> String {
        switch action {
        case .place(let kinds, let drop):
            let what = kinds.map { $0.map { core.pieces[$0].name }.joined(separator: " or ") } ?? "their own piece"
            return "placing \(what)" + (drop ? " (it drops down its column)" : " on an empty cell")
        case .slide(let adjacency):
            let how = switch adjacency {
            case .orthogonal: "to an empty cell beside it"
            case .adjacent: "to an empty cell next to it"
            case .alongLines: "along a line to the empty cell next to it"
            }
            return "moving one of their pieces \(how)"
        case .jump(let adjacency, let over):
            let how = switch adjacency {
            case .orthogonal: "beside it"
            case .adjacent: "next to it"
            case .alongLines: "next to it on a line"
            }
            let whose = switch over {
            case .own: "one of their own pieces"
            case .other: "another player's piece"
            case .any: "a piece"
            }
            return "jumping one of their pieces over \(whose) \(how) to the empty cell beyond, which takes it off"
        case .remove(let whose):
            return switch whose {
            case .own: "removing one of their pieces"
            case .other: "removing another player's piece"
            case .any: "removing a piece"
            }
        case .pass:
            return "passing"
        case .word(let word):
            return "saying '\(word)'"
        case .choose(.player):
            return "naming a player"
        case .choose(.number):
            return "naming a number"
        case .choose(.sidePlayer):
            return "naming one of their side's players"
        case .choose(.row(let table, _)):
            return "naming a row of '\(table)'"
        case .choose(.pins):
            return "naming the pins that fall"
        case .choose(.part(let list)):
            return "naming some of '\(core.variables[list].name)'"
        case .choose(.code):
            return "guessing a code"
        case .choose(.answer):
            return "answering a guess"
        }
    }

    static func details(_ core: CoreGame, model: GameModel) -> [String] {
        var out: [String] = []
        let conditional = core.moves.filter { $0.condition != nil }.count
        if conditional > 0 { out.append("The rule file says when each kind of move is allowed (\(conditional) of \(core.moves.count) have a condition).") }
        let starting = core.start.reduce(0) { $0 + $1.cells.count }
        if starting > 0 { out.append("The board starts with \(starting) piece\(starting == 1 ? "" : "s") on it.") }
        out += CoreBoardWording.details(core, players: model.players)
        if !core.goals.isEmpty {
            out.append(core.goals.map { "\(model.players[$0.player]) joins \($0.from.rawValue) and \($0.to.rawValue)" }
                .joined(separator: "; ") + ".")
        }
        for pattern in core.patterns {
            let spelled = pattern.kinds.map { core.pieces[$0].name }.joined(separator: "-")
            out.append("'\(pattern.name)' counts the lines reading \(spelled) through the last move.")
        }
        if !core.variables.isEmpty {
            out.append("The game keeps: " + core.variables.map { kept($0, players: model.players) }.joined(separator: ", ") + ".")
        }
        if !core.answerTexts.isEmpty {
            out.append("The rules answer moves (\(core.answerTexts.count) answer\(core.answerTexts.count == 1 ? "" : "s")), listed under 'answers:'.")
        }
        let family = CoreGame.translating(model).ends.count
        if core.ends.count > family { out.append("The rule file has \(core.ends.count - family) end rule\(core.ends.count - family == 1 ? "" : "s") of its own.") }
        return out
    }

    /// A kept value's name, with what sets it apart: "number (drawn from 1 to 100, hidden from Guesser)".
    private static func kept(_ variable: Variable, players: [String]) -> String {
        var notes: [String] = []
        if variable.perPlayer { notes.append("each player's") }
        if let range = variable.drawn { notes.append("drawn from \(range.lowerBound) to \(range.upperBound)") }
        if !variable.hiddenFrom.isEmpty {
            notes.append("hidden from " + RulesSummary.list(variable.hiddenFrom.map { players[$0] }) + " until the game ends")
        }
        if variable.hiddenFromOthers { notes.append("each seen by its player alone until the game ends") }
        if let deck = variable.deck { notes.append("a deck of \(deck.count) cards") }
        return variable.name + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
    }

    /// What a move as typed does, by its form; in a game without a board, it names something.
    static func describe(_ move: String, player: String, onABoard: Bool = true) -> String {
        let words = move.split(separator: " ")
        if move == "pass" { return "\(player) passes" }
        if !onABoard { return "\(player) names \(move)" }
        if words.first == "remove", words.count == 2 { return "\(player) removes the piece on \(words[1])" }
        if words.count == 2 { return "\(player) puts \(words[0]) on \(words[1])" }
        if let dash = move.firstIndex(of: "-"), dash != move.startIndex {
            return "\(player) moves the piece on \(move[..<dash]) to \(move[move.index(after: dash)...])"
        }
        return "\(player) puts a piece on \(move)"
    }

    static func whatAMoveIs(_ core: CoreGame, cellNames: [String]) -> String {
        var forms: [String] = []
        for rule in core.moves {
            let form = switch rule.action {
            case .place(let kinds, let drop):
                ((kinds?.count ?? 0) > 1 ? "a piece and " : "") + (drop ? "a column" : "a cell") + " to place on"
            case .slide: "a slide, as in \(cellNames.first ?? "a1")-\(cellNames.dropFirst().first ?? "a2")"
            case .jump: "a jump, from a cell to the one two beyond, as in \(cellNames.first ?? "a1")-\(cellNames.dropFirst(2).first ?? "a3")"
            case .remove: "'remove' and a cell"
            case .pass: "'pass'"
            case .word(let word): "'\(word)'"
            case .choose(.player): "a player's name"
            case .choose(.number): "a number"
            case .choose(.sidePlayer): "one of the side's players"
            case .choose(.row(_, let keys)): "one of \(keys.prefix(3).joined(separator: ", "))\(keys.count > 3 ? ", …" : "")"
            case .choose(.pins): "the pins that fall"
            case .choose(.code): "a code"
            case .choose(.answer): "an answer"
            case .choose(.part(let list)): "some of '\(core.variables[list].name)', by their digits, as in 155"
            }
            if !forms.contains(form) { forms.append(form) }
        }
        return "a move names " + forms.joined(separator: ", or ")
    }

    /// The most numbers of a kept list a picture shows; earlier ones are counted.
    static let numbersShown = 40

    /// The lines a picture gets for what the game keeps, the sealed moves not yet revealed and
    /// what the last move announced.
    /// A value on one line when it fits in 80 columns; else each player's part on a line of its
    /// own, and a long list wrapped between its numbers. A list longer than `numbersShown`
    /// shows its last numbers after a count of the rest.
    static func kept(_ view: GameView, players: [String]) -> String {
        var out = ""
        for value in view.kept {
            let name = Escaping.terminal(value.name)
            let texts = value.numbers?.map(shown) ?? value.values
            let parts = value.perPlayer ? zip(players, texts).map { "\(Escaping.terminal($0)) \($1)" } : texts
            let line = "\(name): " + parts.joined(separator: value.perPlayer ? ", " : " ")
            if line.count <= 80 {
                out += "\n" + line
                continue
            }
            out += "\n\(name):"
            for part in parts { out += wrapped(part, indent: "  ") }
        }
        out += answers(view.answers)
        for sealed in view.sealed {
            let name = players[sealed.player]
            out += "\n" + (sealed.move.map { "\(name)'s sealed move: \(Escaping.terminal($0))" } ?? "\(name) has moved, sealed")
        }
        for text in view.announcements { out += "\n" + Escaping.terminal(text) }
        return out
    }

    /// A kept list as a picture shows it: "none", its numbers, or "(960 earlier) " and the last
    /// `numbersShown`.
    private static func shown(_ numbers: KeptList) -> String {
        guard !numbers.isEmpty else { return "none" }
        let last = numbers.suffix(numbersShown).map(String.init).joined(separator: " ")
        return numbers.count > numbersShown ? "(\(numbers.count - numbersShown) earlier) " + last : last
    }

    /// The most answered moves a picture lists; earlier ones are counted.
    static let answersShown = 20

    /// The answered moves, one a line, the moves' column as wide as the widest: "  50  lower".
    private static func answers(_ answered: AnsweredMoves) -> String {
        guard !answered.isEmpty else { return "" }
        var out = "\nanswers:"
        let shown = answered.suffix(answersShown)
        if answered.count > shown.count { out += "\n  (\(answered.count - shown.count) earlier not shown)" }
        let width = shown.map { Escaping.terminal($0.move).count }.max() ?? 0
        for entry in shown {
            let move = Escaping.terminal(entry.move)
            let line = "  " + move + String(repeating: " ", count: width - move.count) + "  " + Escaping.terminal(entry.answer)
            out += line.count <= 80 ? "\n" + line : wrapped(line.trimmingPrefix("  ").description, indent: "  ")
        }
        return out
    }

    /// Words on lines of at most 80 columns, each line indented, the ones after the first more.
    private static func wrapped(_ text: String, indent: String) -> String {
        "\n" + TextWrapping.wrap(indent + text, width: PictureLayout.columns, hanging: indent.count + 2)
    }

}
