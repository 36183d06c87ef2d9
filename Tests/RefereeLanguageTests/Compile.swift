@testable import RefereeLanguage
import RefereeModel

/// Compiles rule text, returning the model or the error diagnostics.
func compile(_ text: String, options: [String: Int] = [:]) -> Result<RuleBook, RuleBookError> {
    RuleBook.compile(SourceFile(name: "test.rules", text: text), options: options)
}

/// The messages of every error a text earns.
func errors(_ text: String, options: [String: Int] = [:]) -> [String] {
    switch compile(text, options: options) {
    case .success: []
    case .failure(let error): error.errors.map(\.diagnostic.message)
    }
}

/// The first error, with its line and column.
func firstError(_ text: String) -> (message: String, line: Int, column: Int, help: String?)? {
    guard case .failure(let error) = compile(text), let first = error.errors.first else { return nil }
    let (line, column) = first.source.position(of: first.diagnostic.span.start)
    return (first.diagnostic.message, line, column, first.diagnostic.help)
}

let ticTacToe = """
    referee 1
    game "T"
    players X O
    board 3 by 3
    win 3 in a row
    draw when full

    """
