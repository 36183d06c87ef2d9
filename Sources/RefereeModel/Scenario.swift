/// A place in a rule file, kept so that a failing scenario can say where it was written.
public struct Location: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A test written beside the rules: a setup, moves, and what must then be observed.
public struct Scenario: Sendable, Hashable {
    public var name: String
    public var location: Location
    /// Options the scenario sets before the game starts.
    public var options: [String: Int]
    /// The seed every game of the scenario starts from (`seed N`): what chance gives at the start
    /// and what a computer the rule file names chooses follow from it.
    public var seed: UInt64 = 0
    public var steps: [Step]

    public init(name: String, location: Location, options: [String: Int] = [:], steps: [Step] = []) {
        self.name = name
        self.location = location
        self.options = options
        self.steps = steps
    }

    public struct Step: Sendable, Hashable {
        public var action: Action
        public var location: Location

        public init(_ action: Action, at location: Location) {
            self.action = action
            self.location = location
        }
    }

    public enum Action: Sendable, Hashable {
        /// Change the state directly, outside the rules.
        case setup(Setup)
        /// Play a move as typed at the prompt. With `failure`, the move must be refused, with
        /// that message when one is given.
        case move(String, failure: Failure?)
        /// Start a new game.
        case new
        case undo
        case redo
        case expect(Expectation)
    }

    public enum Failure: Sendable, Hashable {
        case any
        case message(String)
    }
}

/// A direct change to the state, written `setup …`. Names are resolved by the engine.
public enum Setup: Sendable, Hashable {
    /// Put a player's mark on cells (named as at the prompt).
    case marks(player: String, cells: [String])
    /// Make it this player's turn.
    case turn(String)
    /// Fix the secret code.
    case secret(String)
    /// Leave the secret unknown: the codemaker answers every guess with feedback.
    case secretUnknown
    /// Set the points of the current game, one number per player.
    case points([Int])
    /// Set who serves.
    case server(String)
    /// Give a value a core rule keeps (one for each player, for a value kept per player), as a
    /// scenario's `expect value` writes it: a number drawn by chance, fixed.
    case value(name: String, values: [String])
    /// The numbers the next rolls give (`setup roll 5 3`), in order, instead of the chance
    /// stream's: a die fixed for a test or for a transcript's replay.
    case rolls([Int])
}

/// An observation a scenario requires, written `expect …`.
public enum Expectation: Sendable, Hashable {
    case turn(String)
    /// The mark on a cell; nil for an empty cell.
    case cell(String, String?)
    /// How many cells are empty.
    case emptyCells(Int)
    /// How many cells the board has.
    case cellCount(Int)
    /// The outcome message; nil while the game is on.
    case result(String?)
    case over(Bool)
    /// The winner; nil for none.
    case winner(String?)
    /// Every winning line, each as cell names, in report order.
    case lines([[String]])
    /// The legal moves, as typed at the prompt, in order.
    case legal([String])
    /// The total score of a player (or the only player).
    case score(player: String?, Int)
    /// Running totals by frame, for the player to move or the only one; nil where not yet known.
    case totals([Int?])
    /// Points in the current game, one per player.
    case points([Int])
    /// Units won of a rally level (`games`, `sets`), one per player.
    case wins(level: String, [Int])
    /// Who serves next: a player (a side), or with sides one of a side's players.
    case server(String)
    /// With sides of several players, the player who receives the next rally.
    case receiver(String)
    /// The feedback on the last guess, as displayed.
    case feedback(String)
    /// The number of marks in the last feedback.
    case marks(Int)
    case guessesLeft(Int)
    /// How many codes still earn every answer given so far.
    case codesLeft(Int)
    /// What the codebreaker is shown of the secret from the start (`reveal`): a symbol a place,
    /// `?` where hidden.
    case revealed(String)
    /// The current frame (1-based).
    case frame(Int)
    /// The bowler at the line, of the side to move (frames with `bowlers`).
    case bowler(String)
    /// The score as the umpire calls it ("Fifteen-Love", "Deuce", "Advantage A").
    case call(String)
    /// The finished sets (or games, in a match of games) as scorers write them, the players in
    /// order: "6-4", "7-6(5)"; empty for none.
    case finished([String])
    /// A value the game keeps (`state`), as shown: one word, or one for each player.
    case value(String, [String])
    /// What the last move announced, in order.
    case announced([String])
    /// The answer an `answer` rule gave the last move; nil for none.
    case answer(String?)
}
