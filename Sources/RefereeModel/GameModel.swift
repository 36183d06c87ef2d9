/// A rule file compiled and checked: everything the engine needs to run a game, and nothing of the
/// text it came from. Built by `RefereeLanguage`, read by `RefereeEngine`.
public struct GameModel: Sendable, Hashable {
    /// The title given by `game "…"`.
    public var title: String
    /// Player names in the order `players` lists them; a player is referred to by its index here.
    public var players: [String]
    /// The family whose statements the file uses, with their parameters; nil for a file of core
    /// rules alone, which is no family's game (not a board without cells).
    public var family: Kind?
    /// Who moves when (board games; other kinds derive the mover from their own structure).
    public var turns: TurnRule
    /// Players whose moves the rules make for them, and how.
    public var computers: [Int: Strategy]
    /// Message templates declared with `message`, keyed by what they report.
    public var messages: [MessageKey: String]
    /// The values every option took (defaults overridden by the command line).
    public var options: [String: Int]
    /// The whole game in core terms when the file writes core rules beside its family statements;
    /// nil when it uses family statements only (their meaning is `CoreGame.translating(self)`).
    /// A game with core rules runs on the general interpreter.
    public var core: CoreGame?

    public init(
        title: String, players: [String], family: Kind?, turns: TurnRule = .alternate,
        computers: [Int: Strategy] = [:], messages: [MessageKey: String] = [:], options: [String: Int] = [:],
        core: CoreGame? = nil
    ) {
        self.core = core
        self.title = title
        self.players = players
        self.family = family
        self.turns = turns
        self.computers = computers
        self.messages = messages
        self.options = options
    }

    /// The four families of game the language describes.
    public enum Kind: Sendable, Hashable {
        case board(BoardRules)
        case frames(FrameRules)
        case rally(RallyRules)
        case code(CodeRules)

        /// The family's name as the documentation and diagnostics use it.
        public var name: String {
            switch self {
            case .board: "board"
            case .frames: "frames"
            case .rally: "rally"
            case .code: "code"
            }
        }
    }

    /// The game in core terms: the file's own core rules, or its family statements translated.
    public var coreGame: CoreGame { core ?? CoreGame.translating(self) }

    /// The family's name as the documentation and diagnostics use it, "core" for a file of core
    /// rules alone.
    public var familyName: String { family?.name ?? "core" }

    /// The index of a player by name.
    public func playerIndex(_ name: String) -> Int? { players.firstIndex(of: name) }
}

/// How the player to move is chosen in a board game.
public enum TurnRule: Sendable, Hashable {
    /// Players move in the order `players` lists them, round and round.
    case alternate
    /// Only this player ever moves.
    case fixed(Int)
    /// An expression of type player, evaluated before every move.
    case computed(Expr)
}

/// How a computer-controlled player picks its move among the legal ones.
public enum Strategy: String, Sendable, Hashable, CaseIterable {
    /// The lowest-numbered legal move (for a board, the lowest free cell).
    case first
    /// The highest-numbered legal move.
    case last
    /// A legal move drawn from the game's seeded generator.
    case random
}

/// What a message template reports. `message KEY "text"` overrides the default wording.
public enum MessageKey: String, Sendable, Hashable, CaseIterable {
    /// The result when a player wins; `{winner}` and `{loser}` are filled in.
    case win
    /// The result when nobody wins.
    case draw
    /// A move after the game is over.
    case over
    /// A mark placed on a cell that is taken.
    case occupied
    /// A move that names no cell, column, pin count, player or code of this game.
    case unknown
    /// A mark dropped into a full column.
    case full
    /// A roll knocking down more pins than stand.
    case pins
    /// A move by a player whose turn it is not.
    case turn
    /// A code that breaks the code rules (length, symbols, repeats).
    case code
    /// Feedback that cannot be right (more marks than pegs).
    case feedback
    /// A move the game's own rules (`move …`) do not allow now: its condition does not hold, or
    /// it takes or moves a piece it may not.
    case illegal

    /// The wording used when the rule file gives none. Placeholders: `{winner}`, `{loser}`,
    /// `{player}` (the player to move), `{move}` (the move as typed); in a game of frames also
    /// `{standing}` (pins standing) and `{score}` (the winner's, or the best, score).
    public var defaultTemplate: String {
        switch self {
        case .win: "{winner} wins"
        case .draw: "Draw"
        case .over: "the game is over"
        case .occupied: "cell {move} is already taken"
        case .unknown: "'{move}' is not a move in this game"
        case .full: "column {move} is full"
        case .pins: "only {standing} pins are standing"
        case .turn: "it is {player}'s turn"
        case .code: "'{move}' is not a valid code"
        case .feedback: "'{move}' has more marks than the code has pegs"
        case .illegal: "'{move}' is not allowed now"
        }
    }
}
