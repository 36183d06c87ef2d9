import RefereeModel

/// What morris games need of the interpreter: lines formed by the last move (`formed`), removals
/// that spare pieces on their owner's lines (`outside lines`), and slides that fly to any point.
extension CoreProgram {
    /// For a slide `anywhere`, every cell's neighbours: every other cell.
    static func everyOtherCell(_ count: Int) -> [[Int]] {
        (0..<count).map { cell in (0..<count).filter { $0 != cell } }
    }

    /// Whether some rule reads `formed`, so that play keeps the last move's cell.
    static func readsFormed(_ game: CoreGame) -> Bool {
        var expressions: [Expr] = game.moves.compactMap(\.condition) + game.afterMove.compactMap(\.condition)
        expressions += game.ends.map(\.condition) + game.refusals.map(\.condition)
        expressions += (game.moves.flatMap(\.effects) + game.afterMove.flatMap(\.effects)).flatMap(\.expressions)
        return expressions.contains { $0.reads(.formed) }
    }

    /// The pieces a removal of `shape` may take now: those of `shape.whose`, and with
    /// `outside lines`, of those only the ones on no line their owner holds whole, unless none is.
    @inline(__always)
    func removable(_ shape: RuleShape, _ state: State) -> Bits {
        let candidates = removable(shape.whose, state)
        guard shape.outsideLines else { return candidates }
        var spared = Bits.empty
        for player in 0..<playerCount {
            let pieces = own(player, state)
            guard !pieces.intersection(candidates).isEmpty else { continue }
            for line in tables.lineMasks where pieces.covers(line) { spared = spared.union(line) }
        }
        let free = candidates.subtracting(spared)
        return free.isEmpty ? candidates : free
    }
}

extension CoreCompiler {
    /// `formed`: how many of the board's lines through the last move's cell its owner's pieces
    /// fill (0 before any move, after a move that names no cell, and where the cell is empty).
    func formed() -> CoreEval<Bits> {
        let board = tables.board
        var through = [[Bits]](repeating: [], count: board.cellCount)
        for line in tables.lineMasks {
            var rest = line
            while !rest.isEmpty {
                let cell = rest.nthCell(0)
                rest = rest.subtracting(Bits.empty.inserting(cell))
                through[cell].append(line)
            }
        }
        let owned = owned, lines = through
        return { s, _, _ in
            let cell = Int(s.pointee.lastCell)
            guard cell >= 0, cell < lines.count else { return 0 }
            for kinds in owned where kinds.contains(where: { s.pointee.pieces($0).contains(cell) }) {
                let pieces = kinds.reduce(Bits.empty) { $0.union(s.pointee.pieces($1)) }
                return lines[cell].reduce(0) { $0 + (pieces.covers($1) ? 1 : 0) }
            }
            return 0
        }
    }
}
