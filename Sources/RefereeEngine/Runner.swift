import RefereeModel

/// The general interpreter for a game's board, as one of its three concrete
/// runners (one for each width of bit set). The engine switches over it on
/// every call, so that each call runs code specialised for its bit set: a
/// generic runner behind an existential looked up its types' metadata on
/// every call (most of `check`'s time in the engine).
enum Runner: EngineRunner {
    case word(CoreRunner<UInt64>)
    case fourWords(CoreRunner<Bits256>)
    case sixteenWords(CoreRunner<Bits1024>)

    /// The runner for a game whose meaning is `game`, on the narrowest bit set
    /// that holds its board.
    init(_ model: GameModel, game: CoreGame) {
        let cells = game.board.cellCount
        if cells <= UInt64.capacity {
            self = .word(CoreRunner(kernel: CoreKernel(model: model, game: game)))
        } else if cells <= Bits256.capacity {
            self = .fourWords(
                CoreRunner(kernel: CoreKernel(model: model, game: game)))
        } else {
            self = .sixteenWords(
                CoreRunner(kernel: CoreKernel(model: model, game: game)))
        }
    }

    func newGame(seed: UInt64) -> GameState {
        switch self {
        case .word(let r): r.newGame(seed: seed)
        case .fourWords(let r): r.newGame(seed: seed)
        case .sixteenWords(let r): r.newGame(seed: seed)
        }
    }

    func toMove(_ state: GameState) -> Int? {
        switch self {
        case .word(let r): r.toMove(state)
        case .fourWords(let r): r.toMove(state)
        case .sixteenWords(let r): r.toMove(state)
        }
    }

    func outcome(_ state: GameState) -> Outcome? {
        switch self {
        case .word(let r): r.outcome(state)
        case .fourWords(let r): r.outcome(state)
        case .sixteenWords(let r): r.outcome(state)
        }
    }

    func resultMessage(_ state: GameState) -> String? {
        switch self {
        case .word(let r): r.resultMessage(state)
        case .fourWords(let r): r.resultMessage(state)
        case .sixteenWords(let r): r.resultMessage(state)
        }
    }

    func moveCount(_ state: GameState) -> Int {
        switch self {
        case .word(let r): r.moveCount(state)
        case .fourWords(let r): r.moveCount(state)
        case .sixteenWords(let r): r.moveCount(state)
        }
    }

    func legalMoves(_ state: GameState) -> [Move] {
        switch self {
        case .word(let r): r.legalMoves(state)
        case .fourWords(let r): r.legalMoves(state)
        case .sixteenWords(let r): r.legalMoves(state)
        }
    }

    func legalMoveCount(_ state: GameState) -> Int {
        switch self {
        case .word(let r): r.legalMoveCount(state)
        case .fourWords(let r): r.legalMoveCount(state)
        case .sixteenWords(let r): r.legalMoveCount(state)
        }
    }

    func format(_ move: Move, in state: GameState) -> String {
        switch self {
        case .word(let r): r.format(move, in: state)
        case .fourWords(let r): r.format(move, in: state)
        case .sixteenWords(let r): r.format(move, in: state)
        }
    }

    func cell(of move: Move, in state: GameState) -> Int? {
        switch self {
        case .word(let r): r.cell(of: move, in: state)
        case .fourWords(let r): r.cell(of: move, in: state)
        case .sixteenWords(let r): r.cell(of: move, in: state)
        }
    }

    func parse(_ text: String, in state: GameState)
        -> Result<Move, IllegalMove> {
        switch self {
        case .word(let r): r.parse(text, in: state)
        case .fourWords(let r): r.parse(text, in: state)
        case .sixteenWords(let r): r.parse(text, in: state)
        }
    }

    func play(_ move: Move, in state: GameState, as typed: String?)
        -> Result<GameState, IllegalMove> {
        switch self {
        case .word(let r): r.play(move, in: state, as: typed)
        case .fourWords(let r): r.play(move, in: state, as: typed)
        case .sixteenWords(let r): r.play(move, in: state, as: typed)
        }
    }

