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
    /// The numbers of a list the game keeps (`state said = list`): the given player's, for a
    /// list kept per player (`card(A)`).
    case list(variable: Int, player: Expr?)
    case unary(UnaryOp, Expr)
    case binary(BinaryOp, Expr, Expr)
    case call(Function, [Expr])
    /// `if c then a else b`.
    case choose(Expr, Expr, Expr)
    /// The entry of a table of numbers (`table pars = 4 5 4 …`) at a place counted from 1 that
    /// is known only during play (`pars(hole)`); 0 outside the table.
    case entry(of: [Int], at: Expr)
    /// A read of the board about cells (`at(C)`, `row(C)`, `step(C, north, 2)`, `C in goal`):
    /// its arguments are cells (a cell's index, -1 for no cell) and, for a step, a count.
    case board(BoardRead, [Expr])
    /// In a code game, a guess read place by place (`guess(i)`, `guess(g, i)`, `mark(g, i)`):
    /// the arguments are the reading's, places and guesses counted from 1.
    case code(CodeReading, [Expr])
    /// The numbers a move that names part of a list names (`move some of L`), in increasing
    /// order: `chosen` read as a list.
    case chosenItems
}

/// What an `Expr.board` reads of a cell, its first argument.
public enum BoardRead: Sendable, Hashable {
    /// The kind of piece on the cell: its index in `CoreGame.pieces`, -1 when it is empty, -2
    /// for no cell.
    case piece
    /// The player whose piece stands on the cell; -1 when it is empty, shared or no cell.
    case owner
    /// The cell's row, column or layer, counted from 1 as its name counts them; 0 for no cell.
    case row, column, layer
    /// The cell the second argument's number of steps away in a direction (an index of
    /// `BoardDirection.allCases`), or -1 when that is off the board.
    case step(Int)
    /// Whether the cell is one of these (a region's cells, in increasing order): 1 or 0.
    case within([Int])
}

/// The directions `step` walks and `for each d in directions` gives: the compass's, north up
/// the picture, and through a board's layers.
public enum BoardDirection: String, Sendable, Hashable, CaseIterable {
    case north, northeast, east, southeast, south, southwest, west, northwest, up, down

    /// One step in this direction, as layers, rows and columns.
    public var step: Lattice.Step {
        switch self {
        case .north: Lattice.Step(0, -1, 0)
        case .northeast: Lattice.Step(0, -1, 1)
        case .east: Lattice.Step(0, 0, 1)
        case .southeast: Lattice.Step(0, 1, 1)
        case .south: Lattice.Step(0, 1, 0)
        case .southwest: Lattice.Step(0, 1, -1)
        case .west: Lattice.Step(0, 0, -1)
        case .northwest: Lattice.Step(0, -1, -1)
        case .up: Lattice.Step(1, 0, 0)
        case .down: Lattice.Step(-1, 0, 0)
        }
    }

    /// The directions within a layer: the eight of the compass.
    public static let flat: [BoardDirection] = [.north, .northeast, .east, .southeast, .south, .southwest, .west, .northwest]
}

/// What a code game's rules read of its guesses place by place, each a number.
public enum CodeReading: Sendable, Hashable {
    /// `guess(i)`: the symbol at place i of the code `chosen` names, as its place among the
    /// code's symbols counted from 1; 0 when `chosen` names no code or there is no place i.
    case chosenSymbol
    /// `guess(g, i)`: the symbol at place i of the g-th guess made; 0 when there is none.
    case guessedSymbol
    /// `mark(g, i)`: the mark the g-th guess got at place i, with feedback by position: 2 exact,
    /// 1 partial, 0 a miss, or no such guess, place or answer yet.
    case mark

