import RefereeModel

/// What the board's own rules need, built once: the runs a flanking placement walks, the runs
/// each pattern may fill through a cell, and the sides and neighbours a connection crosses.
struct CoreBoardRules<Bits: BoardBits>: Sendable {
    /// Each cell's runs away from it in every straight direction, nearest first.
    let rays: [[[Int]]]
    /// The same runs as shifts of a word, where the board allows it (one word, fixed steps).
    let shifts: FlankShifts?
    /// For each pattern and cell, the ways a run through the cell can spell it: for each way, the
    /// cells each kind must cover, as `(kind, mask)` pairs run together; `ways[p][c]` lists them.
    let ways: [[[[(kind: Int, mask: Bits)]]]]
    /// For each player, the two sides of its goal as masks; nil without one.
    let goals: [(from: Bits, to: Bits)?]
    /// Each cell's neighbours as a mask, for growing a chain or a group.
    let neighbourMasks: [Bits]
    /// The keys of a piece of each kind on each cell, whose exclusive or is the board's key
    /// (kept only when a rule reads `repeated`).
    let keys: ZobristKeys?

    init(_ game: CoreGame, playerCount: Int) {
        let board = game.board
        func mask(_ cells: [Int]) -> Bits { cells.reduce(Bits.empty) { $0.inserting($1) } }
        rays = game.moves.contains(where: \.flanking) ? board.rays() : []
        shifts = Bits.self == UInt64.self && !rays.isEmpty ? FlankShifts(rays: rays) : nil
        ways = game.patterns.map { pattern in
            let length = pattern.kinds.count
            var perCell = [[[(kind: Int, mask: Bits)]]](repeating: [], count: board.cellCount)
            for run in board.runs(of: length) {
                var spellings = [pattern.kinds]
                if pattern.kinds.reversed() != pattern.kinds { spellings.append(pattern.kinds.reversed()) }
                for spelling in spellings {
                    var needs: [(kind: Int, mask: Bits)] = []
                    for kind in Set(spelling).sorted() {
                        needs.append((kind, mask(run.indices.filter { spelling[$0] == kind }.map { run[$0] })))
                    }
                    for cell in run { perCell[cell].append(needs) }
                }
            }
            return perCell
        }
        goals = (0..<playerCount).map { p in
            game.goals.first { $0.player == p }.map { goal in
                (mask(goal.from.cells(width: board.width, height: board.height)),
                 mask(goal.to.cells(width: board.width, height: board.height)))
            }
        }
        neighbourMasks = game.goals.isEmpty && !game.readsGroups ? [] : board.neighbours(.orthogonal).map(mask)
        keys = game.reads(.repeated) ? ZobristKeys(cells: board.cellCount) : nil
    }

    /// The pieces a placement of `player`'s on `cell` flanks: along each direction, an unbroken
    /// run of other players' pieces (`others`) ended by one of the player's own (`mine`).
    @inline(__always)
    func flanked(from cell: Int, mine: Bits, others: Bits) -> Bits {
        var turned = Bits.empty
        for ray in rays[cell] {
            var run = Bits.empty
            for next in ray {
                if others.contains(next) {
                    run = run.inserting(next)
                } else {
                    if mine.contains(next), !run.isEmpty { turned = turned.union(run) }
                    break
                }
            }
        }
        return turned
    }

    /// Whether a placement on `cell` flanks anything: `flanked` that stops at the first run.
    @inline(__always)
    func flanks(from cell: Int, mine: Bits, others: Bits) -> Bool {
        for ray in rays[cell] {
            var length = 0
            for next in ray {
                if others.contains(next) {
                    length += 1
                } else {
                    if mine.contains(next), length > 0 { return true }
                    break
                }
            }
        }
        return false
    }

    /// How many runs through `cell` spell pattern `index`, given each kind's pieces.
    @inline(__always)
    func count(_ index: Int, through cell: Int, _ pieces: (Int) -> Bits) -> Int {
        guard cell >= 0, cell < ways[index].count else { return 0 }
        var n = 0
        for needs in ways[index][cell] where needs.allSatisfy({ pieces($0.kind).covers($0.mask) }) { n += 1 }
        return n
    }

    /// Whether `own` holds a chain of neighbouring cells from one side of `player`'s goal to the
    /// other.
    func connects(_ player: Int, _ own: Bits) -> Bool {
        guard player >= 0, player < goals.count, let (from, to) = goals[player] else { return false }
        var reached = own.intersection(from)
        var frontier = reached
        while !frontier.isEmpty {
            if !reached.intersection(to).isEmpty { return true }
            var grown = Bits.empty
            var rest = frontier
            while !rest.isEmpty {
                let cell = rest.nthCell(0)
                grown = grown.union(neighbourMasks[cell])
                rest = rest.subtracting(Bits.empty.inserting(cell))
            }
            frontier = grown.intersection(own).subtracting(reached)
            reached = reached.union(frontier)
        }
        return !reached.intersection(to).isEmpty
    }
}

