import RefereeEngine
import RefereeModel

/// A code game as protocol data: each guess with its feedback, the guesses left, the secret once
/// it may be shown, and the core's part (`CoreJSON`).
enum CodeJSON {
    static func code(_ view: CodeView, rules: CodeRules, players: [String]) -> JSONValue {
        .object([
            ("length", .number(view.length)),
            ("alphabet", .string(view.alphabet)),
            ("guesses", .number(view.rows.count + view.guessesLeft)),
            ("codemaker", .string(players[rules.maker])),
            ("codebreaker", .string(players[rules.breaker])),
        ] + (rules.severalSecrets ? [("secrets", .number(rules.secrets))] : []))
    }

    /// `over`: a secret a person keeps is sent only once the game is over.
    static func state(_ view: CodeView, secretKeptByPerson: Bool, over: Bool, players: [String]) -> JSONValue {
        let rows: [JSONValue] = view.rows.map { row in
            .object([
                ("guess", .string(row.guess)),
                ("feedback", .optional(row.feedback)),
                ("exact", row.feedback == nil ? .null : .number(row.exact)),
                ("partial", row.feedback == nil ? .null : .number(row.partial)),
            ])
        }
        var fields: [(String, JSONValue)] = [
            ("family", .string("code")),
            ("guesses", .array(rows)),
            ("guessesLeft", .number(view.guessesLeft)),
            ("awaitingAnswer", .bool(view.awaitingAnswer)),
            ("secret", .optional(secretKeptByPerson && !over ? nil : view.secret)),
            ("secretKeptByPerson", .bool(secretKeptByPerson)),
        ] + CoreJSON.fields(kept: view.kept, announcements: view.announcements, players: players)
        if !view.revealed.isEmpty { fields.append(("revealed", .array(view.revealed.map { .optional($0) }))) }
        return .object(fields)
    }

    static func scores(_ view: CodeView) -> JSONValue {
        .object([("guesses", .number(view.rows.count)), ("guessesLeft", .number(view.guessesLeft))])
    }
}
