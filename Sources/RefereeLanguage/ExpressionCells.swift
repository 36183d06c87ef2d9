import RefereeModel

/// What expressions about cells may name in a game on a board: its cells, its shared pieces,
/// each player's own piece, and its regions.
struct CellScope {
    var board: CoreBoard
    /// Shared pieces by name, as kinds.
    var pieces: [String: Int] = [:]
    /// Regions by name (`region NAME = …`), their cells in increasing order.
    var regions: [String: [Int]] = [:]

    /// The cells a region form names: a declared region, or `row N`, `column X`, `layer N`
    /// (as the parser joins them into one name); nil for another name.
    func region(_ name: String) -> [Int]? {
        if let cells = regions[name] { return cells }
        let words = name.split(separator: " ")
        guard words.count == 2, let read = Self.line(words[0]) else { return nil }
        let value: Int
        if let n = Int(words[1]) {
            value = n
        } else if read == .column, board.naming == .algebraic, words[1].count == 1, let letter = words[1].first,
                  let ascii = letter.asciiValue, letter >= "a", letter <= "z" {
            value = Int(ascii - UInt8(ascii: "a")) + 1
        } else {
            return nil
        }
        let cells = board.cells(where: read, is: value)
        return cells.isEmpty ? nil : cells
    }

    /// What `row`, `column` and `layer` read of a cell.
    static func line(_ word: Substring) -> BoardRead? {
        switch word {
        case "row": .row
        case "column": .column
        case "layer": .layer
        default: nil
        }
    }

    /// The cell a literal names: a cell's name (`b2`), or on a board of numbered cells its number.
    func cell(named text: String) -> Int? { board.cell(named: Substring(text)) }
}

/// Expressions about cells: the cells of moves, cell names and numbers, `at`, `row`, `column`,
/// `layer`, `step`, `C in REGION` and `count(REGION holds X)`.
extension ExpressionChecker {
    /// A name about cells: `none`, `empty`, a shared piece, a cell's name; nil for another name.
    mutating func cellName(_ name: Name, _ cells: CellScope) throws -> (Expr, ValueType)? {
        switch name.text {
        case "none": return (.int(-1), .cell)
        case "empty": return (.int(-1), .piece)
        default: break
        }
        if let kind = cells.pieces[name.text] { return (.int(kind), .piece) }
        if Int(name.text) == nil, let cell = cells.cell(named: name.text) { return (.int(cell), .cell) }
        if cells.region(name.text) != nil {
            throw fail("'\(name.text)' is a region, a set of cells", at: name.span,
                       help: "ask whether a cell is in it, as in 'to in \(name.text)', or count it, as in 'count(\(name.text) holds mover)'")
        }
        if BoardDirection(rawValue: name.text) != nil {
            throw fail("'\(name.text)' is a direction, which 'step' walks", at: name.span,
                       help: "as in 'step(to, \(name.text))' or 'step(to, \(name.text), 2)'")
        }
        return nil
    }

    /// A call about cells: `at(C)`, `row(C)`, `column(C)`, `layer(C)`, `step(C, D[, N])`; nil for
    /// another function.
    mutating func cellCall(
        _ callee: Name, _ arguments: [ExprSyntax], _ span: Span, _ scope: ExpressionScope, _ cells: CellScope
    ) throws -> (Expr, ValueType)? {
        let read: BoardRead
        switch callee.text {
        case "at": read = .piece
        case "row": read = .row
        case "column": read = .column
        case "layer": read = .layer
        case "step": return try step(arguments, span, scope)
        default: return nil
        }
        guard arguments.count == 1 else { throw fail("'\(callee.text)(…)' takes one cell", at: span) }
        if scope.constantsOnly { throw changesDuringPlay(callee) }
        let cell = try cellArgument(arguments[0], scope, what: "'\(callee.text)(…)'")
        return (.board(read, [cell]), read == .piece ? .piece : .int)
    }

    /// `step(C, D)` or `step(C, D, N)`: the cell N steps (1 without it) from C in direction D.
    private mutating func step(_ arguments: [ExprSyntax], _ span: Span, _ scope: ExpressionScope) throws -> (Expr, ValueType) {
        guard arguments.count == 2 || arguments.count == 3 else {
            throw fail("'step' takes a cell, a direction and how many steps", at: span, help: "as in 'step(to, north, 2)'")
        }
        if scope.constantsOnly { throw fail("'step' reads the board, which changes during play", at: span) }
        let cell = try cellArgument(arguments[0], scope, what: "'step(…)'")
        guard case .name(let word) = arguments[1], let direction = BoardDirection(rawValue: word.text),
              let index = BoardDirection.allCases.firstIndex(of: direction)
        else {
            throw fail("a direction is one of \(BoardDirection.allCases.map(\.rawValue).joined(separator: ", "))",
                       at: arguments[1].span, help: "'for each d in directions' gives the eight of a flat board")
        }
        var times = Expr.int(1)
        if arguments.count == 3 {
            let (n, type) = try check(arguments[2], scope)
            guard type == .int else { throw fail("how many steps is a number, not \(type.rawValue)", at: arguments[2].span) }
            times = n
        }
        return (.board(.step(index), [cell, times]), .cell)
    }

