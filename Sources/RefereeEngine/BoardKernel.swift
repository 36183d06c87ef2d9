import RefereeModel

/// Places marks on a grid; lines of one player's marks decide the game. Line masks are built once,
/// and after a move only the lines through the cell just taken are tested.
public struct BoardKernel<Bits: BoardBits>: Kernel {
    public let model: GameModel
    public let rules: BoardRules
    /// Every deciding line as a mask, in report order.
    let lineMasks: [Bits]
    /// The lines through each cell.
    let linesThrough: LinesThrough<Bits>
    let allCells: Bits
    /// `rules.cellCount`, kept: the rules compute it from the board's shape at every read.
    let cellCount: Int
    /// For each column, its cells from the bottom up (gravity).
    let columns: [[Int]]
    /// For each column, its cells as a set: a mark dropped there lands on the highest-numbered
    /// (lowest on the board) empty one.
    let columnMasks: [Bits]
    /// The top cell of every column (gravity): a column is open while its top cell is empty.
    let topRow: Bits
    /// The strategy of each player the computer plays, by player index.
    let computer: [Strategy?]
    let playerCount: Int
    /// The line test of the fast paths, where they apply.
    let fastLines: FastLines?
    /// The keys of a position for a search's table (`BoardKernel+Keys.swift`).
    let keys: ZobristKeys

    public struct State: Hashable, Sendable {
        /// Each player's marks (up to four players).
        public var marks: (Bits, Bits, Bits, Bits) = (.empty, .empty, .empty, .empty)
        public var occupied: Bits = .empty
        public var toMove: Int = 0
        public var moves: Int = 0
        /// -1 while the game is on, the winner's index, or `players` for a draw.
        public var result: Int = -1
        public var seed: UInt64 = 0
        /// How many cells hold a mark: `occupied`'s count, kept as marks are placed.
        var filled = 0
        /// How many cells of each word hold a mark, on wide boards.
        var filledWords = WordCounts<Bits>()

        public static func == (a: State, b: State) -> Bool {
            a.marks.0 == b.marks.0 && a.marks.1 == b.marks.1 && a.marks.2 == b.marks.2 && a.marks.3 == b.marks.3
                && a.occupied == b.occupied && a.toMove == b.toMove && a.moves == b.moves && a.result == b.result
                && a.seed == b.seed
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(marks.0)
            hasher.combine(marks.1)
            hasher.combine(marks.2)
            hasher.combine(marks.3)
            hasher.combine(toMove)
            hasher.combine(moves)
            hasher.combine(result)
        }

        @inline(__always)
        public func marks(of player: Int) -> Bits {
            switch player {
            case 0: marks.0
            case 1: marks.1
            case 2: marks.2
            default: marks.3
            }
        }

        /// Puts a mark on a cell, writing one word of each set (`BoardBits.insert`).
        @inline(__always)
        mutating func place(_ cell: Int, for player: Int) {
            switch player {
            case 0: marks.0.insert(cell)
            case 1: marks.1.insert(cell)
            case 2: marks.2.insert(cell)
            default: marks.3.insert(cell)
            }
            if !occupied.contains(cell) {
                filled += 1
                filledWords.fill(cell)
            }
            occupied.insert(cell)
        }
    }

    /// Builds the line tables. The model must come from the checker, which keeps boards within
    /// `Limits.boardCells` and board games within `Limits.boardPlayers`.
    public init(model: GameModel, rules: BoardRules) {
        self.model = model
        self.rules = rules
        func mask(_ cells: [Int]) -> Bits { cells.reduce(Bits.empty) { $0.inserting($1) } }
        lineMasks = rules.lines.map(mask)
        linesThrough = LinesThrough(lines: rules.lines, cellCount: rules.cellCount)
        allCells = mask(Array(0..<rules.cellCount))
        cellCount = rules.cellCount
        columns = (0..<rules.width).map { c in (0..<rules.height).reversed().map { $0 * rules.width + c } }
        topRow = mask(Array(0..<rules.width))
        columnMasks = columns.map(mask)
        computer = model.players.indices.map { model.computers[$0] }
        playerCount = model.players.count
        fastLines = FastLines(model: model, rules: rules)
        keys = ZobristKeys(cells: rules.cellCount)
    }

    public func initial(seed: UInt64) -> State {
        var s = State()
        s.seed = seed
        s.toMove = nextPlayer(after: nil, in: s)
        return s
    }

    @inline(__always)
    public func toMove(_ state: State) -> Int? { state.result < 0 ? state.toMove : nil }

    public var keepsScore: Bool { false }

    public func outcome(_ state: State) -> Outcome? {
        guard state.result >= 0 else { return nil }
        return Outcome(winner: state.result < model.players.count ? state.result : nil)
    }

