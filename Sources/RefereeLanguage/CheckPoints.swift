import RefereeModel

/// Checks a board of points (`board W by H points`): the points its `line`, `line every` and
/// `link` statements name, that each line runs straight, and that every link can be drawn.
extension Checker {
    /// The points, straight lines and other links the file gives a `width` by `height` board of
    /// points; nil when it gives none, which the diagnostics say.
    mutating func checkPoints(width: Int, height: Int, naming: CellNaming, at span: Span) -> PointLayout? {
        var lines: [[Int]] = [], links: [[Int]] = []
        var drawn: [(places: [Int], statement: Span)] = []
        var given = false
        for statement in syntax.statements {
            guard case .coreBoard(let board) = statement.kind else { continue }
            switch board {
            case .line, .lineEvery, .link: given = true
            case .grid, .start, .connect, .pattern, .kinds, .forward, .promote, .captures, .region: break
            }
            switch board {
            case .line(let names):
                guard let places = straightLine(names, width: width, height: height, naming: naming) else { continue }
                lines.append(places)
                drawn.append((places, statement.span))
            case .lineEvery(_, let kinds):
                for kind in kinds { lines += generatedLines(kind, width: width, height: height) }
            case .link(let a, let b):
                guard let places = link(a, b, width: width, height: height, naming: naming) else { continue }
                links.append(places)
                drawn.append((places, statement.span))
            case .grid, .start, .connect, .pattern, .kinds, .forward, .promote, .captures, .region: break
            }
        }
        guard !lines.isEmpty || !links.isEmpty else {
            // A line statement refused with an error of its own earns no second one here.
            if given { return nil }
            diagnostics.append(.error(
                "a board of points needs its lines", at: span,
                help: "add lines such as 'line a7 d7 g7' or 'line every row, column'"
            ).following(.absence))
            return nil
        }
        let places = Set((lines + links).flatMap { $0 }).sorted()
        let layout = PointLayout(width: width, height: height, places: places, lines: [], links: [])
        for (ends, statement) in drawn {
            for (a, b) in zip(ends, ends.dropFirst()) {
                for place in Self.between(a, b, width: width) where layout.point(at: place) != nil {
                    let name = { naming.name(of: $0, width: width, height: height, layers: 1) }
                    diagnostics.append(.error(
                        "the link from \(name(a)) to \(name(b)) passes over \(name(place)), another point",
                        at: statement, help: "name \(name(place)) between them, in order"))
                }
            }
        }
        func points(_ list: [Int]) -> [Int] { list.compactMap(layout.point(at:)) }
        return PointLayout(width: width, height: height, places: places, lines: lines.map(points), links: links.map(points))
    }

    /// A `line` or `link` statement's statements anywhere but on a board of points: errors.
    mutating func refusePointStatements() {
        for statement in syntax.statements {
            guard case .coreBoard(let board) = statement.kind else { continue }
            switch board {
            case .line, .lineEvery, .link:
                diagnostics.append(.error(
                    "'\(statement.keyword.text)' joins points of a board of points", at: statement.keyword.span,
                    help: "write the board as 'board W by H points'"))
            case .grid, .start, .connect, .pattern, .kinds, .forward, .promote, .captures, .region: break
            }
        }
    }

    /// The places a `line` names, when they are on the grid, each once, and in a straight line.
    private mutating func straightLine(_ names: [Name], width: Int, height: Int, naming: CellNaming) -> [Int]? {
        var places: [Int] = []
        var direction: (Int, Int)?
        for name in names {
            guard let place = place(name, width: width, height: height, naming: naming) else { return nil }
            guard !places.contains(place) else {
                diagnostics.append(.error("point \(name.text) appears twice in one line", at: name.span))
                return nil
            }
            if let last = places.last {
                let step = Self.unitStep(from: last, to: place, width: width)
                guard let step, direction == nil || direction! == step else {
                    diagnostics.append(.error(
                        "a line runs straight; \(name.text) is off the way its points go", at: name.span,
                        help: "a line runs along a row, a column or a diagonal; 'link' joins points off a line"))
                    return nil
                }
                direction = step
            }
            places.append(place)
        }
        return places
    }

