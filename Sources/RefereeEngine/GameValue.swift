import RefereeModel

/// The game-theoretic value of a position: who wins with perfect play, and how soon.
public struct GameValue: Sendable, Hashable, CustomStringConvertible {
    /// The winner with perfect play from both sides; nil for a draw.
    public var winner: Int?
    /// Moves until the end with perfect play (the winner hurrying, the loser holding out).
    public var moves: Int
    public var players: [String]

    public init(winner: Int?, moves: Int, players: [String]) {
        self.winner = winner
        self.moves = moves
        self.players = players
    }

    public var description: String {
        guard let winner else { return "a draw with perfect play" }
        return "\(players[winner]) wins with perfect play, in \(moves) move\(moves == 1 ? "" : "s")"
    }
}

/// Why search cannot value a game, read off its capabilities.
public enum Unsearchable: Sendable, Hashable {
    case movesReportEvents, chance, hiddenInformation

    /// Nil for a game search can value.
    public init?(_ capabilities: Capabilities) {
        if !capabilities.movesAreChoices { self = .movesReportEvents }
        else if capabilities.stochastic { self = .chance }
        else if capabilities.hiddenInformation { self = .hiddenInformation }
        else { return nil }
    }
}

/// Why a game could not be solved.
public enum SolveError: Error, Sendable, CustomStringConvertible {
    case notTwoPlayer(Int)
    /// Search cannot value the game: its moves report what happened, chance decides part of it,
    /// or the rules hide something from a player.
    case notAStrategyGame(Unsearchable)
    case tooLarge(positions: Int)
    /// A line of play the search followed went on for `moves` moves without ending, the most the
    /// search follows (`Solver.longestLine`): the game may never end.
    case mayNotEnd(moves: Int)
    /// Stopped on request (Ctrl-C) before the value was settled.
    case stopped(positions: Int)

    public var description: String {
        switch self {
        case .notTwoPlayer(let n): "the solver plays two-player games; this one has \(n) player\(n == 1 ? "" : "s")"
        case .notAStrategyGame(.movesReportEvents):
            "each move reports what happened (who won a rally, the pins that fell, who scored): no player chooses between moves, so there is nothing to solve by search ('referee playouts' shows how games end)"
        case .notAStrategyGame(.chance):
            "chance decides part of this game (a number or a code drawn from the seed, or a roll during play): the solver values games without chance, and does not take the expectation over chance"
        case .notAStrategyGame(.hiddenInformation):
            "the rules hide something from a player: the solver values games where every player sees everything"
        case .mayNotEnd(let moves):
            "a line of play went on for \(moves) moves without ending, so a game may never end: the solver values games that end within \(moves) moves"
        case .tooLarge(let positions):
            "too large to solve: \(positions) positions searched without settling the value (raise --budget, or solve a smaller variant)"
        case .stopped(let positions): "stopped after \(positions) positions, before the value was settled"
        }
    }
}

