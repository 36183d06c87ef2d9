import RefereeModel

/// The general interpreter: runs any `CoreGame`, the meaning every rule file compiles to. Pieces
/// live in bit sets, one per kind; expressions are compiled to closures once, when the kernel is
/// built, so no move walks a tree of rules. A family's kernel is an accelerator of this one: the
/// differential tests play random games through both and require the same results.
public struct CoreKernel<Bits: BoardBits>: Kernel {
    /// The game the kernel runs, held by reference so that the kernel stays a few words to
    /// copy: held inline, the model and the core game made it about 1,900 bytes, which a run's
    /// loop copied at every move of some games.
    private let described: CoreDescription<Bits>
    public var model: GameModel { described.model }
    public var game: CoreGame { described.game }
    var tables: CoreTables<Bits> { program.tables }
    let program: CoreProgram<Bits>
    let playerCount: Int
    let computer: [Strategy?]
    var scoreVariable: Int? { described.scoreVariable }
    var turnMemo: TurnMemo<State> { described.turnMemo }
    var graphs: StateGraphShelf<Bits> { described.graphs }
    var fromStart: StartKernelShelf<Bits> { described.fromStart }

    /// A game in progress. Pieces of up to four kinds, each a bit set.
    public struct State: Hashable, Sendable {
        var pieces: (Bits, Bits, Bits, Bits) = (.empty, .empty, .empty, .empty)
        var occupied: Bits = .empty
        /// How many cells hold a piece: `occupied`'s count, kept as pieces come and go.
        var filled = 0
        /// How many cells of each word hold a piece, on wide boards.
        var filledWords = WordCounts<Bits>()
        var toMove = 0
        var moves = 0
        /// -1 while the game is on, the winner's index, or the number of players for a draw.
        var result = -1
        /// Whether some line holds one kind of piece in every cell, kept up to date as pieces
        /// come and go.
        var lineComplete = false
        var seed: UInt64 = 0
        /// The variables' values: each global one, then each per-player one for every player.
        var values: [Int] = []
        /// The lists' numbers, laid out as `values` (a per-player list once for every player).
        var lists: [KeptList] = []
        /// What the last move chose (`move player`, `move number …`); -1 before any.
        var chosen = -1
        /// The announcements the last move made, as bits of `CoreProgram.announcements`.
        var announced: UInt64 = 0
        /// After a move, whether the player to move next has no legal move (kept only when an
        /// end condition reads `stuck`; it follows from the rest of the state).
        var nextStuck = false
        /// After a move, whether no player has a move but an `otherwise` one (kept only when an
        /// end condition reads `blocked`; it follows from the rest of the state).
        var blocked = false
        /// The cell the last move put a piece on, -1 for none (kept only when the rules count
        /// patterns through it).
        var lastCell: Int32 = -1
        /// The cells of the last move and of the one before (kept only when rules read them).
        var cells = MoveCells()
        /// The exclusive or of the keys of every piece on the board (`CoreBoardRules.keys`; kept
        /// only when a rule reads `repeated`).
        var boardKey: UInt64 = 0
        /// Whether the last move changed the board to a position it had held before.
        var repeated = false
        /// What the rules allow, listed for the position it was listed in
        /// (`PositionListing.swift`); not part of the game, so equality and hashing skip it.
        var listing: PositionListing<Bits>?

        public static func == (a: State, b: State) -> Bool {
            a.pieces.0 == b.pieces.0 && a.pieces.1 == b.pieces.1 && a.pieces.2 == b.pieces.2 && a.pieces.3 == b.pieces.3
                && a.toMove == b.toMove && a.moves == b.moves && a.result == b.result && a.seed == b.seed
                && a.values == b.values && a.announced == b.announced && a.lists == b.lists && a.chosen == b.chosen
                && a.lastCell == b.lastCell && a.cells == b.cells && a.repeated == b.repeated
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pieces.0)
            hasher.combine(pieces.1)
            hasher.combine(pieces.2)
            hasher.combine(pieces.3)
            hasher.combine(toMove)
            hasher.combine(moves)
            hasher.combine(result)
            hasher.combine(values)
            hasher.combine(chosen)
        }

        /// Sets every field but `values` and `lists` as `State()` has it.
        @inline(__always)
        mutating func clear() {
            pieces = (.empty, .empty, .empty, .empty)
            occupied = .empty
            filled = 0
            filledWords = WordCounts()
            toMove = 0
            moves = 0
            result = -1
            lineComplete = false
            seed = 0
            chosen = -1
            announced = 0
            nextStuck = false
            blocked = false
            lastCell = -1
            cells = MoveCells()
            boardKey = 0
            repeated = false
            if listing != nil { listing = nil }
        }

