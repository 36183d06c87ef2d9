import RefereeLanguage
import RefereeModel

extension Linter {
    /// A rule that decides which moves are legal (`refuse when …`, a move's `when`) and reads a
    /// value hidden from some player shows that value through the legal moves: `moves`, `why`
    /// and the protocol's `legal` list exactly what it allows.
    mutating func hiddenLegality() {
        guard let core = model.core else { return }
        let hidden = core.variables.filter(\.isHiddenFromSomeone)
        guard !hidden.isEmpty else { return }
        for statement in statements {
            var decides: ExprSyntax?
            if case .refuse(_, let condition, _, _, nil) = statement.kind { decides = condition }
            if case .move(let move) = statement.kind { decides = move.condition }
            guard let condition = decides else { continue }
            for variable in hidden {
                guard let read = Self.firstRead(of: variable.name, in: condition) else { continue }
                let from = variable.hiddenFromOthers ? "the other players"
                    : variable.hiddenFrom.map { model.players[$0] }.joined(separator: ", ")
                warn(
                    "hidden-legality", "'\(variable.name)' is hidden from \(from), but this rule decides which moves are legal by it",
                    at: read.span,
                    help: "the legal moves show what the rule allows, and so the value; judge moves by what the players see")
            }
        }
    }

    /// Where an expression first reads a name (a kept value, or a call of it per player).
    static func firstRead(of name: String, in expression: ExprSyntax) -> Name? {
        switch expression {
        case .integer: nil
        case .name(let n): n.text == name ? n : nil
        case .call(let f, let arguments, _):
            f.text == name ? f : arguments.lazy.compactMap { firstRead(of: name, in: $0) }.first
        case .unary(_, let e, _): firstRead(of: name, in: e)
        case .binary(_, let a, let b): firstRead(of: name, in: a) ?? firstRead(of: name, in: b)
        case .ifThenElse(let c, let a, let b, _):
            firstRead(of: name, in: c) ?? firstRead(of: name, in: a) ?? firstRead(of: name, in: b)
        case .forEach(_, let e, _), .entry(_, _, let e, _): firstRead(of: name, in: e)
        }
    }
}
