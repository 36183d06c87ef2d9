import RefereeEngine
import RefereeLanguage
import RefereeModel

/// Says in plain words which rule refuses a move, for `why` and for the line under an error.
/// Written from the game's constructs, never per game.
enum Explain {
    /// The rule behind a refusal, in a sentence: "a mark goes only on an empty cell".
    static func rule(_ illegal: IllegalMove, engine: Engine, state: GameState, book: RuleBook? = nil) -> String {
        let model = engine.model
        let player = engine.toMove(state).map { model.players[$0] } ?? "nobody"
        if let index = illegal.refusingRule, let book {
            let refusals = book.expanded.filter { if case .refuse = $0.kind { true } else { false } }
            if index < refusals.count {
                // A rule written over several lines is quoted on one.
                let written = book.source.text(refusals[index].span.start..<refusals[index].span.end)
                    .split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
                return "the file's rule '\(written)' refuses it"
            }
        }
        if let book, let quoted = RuleQuote.refusal(illegal, engine: engine, book: book) { return quoted }
        if let because = illegal.because { return because }
        if let own = model.presentation.refusal(illegal.rule, player: player, engine: engine, state: state) { return own }
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
            return "it is \(player)'s turn"
        case .code:
            return "that is not a code"
        case .feedback:
            return "that feedback cannot be right"
        case .win, .draw, .unknown, .illegal:
            return whatAMoveIs(engine: engine, state: state)
        }
    }

    /// What a move is in this game, with an example.
    static func whatAMoveIs(engine: Engine, state: GameState) -> String {
        engine.model.presentation.whatAMoveIs(engine: engine, state: state)
    }

    /// The legal moves, briefly: all of them when few, else a pointer to `moves`.
    static func legalBriefly(engine: Engine, state: GameState) -> String {
        legalBriefly(count: engine.legalMoveCount(state), texts: { engine.legalMoveTexts(state) })
    }

    /// The most legal moves for which a refusal points to `moves`; beyond it nothing is said, and
    /// the moves are never written out (32,768 codes in Super Mastermind).
    static let pointedToLimit = 100

    /// `legalBriefly` from the number of legal moves, writing them out (`texts`) only when few
    /// enough to be worth it.
    static func legalBriefly(count: Int, texts: () -> [String]) -> String {
        guard count > 0, count <= pointedToLimit else { return "" }
        let legal = texts()
        let numbers = legal.compactMap { Int($0) }
        if numbers.count == legal.count, numbers.count > 3, let first = numbers.first, let last = numbers.last,
           numbers == Array(first..<(first + numbers.count)) {
            return "; legal now: \(first) to \(last)"
        }
        if legal.count <= 12 { return "; legal now: " + legal.map(Session.shown).joined(separator: " ") }
        return "; 'moves' lists the legal ones"
    }
}
