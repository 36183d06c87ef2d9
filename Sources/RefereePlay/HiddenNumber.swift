import RefereeEngine
import RefereeModel

/// `secret` in a game whose core rules draw a number by chance and hide it from some player
/// (`state number = random 1 to 100 hidden from Guesser`): a person who keeps it types it
/// before the first move instead, unseen at a terminal, and the rules answer from it.
extension Session {
    /// The value `secret` sets: the one number the rules draw and hide, kept once.
    var hiddenNumber: Variable? {
        let drawn = model.core?.variables.filter { $0.drawn != nil && !$0.hiddenFrom.isEmpty && !$0.perPlayer } ?? []
        return drawn.count == 1 ? drawn[0] : nil
    }

    /// The players who may see the number: those it is not hidden from.
    private func keepers(of number: Variable) -> [Int] {
        model.players.indices.filter { !number.hiddenFrom.contains($0) }
    }

    /// Why `secret` cannot set the number now: the computer keeps it, or a move was made.
    func hiddenNumberRefusal(_ number: Variable) -> Response? {
        let keepers = keepers(of: number)
        if let computer = keepers.first(where: { $0 == opponent?.player || model.rulesStrategy($0) != nil }) {
            return failure(.secret, "the computer plays \(model.players[computer]) and keeps its own \(number.name); "
                + "'vs people' lets you keep it")
        }
        guard history.isEmpty else {
            return failure(.secret, "the \(number.name) is set before the first move; 'new' starts a new game")
        }
        return nil
    }

    /// `secret N`: the number the rules would have drawn is N instead. A refusal does not repeat N.
    mutating func typeHiddenNumber(_ number: Variable, _ text: String?, color: Bool) -> Response {
        if let refusal = hiddenNumberRefusal(number) { return refusal }
        guard let text else {
            return failure(.usage, "usage: secret NUMBER (at a terminal, type 'secret' alone and the number is asked for without being shown)")
        }
        if applySetup(.value(name: number.name, values: [text])) != nil {
            let range = number.drawn.map { "from \($0.lowerBound) to \($0.upperBound)" } ?? ""
            return failure(.secret, "that is not a number this game draws: the \(number.name) is a whole number \(range)")
        }
        let keeper = keepers(of: number).first.map { model.players[$0] } ?? "the keeper"
        return changed(["\(keeper)'s \(number.name) is set; it is not shown until the game ends"], color: color)
    }
}
