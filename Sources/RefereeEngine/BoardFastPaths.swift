import RefereeModel

/// The fast paths of a board kernel, for the common case: two players taking turns, no
/// computer player, at most 64 cells. Marks are two machine words (the mover's and the
/// other's), moves are the set bits of the open cells, and lines are tested by the quickest
/// exact test the board allows. They give exactly what the general moves give; the tests play
/// both and compare.
enum FastLines: Sendable {
    case table(TableLineTest)
    case shortRuns(RunLineTest<ShortRuns>)
    case longRuns(RunLineTest<LongRuns>)
    case masks(MaskLineTest)

    /// nil when the fast paths do not apply to the model.
    init?(model: GameModel, rules: BoardRules) {
        guard model.players.count == 2, model.turns == .alternate, model.computers.isEmpty, rules.cellCount <= 64 else { return nil }
        let masks = rules.lines.map { $0.reduce(UInt64(0)) { $0 | 1 << UInt64($1) } }
        if rules.cellCount <= TableLineTest.limit {
            self = .table(TableLineTest(lines: masks, cells: rules.cellCount))
        } else if let runs = RunLineTest<ShortRuns>(lines: rules.lines) {
            self = .shortRuns(runs)
        } else if let runs = RunLineTest<LongRuns>(lines: rules.lines) {
            self = .longRuns(runs)
        } else {
            var through = [[UInt64]](repeating: [], count: rules.cellCount)
            for (line, mask) in zip(rules.lines, masks) { for cell in line { through[cell].append(mask) } }
            self = .masks(MaskLineTest(
                linesThrough: through.flatMap { $0 },
                lineStart: through.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }))
        }
    }
}

/// What the fast paths read of a board, as machine words.
struct FastBoard<Test: LineTest>: Sendable {
    let test: Test
    let allCells: UInt64
    let gravity: Bool
    /// The cells a move may name: every cell, or with gravity the top row.
    let movable: UInt64
    /// With gravity, each column's cells, and the grid's width and bottom row: a cell lies
    /// `width` cells above the one below it.
    let columns: [UInt64]
    let width: UInt64
    let bottomRow: UInt64
    let lineWins: Bool
    let drawWhenFull: Bool
    /// When every movable cell is below 9: the `n`-th cell of each set of them, at
    /// `set * 16 + n`, which takes the place of a loop over the set's bits; else empty.
    let select: [UInt8]

    /// The table of `select` for sets of cells below 9, or empty when `movable` reaches higher.
    static func selectTable(_ movable: UInt64) -> [UInt8] {
        guard movable < 512 else { return [] }
        var table = [UInt8](repeating: 0, count: 512 * 16)
        for set in 0..<512 {
            var rest = set, n = 0
            while rest != 0 {
                table[set * 16 + n] = UInt8(rest.trailingZeroBitCount)
                rest &= rest - 1
                n += 1
            }
        }
        return table
    }

    /// The `n`-th cell of `open`, counting from 0 in order of cells.
    @inline(__always)
    func pick(_ open: UInt64, _ n: Int) -> Int {
        select.isEmpty ? open.nthCell(n) : Int(select[Int(truncatingIfNeeded: open) &* 16 &+ n])
    }

    /// The cell a move at `open` (a cell, or with gravity a column's top cell) marks.
    @inline(__always)
    func landing(_ open: Int, occupied: UInt64) -> Int {
        gravity ? 63 - (columns[open] & ~occupied).leadingZeroBitCount : open
    }

    /// The cells the moves at `occupied`'s open cells mark: every empty cell, or with gravity
    /// the empty cells on the bottom row or above an occupied cell.
    @inline(__always)
    func landings(occupied: UInt64) -> UInt64 {
        let empty = allCells & ~occupied
        return gravity ? empty & (occupied &>> width | bottomRow) : empty
    }

    func randomGames(count: Int, seed: UInt64, cap: Int, control: WorkControl) -> RandomGamesTally {
        var tally = RandomGamesTally(players: 2)
        var wins0 = 0, wins1 = 0, draws = 0, unfinished = 0, moves = 0, played = 0
        var g = SeededGenerator(seed: seed)
        // The open moves are counted down as the game goes: a move takes one exactly when the
        // cell it marks is movable (with gravity, when it fills its column).
        let openAtStart = movable.nonzeroBitCount
        while played < count, !control.isStopped {
            let chunk = min(AnyKernel.pollEvery, count - played)
            for _ in 0..<chunk {
                _ = g.next()
                var mine: UInt64 = 0, theirs: UInt64 = 0, occupied: UInt64 = 0
                var player = 0, length = 0
                var result = -1
                var n = openAtStart
                while length < cap {
                    if n == 0 { break }
                    let cell = landing(pick(movable & ~occupied, g.below(n)), occupied: occupied)
                    let bit = UInt64(1) &<< UInt64(truncatingIfNeeded: cell)
                    mine |= bit
                    occupied |= bit
                    n &-= Int(truncatingIfNeeded: (movable &>> UInt64(truncatingIfNeeded: cell)) & 1)
                    length &+= 1
                    if test.hasLine(mine, placed: cell) {
                        result = lineWins ? player : 1 - player
                        break
                    }
                    if occupied == allCells {
                        if drawWhenFull { result = 2 }
                        break
                    }
                    swap(&mine, &theirs)
                    player ^= 1
                }
                moves += length
                switch result {
                case 0: wins0 += 1
                case 1: wins1 += 1
                case 2: draws += 1
                default: unfinished += 1
                }
            }
            played += chunk
            control.add(chunk)
        }
        tally.games = played
        tally.wins = [wins0, wins1]
        tally.draws = draws
        tally.unfinished = unfinished
        tally.moves = moves
        return tally
    }

