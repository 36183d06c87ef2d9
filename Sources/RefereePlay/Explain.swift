import RefereeEngine
import RefereeModel

/// Says in plain words which rule refuses a move, for `why` and for the line under an error.
/// Written from the game's constructs, never per game.
enum Explain {
    /// The rule behind a refusal, in a sentence: "a mark goes only on an empty cell".
    static func rule(_ illegal: IllegalMove, engine: Engine, state: GameState) -> String {
        let model = engine.model
        let player = engine.toMove(state).map { model.players[$0] } ?? "nobody"
        switch illegal.rule {
        case .over:
            return "the game has ended: 'new' starts another, 'undo' takes back the last move"
        case .occupied:
            return "a mark goes only on an empty cell"
        case .full:
            return "a mark drops only into a column with room left"
        case .pins:
            return "a roll knocks down at most the pins still standing"
        case .turn:
            if case .code(let rules) = model.kind, engine.toMove(state) == rules.maker {
                return "\(player) must first answer the last guess with feedback"
            }
            return "it is \(player)'s turn"
        case .code:
            if case .code(let rules) = model.kind {
                return "a guess is \(rules.codeWording)"
                    + (rules.repeats || rules.words != nil ? "" : ", no symbol twice") + ", as in \(example(engine, state))"
            }
            return "that is not a code"
        case .feedback:
            if case .code(let rules) = model.kind, let miss = rules.missSymbol {
                return "feedback is \(rules.length) marks, one a place, each \(rules.exactSymbol), \(rules.partialSymbol) or \(miss), "
                    + "and never \(rules.length - 1) \(rules.exactSymbol) with one \(rules.partialSymbol)"
            }
            if case .code(let rules) = model.kind {
                return "feedback has at most \(rules.length) marks, and never \(rules.length - 1) \(rules.exactSymbol) with one \(rules.partialSymbol)"
            }
            return "that feedback cannot be right"
        default:
            return whatAMoveIs(engine: engine, state: state)
        }
    }

    /// What a move is in this game, with an example.
    static func whatAMoveIs(engine: Engine, state: GameState) -> String {
        let model = engine.model
        switch model.kind {
        case .board(let rules):
            let names = engine.view(state)
            guard case .board(let board) = names else { return "a move names a cell" }
            if rules.gravity {
                return "a move names a column, \(board.columnNames.first ?? "") to \(board.columnNames.last ?? "")"
            }
            return "a move names an empty cell, \(board.cellNames.first ?? "") to \(board.cellNames.last ?? "")"
        case .frames(let rules):
            return "a move is the number of pins knocked down, 0 to \(rules.pins), or X (strike), / (spare), - (none)"
        case .rally:
            return "a move names the player who won the rally: \(model.players.joined(separator: " or "))"
        case .code(let rules):
            if engine.toMove(state) == rules.maker, let answer = rules.examplePositionalAnswer {
                return "the codemaker answers with \(rules.feedbackWording), as in \(answer)"
            }
            if engine.toMove(state) == rules.maker {
                return "the codemaker answers with feedback: \(rules.exactSymbol) for each right symbol in the right place, "
                    + "then \(rules.partialSymbol) for each right symbol in the wrong place, as in \(rules.exactSymbol)\(rules.partialSymbol) "
                    + "(\"\" for no marks, \" \(rules.partialSymbol)\" in quotes when there is no \(rules.exactSymbol))"
            }
            return "a guess is \(rules.codeWording) typed together, as in \(example(engine, state))"
        }
    }

    static func example(_ engine: Engine, _ state: GameState) -> String {
        if case .code(let rules) = engine.model.kind {
            return rules.exampleGuess
        }
        return engine.legalMoves(state).first.map { engine.format($0, in: state) } ?? "…"
    }

    /// The legal moves, briefly: all of them when few, else a pointer to `moves`.
    static func legalBriefly(engine: Engine, state: GameState) -> String {
        // Counted first: a code game may have millions, not worth formatting to say nothing.
        guard engine.legalMoveCount(state) <= 100 else { return "" }
        let legal = engine.legalMoveTexts(state)
        if legal.isEmpty { return "" }
        let numbers = legal.compactMap { Int($0) }
        if numbers.count == legal.count, numbers.count > 3, let first = numbers.first,
           numbers == Array(first..<(first + numbers.count)) {
            return "; legal now: \(first) to \(numbers.last!)"
        }
        if legal.count <= 12 { return "; legal now: " + legal.map(Session.shown).joined(separator: " ") }
        return legal.count <= 100 ? "; 'moves' lists the legal ones" : ""
    }
}
