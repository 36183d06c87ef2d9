import RefereeEngine
import RefereeModel

/// A computer player: picks a move for whoever is to move. Works on any rule file through the
/// engine's public questions.
public protocol ComputerPlayer: Sendable {
    /// The name by which the command line and the REPL choose it.
    var name: String { get }
    /// A legal move for the player to move, or nil when there is none. Randomness comes only from
    /// `generator`.
    func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move?
    /// A move chosen within `limit`: a player that searches stops when time is up and plays the
    /// best it found (saying so when that is not its full strength), and gives no move at all
    /// when interrupted.
    func choose(in state: GameState, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Choice
    /// A move chosen within `limit` by a player who has seen `game` played up to `state`: a
    /// player that searches a game that hides values reads from it which values could be hidden,
    /// and never the values themselves.
    func choose(
        in state: GameState, seen game: PlayedGame, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit
    ) -> Choice
}

extension ComputerPlayer {
    /// A player that does not search answers at once.
    public func choose(in state: GameState, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Choice {
        Choice(move: chooseMove(in: state, engine: engine, generator: &generator))
    }

    /// A player that reads nothing hidden chooses from the state alone.
    public func choose(
        in state: GameState, seen game: PlayedGame, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit
    ) -> Choice {
        choose(in: state, engine: engine, generator: &generator, within: limit)
    }
}

/// The lowest-numbered legal move: for a board, the lowest free cell (seed 000's computer).
public struct FirstLegalPlayer: ComputerPlayer {
    public init() {}
    public var name: String { "first" }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        engine.legalMoves(state).first
    }
}

/// A legal move drawn uniformly.
public struct RandomPlayer: ComputerPlayer {
    public init() {}
    public var name: String { "random" }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        let moves = engine.legalMoves(state)
        return moves.isEmpty ? nil : moves[generator.below(moves.count)]
    }
}

/// The computer players on offer for a game.
public enum ComputerPlayers {
    /// Every player that can play this game, the strongest last.
    public static func available(for engine: Engine) -> [any ComputerPlayer] {
        var players: [any ComputerPlayer] = [FirstLegalPlayer(), RandomPlayer()]
        // The adversary only answers guesses: never the default, which is the last on offer.
        if AdversaryPlayer.suits(engine.model) { players.insert(AdversaryPlayer(), at: 1) }
        let capabilities = engine.model.coreGame.capabilities
        if capabilities.answersCodes, let kernel = CodeBook.notation(of: engine), CodeBook.canBuild(kernel) {
            players += CodeStrategy.allCases.map { CodebreakerPlayer($0) }
        }
        // Search plays the game out from states, so it would read what the rules hide from
        // players: a game that hides something is offered Monte Carlo search only when all it
        // hides is drawn values, whose possible draws the search plays out instead.
        guard capabilities.movesAreChoices else { return players }
        guard !capabilities.hiddenInformation else {
            if capabilities.hiddenValuesAreDrawn { players.append(MonteCarloPlayer()) }
            return players
        }
        if engine.model.players.count == 2 { players.append(MonteCarloPlayer()) }
        if PerfectPlayer.suits(engine.model) {
            // On a board too large to solve from the start, `perfect` proves values only late in
            // a game: `mcts` stays the default there.
            let large = engine.model.coreGame.board.cellCount > PerfectPlayer.solvedFromTheStart
            players.insert(PerfectPlayer(), at: large && players.last is MonteCarloPlayer ? players.count - 1 : players.count)
        }
        return players
    }

    public static func named(_ name: String, for engine: Engine) -> (any ComputerPlayer)? {
        available(for: engine).first { $0.name == name }
    }
}