    @inline(__always)
    public func legalMoves(_ state: State, into moves: inout [Move]) {
        guard state.result < 0 else { return }
        let start = moves.count
        if rules.gravity {
            for c in 0..<rules.width where !state.occupied.contains(c) { moves.append(Move(c)) }
        } else {
            for cell in 0..<cellCount where !state.occupied.contains(cell) { moves.append(Move(cell)) }
        }
        if let strategy = computer[state.toMove] {
            keepComputerChoice(strategy, of: &moves, from: start, seed: state.seed, moves: state.moves)
        }
    }

    @inline(__always)
    public func applyLegal(_ move: Move, to state: inout State) {
        let cell = rules.gravity
            ? columnMasks[move.value].subtracting(state.occupied).highestCell
            : move.value
        let player = state.toMove
        state.place(cell, for: player)
        state.moves += 1
        if linesThrough.completes(at: cell, state.marks(of: player)) {
            state.result = rules.lineEffect == .wins ? player : (player + 1) % playerCount
            return
        }
        if rules.drawWhenFull, state.filled == cellCount {
            state.result = playerCount
            return
        }
        state.toMove = nextPlayer(after: player, in: state)
    }

    /// The cells (or, with gravity, the top cells of the columns) where a move may go.
    @inline(__always)
    func openCells(_ state: State) -> Bits {
        let free = allCells.subtracting(state.occupied)
        return rules.gravity ? free.intersection(topRow) : free
    }

    @inline(__always)
    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        var state = state
        return randomMove(in: &state, using: &generator)
    }

    /// `randomMove(_:using:)` on the state where the caller holds it: passed by value from
    /// there, a wide board's state was copied at every move.
    @inline(__always)
    public func randomMove(in state: inout State, using generator: inout SeededGenerator) -> Move? {
        guard state.result < 0 else { return nil }
        guard computer[state.toMove] == nil else { return legalMoves(state).first }
        if !rules.gravity, WordCounts<Bits>.kept {
            let count = cellCount - state.filled
            guard count > 0 else { return nil }
            let n = generator.below(count)
            return Move(state.filledWords.nthOpen(n, cellCount: cellCount, occupied: state.occupied))
        }
        let open = openCells(state)
        let count = openCount(open, state)
        guard count > 0 else { return nil }
        let cell = open.nthCell(generator.below(count))
        return Move(rules.gravity ? cell % rules.width : cell)
    }

    @inline(__always)
    public func legalMoveCount(_ state: State) -> Int {
        guard state.result < 0 else { return 0 }
        guard computer[state.toMove] == nil else { return openCells(state).isEmpty ? 0 : 1 }
        return openCount(openCells(state), state)
    }

    /// How many cells of `open` (`openCells(state)`) are open: without gravity, the cells without
    /// a mark, kept count of; with it, counted.
    @inline(__always)
    func openCount(_ open: Bits, _ state: State) -> Int {
        rules.gravity ? open.count : cellCount - state.filled
    }

    @inline(__always)
    func nextPlayer(after player: Int?, in state: State) -> Int {
        switch model.turns {
        case .alternate: return player.map { $0 + 1 == playerCount ? 0 : $0 + 1 } ?? 0
        case .fixed(let p): return p
        case .computed(let expr):
            let p = Evaluator.evaluate(expr, in: Context(kernel: self, state: state)).asInt
            return (0..<model.players.count).contains(p) ? p : 0
        }
    }

    struct Context: ExprContext {
        let kernel: BoardKernel
        let state: State
        var playerCount: Int { kernel.model.players.count }
        func scalar(_ ref: StateRef) -> Int { ref == .moves ? state.moves : ref == .toMove ? state.toMove : 0 }
        func quantity(_ quantity: Quantity, of player: Int) -> Int {
            quantity == .marks && player >= 0 && player < playerCount ? state.marks(of: player).count : 0
        }
    }

    // MARK: Names of cells

    public func format(_ move: Move, in state: State) -> String {
        rules.gravity ? rules.naming.name(ofColumn: move.value) : cellName(move.value)
    }

    public func cellName(_ cell: Int) -> String { rules.name(of: cell) }

    // MARK: Setup

    /// Puts marks directly on cells, then decides the position as the rules would.
    public func setMarks(_ player: Int, cells: [Int], in state: inout State) throws(SetupError) {
        for cell in cells where state.occupied.contains(cell) {
            throw SetupError("cell \(cellName(cell)) is already taken")
        }
        for cell in cells { state.place(cell, for: player) }
        state.moves += cells.count
        settle(&state)
    }

    /// Decides the result of a position made by setup: the first completed line in report order,
    /// else a full board.
    func settle(_ state: inout State) {
        state.result = -1
        for mask in lineMasks {
            if let p = (0..<model.players.count).first(where: { state.marks(of: $0).covers(mask) }) {
                state.result = rules.lineEffect == .wins ? p : (p + 1) % model.players.count
                return
            }
        }
        if state.occupied.covers(allCells), rules.drawWhenFull { state.result = model.players.count }
    }
}