    /// The places a `link` joins, when they are two, on the grid, and in a row, a column or a
    /// diagonal of it.
    private mutating func link(_ a: Name, _ b: Name, width: Int, height: Int, naming: CellNaming) -> [Int]? {
        guard let from = place(a, width: width, height: height, naming: naming),
              let to = place(b, width: width, height: height, naming: naming) else { return nil }
        guard from != to else {
            diagnostics.append(.error("a link joins two different points", at: b.span))
            return nil
        }
        guard Self.unitStep(from: from, to: to, width: width) != nil else {
            diagnostics.append(.error(
                "a link runs along a row, a column or a diagonal, so that the picture can draw it", at: b.span,
                help: "\(a.text) and \(b.text) lie in none together"))
            return nil
        }
        return [from, to]
    }

    private mutating func place(_ name: Name, width: Int, height: Int, naming: CellNaming) -> Int? {
        if let place = naming.cell(named: Substring(name.text), width: width, height: height, layers: 1) { return place }
        let lattice = Lattice(width: width, height: height)
        diagnostics.append(.error(
            "point \(name.text) is not on the \(Self.size(lattice)) board", at: name.span,
            help: "its places are \(Self.cellRange(naming, lattice: lattice))"))
        return nil
    }

    /// The lines `line every KIND` gives: every row, column or diagonal of two places or more,
    /// or with `other diagonal`, the diagonals through the top-left place and every other place.
    private mutating func generatedLines(_ kind: Name, width: Int, height: Int) -> [[Int]] {
        let lattice = Lattice(width: width, height: height)
        func along(_ step: Lattice.Step, from starts: [Int]) -> [[Int]] {
            starts.compactMap { start in
                var line = [start]
                while let next = lattice.cell(from: line[line.count - 1], step) { line.append(next) }
                return line.count >= 2 ? line : nil
            }
        }
        let top = Array(0..<width), left = (0..<height).map { $0 * width }
        let right = (0..<height).map { $0 * width + width - 1 }
        let downRight = along(Lattice.Step(0, 1, 1), from: Array(Set(top + left)).sorted())
        let downLeft = along(Lattice.Step(0, 1, -1), from: Array(Set(top + right)).sorted())
        switch kind.text {
        case "row": return along(Lattice.Step(0, 0, 1), from: left)
        case "column": return along(Lattice.Step(0, 1, 0), from: top)
        case "diagonal": return downRight + downLeft
        case "other diagonal":
            return (downRight + downLeft).filter { ($0[0] / width + $0[0] % width) % 2 == 0 }
        default:
            diagnostics.append(.error(
                "unknown kind of line '\(kind.text)'", at: kind.span,
                expected: "'row', 'column', 'diagonal' or 'other diagonal'",
                help: Suggestion.didYouMean(kind.text, among: ["row", "column", "diagonal", "other diagonal"])))
            return []
        }
    }

    /// The step of one place from `a` toward `b` when they share a row, a column or a diagonal.
    static func unitStep(from a: Int, to b: Int, width: Int) -> (Int, Int)? {
        let dr = b / width - a / width, dc = b % width - a % width
        guard dr == 0 || dc == 0 || abs(dr) == abs(dc), dr != 0 || dc != 0 else { return nil }
        return (dr.signum(), dc.signum())
    }

    /// The places strictly between two places in a row, a column or a diagonal.
    static func between(_ a: Int, _ b: Int, width: Int) -> [Int] {
        guard let (r, c) = unitStep(from: a, to: b, width: width) else { return [] }
        var result: [Int] = []
        var at = a + r * width + c
        while at != b {
            result.append(at)
            at += r * width + c
        }
        return result
    }
}

extension Checker {
    /// A move rule against the board it is played on: a board of points has no orthogonal
    /// steps, and `outside lines` needs the board's lines.
    mutating func checkMoveOnBoard(_ move: MoveSyntax, _ rule: MoveRule, board: CoreBoard, at span: Span) {
        if board.points != nil {
            switch rule.action {
            case .slide(.orthogonal), .jump(.orthogonal, _):
                let verb = if case .slide = rule.action { "slide" } else { "jump" }
                diagnostics.append(.error(
                    "a board of points has no orthogonal steps: its links say where a piece goes",
                    at: span,
                    help: "write 'move \(verb)' or 'move \(verb) along lines'"))
            case .slide, .jump, .place, .remove, .pass, .word, .choose: break
            }
        }
        if let outside = move.outsideLines, rule.outsideLines, board.lines.isEmpty {
            diagnostics.append(.error(
                "'outside lines' spares pieces on the board's lines; this board has none", at: outside.span,
                help: "give the lines with 'lines 3 in a row'"))
        }
    }
}
