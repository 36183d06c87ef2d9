import RefereeEngine
import RefereeLanguage
import RefereeModel

/// An engine for rule text, for tests that need a game.
func engine(_ text: String, options: [String: Int] = [:]) throws -> Engine {
    Engine(try RuleBook.compile(SourceFile(name: "test.rules", text: text), options: options).get().model)
}

/// Plays moves as typed, failing on the first refused one.
func play(_ engine: Engine, _ moves: [String], from state: GameState? = nil) throws -> GameState {
    var state = state ?? engine.newGame()
    for move in moves { state = try engine.play(move, in: state).get() }
    return state
}

let ticTacToeRules = """
    referee 1
    players X O
    board 3 by 3
    win 3 in a row
    draw when full

    """

let bowlingRules = """
    referee 1
    players P
    frames 10
    pins 10
    rolls 2
    bonus 2 for a strike
    bonus 1 for a spare
    fill rolls in the last frame

    """

let connectFourRules = """
    referee 1
    players R Y
    board 7 by 6
    cells numbered from 1
    gravity
    win 4 in a row
    draw when full

    """

/// A board game of two players, X and O, on a W by H board, with the given statements.
func board(_ lines: String, width: Int = 3, height: Int = 3) -> String {
    "referee 1\nplayers X O\nboard \(width) by \(height)\n\(lines)\n"
}

/// The board a game shows, or an error for a game of another family.
func view(_ e: Engine, _ s: GameState) throws -> BoardView {
    guard case .board(let b) = e.view(s) else { throw UnexpectedView() }
    return b
}

/// What a game of core rules alone shows, or an error for a game with a board or a family.
func values(_ e: Engine, _ s: GameState, for viewer: Int? = nil) throws -> ValuesView {
    guard case .values(let v) = e.view(s, for: viewer) else { throw UnexpectedView() }
    return v
}

struct UnexpectedView: Error {}
