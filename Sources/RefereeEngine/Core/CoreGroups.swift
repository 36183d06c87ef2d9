import RefereeModel

/// Groups of pieces on the board: grown cell to cell through the board's orthogonal neighbours,
/// their liberties, and the area each player holds (`Groups.swift` in the model).
extension CoreBoardRules {
    /// The cells next to any cell of `cells`.
    @inline(__always)
    func around(_ cells: Bits) -> Bits {
        var grown = Bits.empty
        var rest = cells
        while !rest.isEmpty {
            let cell = rest.nthCell(0)
            grown = grown.union(neighbourMasks[cell])
            rest = rest.subtracting(Bits.empty.inserting(cell))
        }
        return grown
    }

    /// The cells of `within` joined to `cell` through neighbours that are all in `within`.
    func region(from cell: Int, within: Bits) -> Bits {
        var reached = Bits.empty.inserting(cell)
        var frontier = reached
        while !frontier.isEmpty {
            frontier = around(frontier).intersection(within).subtracting(reached)
            reached = reached.union(frontier)
        }
        return reached
    }

    /// Whether the group `group` has an empty cell next to it.
    @inline(__always)
    func breathes(_ group: Bits, empty: Bits) -> Bool {
        !around(group).intersection(empty).isEmpty
    }

    /// `own`'s pieces and the empty cells of every region of empty cells whose neighbours hold
    /// only pieces of `own` (Tromp–Taylor's area), counted.
    func area(own: Bits, occupied: Bits, all: Bits) -> Int {
        var count = own.count
        var empty = all.subtracting(occupied)
        while !empty.isEmpty {
            let region = region(from: empty.nthCell(0), within: empty)
            empty = empty.subtracting(region)
            let border = around(region).intersection(occupied)
            if own.covers(border), !border.isEmpty { count += region.count }
        }
        return count
    }
}

/// Captures and positions in play.
extension CoreProgram {
    /// After a capturing placement of `kind` on `cell` by `mover`: every other player's group
    /// next to the cell that has no liberty left is taken off; then the mover's own group through
    /// the cell, if it has none.
    @inline(never)
    func capture(around cell: Int, kind: Int, mover: Int, in state: inout State) {
        let neighbours = boardRules.neighbourMasks[cell]
        for other in 0..<kinds where owner[other] >= 0 && owner[other] != mover {
            var touching = state.pieces(other).intersection(neighbours)
            while !touching.isEmpty {
                let group = boardRules.region(from: touching.nthCell(0), within: state.pieces(other))
                touching = touching.subtracting(group)
                if !boardRules.breathes(group, empty: tables.allCells.subtracting(state.occupied)) {
                    take(group, of: other, in: &state)
                }
            }
        }
        let own = boardRules.region(from: cell, within: state.pieces(kind))
        if !boardRules.breathes(own, empty: tables.allCells.subtracting(state.occupied)) { take(own, of: kind, in: &state) }
    }

    /// Takes the pieces of `kind` on `cells` off the board.
    func take(_ cells: Bits, of kind: Int, in state: inout State) {
        state.setPieces(kind, state.pieces(kind).subtracting(cells))
        state.occupied = state.occupied.subtracting(cells)
        state.filled &-= cells.count
        state.filledWords.open(cells)
        if let keys = boardRules.keys {
            var rest = cells
            while !rest.isEmpty {
                let cell = rest.nthCell(0)
                state.boardKey ^= keys.cell(cell, owner: kind)
                rest = rest.subtracting(Bits.empty.inserting(cell))
            }
        }
        if state.lineComplete || tables.exact { state.lineComplete = anyLine(state) }
    }

    /// The board's key computed afresh from its pieces.
    func boardKey(_ state: State) -> UInt64 {
        guard let keys = boardRules.keys else { return 0 }
        var key: UInt64 = 0
        for kind in 0..<kinds {
            var rest = state.pieces(kind)
            while !rest.isEmpty {
                let cell = rest.nthCell(0)
                key ^= keys.cell(cell, owner: kind)
                rest = rest.subtracting(Bits.empty.inserting(cell))
            }
        }
        return key
    }

    /// After a move's action, whether the board it left stood so before (a move that left the
    /// board as it was repeats nothing); the position joins the game's positions unless the move
    /// is only being judged, so that judging leaves the kept list's buffer to the game.
    @inline(never)
    func recordPosition(before: UInt64, judging: Bool, in state: inout State) {
        let key = state.boardKey
        guard key != before else {
            state.repeated = false
            return
        }
        let seen = Int(bitPattern: UInt(key))
        state.repeated = state.lists[positionSlot].contains(seen)
        if !judging { state.lists[positionSlot].append(seen) }
    }

    /// Keeps the board as it stands among the positions the game has held (when a rule reads
    /// `repeated`): the start, and a position a set-up makes.
    func keepPosition(in state: inout State) {
        guard positionSlot >= 0 else { return }
        state.lists[positionSlot].append(Int(bitPattern: UInt(state.boardKey)))
    }

    /// The first `refuse after` rule that refuses a move once it is made, or nil.
    func refusedAfter(_ move: Move, _ state: State) -> Int? {
        var judged = state
        play(move, in: &judged, judging: true)
        let mover = state.toMove
        for i in refusalTests.indices where refusalAfter[i] && evaluate(refusalTests[i].eval, judged, mover, -1) != 0 {
            return i
        }
        return nil
    }
}

/// What rules read of groups: `liberties`, `repeated` and `area(P)`.
extension CoreCompiler {
    /// The liberties of the group through the last move's cell; 0 when the cell is empty.
    func liberties() -> CoreEval<Bits> {
        let boardRules = boardRules, tables = tables
        return { s, _, _ in
            let cell = Int(s.pointee.lastCell)
            guard cell >= 0, s.pointee.occupied.contains(cell),
                  let kind = (0..<4).first(where: { s.pointee.pieces($0).contains(cell) })
            else { return 0 }
            let group = boardRules.region(from: cell, within: s.pointee.pieces(kind))
            return boardRules.around(group).subtracting(s.pointee.occupied).intersection(tables.allCells).count
        }
    }

    /// A player's area: its pieces and the empty regions only its pieces border.
    func area() -> CoreReader<Bits> {
        let boardRules = boardRules, owned = owned, playerCount = playerCount, all = tables.allCells
        return { s, p in
            guard p >= 0, p < playerCount else { return 0 }
            let own = owned[p].reduce(Bits.empty) { $0.union(s.pointee.pieces($1)) }
            return boardRules.area(own: own, occupied: s.pointee.occupied, all: all)
        }
    }
}
