import RefereeEngine
import RefereeModel

/// How a board game is shown: a grid of cells, moves that name a cell or a column.
struct BoardPresentation: FamilyPresentation {
    let rules: BoardRules

    func picture(_ view: GameView, state: GameState, renderer: Renderer, personKeepsSecret: Bool) -> String {
        guard case .board(let board) = view else { return "" }
        return renderer.render(board) + CoreWording.kept(view, players: renderer.players)
    }

    func brief(_ model: GameModel) -> String {
        if let core = model.core { return CoreWording.brief(core, model: model) }
        let players = RulesSummary.list(model.players)
        let turns: String = switch model.turns {
        case .alternate: "\(players) take turns"
        case .fixed(let p): "\(model.players[p]) moves alone"
        case .computed: "\(players) move by the rules' turn order"
        }
        let size = "\(rules.width) by \(rules.height)" + (rules.layers > 1 ? " by \(rules.layers)" : "")
        return "\(turns) placing marks on a \(size) board" + (rules.layers > 1 ? " of \(rules.layers) layers" : "")
            + (rules.wraps ? " whose edges wrap" : "") + (rules.gravity ? ", dropping them down columns." : ".")
    }

    func details(_ model: GameModel) -> [String] {
        var out: [String] = model.core.map { CoreWording.details($0, model: model) } ?? []
        let n = rules.lines.first?.count ?? 0
        if !rules.lines.isEmpty {
            let exactly = rules.overlines.isEmpty ? "" : "exactly "
            out.append("Completing one of \(rules.lines.count) lines of \(exactly)\(n) cells \(rules.lineEffect == .wins ? "wins" : "loses").")
            if !rules.overlines.isEmpty { out.append("A line that is part of a longer run does not count.") }
        }
        if rules.drawWhenFull { out.append("A full board with no line is a draw.") }
        return out
    }

    func examples(_ session: Session, player: String) -> [(String, String)] {
        let move = session.engine.legalMoves(session.state).first.map { session.engine.format($0, in: session.state) } ?? "1"
        if let core = session.engine.model.core {
            return [(move, CoreWording.describe(move, player: player, onABoard: core.board.cellCount > 0))]
        }
        return rules.gravity
            ? [(move, "\(player) drops a mark into column \(move)")]
            : [(move, "\(player) puts a mark on cell \(move)")]
    }

    func refusal(_ rule: MessageKey, player: String, engine: Engine, state: GameState) -> String? {
        guard rule == .occupied, let core = engine.model.core else { return nil }
        return CoreBoardWording.occupied(core)
    }

    func whatAMoveIs(engine: Engine, state: GameState) -> String {
        let names = engine.view(state)
        guard case .board(let board) = names else { return "a move names a cell" }
        if let core = engine.model.core { return CoreWording.whatAMoveIs(core, cellNames: board.cellNames) }
        if rules.gravity {
            return "a move names a column, \(board.columnNames.first ?? "") to \(board.columnNames.last ?? "")"
        }
        return "a move names an empty cell, \(board.cellNames.first ?? "") to \(board.cellNames.last ?? "")"
    }

    /// The moves the rules' own computer made after a person's move ("O plays 4"): the engine
    /// makes them at once, so only the cells they took tell of them.
    func events(_ before: GameState, _ after: GameState, engine: Engine) -> [String] {
        let computers = engine.model.computers
        guard !computers.isEmpty, case .board(let a) = engine.view(before), case .board(let b) = engine.view(after) else { return [] }
        return b.cells.indices.compactMap { i -> String? in
            guard a.cells[i] == nil, let p = b.cells[i], computers[p] != nil else { return nil }
            let name = b.gravity && b.width > 0 ? b.columnNames[i % b.width] : b.cellNames[i]
            return describe(name, by: p, name: engine.model.players[p])
        }
    }

    func opening(_ state: GameState, engine: Engine) -> [String] {
        let computers = engine.model.computers
        guard !computers.isEmpty, case .board(let board) = engine.view(state) else { return [] }
        return board.cells.indices.compactMap { i -> String? in
            guard let p = board.cells[i], computers[p] != nil else { return nil }
            let name = board.gravity && board.width > 0 ? board.columnNames[i % board.width] : board.cellNames[i]
            return describe(name, by: p, name: engine.model.players[p])
        }
    }

    func describe(_ text: String, by player: Int, name: String) -> String { "\(name) plays \(text)" }

    func status(_ player: Int, name: String) -> String { "\(name) to move" }


    func expectations(_ view: GameView, engine: Engine, state: GameState, over: Bool) -> [String] {
        guard case .board(let board) = view else { return [] }
        let lines = board.lines.map { "(" + $0.map { Session.scenarioWord(board.cellNames[$0]) }.joined(separator: " ") + ")" }
        return ["lines " + (lines.isEmpty ? "none" : lines.joined(separator: " ")), "empty cells \(board.pieces.filter { $0 == nil }.count)"]
            + ValuesPresentation.expectations(view)
    }
}

