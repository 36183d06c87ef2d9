import RefereeEngine
import RefereeLanguage
import RefereeModel

/// The move rule that refused a move, quoted as the file wrote it, with what of it the move
/// does not meet and the values its condition reads now: "'move "hold"' needs 'pot > 0'; pot
/// is 0".
enum RuleQuote {
    /// The sentence for `why`; nil when the file does not write the rule (a family statement's
    /// rule) or the engine names none.
    static func refusal(_ illegal: IllegalMove, engine: Engine, book: RuleBook) -> String? {
        guard let (statement, move, unmet) = refusingRule(illegal, engine: engine, book: book) else { return nil }
        switch unmet {
        case .condition(let readings):
            guard let condition = move.condition else { return nil }
            let rule = quote(book, statement.span.start, condition.span.start, dropping: "when")
            let read = options(in: condition, engine.model) + readings.map(said)
            let now = read.isEmpty ? "it does not hold now" : "now " + read.joined(separator: ", ")
            return "'\(rule)' needs '\(quote(book, condition.span.start, condition.span.end))'; \(now)"
        case .range(let range):
            guard case .number(_, let to) = move.action else { return nil }
            let rule = quote(book, statement.span.start, to.span.end)
            let allowed = range.map { "takes \($0.lowerBound) to \($0.upperBound) now" } ?? "takes no number now"
            guard case .number(let from, _) = move.action else { return nil }
            let read = options(in: from, engine.model) + options(in: to, engine.model)
            return "'\(rule)' \(allowed)" + (read.isEmpty ? "" : " (\(read.joined(separator: ", ")))")
        case .otherwise:
            let rule = quote(book, statement.span.start, move.otherwise?.span.end ?? statement.span.end)
            return "'\(rule)' allows it only when no other move is legal"
        }
    }

    /// When the move rule that refused a move would allow it, in a clause: "when 'pot > 0'
    /// holds"; nil when the file does not write the rule or the engine names none.
    static func when(_ illegal: IllegalMove, engine: Engine, book: RuleBook) -> String? {
        guard let (statement, move, unmet) = refusingRule(illegal, engine: engine, book: book) else { return nil }
        switch unmet {
        case .condition:
            guard let condition = move.condition else { return nil }
            return "when '\(quote(book, condition.span.start, condition.span.end))' holds"
        case .range:
            guard case .number(_, let to) = move.action else { return nil }
            return "when '\(quote(book, statement.span.start, to.span.end))' takes its number"
        case .otherwise:
            return "only when no other move is legal"
        }
    }

    /// The `move` statement as written whose rule refused `illegal`, and what it needed; nil
    /// when the file does not write the rule or the engine names none.
    private static func refusingRule(
        _ illegal: IllegalMove, engine: Engine, book: RuleBook
    ) -> (Statement, MoveSyntax, IllegalMove.Unmet)? {
        guard let index = illegal.moveRule, let unmet = illegal.unmet else { return nil }
        let moves = book.expanded.compactMap { statement -> (Statement, MoveSyntax)? in
            if case .move(let move) = statement.kind { (statement, move) } else { nil }
        }
        guard index < moves.count, moves.count == engine.model.core?.moves.count else { return nil }
        return (moves[index].0, moves[index].1, unmet)
    }

    /// The file's text between two offsets, on one line, less a last word `dropping`.
    static func quote(_ book: RuleBook, _ start: Int, _ end: Int, dropping last: String? = nil) -> String {
        var words = book.source.text(start..<end).split(whereSeparator: \.isWhitespace)
        if let last, words.last == Substring(last) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// "pot is 0", or "hand is hidden" for a value the player to move may not see.
    static func said(_ reading: IllegalMove.Reading) -> String {
        "\(reading.name) is \(reading.value ?? "hidden")"
    }

    /// The options an expression names, with their values in this game: "most is 3".
    static func options(in expr: ExprSyntax, _ model: GameModel) -> [String] {
        var found: [String] = []
        func walk(_ e: ExprSyntax) {
            switch e {
            case .integer: break
            case .name(let name):
                if let value = model.options[name.text], !found.contains("\(name.text) is \(value)") {
                    found.append("\(name.text) is \(value)")
                }
            case .call(_, let arguments, _): arguments.forEach(walk)
            case .unary(_, let inner, _): walk(inner)
            case .binary(_, let a, let b): walk(a); walk(b)
            case .ifThenElse(let c, let a, let b, _): walk(c); walk(a); walk(b)
            case .forEach(_, let inner, _): walk(inner)
            case .entry(_, _, let inner, _): walk(inner)
            }
        }
        walk(expr)
        return found
    }
}
