import RefereeModel

/// Checks the core statements about the board (`grid`, `start`, `connect`, `pattern`), the move
/// modifiers `flanking`, `otherwise` and `recorded`, and `highest marks`.
extension Checker {
    /// `grid …`, after the lines: on a hexagonal grid, lines in a row run along its own axes.
    mutating func checkGrid(_ statements: [Statement], in game: inout CoreGame) {
        var first: Span?
        for statement in statements {
            guard case .coreBoard(.grid(let name)) = statement.kind else { continue }
            if let first {
                diagnostics.append(.error("the grid is given twice", at: statement.keyword.span).noting("first given here", at: first))
            }
            first = first ?? statement.keyword.span
            guard let grid = Grid(rawValue: name.text) else {
                diagnostics.append(.error(
                    "unknown grid '\(name.text)'", at: name.span, expected: "'hexagonal' or 'square'",
                    help: Suggestion.didYouMean(name.text, among: Grid.allCases.map(\.rawValue))))
                continue
            }
            game.board.grid = grid
            if grid == .hexagonal, game.board.points != nil {
                diagnostics.append(.error(
                    "a board of points has no cells to be hexagons", at: name.span,
                    help: "its lines say how its points touch; leave out 'grid hexagonal'"))
                game.board.grid = .square
            } else if grid == .hexagonal, game.board.layers > 1 {
                diagnostics.append(.error(
                    "a hexagonal grid lies flat; this board has \(game.board.layers) layers", at: name.span,
                    help: "write 'board \(game.board.width) by \(game.board.height)', or leave out 'grid hexagonal'"))
            }
        }
        guard game.board.grid == .hexagonal else { return }
        for statement in syntax.statements {
            let spec: LineSpec
            if case .lines(_, let s) = statement.kind {
                spec = s
            } else if case .boardLines(let s) = statement.kind {
                spec = s
            } else {
                continue
            }
            guard case .inARow(let lengthSyntax, let exactly) = spec,
                  let length = constant(lengthSyntax, "the length of a line", in: 1...Limits.boardCells)
            else { continue }
            let runs = game.board.lattice.runs(of: length)
            game.board.lines = runs.cells
            game.board.overlines = exactly == nil ? [] : runs.beyond
        }
    }

    /// `start`, `connect` and `pattern`, once the pieces are declared.
    mutating func checkBoardContents(_ statements: [Statement], in game: inout CoreGame, names: inout CoreNames) {
        var taken: Set<Int> = []
        for statement in statements {
            guard case .coreBoard(let board) = statement.kind else { continue }
            switch board {
            case .grid, .kinds, .forward, .promote, .captures, .line, .lineEvery, .link: break
            case .start(let piece, let cells):
                if let start = checkStart(piece, cells, game: game, names: names, taken: &taken) { game.start.append(start) }
            case .connect(let player, let from, let to):
                if let goal = checkConnect(player, from, to, game: game) { game.goals.append(goal) }
            case .pattern(let name, let pieces):
                if let pattern = checkPattern(name, pieces, game: game, names: names) {
                    names.patterns[name.text] = game.patterns.count
                    game.patterns.append(pattern)
                }
            case .region(let name, let items):
                checkRegion(name, items, names: &names)
            }
        }
        names.connects = statements.contains { if case .coreBoard(.connect) = $0.kind { true } else { false } }
    }

    private mutating func checkStart(
        _ piece: Name, _ cells: [Name], game: CoreGame, names: CoreNames, taken: inout Set<Int>
    ) -> StartingPieces? {
        guard let kind = names.pieceKind(piece.text) else {
            diagnostics.append(.error(
                "no piece called '\(piece.text)'", at: piece.span,
                help: Suggestion.didYouMean(piece.text, among: names.allPieces) ?? "a player's own piece has the player's name"
            ).following(.undeclared(piece.text)))
            return nil
        }
        let board = game.board
        var placed: [Int] = []
        for cell in cells {
            guard let index = Self.cellIndex(cell.text, naming: board.naming, lattice: board.lattice, points: board.points) else {
                diagnostics.append(Self.offBoard(cell, naming: board.naming, lattice: board.lattice, points: board.points))
                continue
            }
            guard taken.insert(index).inserted else {
                diagnostics.append(.error("cell \(cell.text) already starts with a piece", at: cell.span))
                continue
            }
            placed.append(index)
        }
        return StartingPieces(kind: kind, cells: placed)
    }

