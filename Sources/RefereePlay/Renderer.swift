import RefereeEngine
import RefereeModel

/// Draws the picture of a game from its view: a board grid, a bowling card, a rally scoreboard
/// or a code-breaking board. Drawn from the game's constructs, never per game. Without colour
/// every distinction is still visible in plain text.
public struct Renderer {
    public let engine: Engine
    /// ANSI colour, for terminals that show it.
    public let color: Bool

    public init(engine: Engine, color: Bool) {
        self.engine = engine
        self.color = color
    }

    var players: [String] { engine.model.players }

    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// The picture of `state` as `viewer` may see it (nil: an onlooker). `personKeepsSecret`: in a
    /// code game, the secret is a person's, not the engine's.
    public func render(_ state: GameState, for viewer: Int? = nil, personKeepsSecret: Bool = false) -> String {
        switch engine.view(state, for: viewer) {
        case .board(let board): render(board)
        case .frames(let frames): render(frames, current: engine.toMove(state))
        case .rally(let rally): render(rally, over: engine.isOver(state))
        case .code(let code): render(code, over: engine.isOver(state), personKeepsSecret: personKeepsSecret)
        }
    }

    func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let n = max(0, width - text.count)
        return right ? String(repeating: " ", count: n) + text : text + String(repeating: " ", count: n)
    }

    func center(_ text: String, _ width: Int) -> String {
        let n = max(0, width - text.count)
        return String(repeating: " ", count: n / 2) + text + String(repeating: " ", count: n - n / 2)
    }

    // MARK: Board

    static let playerColors = ["1;31", "1;34", "1;32", "1;35"]

    /// A grid with each empty cell's name; marks in the players' colours; the cells of completed
    /// lines in reverse video, or in brackets without colour.
    func render(_ board: BoardView) -> String {
        let onLine = Set(board.lines.flatMap { $0 })
        let labels = board.gravity ? board.columnNames : board.cellNames
        let (marks, legend) = Self.marks(for: players, fitting: max(1, labels.map(\.count).max() ?? 1))
        let width = max(1, (labels.map(\.count) + marks.map(\.count)).max() ?? 1)
        var rows: [String] = []
        for r in 0..<board.height {
            var cells: [String] = []
            for c in 0..<board.width {
                let i = r * board.width + c
                if let p = board.cells[i] {
                    let mark = center(marks[p], width)
                    if onLine.contains(i) {
                        cells.append(color ? paint(" \(mark) ", "7;" + Self.playerColors[p % 4]) : "[\(mark)]")
                    } else {
                        cells.append(" " + paint(mark, Self.playerColors[p % 4]) + " ")
                    }
                } else {
                    cells.append(" " + (board.gravity ? center(".", width) : paint(center(board.cellNames[i], width), "2")) + " ")
                }
            }
            rows.append(cells.joined(separator: "|"))
        }
        let rule = Array(repeating: String(repeating: "-", count: width + 2), count: board.width).joined(separator: "+")
        var out = rows.joined(separator: "\n\(rule)\n")
        if board.gravity {
            out += "\n" + board.columnNames.map { " \(center($0, width)) " }.joined(separator: " ")
        }
        if let legend { out += "\n" + legend }
        if !board.lines.isEmpty {
            let names = board.lines.map { "(" + $0.map { board.cellNames[$0] }.joined(separator: " ") + ")" }
            var effect = "completed"
            if case .board(let rules) = engine.model.kind { effect = rules.lineEffect == .wins ? "winning" : "losing" }
            out += "\n\(effect) line\(names.count == 1 ? "" : "s"): " + paint(names.joined(separator: " "), "1")
        }
        return out
    }

    /// The marks players leave on cells: their names when every name fits the cells' width,
    /// else the shortest prefixes that tell them apart, with a legend ("R Red, Y Yellow").
    static func marks(for players: [String], fitting width: Int) -> ([String], String?) {
        guard players.contains(where: { $0.count > width }) else { return (players, nil) }
        let longest = players.map(\.count).max() ?? 1
        for length in 1...max(1, longest) {
            let prefixes = players.map { String($0.prefix(length)) }
            if Set(prefixes).count == players.count {
                if prefixes == players { return (players, nil) }
                return (prefixes, zip(prefixes, players).map { "\($0) \($1)" }.joined(separator: ", "))
            }
        }
        return (players, nil)
    }

    // MARK: Frames

    /// A score sheet: for each player a row of marks (X strike, / spare, - none), the frame's
    /// score, and the running total, with the total so far at the end.
    func render(_ view: FramesView, current: Int?) -> String {
        var rules: FrameRules?
        if case .frames(let r) = engine.model.kind { rules = r }
        let rolls = rules?.rolls ?? 2
        let fill = rules.map { r in r.fillInLastFrame ? (r.bonus.map { $0.key + $0.value }.max() ?? r.rolls) : r.rolls } ?? rolls
        func marks(_ frame: FrameKernel.Frame?) -> String { frame?.marks.joined(separator: " ") ?? "" }
        var widths: [Int] = (0..<view.frames).map { f in
            let least = 2 * max(f == view.frames - 1 ? max(fill, rolls) : rolls, 1) - 1
            var w = max(3, least, String(f + 1).count)
            for card in view.cards where f < card.count {
                w = max(w, marks(card[f]).count, String(card[f].total ?? 0).count, String(card[f].score ?? 0).count)
            }
            return w
        }
        if widths.isEmpty { widths = [3] }
        let nameWidth = max(5, players.map(\.count).max() ?? 5)
        let scoreWidth = max(5, view.scores.map { String($0).count }.max() ?? 1)
        func row(_ label: String, _ cells: [String], _ end: String) -> String {
            var line = label + " |"
            for cell in cells { line += " " + cell + " |" }
            return line + " " + end
        }
        var lines: [String] = []
        let headers = (0..<view.frames).map { f -> String in
            let text = center(String(f + 1), widths[f])
            return current != nil && f + 1 == view.frame ? paint(text, "7") : text
        }
        lines.append(row(pad("frame", nameWidth), headers, pad("total", scoreWidth, right: true)))
        for (p, card) in view.cards.enumerated() {
            var markCells: [String] = [], scoreCells: [String] = [], totalCells: [String] = []
            for f in 0..<view.frames {
                let frame = f < card.count ? card[f] : nil
                markCells.append(paint(center(marks(frame), widths[f]), "1"))
                scoreCells.append(pad(frame?.score.map(String.init) ?? "", widths[f], right: true))
                totalCells.append(pad(frame?.total.map(String.init) ?? "", widths[f], right: true))
            }
            let name = p == current ? paint(pad(players[p], nameWidth), "1;4") : pad(players[p], nameWidth)
            lines.append(row(name, markCells, paint(pad(String(view.scores[p]), scoreWidth, right: true), "1")))
            lines.append(row(pad("score", nameWidth, right: true), scoreCells, ""))
            lines.append(row(pad("total", nameWidth, right: true), totalCells, ""))
        }
        if current != nil {
            lines.append("frame \(view.frame) of \(view.frames), \(view.standing) pin\(view.standing == 1 ? "" : "s") standing")
        }
        return lines.map { $0.trailingSpacesRemoved() }.joined(separator: "\n")
    }

    // MARK: Rallies

    /// A scoreboard: units won at each level from the outermost in, then the points (or their
    /// calls); a star marks the server.
    func render(_ rally: RallyView, over: Bool) -> String {
        let nameWidth = max(6, players.map(\.count).max() ?? 6)
        let counted = rally.levels.dropLast().reversed()
        let columns = counted.map { $0.name + "s" } + ["points"]
        let widths = columns.map { max($0.count, 6) + 2 }
        var header = pad("", nameWidth + 2)
        for (name, w) in zip(columns, widths) { header += pad(name, w, right: true) }
        var lines = [header]
        for p in 0..<2 {
            let serving = !over && rally.server == p
            let marker = serving ? paint("*", "1;33") : " "
            var line = marker + " " + (serving ? paint(pad(players[p], nameWidth), "1") : pad(players[p], nameWidth))
            for (level, w) in zip(counted, widths) { line += pad(String(level.wins[p]), w, right: true) }
            line += paint(pad(rally.calls?[p] ?? String(rally.points[p]), widths.last ?? 8, right: true), "1")
            lines.append(line)
        }
        if !over {
            let innermost = rally.levels.first?.name ?? "game"
            let number = (rally.levels.first?.wins.reduce(0, +) ?? 0) + 1
            // With spoken calls, the umpire's call too: "Deuce", "Advantage A".
            let call = rally.calls != nil && !rally.call.isEmpty ? ": \(rally.call)" : ""
            lines.append("\(innermost) \(number)\(call), * serves")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Codes

    /// Each guess with its feedback (counted: exact marks, then partial ones, then a dot for each
    /// peg without a mark; by position: one mark a place, in order), the guesses left, and the
    /// secret: hidden while the game is on, shown when it ends.
    func render(_ code: CodeView, over: Bool, personKeepsSecret: Bool) -> String {
        var exact: Character = "B", partial: Character = "W", maker = 0
        var rules: CodeRules?
        if case .code(let codeRules) = engine.model.kind {
            exact = codeRules.exactSymbol
            partial = codeRules.partialSymbol
            maker = codeRules.maker
            rules = codeRules
        }
        var lines: [String] = []
        let numberWidth = String(code.rows.count + code.guessesLeft).count + 1
        for (i, row) in code.rows.enumerated() {
            let number = pad(String(i + 1) + ".", numberWidth + 1, right: true)
            let feedback: String
            if let marks = row.feedback, rules?.feedbackByPosition == true {
                feedback = "[" + marks.map { mark in
                    mark == exact ? paint(String(mark), "1;32") : mark == partial ? paint(String(mark), "1;33") : String(mark)
                }.joined() + "]"
            } else if row.feedback != nil {
                let holes = max(0, code.length - row.exact - row.partial)
                feedback = "[" + paint(String(repeating: exact, count: row.exact), "1;31")
                    + paint(String(repeating: partial, count: row.partial), "1;37")
                    + String(repeating: ".", count: holes) + "]"
            } else {
                feedback = "[" + String(repeating: "?", count: code.length) + "] waiting for \(players[maker])'s feedback"
            }
            lines.append("\(number) \(paint(row.guess, "1"))  \(feedback)")
        }
        if code.rows.isEmpty {
            lines.append("no guesses yet: a code is \(rules?.codeWording ?? "\(code.length) symbols from \(code.alphabet)")")
            lines.append("feedback: \(rules?.feedbackWording ?? "\(exact) right symbol in the right place, \(partial) right symbol in the wrong place")")
            if let repeated = rules?.repeatedSymbolWording { lines.append("  (\(repeated))") }
        }
        lines.append("guesses left: \(code.guessesLeft)")
        if let secret = code.secret, over || !personKeepsSecret {
            lines.append("secret: " + (over ? paint(secret, "1;32") : secret))
        } else if personKeepsSecret {
            lines.append("secret: kept by \(players[maker]), who answers each guess")
        } else {
            lines.append("secret: " + String(repeating: "?", count: code.length))
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func trailingSpacesRemoved() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
