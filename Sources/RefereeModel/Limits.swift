/// Bounds on everything a rule file or scenario controls, so that no input can make Referee run
/// out of memory or time. Exceeding one is an error that names the limit.
public enum Limits {
    /// Cells on a board: enough for 32 by 32.
    public static let boardCells = 1024
    public static let players = 8
    /// Players in a board game, each with a set of marks of their own.
    public static let boardPlayers = 4
    /// Kinds of piece a board holds (a player's own pieces, or shared symbols), each a bit set.
    public static let pieceKinds = 4
    /// Values a game keeps (`state` statements), counting a per-player one once.
    public static let variables = 32
    /// Rules of each kind (`move`, `after move`, `end when`) a file may give.
    public static let coreRules = 64
    /// Different texts a game's `announce` effects may say.
    public static let announcements = 64
    /// The largest number a `move number …` may name.
    public static let chosenNumber = 1_000
    /// The most cards a deck (`deck A to B, N each`) holds when the game starts.
    public static let deckCards = 1_000
    /// The most numbers one `roll L N times A to B` rolls into a list.
    public static let rolledAtOnce = 100
    /// The most items of one value a move that names part of a list (`move some of L`) names:
    /// the move keeps each digit's count in 3 bits.
    public static let partItemsOfAValue = 7
    public static let frames = 100
    public static let pins = 60
    /// Pins with values of their own, named by one digit each.
    public static let valuedPins = 9
    public static let rolls = 10
    /// Named bowlers of one side (`bowlers …`).
    public static let bowlers = 10
    public static let codeLength = 8
    public static let alphabet = 36
    /// Codes the code space may hold (alphabet^length): every five-letter string, so that listing
    /// them (for `moves`) stays well under a second.
    public static let codeSpace = 12_000_000
    /// Codes the code space may hold when repeats are forbidden: each is checked for a repeated
    /// symbol whenever the legal guesses are counted, as every command at the prompt may do.
    public static let distinctCodeSpace = 1_000_000
    /// Words in a code game's word list.
    public static let words = 50_000
    public static let guesses = 100
    /// Secrets of one code game (`secrets N`), each answered at every guess.
    public static let secrets = 4
    /// Typed answers that may be wrong in one code game (`lies N`).
    public static let lies = 3
    /// Points, games or sets a rally level may need.
    public static let rallyTarget = 1_000
    public static let rallyLevels = 5
    /// The magnitude of any number in a rule file.
    public static let number = 1_000_000_000
    /// Nesting depth of expressions and parentheses.
    public static let expressionDepth = 64
    /// Nesting depth of an expression once its definitions are filled in.
    public static let expandedDepth = 256
    /// Rows of one table.
    public static let tableRows = 1_000
    /// Letters of a word in a table read letter by letter (`words from "…" in A`).
    public static let spelledWordLength = 32
    /// Copies one `for each` makes, over all its bindings.
    public static let repetitions = 1_000
    /// Moves one `expect legal` lists, ranges counted move by move.
    public static let listedMoves = 1_000
    /// Steps in one scenario (a move is a step): a saved game is a scenario, and replaying one
    /// costs time and memory linear in its steps.
    public static let scenarioSteps = 100_000
    /// Bytes in a rule file.
    public static let fileBytes = 4 * 1024 * 1024
}
