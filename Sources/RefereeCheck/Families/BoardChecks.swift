import RefereeEngine
import RefereeLanguage
import RefereeModel

/// What `check` knows of board games: marks and completed lines.
struct BoardChecks: FamilyChecks {
    let rules: BoardRules

    func score(_ view: GameView, players: [String]) -> String {
        guard case .board(let board) = view else { return "" }
        var text = players.indices.map { p in "\(players[p]) \(board.cells.filter { $0 == p }.count)" }.joined(separator: " ")
        if !board.lines.isEmpty {
            text += ", lines " + board.lines.map { "(" + $0.map { board.cellNames[$0] }.joined(separator: " ") + ")" }.joined(separator: " ")
        }
        return text
    }

    /// What the board family's statements promise: the marks match the moves, a win has its
    /// line, and a draw is a full board without one. A file with core rules of its own may move
    /// and take pieces and end the game in other ways.
    func atEnd(_ state: GameState, engine: Engine, moves: Int) -> GameProblem? {
        guard engine.model.core == nil, case .board(let view) = engine.view(state) else { return nil }
        let count = RandomGame.count
        let marks = view.cells.compactMap { $0 }.count
        let played = engine.moveCount(state)
        if marks != played {
            return GameProblem(.inconsistentView, "after \(count(moves, "move")) the board holds \(count(marks, "mark")) but \(played) moves were played")
        }
        guard let outcome = engine.outcome(state) else { return nil }
        if outcome.winner != nil, view.lines.isEmpty {
            return GameProblem(.inconsistentView, "after \(count(moves, "move")) \(engine.model.players[outcome.winner!]) has won, but no line is complete")
        }
        if outcome.winner == nil, view.cells.contains(where: { $0 == nil }) || !view.lines.isEmpty || !rules.drawWhenFull {
            return GameProblem(.inconsistentView, "after \(count(moves, "move")) the game is a draw, but the board is not full without a line under 'draw when full'")
        }
        return nil
    }

    func shownMessages(_ model: GameModel) -> Set<MessageKey> {
        var keys: Set<MessageKey> = []
        if !model.computers.isEmpty { keys.insert(.turn) }
        guard let core = model.core else {
            if !rules.lines.isEmpty { keys.insert(.win) }
            if rules.drawWhenFull { keys.insert(.draw) }
            keys.insert(rules.gravity ? .full : .occupied)
            return keys
        }
        return keys.union(Self.shownMessages(core))
    }

    /// The messages a game's own core rules can show.
    static func shownMessages(_ core: CoreGame) -> Set<MessageKey> {
        var keys: Set<MessageKey> = []
        for end in core.ends {
            switch end.result {
            case .winner, .loser: keys.insert(.win)
            case .draw: keys.insert(.draw)
            case .highest, .lowest, .highestCount: keys.formUnion([.win, .draw])
            }
        }
        for rule in core.moves {
            if rule.condition != nil || rule.flanking || rule.otherwise { keys.insert(.illegal) }
            switch rule.action {
            case .place(_, let drop): keys.insert(drop ? .full : .occupied)
            case .slide, .jump: keys.formUnion([.illegal, .occupied])
            case .remove: keys.insert(.illegal)
            case .pass, .word: break
            case .choose: keys.insert(rule.refusal)
            }
        }
        return keys
    }

    func neverShown(_ key: MessageKey) -> String? {
        switch key {
        case .draw: "without 'draw when full' a board game never ends in a draw"
        case .win: "with no lines to complete, nobody ever wins"
        case .full: "only with 'gravity' can a column be full"
        case .occupied: "with 'gravity' a move names a column, so it never lands on a taken cell"
        case .over, .unknown, .pins, .turn, .code, .feedback, .illegal: nil
        }
    }

    func lint(_ linter: inout Linter) {
        linter.turns()
        linter.board(rules)
    }
}

extension GameView {
    /// The view of a board game; nil for another family's.
    var board: BoardView? { if case .board(let view) = self { view } else { nil } }
}

extension Observer {
    func cell(_ cell: String, _ player: String?, on board: BoardView) -> Mismatch? {
        guard let index = board.cellNames.firstIndex(of: cell) else {
            return Mismatch(message: "no cell '\(cell)' on this board", expected: "cell \(cell)", actual: "no such cell")
        }
        return mismatch("cell \(cell)", player ?? "empty", board.pieces[index] ?? "empty")
    }

    func emptyCells(_ n: Int, on board: BoardView) -> Mismatch? {
        mismatch("empty cells", String(n), String(board.pieces.filter { $0 == nil }.count))
    }

    func cellCount(_ n: Int, on board: BoardView) -> Mismatch? {
        mismatch("cells", String(n), String(board.cells.count))
    }

    func lines(_ lines: [[String]], on board: BoardView) -> Mismatch? {
        let got = board.lines.map { "(" + $0.map { board.cellNames[$0] }.joined(separator: " ") + ")" }
        let wanted = lines.map { "(" + $0.joined(separator: " ") + ")" }
        return mismatch("winning lines", wanted.isEmpty ? "none" : wanted.joined(separator: " "), got.isEmpty ? "none" : got.joined(separator: " "))
    }

}

extension Linter {
    /// Players who never move, because the turn rule never names them.
    mutating func turns() {
        var movers: Set<Int>?
        var turnStatement: Statement?
        switch model.turns {
        case .alternate: movers = nil
        case .fixed(let p):
            movers = [p]
            turnStatement = statements.first { if case .turnsFixed = $0.kind { true } else { false } }
        case .computed(let expr):
            movers = Self.players(Evaluator.fold(expr))
            turnStatement = statements.first { if case .turnsBy = $0.kind { true } else { false } }
        }
        // A player who never moves but whom an end rule names as the winner is the other side
        // of a game played alone against the rules (the Thinker whose number is guessed).
        let namedWinners = Set((model.core?.ends ?? []).compactMap { end -> Int? in
            if case .winner(.player(let p)) = end.result { p } else { nil }
        })
        if let movers, let turnStatement {
            for (p, name) in model.players.enumerated() where !movers.contains(p) && !namedWinners.contains(p) {
                warn(
                    "idle-player", "player \(name) never moves", at: turnStatement.span,
                    help: "this turn rule only ever gives the move to \(movers.sorted().map { model.players[$0] }.joined(separator: ", "))"
                        + "; a player who only wins is named in an end rule: 'end when …: winner \(name)'")
            }
        }
    }

    mutating func board(_ rules: BoardRules) {
        // A line listed twice decides nothing the first did not.
        for statement in statements {
            guard case .lines(_, .explicit(let lines)) = statement.kind else { continue }
            var seen: [Set<String>: Int] = [:]
            for (i, line) in lines.enumerated() {
                let cells = Set(line.map(\.text))
                if let first = seen[cells] {
                    let span = line.first.map { $0.span.merged(with: line.last!.span) } ?? statement.span
                    warn("duplicate-line", "this line repeats line \(first + 1) of the statement", at: span,
                         help: "a line that is already listed never decides anything the first did not")
                } else {
                    seen[cells] = i
                }
            }
        }
    }

    /// The players an expression of type player can give; nil when it can give any (it reads the
    /// player to move).
    static func players(_ expr: Expr) -> Set<Int>? {
        switch expr {
        case .player(let p): [p]
        case .choose(_, let a, let b):
            if let x = players(Evaluator.fold(a)), let y = players(Evaluator.fold(b)) { x.union(y) } else { nil }
        default: nil
        }
    }
}
