import RefereeModel
/// What a player may see of a game: the read-only picture consumers draw and test against.
public enum GameView: Hashable, Sendable {
    /// A game of core rules alone, with no board: what it keeps.
    case values(ValuesView)
    case board(BoardView)
    case frames(FramesView)
    case rally(RallyView)
    case code(CodeView)
}

extension GameView {
    /// The values the file's own core rules keep (`state` statements), in declaration order.
    public var kept: [KeptValue] {
        switch self {
        case .values(let view): view.kept
        case .board(let view): view.kept
        case .frames(let view): view.kept
        case .rally(let view): view.kept
        case .code(let view): view.kept
        }
    }

    /// The moves the rules answered, with their answers (`answer` in core rules); none for a
    /// family's picture.
    public var answers: AnsweredMoves {
        switch self {
        case .values(let view): view.answers
        case .board(let view): view.answers
        case .frames, .rally, .code: []
        }
    }

    /// The sealed moves not yet revealed (`move … sealed`), oldest first; none for a family's
    /// picture.
    public var sealed: [SealedMove] {
        switch self {
        case .values(let view): view.sealed
        case .board(let view): view.sealed
        case .frames, .rally, .code: []
        }
    }

    /// What the last move announced (`announce` in core rules).
    public var announcements: [String] {
        switch self {
        case .values(let view): view.announcements
        case .board(let view): view.announcements
        case .frames(let view): view.announcements
        case .rally(let view): view.announcements
        case .code(let view): view.announcements
        }
    }
}

/// The picture of a game of core rules alone: no cells, only what the game keeps, what the last
/// move announced and the moves the rules answered.
public struct ValuesView: Hashable, Sendable {
    /// The values the game keeps (`state` statements), in declaration order.
    public var kept: [KeptValue]
    /// What the last move announced.
    public var announcements: [String]
    /// The moves the rules answered, with their answers, oldest first.
    public var answers: AnsweredMoves
    /// The sealed moves not yet revealed, oldest first.
    public var sealed: [SealedMove]

    public init(kept: [KeptValue] = [], announcements: [String] = [], answers: AnsweredMoves = [], sealed: [SealedMove] = []) {
        self.kept = kept
        self.announcements = announcements
        self.answers = answers
        self.sealed = sealed
    }
}

/// A sealed move not yet revealed, as a viewer sees it: who made it and when, and what it
/// named only for the player who made it (and for the referee, who views as nobody in
/// particular only where the caller asks for the referee's view).
public struct SealedMove: Hashable, Sendable {
    /// The player who made it.
    public var player: Int
    /// Its number in the game: 1 for the first move.
    public var number: Int
    /// The move as typed; nil when the viewer may not see it.
    public var move: String?

    public init(player: Int, number: Int, move: String?) {
        self.player = player
        self.number = number
        self.move = move
    }
}

public struct BoardView: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Grids one over the other; cells run through the first layer, then the next (1: flat).
    public var layers = 1
    /// Whether a step off one edge comes back on the opposite one.
    public var wraps = false
    /// The owner of each cell (row by row from the top-left, layer after layer), nil where empty
    /// or where the piece belongs to nobody.
    public var cells: [Int?]
    /// The name of the piece on each cell (a player's name for a player's mark), nil where empty.
    public var pieces: [String?]
    /// Each cell's name as typed at the prompt.
    public var cellNames: [String]
    /// Completed lines, in report order, as cell indices.
    public var lines: [[Int]]
    public var gravity: Bool
    /// With gravity, the name of each column.
    public var columnNames: [String]
    /// The values the game keeps (`state` statements), in declaration order.
    public var kept: [KeptValue] = []
    /// What the last move announced.
    public var announcements: [String] = []
    /// Whether the cells are hexagons, each row half a cell to the right of the one above.
    public var hexagonal = false
    /// The moves an `answer` rule answered, in order, with their answers.
    public var answers: AnsweredMoves = []
    /// The kinds every player has (`pieces man king per player`), in order; empty without.
    /// A player's piece of another kind than the first is named by the player and the kind.
    public var kinds: [String] = []
    /// On a board of points, where the points stand and how they are linked; `cells` and the
    /// other lists then run over the points.
    public var points: PointLayout?
    /// The sealed moves not yet revealed, oldest first.
    public var sealed: [SealedMove] = []
}

/// A value a game keeps, as shown.
public struct KeptValue: Hashable, Sendable {
    public var name: String
    public var perPlayer: Bool
    /// Whether the value is hidden from the viewer (`hidden from …`) while the game is on.
    public var hidden = false
    /// For a value kept for each player and hidden from the others (`hidden from others`), the
    /// players whose entries the viewer may not see, shown as "?"; empty otherwise.
    public var hiddenPlayers: [Int] = []
    /// For a list, its numbers, or one list for each player in the order `players` lists them;
    /// nil for a number, a flag or a player.
    public var numbers: [KeptList]?
    private var texts: [String]

    /// The value, or one for each player in the order `players` lists them; "?" for each while
    /// the value is hidden from the viewer. A list reads as its numbers with spaces between,
    /// or "none".
    public var values: [String] {
        get { numbers?.map { $0.isEmpty ? "none" : $0.map(String.init).joined(separator: " ") } ?? texts }
        set {
            texts = newValue
            numbers = nil
        }
    }

    public init(name: String, values: [String], perPlayer: Bool, hidden: Bool = false) {
        self.name = name
        self.perPlayer = perPlayer
        self.hidden = hidden
        texts = values
    }

