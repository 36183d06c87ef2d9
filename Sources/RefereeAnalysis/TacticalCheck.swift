import RefereeEngine
import RefereeModel

/// What the moves of a position do at once, found on the engine for any game: a move that wins
/// on the spot, the moves after which the opponent cannot win on the spot, and, when there are
/// none, the moves that at least take one of the opponent's winning cells. Search players read
/// it before they search, so that no amount of bad luck in playouts misses a one-move win or
/// block.
public struct TacticalCheck: Sendable {
    /// The most positions the look at the opponent's replies may play: past it (a large board,
    /// where every move has hundreds of replies) only the moves' own wins are looked for.
    public static let replyBudget = 20_000

    /// A move that wins at once, when there is one.
    public var win: Move?
    /// The moves after which the opponent has no immediate win (nor has won already), in the
    /// order the engine lists them; empty when every move allows one. When the replies were
    /// not looked at (`skipped`), the moves that do not lose on the spot.
    public var safe: [Move]
    /// When no move is safe: the moves played on a cell where the opponent would win after some
    /// other move (blocking one threat where another remains).
    public var blocking: [Move] = []
    /// How many legal moves the position has.
    public var moves: Int
    /// The opponent's replies were not looked at, and why.
    public var skipped: String?

    /// Reads the position for the player to move, within `limit` and `replyBudget`.
    public init(_ state: GameState, engine: Engine, within limit: ThinkingLimit = .none) {
        let legal = engine.legalMoves(state)
        moves = legal.count
        safe = legal
        guard let mover = engine.toMove(state) else { return }
        var after: [(Move, GameState)] = []
        for move in legal {
            guard case .success(let next) = engine.play(move, in: state) else { continue }
            if engine.outcome(next)?.winner == mover {
                win = move
                return
            }
            after.append((move, next))
        }
        // A move that ends the game with someone else's win loses whatever the replies.
        safe = after.filter { !Self.lost(by: mover, in: $0.1, engine: engine) }.map(\.0)
        let replies = after.reduce(0) { $0 + (engine.outcome($1.1) == nil ? engine.legalMoveCount($1.1) : 0) }
        guard replies <= Self.replyBudget else {
            skipped = "\(replies) replies are more than the \(Self.replyBudget) it looks at"
            return
        }
        var found: [Move] = []
        var threats: Set<Int> = []
        for (move, next) in after {
            if limit.isOver {
                skipped = "time ran out"
                return
            }
            guard let wins = Self.winningReplies(against: mover, after: next, engine: engine) else { continue }
            if wins.isEmpty { found.append(move) }
            threats.formUnion(wins)
        }
        safe = found
        guard found.isEmpty, !threats.isEmpty else { return }
        blocking = after.map(\.0).filter { engine.cell(of: $0, in: state).map(threats.contains) ?? false }
    }

    /// The moves the search should weigh: the safe ones, else the blocking ones, else every one.
    public func candidates(_ legal: [Move]) -> [Move] {
        if !safe.isEmpty { return safe }
        return blocking.isEmpty ? legal : blocking
    }

    /// Whether some move lets the opponent win at once.
    public var threatened: Bool { skipped == nil && safe.count < moves }

    /// Whether the game is over in `state` with someone other than `mover` the winner.
    static func lost(by mover: Int, in state: GameState, engine: Engine) -> Bool {
        engine.outcome(state)?.winner.map { $0 != mover } ?? false
    }

    /// The cells on which another player's reply in `state` wins against `mover` (empty when
    /// none does, or when `mover` moves again); nil when the game is already lost.
    static func winningReplies(against mover: Int, after state: GameState, engine: Engine) -> Set<Int>? {
        if engine.outcome(state) != nil { return lost(by: mover, in: state, engine: engine) ? nil : [] }
        guard let replier = engine.toMove(state), replier != mover else { return [] }
        var cells: Set<Int> = []
        for reply in engine.legalMoves(state) {
            guard case .success(let next) = engine.play(reply, in: state),
                  let winner = engine.outcome(next)?.winner, winner != mover
            else { continue }
            // A winning reply with no cell still counts as a threat, on no cell a move could take.
            cells.insert(engine.cell(of: reply, in: state) ?? -1)
        }
        return cells
    }
}