        @inline(__always)
        func pieces(_ kind: Int) -> Bits {
            switch kind {
            case 0: pieces.0
            case 1: pieces.1
            case 2: pieces.2
            default: pieces.3
            }
        }

        @inline(__always)
        mutating func setPieces(_ kind: Int, _ bits: Bits) {
            switch kind {
            case 0: pieces.0 = bits
            case 1: pieces.1 = bits
            case 2: pieces.2 = bits
            default: pieces.3 = bits
            }
        }
    }

    /// Builds the tables and compiles the rules. The game must come from the checker, which keeps
    /// boards within `Limits.boardCells` and piece kinds within `Limits.pieceKinds`.
    public init(model: GameModel, game: CoreGame) {
        described = CoreDescription(model: model, game: game)
        program = CoreProgram(game, model: model, tables: CoreTables(game))
        playerCount = model.players.count
        computer = model.players.indices.map { model.computers[$0] }
    }

    public func initial(seed: UInt64) -> State {
        var s = State()
        s.values = program.initialValues
        s.lists = program.initialLists
        begin(&s, seed: seed)
        return s
    }

    /// The game `initial(seed:)` gives, in place of a finished one: the state's
    /// arrays and its lists' buffers are kept for the new game when no other
    /// state shares them, so that a run of games allocates for its first only.
    ///
    /// The state is reset field by field (`State.clear`): a new `State()`
    /// assigned over it destroyed the old one through the generic state's
    /// value witnesses, about 400 instructions a tic-tac-toe game.
    public func restart(_ state: inout State, seed: UInt64) {
        restartInPlace(&state, seed: seed)
    }

    /// `restart(_:seed:)` inlined where it is called: in the loops of files
    /// of one kind (`CoreSteps`), which the call cost about 60 instructions a
    /// tic-tac-toe game; the general loop keeps the call, which inlined there
    /// made a Mastermind game dearer.
    @inline(__always)
    func restartInPlace(_ state: inout State, seed: UInt64) {
        state.clear()
        if state.values.count == program.initialValues.count {
            for i in state.values.indices { state.values[i] = program.initialValues[i] }
        } else {
            state.values = program.initialValues
        }
        if state.lists.count == program.initialLists.count {
            for i in state.lists.indices { state.lists[i].restart(as: program.initialLists[i]) }
        } else {
            state.lists = program.initialLists
        }
        begin(&state, seed: seed)
    }

    /// Sets up a new game on a state whose values and lists are the initial
    /// ones.
    @inline(__always)
    private func begin(_ s: inout State, seed: UInt64) {
        s.seed = seed
        if let codes = program.codes { codes.drawSecrets(seed: seed, into: &s.values) }
        if !program.draws.isEmpty { drawValues(into: &s) }
        for (kind, cell) in program.startingPieces { program.put(kind, at: cell, in: &s) }
        program.keepPosition(in: &s)
        s.toMove = program.nextPlayer(after: nil, in: &s)
    }

    @inline(__always)
    public func toMove(_ state: State) -> Int? { state.result < 0 ? state.toMove : nil }

    public func outcome(_ state: State) -> Outcome? {
        guard state.result >= 0 else { return nil }
        return Outcome(winner: state.result < playerCount ? state.result : nil)
    }

    public func moveCount(_ state: State) -> Int { state.moves }

    // MARK: Legal moves

    public func legalMoves(_ state: State, into moves: inout [Move]) {
        guard state.result < 0 else { return }
        var state = state
        let start = moves.count
        appendRuleMoves(&state, into: &moves)
        if let most = program.mostRule { keepMost(most, of: &moves, from: start, state) }
        if let strategy = computer[state.toMove] {
            keepComputerChoice(strategy, of: &moves, from: start, seed: state.seed, moves: state.moves)
        }
    }

    @inline(__always)
    public func legalMoveCount(_ state: State) -> Int {
        guard state.result < 0 else { return 0 }
        var state = state
        let count = program.mostRule == nil ? program.moveCount(&state) : legalMoves(state).count
        return computer[state.toMove] == nil ? count : min(count, 1)
    }

    @inline(__always)
    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        var state = state
        return randomMove(in: &state, using: &generator)
    }

    /// The rules read the state where the caller holds it: a closure is lent it
    /// by address, which a state held by value would first be copied for.
    @inline(__always)
    public func randomMove(in state: inout State, using generator: inout SeededGenerator) -> Move? {
        randomMove(in: &state, using: &generator, AnyMoves.self)
    }

    /// `randomMove(in:using:)` in a file of `loop`'s kind (`MoveLoop`).
    @inline(__always)
    func randomMove<L: MoveLoop>(
        in state: inout State, using generator: inout SeededGenerator, _ loop: L.Type
    ) -> Move? {
        guard state.result < 0 else { return nil }
        if !L.plain {
            guard computer[state.toMove] == nil else { return legalMoves(state).first }
            if program.mostRule != nil {
                let moves = legalMoves(state)
                return moves.isEmpty ? nil : moves[generator.below(moves.count)]
            }
        }
        return program.randomMove(&state, using: &generator, loop)
    }

    // MARK: Playing

    public func apply(_ move: Move, to state: inout State, as typed: String?) throws(IllegalMove) {
        guard state.result < 0 else { throw illegal(.over, state, move: move, text: typed) }
        if let codes = program.codes, let refused = codeRefusal(codes, move, state, typed: typed) { throw refused }
        if let refused = sideRefusal(move, state, typed: typed) { throw refused }
        if let refusal = program.refusal(of: move, in: state) {
            if refusal == .illegal, let rule = program.refusingRule(move, state) {
                var refused = IllegalMove(
                    rule: .illegal, message: program.refusalMessage(rule, move, in: state, typed: typed ?? format(move, in: state)))
                refused.because = program.refusalMessages.count == 1
                    ? "the file's 'refuse when …' rule refuses it"
                    : "the file's 'refuse when …' rule number \(rule + 1) of \(program.refusalMessages.count) refuses it"
                refused.refusingRule = rule
                refused.notNow = true
                throw refused
            }
            var refused = illegal(refusal, state, move: move, text: refusal == .occupied ? program.targetName(move) : typed)
            if refusal == .illegal { refused.because = program.reason(for: move, in: state) }
            if let unmet = program.unmet(move, in: state, game: game) {
                refused.moveRule = CoreProgram<Bits>.decode(move).rule
                refused.unmet = unmet
            }
            refused.notNow = true
            throw refused
        }
        if computer[state.toMove] != nil, !legalMoves(state).contains(move) {
            var refused = IllegalMove(rule: .turn, message: "\(model.players[state.toMove]) is played by the computer")
            refused.notNow = true
            throw refused
        }
        if let most = program.mostRule, !legalMoves(state).contains(move) {
            throw mostRefusal(most, move, state, typed: typed)
        }
        applyLegal(move, to: &state)
    }

    @inline(__always)
    public func applyLegal(_ move: Move, to state: inout State) {
        program.play(move, in: &state)
    }

    // MARK: Moves as typed

    public func parse(_ text: String, in state: State) -> Move? {
        switch game.presentation {
        case .values, .board, .rally: program.parse(text, in: state)
        case .frames(let layout): program.parse(framesNotation(text, layout, state) ?? text, in: state)
        case .code: program.codes.flatMap { codeParse($0, text, state) }
        }
    }

    public func format(_ move: Move, in state: State) -> String {
        program.codes.map { codeFormat($0, move) } ?? program.format(move, in: state)
    }

    /// The board cell a move acts on when played from `state`, if any (`CoreProgram.cell`).
    public func cell(of move: Move, in state: State) -> Int? {
        program.codes == nil ? program.cell(of: move, in: state) : nil
    }

    public func defaultTemplate(for key: MessageKey) -> String {
        program.codes?.notation.defaultTemplate(for: key) ?? key.defaultTemplate
    }

    public func unknownMoveKey(_ state: State) -> MessageKey {
        guard let codes = program.codes else { return .unknown }
        return state.values[codes.answering] != 0 ? .unknown : .code
    }
}

/// A game as the general interpreter was given it, its model and its meaning in core terms,
/// and what a kernel keeps of it that play reads seldom: held by reference, so that the kernel a
/// run's loop passes at every move stays four words.
final class CoreDescription<Bits: BoardBits>: Sendable {
    let model: GameModel
    let game: CoreGame
    /// The per-player number the first `highest` or `lowest` end rule compares: the score.
    let scoreVariable: Int?
    /// What `refuse unless most` found for positions of a turn (`keepMost`).
    let turnMemo = TurnMemo<CoreKernel<Bits>.State>()
    /// Graphs of the positions of a game whose position is a handful of numbers, kept between
    /// runs of random games (`StateGraph`).
    let graphs = StateGraphShelf<Bits>()
    /// The rules specialised for play from the start, for runs of random games (`startKernel`).
    let fromStart = StartKernelShelf<Bits>()

    init(model: GameModel, game: CoreGame) {
        self.model = model
        self.game = game
        scoreVariable = game.scoreVariable
    }
}
