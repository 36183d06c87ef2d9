/// How a core game is shown. A game written in core terms is a board, or without one its values;
/// a family's game translated
/// to core terms keeps its family's picture, which the engine reads from the values the
/// translation keeps, named here.
public enum CorePresentation: Sendable, Hashable {
    /// A game of core rules alone, with no board: its picture is what it keeps.
    case values
    case board
    case rally(RallyLayout)
    case frames(FramesLayout)
    case code(CodeLayout)
}

/// Where a rally game in core terms keeps what its picture shows (indices into
/// `CoreGame.variables`).
public struct RallyLayout: Sendable, Hashable {
    public var rules: RallyRules
    /// Points per player in the current game.
    public var points: Int
    /// For each level from the innermost, its units won per player.
    public var wins: [Int]
    public var server: Int
    /// Whether the current game is a tiebreak.
    public var tiebreak: Int
    /// Whether the last rally ended a game (won by the player it chose).
    public var wonGame: Int
    /// The finished units of the level below the outermost (sets of a match of sets, games of
    /// a match of games), the last one too: for each, every player's wins of the level below it
    /// (points, for games), then every player's points in the tiebreak that decided it, or -1s
    /// when none did.
    public var finished: Int
    /// Who served first in the current game.
    public var firstServer: Int
    /// With sides of several players, where their parts are kept.
    public var sides: SidesLayout?
    /// The first of the values a file's own core rules keep: the translation's come before.
    public var ownValues: Int
}

/// Where a game of frames in core terms keeps what its picture shows.
public struct FramesLayout: Sendable, Hashable {
    public var rules: FrameRules
    /// Each player's rolls, in pins.
    public var rolls: Int
    /// The frame being bowled (from 1) and the pins standing.
    public var frame: Int
    public var standing: Int
    /// Each player's score so far.
    public var score: Int
    /// With pins of values of their own, the pins standing as a set (bit i for pin i + 1).
    public var pinsStanding: Int?
    /// Each side's bowler at the line (from 1, in the order of its `bowlers`), when sides name
    /// their bowlers.
    public var bowler: Int?
    /// The first of the values a file's own core rules keep: the translation's come before.
    public var ownValues: Int
}

/// Where a code game in core terms keeps what its picture shows.
public struct CodeLayout: Sendable, Hashable {
    public var rules: CodeRules
    /// The secret as a code number (-1 while the engine does not know it); with several secrets
    /// the first, the others in the values after it. An answer to a guess is then one number
    /// for all of them, each secret's feedback class a digit in base `classes + 1`, the first
    /// secret's least significant, where the digit `classes` stands for a secret found before.
    public var secret: Int
    /// The guesses as code numbers, and the answers as feedback classes, in order.
    public var guesses: Int
    public var answers: Int
    /// Whether the codemaker is to answer the last guess.
    public var answering: Int
    /// The first of the values a file's own core rules keep: the translation's come before.
    public var ownValues: Int
}

/// Where a rally game with sides of several players in core terms keeps who of each side plays
/// which part (indices into `CoreGame.variables`; see `RallyKernel.SideState` for their meaning).
public struct SidesLayout: Sendable, Hashable {
    public var sides: RallySides
    /// Per player (side): its next server, and the one it had when the current unit began.
    public var nextServer: Int
    public var startServer: Int
    /// Per player (side): who of it receives a game's first point (`receiver alternates`).
    public var firstReceiver: Int
    /// Order choices still to make (2, 1 or 0).
    public var choicesLeft: Int
    /// Whether the receiving side is to name its receiver, and whom it named (-1 for none).
    public var choosingReceiver: Int
    public var chosenReceiver: Int
}
