import RefereeEngine
import RefereeLanguage
import RefereeModel

/// `rules`: the loaded rules in brief, then the rule file's own statements as written.
enum RulesSummary {
    static func text(_ session: Session) -> String {
        let model = session.model
        var lines = ["\(model.title): \(brief(model))"]
        lines += details(model)
        for (p, strategy) in model.computers.sorted(by: { $0.key < $1.key }) {
            lines.append("The rules play \(model.players[p]): the \(strategy.rawValue) legal move.")
        }
        if case .code(let rules) = model.family, rules.adversary {
            lines.append("The rules play \(model.players[rules.maker]) as an adversary: no secret, and each guess gets the answer that leaves the most codes possible.")
        }
        if let book = session.book, !book.optionDefaults.isEmpty {
            let values = book.optionDefaults.sorted { $0.key < $1.key }.map { "\($0.key) = \(session.options[$0.key] ?? $0.value)" }
            lines.append("Options: \(values.joined(separator: ", ")).")
        }
        // The summary's sentences fit 80 columns; the statements below are shown as written.
        lines = lines.map { PictureLayout.wrapped($0) }
        if let book = session.book {
            lines.append("")
            lines.append("As written in \(session.rulesPath ?? book.source.name):")
            for statement in book.syntax.statements {
                if case .rulesReference = statement.kind { continue }
                lines.append("  " + book.source.text(statement.span.start..<statement.span.end))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One sentence: who plays what.
    static func brief(_ model: GameModel) -> String { model.presentation.brief(model) }

    static func details(_ model: GameModel) -> [String] { model.presentation.details(model) }

    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: ""
        case 1: names[0]
        default: names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }
}
