import RefereeModel

extension Checker {
    mutating func checkBoard() -> BoardRules? {
        var width = 0, height = 0
        var boardSpan: Span?
        for statement in statements(where: { if case .board = $0 { true } else { false } }) {
            once(statement)
            guard case .board(let w, let h) = statement.kind else { continue }
            boardSpan = statement.span
            guard let w = constant(w, "the board's width", in: 1...Limits.boardCells),
                  let h = constant(h, "the board's height", in: 1...Limits.boardCells)
            else { return nil }
            guard w * h <= Limits.boardCells else {
                diagnostics.append(.error(
                    "a \(w) by \(h) board has \(w * h) cells; the limit is \(Limits.boardCells)", at: statement.span))
                return nil
            }
            (width, height) = (w, h)
        }
        guard let boardSpan else {
            diagnostics.append(.error("a board game needs its size", at: Span(0, 0), help: "add a line such as 'board 3 by 3'"))
            return nil
        }
        if expressions.players.count > Limits.boardPlayers {
            diagnostics.append(.error(
                "a board game has at most \(Limits.boardPlayers) players; this file names \(expressions.players.count)",
                at: boardSpan))
            return nil
        }
        var rules = BoardRules(width: width, height: height)

        for statement in syntax.statements {
            switch statement.kind {
            case .cellsNumbered(let from):
                once(statement)
                if let first = constant(from, "the first cell's number", in: 0...Limits.number) { rules.naming = .numbered(from: first) }
            case .cellsAlgebraic:
                once(statement)
                if width > 26 {
                    diagnostics.append(.error("cells named a1 need at most 26 columns; this board has \(width)", at: statement.span))
                }
                rules.naming = .algebraic
            case .gravity:
                once(statement)
                rules.gravity = true
            case .drawWhenFull:
                once(statement)
                rules.drawWhenFull = true
            case .title, .players, .option, .message, .rulesReference,
                 .turnsAlternate, .turnsFixed, .turnsBy, .computer, .board, .lines,
                 .frames, .pins, .rolls, .bonus, .fill, .bowlers,
                 .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen,
                 .code, .repeats, .guesses, .feedback, .feedbackWords, .reveal, .words, .secret, .table, .define, .forEach,
                 .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse:
                break
            }
        }

        var lineStatement: Statement?
        for statement in syntax.statements {
            guard case .lines(let effect, let spec) = statement.kind else { continue }
            if let first = lineStatement {
                diagnostics.append(.error(
                    "a board has one rule for its lines; '\(first.keyword.text)' already gave it", at: statement.keyword.span,
                    help: "list every line in one 'win lines (…) (…)' statement"
                ).noting("first given here", at: first.keyword.span))
                continue
            }
            lineStatement = statement
            rules.lineEffect = effect
            if let lines = checkLines(spec, naming: rules.naming, width: width, height: height, statement: statement) {
                rules.lines = lines
            }
        }
        let coreEnds = syntax.statements.contains { if case .end = $0.kind { true } else { false } }
        if rules.lines.isEmpty, !rules.drawWhenFull, lineStatement == nil, !coreEnds {
            diagnostics.append(.error(
                "this game has no way to end", at: boardSpan,
                help: "add a line rule ('win 3 in a row'), 'draw when full', or a core rule such as 'end when full: draw'"
            ).following(.absence))
        }
        return rules
    }

    mutating func checkTurns(_ players: [String]) -> (TurnRule, [Int: Strategy]) {
        var turns = TurnRule.alternate
        var computers: [Int: Strategy] = [:]
        for statement in syntax.statements {
            switch statement.kind {
            case .turnsAlternate:
                once(statement)
            case .turnsFixed(let name):
                once(statement)
                if let p = requirePlayer(name) { turns = .fixed(p) }
            case .turnsBy(let expr):
                once(statement)
                var scope = ExpressionScope(constantsOnly: false)
                scope.scalars["moves"] = (.moves, .int)
                scope.quantities["marks"] = .marks
                if let e = runtime(expr, as: .player, scope: scope, what: "the player to move") { turns = .computed(e) }
            case .computer(let name, let how):
                guard let p = requirePlayer(name) else { continue }
                guard let strategy = Strategy(rawValue: how.text) else {
                    let names = Strategy.allCases.map(\.rawValue)
                    diagnostics.append(.error(
                        "unknown way to play '\(how.text)'", at: how.span, expected: names.map { "'\($0)'" }.joined(separator: ", "),
                        help: Suggestion.didYouMean(how.text, among: names)))
                    continue
                }
                if computers[p] != nil { diagnostics.append(.error("the computer already plays \(name.text)", at: name.span)) }
                computers[p] = strategy
            case .title, .players, .option, .message, .rulesReference,
                 .board, .cellsNumbered, .cellsAlgebraic, .gravity, .lines, .drawWhenFull,
                 .frames, .pins, .rolls, .bonus, .fill, .bowlers,
                 .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen,
                 .code, .repeats, .guesses, .feedback, .feedbackWords, .reveal, .words, .secret, .table, .define, .forEach,
                 .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse:
                break
            }
        }
        if computers.count == players.count, !players.isEmpty {
            let last = syntax.statements.last { if case .computer = $0.kind { true } else { false } }
            diagnostics.append(.error("the computer plays every player, so nobody can move", at: last?.span ?? Span(0, 0),
                                      help: "leave at least one player to a person"))
        }
        return (turns, computers)
    }

    /// The lines a line statement gives (`3 in a row`, or named cell by cell), in report order;
    /// nil when they are wrong, which the diagnostics say.
    mutating func checkLines(_ spec: LineSpec, naming: CellNaming, width: Int, height: Int, statement: Statement) -> [[Int]]? {
        switch spec {
        case .inARow(let lengthSyntax):
            guard let length = constant(lengthSyntax, "the length of a line", in: 1...Limits.boardCells) else { return nil }
            guard length <= max(width, height) else {
                diagnostics.append(.error(
                    "no line of \(length) fits on a \(width) by \(height) board", at: lengthSyntax.span,
                    help: "make the board larger or the line shorter"))
                return nil
            }
            return BoardRules.linesInARow(length, width: width, height: height)
        case .explicit(let lines):
            var result: [[Int]] = []
            for line in lines {
                var cells: [Int] = []
                for cell in line {
                    guard let index = Self.cellIndex(cell.text, naming: naming, width: width, height: height) else {
                        diagnostics.append(.error(
                            "cell \(cell.text) is not on the \(width) by \(height) board", at: cell.span,
                            help: "its cells are \(Self.cellRange(naming, width: width, height: height))"))
                        continue
                    }
                    if cells.contains(index) {
                        diagnostics.append(.error("cell \(cell.text) appears twice in one line", at: cell.span))
                    }
                    cells.append(index)
                }
                if line.isEmpty {
                    diagnostics.append(.error("a line needs at least one cell", at: statement.span))
                }
                result.append(cells)
            }
            return result
        }
    }

    /// The index of a named cell, or nil when no cell has that name.
    static func cellIndex(_ name: String, naming: CellNaming, width: Int, height: Int) -> Int? {
        naming.cell(named: Substring(name), width: width, height: height)
    }

    static func cellRange(_ naming: CellNaming, width: Int, height: Int) -> String {
        switch naming {
        case .numbered(let from): "\(from) to \(from + width * height - 1)"
        case .algebraic:
            "a1 to \(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(width - 1))))\(height)"
        }
    }
}