    /// A list the game keeps, or one for each player.
    public init(name: String, numbers: [KeptList], perPlayer: Bool) {
        self.name = name
        self.perPlayer = perPlayer
        self.numbers = numbers
        texts = []
    }
}

/// A move and the answer the rules gave it (`answer "…"`): every answer it got, in order.
public struct AnsweredMove: Hashable, Sendable {
    /// The move as typed.
    public var move: String
    public var answer: String

    public init(move: String, answer: String) {
        self.move = move
        self.answer = answer
    }
}

public struct FramesView: Hashable, Sendable {
    public var frames: Int
    public var pins: Int
    /// Each player's card.
    public var cards: [[FramesCard.Frame]]
    public var scores: [Int]
    /// The frame (1-based) being bowled, and pins standing now.
    public var frame: Int
    public var standing: Int
    /// With pins of different values, the numbers (from 1) of the pins standing now; else empty.
    public var standingPinNumbers: [Int] = []
    /// The bowler at the line, when the side to move names its bowlers (`bowlers …`).
    public var atTheLine: String? = nil
    /// The values the file's own core rules keep.
    public var kept: [KeptValue] = []
    /// What the last move announced.
    public var announcements: [String] = []
}

public struct RallyView: Hashable, Sendable {
    public var points: [Int]
    /// The levels' names from the innermost, with each player's wins of the level (the outermost
    /// level's wins are 1 for the winner once the contest is over).
    public var levels: [(name: String, wins: [Int])]
    public var server: Int
    /// Each player's points as the scorer writes them, when the rules name calls: the call
    /// ("Thirty"); past the calls with `deuce`, the last call for both at the tie and the
    /// advantage word for the leader ("Advantage", "Forty"); numbers for both in a tiebreak,
    /// and once either is past the calls where no `deuce` word applies.
    public var calls: [String]?
    /// The score as the umpire calls it ("Fifteen-Love", "Deuce", "Advantage A", "Game A").
    public var call: String
    /// Whether the current game is a tiebreak (`tiebreak at …`).
    public var tiebreak = false
    /// Every finished unit of the level below the outermost (`finishedLevel`): the sets of a
    /// match of sets, the games of a match of games, the one that ended the contest too.
    public var finished: [Finished] = []

    /// A finished unit's score.
    public struct Finished: Hashable, Sendable {
        /// Each player's wins of the level below it (points, for a game).
        public var score: [Int]
        /// Each player's points in the tiebreak that decided it; nil when none did.
        public var tiebreak: [Int]?

        public init(score: [Int], tiebreak: [Int]? = nil) {
            self.score = score
            self.tiebreak = tiebreak
        }

        /// The score as scorers write it, the players in order: "6-4"; won in a tiebreak, the
        /// loser's tiebreak points in brackets, "7-6(5)".
        public var written: String {
            let games = score.map(String.init).joined(separator: "-")
            return tiebreak.flatMap { $0.min() }.map { games + "(\($0))" } ?? games
        }
    }

    /// The level whose units `finished` lists; nil with a single level.
    public var finishedLevel: String? { levels.count > 1 ? levels[levels.count - 2].name : nil }
    /// With sides of several players (doubles): who serves the next rally and who receives it;
    /// nil without sides, and once the contest is over.
    public var serving: (server: String, receiver: String)?
    /// With sides, while a side is to name one of its players: what it names, in words.
    public var choice: String?
    /// The values the file's own core rules keep.
    public var kept: [KeptValue] = []
    /// What the last move announced.
    public var announcements: [String] = []

    public static func == (a: RallyView, b: RallyView) -> Bool {
        a.points == b.points && a.server == b.server && a.calls == b.calls && a.call == b.call && a.tiebreak == b.tiebreak
            && a.finished == b.finished
            && a.serving?.server == b.serving?.server && a.serving?.receiver == b.serving?.receiver && a.choice == b.choice
            && a.kept == b.kept && a.announcements == b.announcements
            && a.levels.map(\.name) == b.levels.map(\.name) && a.levels.map(\.wins) == b.levels.map(\.wins)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(points)
        hasher.combine(server)
        hasher.combine(call)
        for level in levels {
            hasher.combine(level.name)
            hasher.combine(level.wins)
        }
    }
}

public struct CodeView: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var guess: String
        /// The feedback as displayed; nil while the codemaker has not answered.
        public var feedback: String?
        public var exact: Int
        public var partial: Int
        /// The feedback as one number, as `CodeKernel.feedbackCode` gives it; nil while the
        /// codemaker has not answered.
        public var feedbackClass: Int?
    }

    public var length: Int
    public var alphabet: String
    public var rows: [Row]
    public var guessesLeft: Int
    /// The secret, when the viewer may see it.
    public var secret: String?
    public var awaitingAnswer: Bool
    /// With `reveal place …`, the secret one symbol a place as shown to every player from the
    /// start: the symbol where the rules reveal it, nil elsewhere (and everywhere while the engine
    /// does not know the secret). Empty when the rules reveal no place.
    public var revealed: [String?] = []
    /// How many secrets the codemaker keeps (`secrets N`); with more than one, `secret` is
    /// every secret separated by spaces, and a row's feedback every secret's side by side
    /// (`exact` and `partial` then add the secrets' marks).
    public var secrets = 1
    /// The values the file's own core rules keep, as shown.
    public var kept: [KeptValue] = []
    /// What the last move announced.
    public var announcements: [String] = []
}