/// The board's own rules in play: flanking, and whether any player can move.
extension CoreProgram {
    /// The cells of `candidates` where a placement by the player to move flanks. Kept out of line,
    /// so that games without flanking pay nothing for it where moves are counted.
    @inline(never)
    func flankingCells(_ candidates: Bits, _ state: State) -> Bits {
        let mine = own(state.toMove, state)
        let others = othersPieces(state.toMove, state)
        if let shifts = boardRules.shifts, let m = mine as? UInt64, let o = others as? UInt64,
           let c = candidates as? UInt64, let cells = shifts.flankingCells(c, mine: m, others: o) as? Bits {
            return cells
        }
        return flankingCellsByRays(candidates, mine: mine, others: others)
    }

    /// `flankingCells` walking each candidate's rays cell by cell: the way on every board.
    func flankingCellsByRays(_ candidates: Bits, mine: Bits, others: Bits) -> Bits {
        var result = Bits.empty
        var rest = candidates
        while !rest.isEmpty {
            let cell = rest.nthCell(0)
            rest = rest.subtracting(Bits.empty.inserting(cell))
            if boardRules.flanks(from: cell, mine: mine, others: others) { result = result.inserting(cell) }
        }
        return result
    }

    /// Turns the pieces a placement on `cell` by the player to move flanks into its own kind.
    @inline(never)
    func turnFlanked(from cell: Int, in state: inout State) {
        let mover = state.toMove
        guard ownKind[mover] >= 0 else { return }
        let turned = flanked(from: cell, mine: own(mover, state), others: othersPieces(mover, state))
        for kind in 0..<kinds where owner[kind] >= 0 && owner[kind] != mover {
            let taken = state.pieces(kind).intersection(turned)
            if !taken.isEmpty { state.setPieces(kind, state.pieces(kind).subtracting(taken)) }
        }
        state.setPieces(ownKind[mover], state.pieces(ownKind[mover]).union(turned))
        if boardRules.keys != nil { state.boardKey = boardKey(state) }
        if !state.lineComplete || tables.exact, !turned.isEmpty { state.lineComplete = anyLine(state) }
    }

    /// The pieces a placement on `cell` flanks, by shifts where the board allows them.
    @inline(__always)
    func flanked(from cell: Int, mine: Bits, others: Bits) -> Bits {
        if let shifts = boardRules.shifts, let m = mine as? UInt64, let o = others as? UInt64,
           let turned = shifts.flanked(from: cell, mine: m, others: o) as? Bits {
            return turned
        }
        return boardRules.flanked(from: cell, mine: mine, others: others)
    }

    /// The pieces other players own (shared pieces are nobody's).
    @inline(__always)
    func othersPieces(_ player: Int, _ state: State) -> Bits {
        var bits = Bits.empty
        for kind in 0..<kinds where owner[kind] >= 0 && owner[kind] != player { bits = bits.union(state.pieces(kind)) }
        return bits
    }

    /// Whether no player, were it to move now, would have a move but an `otherwise` one. Each
    /// player's moves are counted on the state itself, lent with that player to move, from
    /// `first` on (the next to move, whose listing the state then keeps); the player to move
    /// is put back.
    func noneCanMove(_ state: inout State, from first: Int) -> Bool {
        let was = state.toMove
        defer { state.toMove = was }
        for k in 0..<playerCount {
            state.toMove = (first + k) % playerCount
            if firstChoiceCount(&state) > 0 { return false }
        }
        return true
    }
}

/// The board's own values in expressions: `connected` and a pattern's count.
extension CoreCompiler {
    /// Whether the mover's pieces join its goal's sides.
    func connected() -> CoreEval<Bits> {
        let boardRules = boardRules, owned = owned, playerCount = playerCount
        return { s, m, _ in
            guard m >= 0, m < playerCount else { return 0 }
            let own = owned[m].reduce(Bits.empty) { $0.union(s.pointee.pieces($1)) }
            return boardRules.connects(m, own) ? 1 : 0
        }
    }

    /// The runs of pattern `index` through the last move's cell.
    func patternCount(_ index: Int) -> CoreEval<Bits> {
        let boardRules = boardRules
        return { s, _, _ in boardRules.count(index, through: Int(s.pointee.lastCell)) { s.pointee.pieces($0) } }
    }
}
