import RefereeModel

/// Checks what core rules say about cells: regions (`region NAME = …`), the effects on computed
/// cells (`remove C`, `place P at C`, `move C to D`) and `onto other` after a slide.
extension Checker {
    /// `region NAME = CELL …`: each item a cell's name (or number), `row N`, `column X` or
    /// `layer N`; the region is every cell they name, each once.
    mutating func checkRegion(_ name: Name, _ items: [Name], names: inout CoreNames) {
        guard var cells = names.cells else { return }
        guard names.isFree(name.text), cells.regions[name.text] == nil, cells.region(name.text) == nil,
              expressions.options[name.text] == nil
        else {
            let meaning = cells.regions[name.text] != nil ? "a region" : expressions.options[name.text] != nil ? "an option" : names.meaning(of: name.text)
            diagnostics.append(notingFirst(.error(
                "'\(name.text)' is already the name of \(meaning)", at: name.span, help: "choose another name"), of: name.text))
            return
        }
        var members: Set<Int> = []
        for item in items {
            if let line = cells.region(item.text), item.text.contains(" ") {
                members.formUnion(line)
            } else if let cell = cells.cell(named: item.text) {
                members.insert(cell)
            } else {
                let lattice = cells.board.lattice
                diagnostics.append(.error(
                    "\(item.text) names no cell of the \(Self.size(lattice)) board", at: item.span,
                    help: "its cells are \(Self.cellRange(cells.board.naming, lattice: lattice)); rows and columns count from 1"))
            }
        }
        cells.regions[name.text] = members.sorted()
        names.cells = cells
    }

    /// An effect on a cell computed as it runs; nil (with a diagnostic) when it is wrong.
    mutating func checkCellEffect(_ effect: EffectSyntax, _ names: CoreNames, scope: ExpressionScope) -> Effect? {
        let verb: Name
        switch effect {
        case .removeCell(let v, _), .placeCell(let v, _, _), .moveCell(let v, _, _): verb = v
        case .set, .add, .append, .roll, .draw, .again, .reveal, .announce, .answer, .removeItems, .forEach: return nil
        }
        guard scope.cells != nil else {
            diagnostics.append(.error(
                "'\(verb.text)' changes a cell, and this game has no board", at: verb.span,
                help: "a board game's rules may remove, place and move pieces on cells they compute"))
            return nil
        }
        let before = expressions.diagnostics.count
        defer {
            diagnostics += expressions.diagnostics[before...]
            expressions.diagnostics.removeSubrange(before...)
        }
        switch effect {
        case .removeCell(_, let cell):
            guard let c = try? expressions.cellArgument(cell, scope, what: "'remove'") else { return nil }
            return .removeAt(c)
        case .placeCell(_, let piece, let cell):
            guard let (p, type) = expressions.runtimeOfAnyType(piece, scope: scope),
                  let c = try? expressions.cellArgument(cell, scope, what: "'place … at'")
            else { return nil }
            switch type {
            case .player: return .placeAt(piece: p, own: true, cell: c)
            case .piece:
                if case .int(-1) = p {
                    expressions.diagnostics.append(.error(
                        "'place empty' puts nothing down", at: piece.span, help: "'remove C' empties a cell"))
                    return nil
                }
                return .placeAt(piece: p, own: false, cell: c)
            case .int, .bool, .ints, .bools, .cell:
                expressions.diagnostics.append(.error(
                    "'place' puts down a piece: a player's own or a shared one, not \(type.rawValue)", at: piece.span,
                    help: "as in 'place mover at to' or 'place S at b2'"))
                return nil
            }
        case .moveCell(_, let from, let to):
            guard let a = try? expressions.cellArgument(from, scope, what: "'move'"),
                  let b = try? expressions.cellArgument(to, scope, what: "'move … to'")
            else { return nil }
            return .moveAt(from: a, to: b)
        case .set, .add, .append, .roll, .draw, .again, .reveal, .announce, .answer, .removeItems, .forEach:
            return nil
        }
    }

    /// `onto other` after the action: only a slide moves onto a piece.
    mutating func checkOnto(_ move: MoveSyntax, _ rule: inout MoveRule) {
        guard let onto = move.onto else { return }
        guard case .slide = rule.action else {
            diagnostics.append(.error(
                "'onto other' goes with 'slide': a sliding piece takes the piece it moves onto", at: onto.span,
                help: "a jump takes the piece it passes over; 'remove C' takes any piece a rule computes"))
            return
        }
        rule.captures = true
    }
}

extension Parser {
    /// `region = "region" WORD "=" region-item { region-item } ;` (after "region")
    ///
    /// `region-item = INT | WORD | ( "row" | "layer" ) INT | "column" ( INT | WORD ) ;`
    mutating func region() throws -> Statement.Kind {
        let name = try identifier("the region's name, as in 'region centre = d4 d5 e4 e5'")
        try expect(.assign, "'=' and the region's cells, as in 'region goal = row 8'")
        var items: [Name] = []
        while peek.kind == .integer || peek.kind == .identifier {
            items.append(joinedCellWords() ?? self.name())
        }
        if items.isEmpty {
            throw fail("no cells given", at: peek.span, expected: "the region's cells, rows or columns, as in 'row 8' or 'a1 b2'")
        }
        return .coreBoard(.region(name, items))
    }
}
