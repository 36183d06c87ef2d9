import RefereeAnalysis
import RefereeEngine
import RefereeModel

/// What a player may see of a game: a board, frames, a rally or a code. See ``Game/view``.
public typealias GameView = RefereeEngine.GameView
/// A board: each cell's owner and piece, the completed lines, and in a game with core rules the
/// values it keeps and what the last move announced.
public typealias BoardView = RefereeEngine.BoardView
/// A value a game with core rules keeps, as shown.
public typealias KeptValue = RefereeEngine.KeptValue
/// Frames: each player's card (rolls, marks, scores), the frame being bowled, the pins standing.
public typealias FramesView = RefereeEngine.FramesView
/// A rally: points, the wins at every level, the server, and the call.
public typealias RallyView = RefereeEngine.RallyView
/// A code: each guess with its feedback, the guesses left, and the secret once it may be shown.
public typealias CodeView = RefereeEngine.CodeView
/// A move the rules refuse: the rule (``MoveRule``) and the message.
public typealias IllegalMove = RefereeEngine.IllegalMove
/// The rule that refused a move (`occupied`, `over`, `pins`, …), or a message a file may word.
public typealias MoveRule = RefereeModel.MessageKey
/// Counts a long analysis's progress and stops it from another thread.
public typealias WorkControl = RefereeEngine.WorkControl
/// Why a game could not be solved.
public typealias SolveError = RefereeEngine.SolveError
