import RefereeModel

/// The engine's questions, asked of whichever kernel runs the game through its erased state.
protocol EngineRunner: Sendable {
    func newGame(seed: UInt64) -> GameState
    func toMove(_ state: GameState) -> Int?
    func outcome(_ state: GameState) -> Outcome?
    func resultMessage(_ state: GameState) -> String?
    func moveCount(_ state: GameState) -> Int
    func legalMoves(_ state: GameState) -> [Move]
    func legalMoveCount(_ state: GameState) -> Int
    func format(_ move: Move, in state: GameState) -> String
    func cell(of move: Move, in state: GameState) -> Int?
    func parse(_ text: String, in state: GameState) -> Result<Move, IllegalMove>
    func play(_ move: Move, in state: GameState, as typed: String?) -> Result<GameState, IllegalMove>
    func view(_ state: GameState, for viewer: Int?) -> GameView
    func spokenScore(_ state: GameState) -> String?
    func setup(_ setup: Setup, in state: GameState) -> Result<GameState, SetupError>
    func drawnValues(_ state: GameState) -> [Setup]
    func rolls(_ state: GameState) -> [Int]
    func chanceSeen(_ state: GameState, from first: Int, for viewer: Int?) -> [ChanceOutcome]
    func chanceOutcomes(_ move: Move, in state: GameState, limit: Int) -> [(state: GameState, probability: Double)]?
    func resamplingChance(_ state: GameState, seed: UInt64) -> GameState
    func sealedMoves(_ state: GameState, for viewer: Int?, referee: Bool) -> [SealedMove]
    func resealing(_ state: GameState, for viewer: Int, seed: UInt64) -> GameState
    var keepsScore: Bool { get }
    /// The code family's notation, in a code game.
    var codeNotation: CodeKernel? { get }
    func scoreTotal(_ state: GameState) -> Int
    func score(of player: Int, in state: GameState) -> Int
}

/// The general interpreter behind the engine: unwraps each state to the interpreter's own type.
/// A state from another game (a programming error, never a user's) gets empty answers, not a
/// crash.
struct CoreRunner<Bits: BoardBits>: EngineRunner {
    let kernel: CoreKernel<Bits>

    private func unwrap(_ state: GameState) -> CoreKernel<Bits>.State? { Bits.coreState(state) }

    private static var foreign: IllegalMove { IllegalMove(rule: .unknown, message: "the state belongs to another game") }

    func newGame(seed: UInt64) -> GameState { Bits.gameState(kernel.initial(seed: seed)) }

    func toMove(_ state: GameState) -> Int? { unwrap(state).flatMap(kernel.toMove) }

    func outcome(_ state: GameState) -> Outcome? { unwrap(state).flatMap(kernel.outcome) }

    func resultMessage(_ state: GameState) -> String? { unwrap(state).flatMap(kernel.resultMessage) }

    func moveCount(_ state: GameState) -> Int { unwrap(state).map(kernel.moveCount) ?? 0 }

    func legalMoves(_ state: GameState) -> [Move] { unwrap(state).map { kernel.legalMoves($0) } ?? [] }

    func legalMoveCount(_ state: GameState) -> Int { unwrap(state).map(kernel.legalMoveCount) ?? 0 }

    func format(_ move: Move, in state: GameState) -> String {
        unwrap(state).map { kernel.format(move, in: $0) } ?? String(move.value)
    }

    func cell(of move: Move, in state: GameState) -> Int? {
        unwrap(state).flatMap { kernel.cell(of: move, in: $0) }
    }

    func parse(_ text: String, in state: GameState) -> Result<Move, IllegalMove> {
        guard let s = unwrap(state) else { return .failure(Self.foreign) }
        if kernel.outcome(s) != nil { return .failure(kernel.illegal(.over, s, text: text)) }
        guard let move = kernel.parse(text, in: s) else {
            return .failure(kernel.notationRefusal(text, s) ?? kernel.illegal(kernel.unknownMoveKey(s), s, text: text))
        }
        return .success(move)
    }

    func play(_ move: Move, in state: GameState, as typed: String?) -> Result<GameState, IllegalMove> {
        guard var s = unwrap(state) else { return .failure(Self.foreign) }
        do {
            try kernel.apply(move, to: &s, as: typed)
        } catch {
            return .failure(error)
        }
        return .success(Bits.gameState(s))
    }

    func view(_ state: GameState, for viewer: Int?) -> GameView {
        guard let s = unwrap(state) else {
            return .values(ValuesView())
        }
        return kernel.view(s, for: viewer)
    }

    func spokenScore(_ state: GameState) -> String? { unwrap(state).flatMap(kernel.spokenScore(of:)) }

    func drawnValues(_ state: GameState) -> [Setup] { unwrap(state).map(kernel.drawnValues) ?? [] }

    func rolls(_ state: GameState) -> [Int] { unwrap(state).map(kernel.rolls) ?? [] }

    func chanceSeen(_ state: GameState, from first: Int, for viewer: Int?) -> [ChanceOutcome] {
        unwrap(state).map { kernel.chanceSeen($0, from: first, for: viewer) } ?? []
    }

    func chanceOutcomes(_ move: Move, in state: GameState, limit: Int) -> [(state: GameState, probability: Double)]? {
        guard let s = unwrap(state) else { return nil }
        return kernel.chanceOutcomes(move, in: s, limit: limit)?.map { (Bits.gameState($0.state), $0.probability) }
    }

    func resamplingChance(_ state: GameState, seed: UInt64) -> GameState {
        guard var s = unwrap(state) else { return state }
        s.seed = seed
        return Bits.gameState(s)
    }

    func sealedMoves(_ state: GameState, for viewer: Int?, referee: Bool) -> [SealedMove] {
        guard let s = unwrap(state) else { return [] }
        return referee ? kernel.sealedMovesRevealed(s) : kernel.sealedMoves(s, for: viewer)
    }

    func resealing(_ state: GameState, for viewer: Int, seed: UInt64) -> GameState {
        guard let s = unwrap(state) else { return state }
        var generator = SeededGenerator(seed: seed)
        return Bits.gameState(kernel.program.resealing(s, for: viewer, using: &generator))
    }

    var keepsScore: Bool { kernel.keepsScore }

    var codeNotation: CodeKernel? { kernel.program.codes?.notation }

    func scoreTotal(_ state: GameState) -> Int { unwrap(state).flatMap(kernel.scoreTotal) ?? 0 }

    func score(of player: Int, in state: GameState) -> Int { unwrap(state).flatMap { kernel.score(of: player, in: $0) } ?? 0 }

    func setup(_ setup: Setup, in state: GameState) -> Result<GameState, SetupError> {
        guard var s = unwrap(state) else { return .failure(SetupError("the state belongs to another game")) }
        do {
            try kernel.setup(setup, in: &s)
        } catch {
            return .failure(error)
        }
        return .success(Bits.gameState(s))
    }
}
