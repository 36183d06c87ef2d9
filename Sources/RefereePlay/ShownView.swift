import RefereeEngine
import RefereeModel

/// A view with every word that came from the rule file (cell and column names, level names,
/// calls, symbols, guesses, feedback) escaped for the terminal, so that a picture drawn from it
/// cannot carry a file's control characters.
extension GameView {
    var escaped: GameView {
        let e = Escaping.terminal
        switch self {
        case .values:
            // What it keeps is escaped where it is drawn (`CoreWording.kept`).
            return self
        case .board(var board):
            board.cellNames = board.cellNames.map(e)
            board.columnNames = board.columnNames.map(e)
            board.pieces = board.pieces.map { $0.map(e) }
            return .board(board)
        case .frames:
            // Marks and numbers are the engine's own: X, /, - and digits.
            return self
        case .rally(var rally):
            rally.levels = rally.levels.map { (name: e($0.name), wins: $0.wins) }
            rally.calls = rally.calls?.map(e)
            rally.call = e(rally.call)
            return .rally(rally)
        case .code(var code):
            code.alphabet = e(code.alphabet)
            code.secret = code.secret.map(e)
            code.rows = code.rows.map { row in
                var row = row
                row.guess = e(row.guess)
                row.feedback = row.feedback.map(e)
                return row
            }
            return .code(code)
        }
    }
}
