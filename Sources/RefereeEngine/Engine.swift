import RefereeModel

/// The one rule engine for play: runs any compiled game model on the general interpreter of core
/// rules, the meaning every rule file compiles to. Sessions, scenarios, transcripts, traces, the
/// protocol and the library all play through it; it knows no game by name. Bulk work (playouts,
/// perft, the solver) goes through `AnyKernel`, which may take a family's fast path. All methods
/// are pure: they take a state and return a new one, leaving the old untouched.
public struct Engine: Sendable {
    public let model: GameModel
    let runner: Runner

    public init(_ model: GameModel) {
        self.init(model, game: model.coreGame)
    }

    /// An engine for `model` that runs `game`, its meaning in core terms.
    init(_ model: GameModel, game: CoreGame) {
        self.model = model
        runner = Runner(model, game: game)
    }

    /// A new game. Randomness (a secret code, a random computer player) comes from `seed` only.
    /// Moves the rules make for computer players are already made.
    public func newGame(seed: UInt64 = 0) -> GameState { playComputers(runner.newGame(seed: seed)) }

    /// Whether the rules make moves for some player.
    private var rulesPlayAnyone: Bool { model.players.indices.contains(where: rulesPlay) }

    /// The player to move (the server, in a rally); nil once the game is over.
    public func toMove(_ state: GameState) -> Int? { runner.toMove(state) }

    public func outcome(_ state: GameState) -> Outcome? { runner.outcome(state) }

    public func isOver(_ state: GameState) -> Bool { outcome(state) != nil }

    /// The outcome in the rule file's words ("X Wins", "Draw"); nil while the game is on.
    public func resultMessage(_ state: GameState) -> String? { runner.resultMessage(state) }

    public func moveCount(_ state: GameState) -> Int { runner.moveCount(state) }

    /// The legal moves now, in the order the rules list them.
    public func legalMoves(_ state: GameState) -> [Move] { runner.legalMoves(state) }

    /// How many moves are legal now, without listing them where the kernel can count them (a
    /// code game with every code legal).
    public func legalMoveCount(_ state: GameState) -> Int { runner.legalMoveCount(state) }

    /// A move as typed at the prompt.
    public func format(_ move: Move, in state: GameState) -> String { runner.format(move, in: state) }

    /// The board cell a move acts on when played from `state`: where it puts a piece (where a
    /// dropped piece lands), where a piece slides or jumps to, or the cell it clears; nil for a
    /// move on no cell (a pass, a word, a number, a code).
    public func cell(of move: Move, in state: GameState) -> Int? { runner.cell(of: move, in: state) }

    /// The legal moves as typed at the prompt.
    public func legalMoveTexts(_ state: GameState) -> [String] {
        legalMoves(state).map { format($0, in: state) }
    }

    /// Reads a move as typed. A text that names no move of this game is an illegal move whose
    /// message says so; a game that is over refuses every move with its `over` message.
    public func parse(_ text: String, in state: GameState) -> Result<Move, IllegalMove> { runner.parse(text, in: state) }

    /// Plays a move, then the moves the rules make for computer players. On an illegal move the
    /// error names the rule that forbids it, and no new state exists.
    public func play(_ move: Move, in state: GameState, as typed: String? = nil) -> Result<GameState, IllegalMove> {
        runner.play(move, in: state, as: typed).map(playComputers)
    }

    /// Reads and plays a move as typed.
    public func play(_ text: String, in state: GameState) -> Result<GameState, IllegalMove> {
        parse(text, in: state).flatMap { play($0, in: state, as: text) }
    }

    /// A new game as `newGame` gives it, with the moves the rules made for computer players.
    public func newGameTellingMoves(seed: UInt64 = 0) -> (state: GameState, rulesMoves: [RulesMove]) {
        playComputersTelling(runner.newGame(seed: seed))
    }

    /// Plays a move as `play` does, and tells the moves the rules then made for computer players.
    public func playTellingMoves(_ move: Move, in state: GameState, as typed: String? = nil)
        -> Result<(state: GameState, rulesMoves: [RulesMove]), IllegalMove>
    {
        runner.play(move, in: state, as: typed).map(playComputersTelling)
    }

    /// Makes the moves of computer-controlled players until a person is to move or the game ends.
    func playComputers(_ state: GameState) -> GameState {
        guard rulesPlayAnyone else { return state }
        return playComputersTelling(state).state
    }

    private func playComputersTelling(_ state: GameState) -> (state: GameState, rulesMoves: [RulesMove]) {
        guard rulesPlayAnyone else { return (state, []) }
        var state = state
        var made: [RulesMove] = []
        while let p = toMove(state), rulesPlay(p), made.count < max(Limits.boardCells, Limits.guesses) + 1 {
            let chosen = model.computers[p] != nil ? legalMoves(state).first : adversaryAnswer(state)
            guard let move = chosen, case .success(let next) = runner.play(move, in: state, as: nil) else { break }
            made.append(RulesMove(player: p, move: format(move, in: state)))
            state = next
        }
        return (state, made)
    }