    /// Counts the move sequences below a position into `counts` (`counts[level]` sequences,
    /// `counts[depth + level]` finished games), publishing through the walker.
    func walk(_ mine: UInt64, _ theirs: UInt64, _ occupied: UInt64, level: Int, walker: inout PerftWalker, counts: UnsafeMutablePointer<Int>) {
        let depth = walker.depth
        if level + PerftWalker.pollHeight == depth {
            walker.publish(pending: counts[depth - 1])
            if walker.stopped { return }
        }
        var open = movable & ~occupied
        counts[level] += open.nonzeroBitCount
        if level &+ 1 == depth {
            // The last level's moves are counted without being played, as perft tools do, unless
            // one of them could fill the board for a draw.
            let empty = allCells & ~occupied
            if !drawWhenFull || empty & (empty &- 1) != 0 {
                counts[depth &+ level] &+= test.completions(mine, among: landings(occupied: occupied))
                return
            }
        }
        while open != 0 {
            let cell = landing(open.trailingZeroBitCount, occupied: occupied)
            open &= open &- 1
            let bit = UInt64(1) << UInt64(cell)
            let next = mine | bit, filled = occupied | bit
            if test.hasLine(next, placed: cell) || (filled == allCells && drawWhenFull) {
                counts[depth + level] += 1
            } else if level + 1 < depth {
                walk(theirs, next, filled, level: level + 1, walker: &walker, counts: counts)
                if walker.stopped { return }
            }
        }
    }
}

/// Runs generic code on the fast board of a kernel, specialised for its line test.
protocol FastBoardVisitor {
    associatedtype Output
    func visit<Test: LineTest>(_ board: FastBoard<Test>) -> Output
}

extension BoardKernel where Bits == UInt64 {
    func withFastBoard<V: FastBoardVisitor>(_ visitor: V) -> V.Output? {
        guard let fastLines else { return nil }
        let movable = rules.gravity ? topRow : allCells
        let select = FastBoard<MaskLineTest>.selectTable(movable)
        func board<T: LineTest>(_ test: T) -> FastBoard<T> {
            FastBoard(
                test: test, allCells: allCells, gravity: rules.gravity, movable: rules.gravity ? topRow : allCells,
                columns: rules.gravity ? columnMasks : [], width: UInt64(rules.width),
                bottomRow: (allCells &>> UInt64(rules.width * (rules.height - 1))) &<< UInt64(rules.width * (rules.height - 1)), lineWins: rules.lineEffect == .wins, drawWhenFull: rules.drawWhenFull,
                select: select)
        }
        switch fastLines {
        case .table(let t): return visitor.visit(board(t))
        case .shortRuns(let t): return visitor.visit(board(t))
        case .longRuns(let t): return visitor.visit(board(t))
        case .masks(let t): return visitor.visit(board(t))
        }
    }

    /// `AnyKernel.randomGames` on the fast path, or nil where it does not apply.
    func fastRandomGames(count: Int, seed: UInt64, cap: Int, control: WorkControl) -> RandomGamesTally? {
        withFastBoard(FastRandomGames(count: count, seed: seed, cap: cap, control: control))
    }

    /// The subtree walk of perft on the fast path, or nil where it does not apply.
    func fastSubtree() -> (@Sendable (State, Int, inout PerftWalker) -> Void)? {
        withFastBoard(FastSubtree())
    }
}

struct FastRandomGames: FastBoardVisitor {
    let count: Int, seed: UInt64, cap: Int, control: WorkControl

    func visit<Test: LineTest>(_ board: FastBoard<Test>) -> RandomGamesTally {
        board.randomGames(count: count, seed: seed, cap: cap, control: control)
    }
}

struct FastSubtree: FastBoardVisitor {
    func visit<Test: LineTest>(_ board: FastBoard<Test>) -> @Sendable (BoardKernel<UInt64>.State, Int, inout PerftWalker) -> Void {
        { state, level, walker in
            let mover = state.toMove
            let mine = mover == 0 ? state.marks.0 : state.marks.1
            let theirs = mover == 0 ? state.marks.1 : state.marks.0
            var counts = [Int](repeating: 0, count: 2 * walker.depth)
            counts.withUnsafeMutableBufferPointer { c in
                if let base = c.baseAddress {
                    board.walk(mine, theirs, state.occupied, level: level, walker: &walker, counts: base)
                }
            }
            walker.add(counts)
        }
    }
}