    /// How many arguments the reading takes.
    public var arity: Int {
        switch self {
        case .chosenSymbol: 1
        case .guessedSymbol, .mark: 2
        }
    }
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
    /// A value the game keeps (`CoreGame.variables`), by index.
    case variable(Int)
    /// The player making the move (in a move's condition) or who just made it (after it).
    case mover
    /// The player who moves after the mover, by the turn rules.
    case next
    /// Whether every cell of the board holds a piece.
    case full
    /// Whether some line of the board holds one kind of piece in every cell.
    case line
    /// Whether the next player has no legal move.
    case stuck
    /// What the last move chose (`move player`, `move number …`): a player or a number.
    case chosen
    /// Whether no player has a legal move but an `otherwise` one (a pass).
    case blocked
    /// Whether the mover's pieces join the two sides of its `connect` goal.
    case connected
    /// How many of the board's lines through the last move's cell hold that cell's owner's pieces
    /// in every cell: the lines (mills) the move formed.
    case formed
    /// How many runs of a pattern (`CoreGame.patterns`, by index) pass through the last move's cell.
    case pattern(Int)
    /// For a move that names pins (`ChosenValue.pins`), the sum of their values, and how many
    /// they are.
    case chosenWorth
    case chosenCount
    /// In a code game, the exact (in place) marks of the last answer; 0 before any.
    case exactMarks
    /// In a code game, the partial (elsewhere) marks of the last answer; 0 before any.
    case partialMarks
    /// In a code game of several secrets, how many of them guesses have found so far.
    case secretsFound
    /// In a code game, the feedback the secret gives the last guess, as one number (its class);
    /// -1 when the engine does not know the secret.
    case answer
    /// In a code game, whether the code `chosen` names earns, for every guess answered so far, the
    /// answer that guess got: whether it could still be the secret. 0 when `chosen` is no code.
    case fits
    /// The cells of the move being judged or just made: where a piece went (`to`), where it
    /// came from (`from`), the cell a jump passed over (`over`); -1 where the move has none.
    case moveTo, moveFrom, moveOver
    /// The cells of the move before it (`last to`, `last from`); -1 before any.
    case lastTo, lastFrom
    /// How many empty cells lie next to the group (`Groups.swift`) through the last move's
    /// cell; 0 when that cell is empty.
    case liberties
    /// Whether the last move changed the board and left it as it stood at some earlier point of
    /// the game (every piece on the same cell): a whole-board position repeated.
    case repeated
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
    /// A per-player value the game keeps (`CoreGame.variables`), by index.
    case variable(Int)
    /// Lines of the board whose every cell holds one of the player's pieces.
    case lines
    /// The player's pieces and the empty cells from which only its pieces can be reached
    /// through empty cells (`Groups.swift`): area scoring.
    case area
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
    /// How many values a list holds.
    case length
}

extension BinaryOp {
    /// Whether the operator compares two numbers, giving true or false.
    public var compares: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
        case .add, .subtract, .multiply, .divide, .remainder, .and, .or: false
        }
    }
}

extension StateRef {
    /// Whether this is one of the cells of a move (`to`, `from`, `over`, `last to`, `last from`).
    public var isMoveCell: Bool {
        switch self {
        case .moveTo, .moveFrom, .moveOver, .lastTo, .lastFrom: true
        case .moves, .toMove, .levelNumber, .frame, .roll, .standing, .guessesMade, .tiebreak, .variable, .mover, .next,
             .full, .line, .stuck, .chosen, .blocked, .connected, .pattern, .chosenWorth, .chosenCount, .exactMarks,
             .partialMarks, .secretsFound, .answer, .fits, .formed, .liberties, .repeated:
            false
        }
    }
}

extension Expr {
    /// Whether the expression reads this value of the state anywhere.
    public func reads(_ ref: StateRef) -> Bool {
        reads { $0 == ref }
    }

    /// Whether the expression reads some value of the state that passes the test.
    public func reads(where test: (StateRef) -> Bool) -> Bool {
        switch self {
        case .int, .bool, .player, .each: false
        case .state(let r): test(r)
        case .chosenItems: test(.chosen)
        case .of(_, let e), .unary(_, let e), .entry(_, let e): e.reads(where: test)
        case .list(_, let player): player?.reads(where: test) ?? false
        case .binary(_, let a, let b): a.reads(where: test) || b.reads(where: test)
        case .call(_, let arguments), .board(_, let arguments), .code(_, let arguments): arguments.contains { $0.reads(where: test) }
        case .choose(let c, let a, let b): c.reads(where: test) || a.reads(where: test) || b.reads(where: test)
        }
    }
}