    /// The picture of the game that `viewer` may see (nil: an onlooker who sees what every
    /// player sees; hidden information stays hidden until the game is over).
    public func view(_ state: GameState, for viewer: Int? = nil) -> GameView { runner.view(state, for: viewer) }

    /// The score as the umpire calls it, in a rally ("Fifteen-Love", "Deuce", "Advantage A",
    /// "Game A"); nil in other games.
    public func spokenScore(_ state: GameState) -> String? { runner.spokenScore(state) }

    /// Changes the state directly, outside the rules, as a scenario's `setup` does.
    public func setup(_ setup: Setup, in state: GameState) -> Result<GameState, SetupError> {
        runner.setup(setup, in: state)
    }

    /// The values drawn by chance when the game started (`random A to B`), as the set-ups that
    /// fix them: what a transcript needs to replay the game from another seed. Hidden values
    /// included, so the answer is the referee's, not a player's.
    public func drawnValues(_ state: GameState) -> [Setup] { runner.drawnValues(state) }

    /// Every number rolled during play so far (`roll NAME A to B`), in order: what chance gave.
    /// The numbers a move rolled are those its state has beyond the state before it.
    public func rolls(_ state: GameState) -> [Int] { runner.rolls(state) }

    /// What chance gave from the `from`-th outcome on (rolls and cards, in order), as `viewer`
    /// may see it: a card drawn into a value hidden from the viewer is nil while the game is on.
    public func chanceSeen(_ state: GameState, from first: Int, for viewer: Int?) -> [ChanceOutcome] {
        runner.chanceSeen(state, from: first, for: viewer)
    }

    /// The states `move` (a legal move) may lead to with what chance gives during it, each with
    /// its probability; nil when there are more than `limit`.
    public func chanceOutcomes(_ move: Move, in state: GameState, limit: Int) -> [(state: GameState, probability: Double)]? {
        runner.chanceOutcomes(move, in: state, limit: limit)
    }

    /// Whether some effect rolls or draws a card during play (`roll NAME A to B`, `draw NAME
    /// from DECK`).
    public var rollsDuringPlay: Bool { model.core?.rollsDuringPlay ?? false }

    /// The state with its chance stream, and the choices of the rules' random computers, drawn
    /// from `seed` from now on: what a search samples, so that it never reads the rolls the game
    /// itself will give. Rolls a set-up fixed stay fixed.
    public func resamplingChance(_ state: GameState, seed: UInt64) -> GameState {
        runner.resamplingChance(state, seed: seed)
    }

    /// Whether some move is sealed (`move … sealed`).
    public var sealsMoves: Bool { model.core?.sealedMoves ?? false }

    /// The sealed moves not yet revealed, oldest first, as `viewer` sees them (nil: an
    /// onlooker): what each named only for the player who made it.
    public func sealedMoves(_ state: GameState, for viewer: Int?) -> [SealedMove] {
        runner.sealedMoves(state, for: viewer, referee: false)
    }

    /// The sealed moves not yet revealed with what each named: the referee's knowledge, for a
    /// transcript kept for the referee and for replay, never for a player's view.
    public func sealedMovesForReferee(_ state: GameState) -> [SealedMove] {
        runner.sealedMoves(state, for: nil, referee: true)
    }

    /// The state with the sealed moves `viewer` may not see replaced by ones drawn from `seed`
    /// among those their rules allow: what a search for `viewer` samples, so that it never
    /// reads another player's sealed choice.
    public func resealing(_ state: GameState, for viewer: Int, seed: UInt64) -> GameState {
        runner.resealing(state, for: viewer, seed: seed)
    }

    /// Whether the game keeps a score (frames, score sheets): `scoreTotal` and `score` mean something.
    public var keepsScore: Bool { runner.keepsScore }

    /// The total of all players' scores, in a game that keeps score (0 in others).
    public func scoreTotal(_ state: GameState) -> Int { runner.scoreTotal(state) }

    /// One player's (or side's) score, in a game that keeps score (0 in others).
    public func score(of player: Int, in state: GameState) -> Int { runner.score(of: player, in: state) }
}

extension SetupError {
    /// A setup that does not apply to a family of game.
    static func notFor(_ setup: Setup, _ family: String) -> SetupError {
        if case .value(let name, _) = setup { return SetupError("this game keeps no value called '\(name)'") }
        return SetupError("this setup does not apply to a \(family) game")
    }
}
