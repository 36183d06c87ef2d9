import RefereeModel

extension Checker {
    mutating func checkBoard() -> BoardRules? {
        var width = 0, height = 0, layers = 1
        var boardSpan: Span?
        var pointsWord: Name?
        for statement in statements(where: { if case .board = $0 { true } else { false } }) {
            once(statement)
            guard case .board(let w, let h, let d, let points) = statement.kind else { continue }
            boardSpan = statement.span
            pointsWord = points
            guard let w = constant(w, "the board's width", in: 1...Limits.boardCells),
                  let h = constant(h, "the board's height", in: 1...Limits.boardCells),
                  let d = d.map({ constant($0, "the board's number of layers", in: 1...Limits.boardCells) }) ?? 1
            else { return nil }
            guard w * h * d <= Limits.boardCells else {
                let size = Self.size(Lattice(width: w, height: h, layers: d))
                diagnostics.append(.error(
                    "a \(size) board has \(w * h * d) cells; the limit is \(Limits.boardCells)", at: statement.span))
                return nil
            }
            (width, height, layers) = (w, h, d)
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
        rules.layers = layers

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
                if pointsWord != nil {
                    diagnostics.append(.error(
                        "gravity drops a piece down a column of cells; this board is points", at: statement.span,
                        help: "leave 'gravity' out, or write 'board \(width) by \(height)'"))
                } else if layers > 1 {
                    diagnostics.append(.error(
                        "gravity drops a piece down a column of a flat board; this one has \(layers) layers",
                        at: statement.span, help: "write 'board \(width) by \(height)', or leave 'gravity' out"))
                }
            case .edgesWrap:
                once(statement)
                rules.wraps = true
                if pointsWord != nil {
                    diagnostics.append(.error(
                        "a board of points has the links its lines give; its edges do not wrap", at: statement.span,
                        help: "leave 'edges wrap' out, or link the points across with 'link'"))
                }
            case .drawWhenFull:
                once(statement)
                rules.drawWhenFull = true
            case .title, .players, .option, .message, .rulesReference,
                 .turnsAlternate, .turnsFixed, .turnsBy, .computer, .board, .lines,
                 .frames, .pins, .rolls, .bonus, .fill, .bowlers,
                 .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen,
                 .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .table, .define, .forEach,
                 .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse:
                break
            }
        }

        if let pointsWord {
            if layers > 1 {
                diagnostics.append(.error(
                    "a board of points lies flat; this one has \(layers) layers", at: pointsWord.span,
                    help: "write 'board \(width) by \(height) points'"))
            }
            rules.points = checkPoints(width: width, height: height, naming: rules.naming, at: pointsWord.span)
        } else {
            refusePointStatements()
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
            if let (lines, overlines) = checkLines(spec, rules: rules, statement: statement) {
                rules.lines = lines
                rules.overlines = overlines
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
                 .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull,
                 .frames, .pins, .rolls, .bonus, .fill, .bowlers,
                 .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen,
                 .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .table, .define, .forEach,
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

    /// The lines a line statement gives (`3 in a row`, or named cell by cell), in report order,
    /// and with `exactly` each line's cells just past its ends; nil when they are wrong, which
    /// the diagnostics say.
    mutating func checkLines(
        _ spec: LineSpec, rules: BoardRules, statement: Statement
    ) -> (lines: [[Int]], overlines: [[Int]])? {
        let naming = rules.naming, lattice = rules.lattice
        switch spec {
        case .inARow(let lengthSyntax, let exactly):
            guard let length = constant(lengthSyntax, "the length of a line", in: 1...Limits.boardCells) else { return nil }
            let runs = rules.points?.runs(of: length) ?? lattice.runs(of: length)
            guard !runs.cells.isEmpty else {
                let board = rules.points == nil ? "a \(Self.size(lattice)) board" : "this board's lines of points"
                diagnostics.append(.error(
                    "no line of \(length) fits on \(board)", at: lengthSyntax.span,
                    help: "make the board larger or the line shorter"))
                return nil
            }
            return (runs.cells, exactly == nil ? [] : runs.beyond)
        case .explicit(let lines):
            var result: [[Int]] = []
            for line in lines {
                var cells: [Int] = []
                for cell in line {
                    guard let index = Self.cellIndex(cell.text, naming: naming, lattice: lattice, points: rules.points) else {
                        diagnostics.append(Self.offBoard(cell, naming: naming, lattice: lattice, points: rules.points))
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
            return (result, [])
        }
    }

    /// A board's size as written: `3 by 3`, or with layers `3 by 3 by 3`.
    static func size(_ lattice: Lattice) -> String {
        "\(lattice.width) by \(lattice.height)" + (lattice.layers > 1 ? " by \(lattice.layers)" : "")
    }

    /// The index of a named cell (on a board of points, of the point there), or nil when no cell
    /// has that name.
    static func cellIndex(_ name: String, naming: CellNaming, lattice: Lattice, points: PointLayout? = nil) -> Int? {
        guard let place = naming.cell(named: Substring(name), width: lattice.width, height: lattice.height, layers: lattice.layers)
        else { return nil }
        guard let points else { return place }
        return points.point(at: place)
    }

    /// The error for a cell that is not on the board.
    static func offBoard(_ cell: Name, naming: CellNaming, lattice: Lattice, points: PointLayout?) -> Diagnostic {
        guard let points else {
            return .error(
                "cell \(cell.text) is not on the \(Self.size(lattice)) board", at: cell.span,
                help: "its cells are \(Self.cellRange(naming, lattice: lattice))")
        }
        let names = points.places.map { naming.name(of: $0, width: lattice.width, height: lattice.height, layers: 1) }
        return .error(
            "\(cell.text) is not a point of the board", at: cell.span,
            help: Suggestion.didYouMean(cell.text, among: names) ?? "its points are those its lines name")
    }

    static func cellRange(_ naming: CellNaming, lattice: Lattice) -> String {
        switch naming {
        case .numbered(let from): return "\(from) to \(from + lattice.cellCount - 1)"
        case .algebraic:
            let layer = { (n: Int) in lattice.layers > 1 ? String(n) : "" }
            let column = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(truncatingIfNeeded: lattice.width - 1)))
            return "\(layer(1))a1 to \(layer(lattice.layers))\(column)\(lattice.height)"
        }
    }
}
