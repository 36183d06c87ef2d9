import RefereeEngine

/// Draws the picture of a game from its view: a board grid, a bowling card, a rally scoreboard
/// or a code-breaking board. Drawn from the game's constructs, never per game.
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

    public func render(_ state: GameState, for viewer: Int? = nil) -> String {
        switch engine.view(state, for: viewer) {
        case .board(let board): render(board)
        case .frames(let frames): render(frames, current: engine.toMove(state))
        case .rally(let rally): render(rally, over: engine.isOver(state))
        case .code(let code): render(code)
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

    func render(_ board: BoardView) -> String {
        let onLine = Set(board.lines.flatMap { $0 })
        let width = max(1, (board.cellNames.map(\.count) + players.map(\.count)).max() ?? 1)
        var rows: [String] = []
        for r in 0..<board.height {
            var cells: [String] = []
            for c in 0..<board.width {
                let i = r * board.width + c
                let text: String
                if let p = board.cells[i] {
                    let mark = center(players[p], width)
                    text = onLine.contains(i)
                        ? (color ? paint(mark, "7;" + Self.playerColors[p % 4]) : center("*" + players[p], width))
                        : paint(mark, Self.playerColors[p % 4])
                } else {
                    text = board.gravity ? center(".", width) : paint(center(board.cellNames[i], width), "2")
                }
                cells.append(" \(text) ")
            }
            rows.append(cells.joined(separator: "|"))
        }
        let rule = Array(repeating: String(repeating: "-", count: width + 2), count: board.width).joined(separator: "+")
        var out = rows.joined(separator: "\n\(rule)\n")
        if board.gravity {
            out += "\n" + board.columnNames.map { " \(center($0, width)) " }.joined(separator: " ")
        }
        if !board.lines.isEmpty {
            let names = board.lines.map { "(" + $0.map { board.cellNames[$0] }.joined(separator: " ") + ")" }
            out += "\nwinning line\(names.count == 1 ? "" : "s"): " + names.joined(separator: " ")
        }
        return out
    }

    // MARK: Frames

    func render(_ view: FramesView, current: Int?) -> String {
        let cell = max(5, 2 * 3 + 1)
        var lines: [String] = []
        let nameWidth = max(5, players.map(\.count).max() ?? 5)
        let header = (1...view.frames).map { center(String($0), cell) }.joined(separator: "|")
        lines.append(pad("", nameWidth) + " |" + header + "| total")
        for (p, card) in view.cards.enumerated() {
            var marks: [String] = []
            var totals: [String] = []
            for f in 0..<view.frames {
                let frame = f < card.count ? card[f] : nil
                marks.append(center(frame?.marks.joined(separator: " ") ?? "", cell))
                totals.append(center(frame?.total.map(String.init) ?? "", cell))
            }
            let name = p == current ? paint(pad(players[p], nameWidth), "1") : pad(players[p], nameWidth)
            lines.append(name + " |" + marks.joined(separator: "|") + "| " + String(view.scores[p]))
            lines.append(pad("", nameWidth) + " |" + totals.joined(separator: "|") + "|")
        }
        if current != nil {
            lines.append("frame \(view.frame) of \(view.frames), \(view.standing) pin\(view.standing == 1 ? "" : "s") standing")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Rallies

    func render(_ rally: RallyView, over: Bool) -> String {
        let nameWidth = max(6, players.map(\.count).max() ?? 6)
        let counted = rally.levels.dropLast().map(\.name)
        var header = pad("", nameWidth + 2)
        for name in counted.reversed() { header += pad(name + "s", 8, right: true) }
        header += pad("points", 8, right: true)
        var lines = [header]
        for p in 0..<2 {
            let marker = !over && rally.server == p ? paint("*", "1;33") : " "
            var line = marker + " " + pad(players[p], nameWidth)
            for level in rally.levels.dropLast().reversed() { line += pad(String(level.wins[p]), 8, right: true) }
            line += pad(rally.calls?[p] ?? String(rally.points[p]), 8, right: true)
            lines.append(line)
        }
        if !over { lines.append("* serves") }
        return lines.joined(separator: "\n")
    }

    // MARK: Codes

    func render(_ code: CodeView) -> String {
        var lines: [String] = []
        for (i, row) in code.rows.enumerated() {
            let number = pad(String(i + 1) + ".", 4, right: true)
            let feedback = row.feedback.map { "[\($0)]" } ?? "[waiting for feedback]"
            lines.append("\(number) \(paint(row.guess, "1"))  \(feedback)")
        }
        if code.rows.isEmpty { lines.append("no guesses yet: a code is \(code.length) symbols from \(code.alphabet)") }
        lines.append("guesses left: \(code.guessesLeft)")
        lines.append("secret: " + (code.secret ?? String(repeating: "?", count: code.length)))
        return lines.joined(separator: "\n")
    }
}
