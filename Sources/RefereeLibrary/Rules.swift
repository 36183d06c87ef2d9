import RefereeEngine
import RefereeLanguage
import RefereeModel

/// A rule file, compiled and checked: the game it describes, ready to start.
///
/// ```swift
/// let rules = try Rules.compile("""
///     referee 1
///     game "Tic-tac-toe"
///     players X O
///     board 3 by 3
///     win 3 in a row
///     draw when full
///     """)
/// var game = rules.newGame()
/// try game.play("4")
/// ```
public struct Rules: Sendable {
    /// The compiled rule book, for programs that use the lower layers (the CLI does).
    public let ruleBook: RuleBook
    /// The options chosen, over the file's defaults.
    public let chosenOptions: [String: Int]
    /// The compiled game with those options, for programs that use the lower layers (the CLI
    /// does).
    public let gameModel: GameModel

    init(_ book: RuleBook, options: [String: Int], model: GameModel? = nil) {
        ruleBook = book
        chosenOptions = options
        gameModel = model ?? book.model
    }

    var model: GameModel { gameModel }

    /// Reads, compiles and checks a rule file, with its scenarios (the `.scenarios` file beside
    /// it, if any). `options` override the defaults the file declares.
    public static func load(path: String, options: [String: Int] = [:]) throws(RulesError) -> Rules {
        switch RuleBook.load(path: path, options: options) {
        case .success(let book): return Rules(book, options: options)
        case .failure(let error): throw RulesError(error)
        }
    }

    /// Compiles and checks rules given as text; `name` is the file name problems are reported
    /// under.
    public static func compile(_ text: String, name: String = "rules", options: [String: Int] = [:]) throws(RulesError) -> Rules {
        switch RuleBook.compile(SourceFile(name: name, text: text), options: options) {
        case .success(let book): return Rules(book, options: options)
        case .failure(let error): throw RulesError(error)
        }
    }

    /// The same rules with other option values (the others keep theirs); the error says why
    /// the rules do not hold with them.
    public func with(options: [String: Int]) throws(RulesError) -> Rules {
        let chosen = chosenOptions.merging(options) { $1 }
        switch ruleBook.model(options: ruleBook.optionDefaults.merging(chosen) { $1 }) {
        case .success(let model): return Rules(ruleBook, options: chosen, model: model)
        case .failure(let error): throw RulesError(error)
        }
    }

    /// The title given by `game "…"`.
    public var title: String { model.title }
    /// The players' names, in the order `players` lists them.
    public var players: [String] { model.players }
    /// The family of game: `board`, `frames`, `rally` or `code`.
    public var family: String { model.familyName }
    /// Every option the file declares, with its value in these rules.
    public var options: [String: Int] { ruleBook.optionDefaults.merging(chosenOptions) { $1 }.filter { ruleBook.optionDefaults[$0.key] != nil } }
    /// The options' defaults, as the file declares them.
    public var optionDefaults: [String: Int] { ruleBook.optionDefaults }
    /// Warnings found while compiling: the rules work, but something looks wrong.
    public var warnings: [Problem] { ruleBook.warnings.map(Problem.init) }
    /// The names of the file's scenarios.
    public var scenarioNames: [String] { ruleBook.scenarios.map(\.name) }
    /// The players the rules themselves play (`computer` in the file).
    public var playersPlayedByTheRules: [String] { model.computers.keys.sorted().map { model.players[$0] } }

    /// A new game. Randomness (a secret code) comes from `seed` only; the moves the rules make for
    /// their own computer players are already made.
    public func newGame(seed: UInt64 = 0) -> Game { Game(rules: self, seed: seed) }
}