extension Renderer {
    static let playerColors = ["1;31", "1;34", "1;32", "1;35"]

    /// A grid with each empty cell's name; marks in the players' colours; the cells of completed
    /// lines in reverse video, or in brackets without colour. A board in layers shows each layer
    /// so (`LayeredBoard.swift`), a board of points its points and links (`PointBoard.swift`);
    /// wrapping edges are said under the picture.
    func render(_ board: BoardView) -> String {
        let onLine = Set(board.lines.flatMap { $0 })
        let picture = if let points = board.points {
            pointBoard(board, points, onLine: onLine)
        } else {
            board.layers > 1 ? layered(board, onLine: onLine) : flat(board, onLine: onLine)
        }
        return picture + (board.wraps ? "\n" + Self.wrapNote : "") + lineNames(board)
    }

    /// What a picture of a board whose edges wrap says under it.
    static let wrapNote = "the edges wrap: a line that leaves one side goes on from the opposite side"

    /// One flat grid, as a hexagonal, a compact or a plain picture; `legend` says whether to
    /// name the players' marks under it when they are shortened, and its cells are at least
    /// `cellWidth` wide.
    func flat(_ board: BoardView, onLine: Set<Int>, legend showLegend: Bool = true, cellWidth: Int = 1) -> String {
        if board.hexagonal, let picture = hexagonal(board, onLine: onLine) { return picture }
        let labels = board.gravity ? board.columnNames : board.cellNames
        var (marks, legend) = Self.marks(for: players, fitting: max(1, labels.map(\.count).max() ?? 1))
        if !board.kinds.isEmpty { (marks, legend) = Self.kindMarks(marks, players: players, kinds: board.kinds) }
        let shared = board.cells.indices.compactMap { board.cells[$0] == nil ? board.pieces[$0]?.count : nil }
        let width = max(cellWidth, (labels.map(\.count) + marks.map(\.count) + shared).max() ?? 1)
        if !Self.gridFits(board, cellWidth: width), let compact = compact(board, onLine: onLine) {
            return compact
        }
        var rows: [String] = []
        for r in 0..<board.height {
            var cells: [String] = []
            for c in 0..<board.width {
                let i = r * board.width + c
                if board.cells[i] == nil, let piece = board.pieces[i] {
                    let mark = center(piece, width)
                    cells.append(onLine.contains(i) ? (color ? paint(" \(mark) ", "7") : "[\(mark)]") : " \(mark) ")
                } else if let p = board.cells[i] {
                    let mark = center(marks[Self.markIndex(p, i, board)], width)
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
        if showLegend, let legend { out += "\n" + legend }
        return out
    }

    /// The completed lines in words, under the board ("" when there are none). With gravity the
    /// picture names columns only, so a cell is its column and its row from the bottom.
    func lineNames(_ board: BoardView) -> String {
        guard !board.lines.isEmpty else { return "" }
        func name(_ i: Int) -> String {
            guard board.gravity, board.width > 0 else { return board.cellNames[i] }
            return "\(board.columnNames[i % board.width]),\(board.height - i / board.width)"
        }
        let names = board.lines.map { "(" + $0.map(name).joined(separator: " ") + ")" }
        var effect = "completed"
        if case .board(let rules) = engine.model.family, !rules.lines.isEmpty { effect = rules.lineEffect == .wins ? "winning" : "losing" }
        let label = "\(effect) line\(names.count == 1 ? "" : "s"): "
        let note = board.gravity ? " (column,row from the bottom)" : ""
        let plain = label + names.joined(separator: " ") + note
        // Many lines (a game that scores every line) are broken over lines of their own.
        guard plain.count <= PictureLayout.columns else { return "\n" + PictureLayout.wrapped(plain) }
        return "\n" + label + paint(names.joined(separator: " "), "1") + note
    }

    /// With kinds of piece every player has, a mark for each player's each kind, player by
    /// player: the first kind (a man) in small letters, the others in capitals (a king), then
    /// with the kind's number from the third on; the legend names every one.
    static func kindMarks(_ marks: [String], players: [String], kinds: [String]) -> ([String], String?) {
        var result: [String] = []
        var legend: [String] = []
        for (p, mark) in marks.enumerated() {
            for (k, kind) in kinds.enumerated() {
                let shown = k == 0 ? mark.lowercased() : mark.uppercased() + (k > 1 ? String(k) : "")
                result.append(shown)
                legend.append("\(shown) \(players[p]) \(kind)")
            }
        }
        return (result, legend.joined(separator: ", "))
    }

    /// Where the mark of the piece on cell `i`, owned by player `p`, is among the marks: with
    /// kinds every player has, the player's kind's.
    static func markIndex(_ p: Int, _ i: Int, _ board: BoardView) -> Int {
        guard !board.kinds.isEmpty else { return p }
        let kind = board.pieces[i].flatMap { name in board.kinds.firstIndex { name.hasSuffix(" " + $0) } } ?? 0
        return p * board.kinds.count + kind
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

}
