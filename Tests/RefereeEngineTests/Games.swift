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