    func view(_ state: GameState, for viewer: Int?) -> GameView {
        switch self {
        case .word(let r): r.view(state, for: viewer)
        case .fourWords(let r): r.view(state, for: viewer)
        case .sixteenWords(let r): r.view(state, for: viewer)
        }
    }

    func spokenScore(_ state: GameState) -> String? {
        switch self {
        case .word(let r): r.spokenScore(state)
        case .fourWords(let r): r.spokenScore(state)
        case .sixteenWords(let r): r.spokenScore(state)
        }
    }

    func setup(_ setup: Setup, in state: GameState)
        -> Result<GameState, SetupError> {
        switch self {
        case .word(let r): r.setup(setup, in: state)
        case .fourWords(let r): r.setup(setup, in: state)
        case .sixteenWords(let r): r.setup(setup, in: state)
        }
    }

    func drawnValues(_ state: GameState) -> [Setup] {
        switch self {
        case .word(let r): r.drawnValues(state)
        case .fourWords(let r): r.drawnValues(state)
        case .sixteenWords(let r): r.drawnValues(state)
        }
    }

    func rolls(_ state: GameState) -> [Int] {
        switch self {
        case .word(let r): r.rolls(state)
        case .fourWords(let r): r.rolls(state)
        case .sixteenWords(let r): r.rolls(state)
        }
    }

    func resamplingChance(_ state: GameState, seed: UInt64) -> GameState {
        switch self {
        case .word(let r): r.resamplingChance(state, seed: seed)
        case .fourWords(let r): r.resamplingChance(state, seed: seed)
        case .sixteenWords(let r): r.resamplingChance(state, seed: seed)
        }
    }

    var keepsScore: Bool {
        switch self {
        case .word(let r): r.keepsScore
        case .fourWords(let r): r.keepsScore
        case .sixteenWords(let r): r.keepsScore
        }
    }

    var codeNotation: CodeKernel? {
        switch self {
        case .word(let r): r.codeNotation
        case .fourWords(let r): r.codeNotation
        case .sixteenWords(let r): r.codeNotation
        }
    }

    func scoreTotal(_ state: GameState) -> Int {
        switch self {
        case .word(let r): r.scoreTotal(state)
        case .fourWords(let r): r.scoreTotal(state)
        case .sixteenWords(let r): r.scoreTotal(state)
        }
    }

    func score(of player: Int, in state: GameState) -> Int {
        switch self {
        case .word(let r): r.score(of: player, in: state)
        case .fourWords(let r): r.score(of: player, in: state)
        case .sixteenWords(let r): r.score(of: player, in: state)
        }
    }

    func chanceSeen(_ state: GameState, from first: Int, for viewer: Int?) -> [ChanceOutcome] {
        switch self {
        case .word(let r): r.chanceSeen(state, from: first, for: viewer)
        case .fourWords(let r): r.chanceSeen(state, from: first, for: viewer)
        case .sixteenWords(let r): r.chanceSeen(state, from: first, for: viewer)
        }
    }

    func chanceOutcomes(_ move: Move, in state: GameState, limit: Int) -> [(state: GameState, probability: Double)]? {
        switch self {
        case .word(let r): r.chanceOutcomes(move, in: state, limit: limit)
        case .fourWords(let r): r.chanceOutcomes(move, in: state, limit: limit)
        case .sixteenWords(let r): r.chanceOutcomes(move, in: state, limit: limit)
        }
    }

    func sealedMoves(_ state: GameState, for viewer: Int?, referee: Bool) -> [SealedMove] {
        switch self {
        case .word(let r): r.sealedMoves(state, for: viewer, referee: referee)
        case .fourWords(let r): r.sealedMoves(state, for: viewer, referee: referee)
        case .sixteenWords(let r): r.sealedMoves(state, for: viewer, referee: referee)
        }
    }

    func resealing(_ state: GameState, for viewer: Int, seed: UInt64) -> GameState {
        switch self {
        case .word(let r): r.resealing(state, for: viewer, seed: seed)
        case .fourWords(let r): r.resealing(state, for: viewer, seed: seed)
        case .sixteenWords(let r): r.resealing(state, for: viewer, seed: seed)
        }
    }
}
