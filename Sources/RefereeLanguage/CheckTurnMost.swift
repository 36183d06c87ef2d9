import RefereeModel

/// `refuse unless most V`: the number a whole turn makes as high as it can.
extension Checker {
    /// The rule's number, read at the end of a turn as a rule after a move reads, and its
    /// message, read before the move as a `refuse when …` message is; an error for a second
    /// such rule.
    mutating func checkMostRefusal(
        _ most: Name, _ value: ExprSyntax, _ message: Name, _ parts: [AnswerPartSyntax], _ names: CoreNames,
        game: CoreGame
    ) -> RefusalRule? {
        if game.refusals.contains(where: \.most) {
            diagnostics.append(.error(
                "a second 'refuse unless most' rule", at: most.span,
                help: "a turn is measured by one number: add the parts into one expression, weighted as they count"))
            return nil
        }
        if message.text.isEmpty { diagnostics.append(.error("a refused move needs a message", at: message.span)) }
        guard let v = runtime(value, as: .int, scope: names.scope(for: .refusalAfter), what: "what 'refuse unless most' compares"),
              let text = checkText(parts, scope: names.scope(for: .refusal), what: "a message")
        else { return nil }
        return RefusalRule(condition: v, message: text, most: true)
    }
}