    /// An expression that must be a cell: one of type cell, or a number known before play that
    /// names a cell of a board of numbered cells.
    mutating func cellArgument(_ syntax: ExprSyntax, _ scope: ExpressionScope, what: String) throws -> Expr {
        let (expr, type) = try check(syntax, scope)
        if type == .cell { return expr }
        guard type == .int, let cells = scope.cells else {
            throw fail("\(what) takes a cell, not \(type.rawValue)", at: syntax.span, help: "a cell is 'to', 'from', a cell's name or 'step(…)'")
        }
        return try numberedCell(expr, syntax, cells, what: what)
    }

    /// A number known before play as the cell it names on a board of numbered cells.
    private mutating func numberedCell(_ expr: Expr, _ syntax: ExprSyntax, _ cells: CellScope, what: String) throws -> Expr {
        guard case .int(let n) = expr, case .numbered = cells.board.naming else {
            throw fail("\(what) takes a cell, not a number", at: syntax.span,
                       help: "a cell is 'to', 'from', a cell's name or 'step(…)'; a number names a cell only as written, on a board of numbered cells")
        }
        guard let cell = cells.cell(named: String(n)) else {
            throw fail("there is no cell \(n) on this board", at: syntax.span)
        }
        return .int(cell)
    }

    /// Before `==` or `!=`: a number known before play beside a cell names a cell, and what a
    /// cell holds beside a player is whose piece it is.
    mutating func matchCells(
        _ a: inout Expr, _ at: inout ValueType, _ b: inout Expr, _ bt: inout ValueType, _ lhs: ExprSyntax, _ rhs: ExprSyntax,
        _ scope: ExpressionScope
    ) throws {
        guard let cells = scope.cells else { return }
        if at == .cell, bt == .int { (b, bt) = (try numberedCell(b, rhs, cells, what: "a comparison with a cell"), .cell) }
        if bt == .cell, at == .int { (a, at) = (try numberedCell(a, lhs, cells, what: "a comparison with a cell"), .cell) }
        if at == .piece, bt == .player { (a, at) = (try owner(a, lhs), .player) }
        if bt == .piece, at == .player { (b, bt) = (try owner(b, rhs), .player) }
    }

    /// What a cell holds, read as whose piece it is.
    private mutating func owner(_ expr: Expr, _ syntax: ExprSyntax) throws -> Expr {
        guard case .board(.piece, let arguments) = expr else {
            throw fail("this compares what a cell holds with a player: write 'at(C)' itself", at: syntax.span)
        }
        return .board(.owner, arguments)
    }

    /// `C in REGION`: whether the cell is one of the region's.
    mutating func within(_ lhs: ExprSyntax, _ rhs: ExprSyntax, _ scope: ExpressionScope) throws -> (Expr, ValueType) {
        let members = try region(rhs, scope)
        let cell = try cellArgument(lhs, scope, what: "'in'")
        if case .int(let c) = cell { return (.bool(members.contains(c)), .bool) }
        return (.board(.within(members), [cell]), .bool)
    }

    /// `count(REGION holds X)`: how many of the region's cells hold X (a player's piece, a kind
    /// of piece, or `empty`).
    mutating func countHolding(_ regionSyntax: ExprSyntax, _ what: ExprSyntax, _ scope: ExpressionScope) throws -> (Expr, ValueType) {
        let members = try region(regionSyntax, scope)
        let (x, type) = try check(what, scope)
        let read: BoardRead
        switch type {
        case .player: read = .owner
        case .piece: read = .piece
        case .int, .bool, .ints, .bools, .cell:
            throw fail("a cell holds a player's piece, a kind of piece or nothing ('empty'), not \(type.rawValue)", at: what.span)
        }
        let tests = members.map { Expr.binary(.equal, .board(read, [.int($0)]), x) }
        return (tests.isEmpty ? .int(0) : .call(.count, tests), .int)
    }

    /// The cells of a region form: a region's name, `row N`, `column X` or `layer N`.
    private mutating func region(_ syntax: ExprSyntax, _ scope: ExpressionScope) throws -> [Int] {
        guard let cells = scope.cells else { throw fail("a game without a board has no regions", at: syntax.span) }
        if scope.constantsOnly { throw fail("what a region holds changes during play", at: syntax.span) }
        guard case .name(let name) = syntax, let members = cells.region(name.text) else {
            throw fail("a region is a name declared with 'region', or 'row N', 'column X' or 'layer N' of the board", at: syntax.span,
                       help: (syntax.nameText).flatMap { Suggestion.didYouMean($0, among: Array(cells.regions.keys)) })
        }
        return members
    }
}

extension ExprSyntax {
    /// The word an expression is, when it is a name alone.
    var nameText: String? {
        if case .name(let name) = self { name.text } else { nil }
    }
}
