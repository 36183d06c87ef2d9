import RefereeModel

/// `min`, `max` and `sum` of every player's quantity (`min(points)`), compiled to a fold rather
/// than evaluated through the shared `Evaluator`, which builds lists of values on every call. The
/// fold takes the numbers in the `Evaluator`'s order (player 0 first), so it gives what it gives.
extension CoreCompiler {
    /// Whether a call is folded here: `min`, `max` or `sum` of one list of every player's quantity
    /// (the only call of a list the language allows).
    func foldsOverLists(_ function: Function, _ arguments: [Expr]) -> Bool {
        guard arguments.count == 1, case .each = arguments[0] else { return false }
        switch function {
        case .min, .max, .sum: return true
        case .count, .abs, .length: return false
        }
    }

    /// The folded call; nil when `foldsOverLists` is false.
    func foldedOverLists(_ function: Function, _ arguments: [Expr]) -> CoreEval<Bits>? {
        guard foldsOverLists(function, arguments), case .each(let quantity) = arguments[0] else { return nil }
        let read = reader(for: quantity), playerCount = playerCount
        guard playerCount > 0 else {
            let v = Evaluator.apply(function, [])
            return { _, _, _ in v }
        }
        switch function {
        case .min: return { s, _, _ in (1..<playerCount).reduce(read(s, 0)) { Swift.min($0, read(s, $1)) } }
        case .max: return { s, _, _ in (1..<playerCount).reduce(read(s, 0)) { Swift.max($0, read(s, $1)) } }
        case .sum, .count, .abs, .length: return { s, _, _ in (0..<playerCount).reduce(0) { Evaluator.apply(.add, $0, read(s, $1)) } }
        }
    }
}
