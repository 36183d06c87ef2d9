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
        if let book = session.book {
            if !book.optionDefaults.isEmpty {
                let values = book.optionDefaults.sorted { $0.key < $1.key }.map { "\($0.key) = \(session.options[$0.key] ?? $0.value)" }
                lines.append("Options: \(values.joined(separator: ", ")).")
            }
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
    static func brief(_ model: GameModel) -> String {
        let players = list(model.players)
        switch model.kind {
        case .board(let rules):
            let turns: String = switch model.turns {
            case .alternate: "\(players) take turns"
            case .fixed(let p): "\(model.players[p]) moves alone"
            case .computed: "\(players) move by the rules' turn order"
            }
            return "\(turns) placing marks on a \(rules.width) by \(rules.height) board" + (rules.gravity ? ", dropping them down columns." : ".")
        case .frames(let rules):
            return "\(players) bowl\(model.players.count == 1 ? "s" : "") \(rules.frames) frame\(rules.frames == 1 ? "" : "s") at \(rules.pins) pins."
        case .rally(let rules):
            return "\(players) play rallies; each move names the rally's winner. The \(rules.levels.last?.name ?? "contest") decides."
        case .code(let rules):
            return "\(model.players[rules.maker]) keeps a secret code, \(rules.codeWording); "
                + "\(model.players[rules.breaker]) has \(rules.guesses) guesses to find it."
        }
    }

    static func details(_ model: GameModel) -> [String] {
        switch model.kind {
        case .board(let rules):
            var out: [String] = []
            let n = rules.lines.first?.count ?? 0
            if !rules.lines.isEmpty {
                out.append("Completing one of \(rules.lines.count) lines of \(n) cells \(rules.lineEffect == .wins ? "wins" : "loses").")
            }
            if rules.drawWhenFull { out.append("A full board with no line is a draw.") }
            return out
        case .frames(let rules):
            var out = ["Up to \(rules.rolls) roll\(rules.rolls == 1 ? "" : "s") a frame."]
            for (roll, bonus) in rules.bonus.sorted(by: { $0.key < $1.key }) {
                let name = roll == 1 ? "a strike" : roll == 2 ? "a spare" : "clearing the pins on roll \(roll)"
                out.append("Bonus for \(name): the next \(bonus) roll\(bonus == 1 ? "" : "s").")
            }
            if rules.fillInLastFrame { out.append("The last frame gives the fill rolls its bonus needs.") }
            return out
        case .rally(let rules):
            return ["Levels, innermost first: \(rules.levels.map(\.name).joined(separator: ", "))."]
        case .code(let rules):
            return [
                rules.words == nil ? "Repeated symbols are \(rules.repeats ? "allowed" : "forbidden")." : "Guesses, like the secret, must be words on the list.",
                "Feedback: \(rules.feedbackWording)" + (rules.repeatedSymbolWording.map { "; \($0)." } ?? "."),
            ]
        }
    }

    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: ""
        case 1: names[0]
        default: names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }
}
