/// An expression of the rule language after checking: names resolved, options folded to
/// constants, every node of a known type.
public indirect enum Expr: Sendable, Hashable {
    case int(Int)
    case bool(Bool)
    case player(Int)
    /// A number or player read from the state of the game.
    case state(StateRef)
    /// A per-player quantity for one player, such as `points(A)`.
    case of(Quantity, Expr)
    /// A per-player quantity for every player, as a list, such as `points`.
    case each(Quantity)
    case unary(UnaryOp, Expr)
    case binary(BinaryOp, Expr, Expr)
    case call(Function, [Expr])
    /// `if c then a else b`.
    case choose(Expr, Expr, Expr)
}

/// Scalars read from the state.
public enum StateRef: Sendable, Hashable {
    /// Moves played so far in the game.
    case moves
    /// The player to move (in a rally, the server).
    case toMove
    /// The number (1-based) of the current unit of a rally level: `game` is the current game.
    case levelNumber(Int)
    /// The current frame (1-based).
    case frame
    /// The current roll within the frame (1-based).
    case roll
    /// Pins standing now.
    case standing
    /// Guesses made so far.
    case guessesMade
    /// Whether the current game of a rally is a tiebreak (1) or not (0).
    case tiebreak
}

/// Quantities kept for every player.
public enum Quantity: Sendable, Hashable {
    /// Points in the current game of a rally.
    case points
    /// Units of a rally level won within the level above (`games`, `sets`).
    case wins(level: Int)
    /// A player's running score (frames).
    case score
    /// Marks a player has on the board.
    case marks
}

public enum UnaryOp: String, Sendable, Hashable {
    case negate = "-"
    case not = "not"
}

public enum BinaryOp: String, Sendable, Hashable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "and", or = "or"
}

public enum Function: String, Sendable, Hashable, CaseIterable {
    case min, max, sum, count, abs
}