    private mutating func checkConnect(_ player: Name, _ from: Name, _ to: Name, game: CoreGame) -> ConnectionGoal? {
        guard let p = requirePlayer(player) else { return nil }
        if game.board.points != nil {
            diagnostics.append(.error(
                "a board of points has no sides to connect", at: player.span,
                help: "'connect' joins two sides of a grid of cells"))
            return nil
        }
        if game.board.layers > 1 || game.board.wraps {
            let why = game.board.wraps ? "its edges wrap" : "it has \(game.board.layers) layers"
            diagnostics.append(.error(
                "this board has no sides to connect: \(why)", at: player.span,
                help: "'connect' joins two sides of a flat board whose edges do not wrap"))
            return nil
        }
        if game.goals.contains(where: { $0.player == p }) {
            diagnostics.append(.error("\(player.text) already has a side to connect", at: player.span,
                                      help: "a player has one 'connect' goal"))
            return nil
        }
        var edges: [Edge] = []
        for side in [from, to] {
            guard let edge = Edge(rawValue: side.text) else {
                diagnostics.append(.error(
                    "unknown side '\(side.text)'", at: side.span, expected: "'top', 'bottom', 'left' or 'right'",
                    help: Suggestion.didYouMean(side.text, among: Edge.allCases.map(\.rawValue))))
                return nil
            }
            edges.append(edge)
        }
        guard edges[0] != edges[1] else {
            diagnostics.append(.error("a player connects two different sides", at: to.span,
                                      help: "name the opposite side, as in 'connect \(player.text) top bottom'"))
            return nil
        }
        return ConnectionGoal(player: p, from: edges[0], to: edges[1])
    }

    private mutating func checkPattern(_ name: Name, _ pieces: [Name], game: CoreGame, names: CoreNames) -> Pattern? {
        guard names.isFree(name.text), expressions.options[name.text] == nil, Function(rawValue: name.text) == nil,
              !["moves", "marks", "turn"].contains(name.text)
        else {
            diagnostics.append(notingFirst(.error(
                "'\(name.text)' is already the name of \(names.meaning(of: name.text))", at: name.span,
                help: "choose another name"), of: name.text))
            return nil
        }
        var kinds: [Int] = []
        for piece in pieces {
            guard let kind = names.pieceKind(piece.text) else {
                diagnostics.append(.error(
                    "no piece called '\(piece.text)'", at: piece.span,
                    help: Suggestion.didYouMean(piece.text, among: names.allPieces)
                        ?? "declare shared pieces with 'pieces \(piece.text)'; each player's own piece has the player's name"
                ).following(.undeclared(piece.text)))
                return nil
            }
            kinds.append(kind)
        }
        guard kinds.count <= max(game.board.width, game.board.height, game.board.layers) else {
            diagnostics.append(.error(
                "a pattern of \(kinds.count) pieces does not fit on a \(Self.size(game.board.lattice)) board",
                at: name.span))
            return nil
        }
        return Pattern(name: name.text, kinds: kinds)
    }

    /// `onto other`, `flanking`, `capturing`, `anywhere`, `outside lines`, `otherwise`,
    /// `recorded` and `sealed` on a move rule.
    mutating func checkMoveModifiers(_ move: MoveSyntax, _ rule: inout MoveRule) {
        rule.otherwise = move.otherwise != nil
        rule.records = move.recorded != nil
        rule.sealed = checkSealedMove(move, rule)
        checkOnto(move, &rule)
        checkCapturing(move, &rule)
        if let anywhere = move.anywhere {
            if case .slide = rule.action {
                rule.anywhere = true
            } else {
                diagnostics.append(.error(
                    "'anywhere' goes with 'slide': the piece slides to any empty cell", at: anywhere.span,
                    help: "write 'move slide anywhere'"))
            }
        }
        if let outside = move.outsideLines {
            if case .remove = rule.action {
                rule.outsideLines = true
            } else {
                diagnostics.append(.error(
                    "'outside lines' goes with 'remove': it spares the pieces of a whole line", at: outside.span,
                    help: "write 'move remove other outside lines'"))
            }
        }
        guard let flanking = move.flanking else { return }
        guard case .place(let choices, let drop) = rule.action else {
            diagnostics.append(.error("'flanking' goes with 'place': a placed piece flanks", at: flanking.span))
            return
        }
        if choices != nil || drop {
            diagnostics.append(.error(
                "a flanking placement puts down the mover's own piece, where it is placed", at: flanking.span,
                help: "write 'move place flanking', without pieces to choose or 'dropping'"))
            return
        }
        rule.flanking = true
    }

    /// `highest marks`, `highest lines` or `highest area`: the counted quantity, or nil for
    /// another name.
    static func countedQuantity(_ name: String) -> Quantity? {
        switch name {
        case "marks": .marks
        case "lines": .lines
        case "area": .area
        default: nil
        }
    }
}
