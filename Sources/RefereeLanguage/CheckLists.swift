import RefereeModel

/// How many numbers a `roll` gives: one into a number (`expr` nil), or `N times` into a list.
struct RollCount {
    var expr: Expr?
}

/// Checks the constructs that work on a kept list as a whole: rolling several numbers into it
/// (`roll L N times A to B`), a move that names part of it (`move some of L`) and taking
/// numbers out of it (`remove X from L`).
extension Checker {
    /// The `N times` of a roll: only into a list, which needs it, and a number from 0 to
    /// `Limits.rolledAtOnce` when constant; nil (with a diagnostic) when it is wrong.
    mutating func checkTimes(_ times: ExprSyntax?, _ name: Name, _ type: ValueType, scope: ExpressionScope) -> RollCount? {
        guard let times else {
            guard type == .ints else { return RollCount(expr: nil) }
            diagnostics.append(.error(
                "'\(name.text)' is a list: say how many numbers to roll into it", at: name.span,
                help: "write 'roll \(name.text) 6 times 1 to 6'"))
            return nil
        }
        guard type == .ints else {
            diagnostics.append(.error(
                "'N times' rolls a list, and '\(name.text)' is \(type.rawValue)", at: times.span,
                help: "roll one number into '\(name.text)' as 'roll \(name.text) 1 to 6', or into a list declared 'state \(name.text) = list'"))
            return nil
        }
        guard let count = runtime(times, as: .int, scope: scope, what: "how many numbers to roll") else { return nil }
        if case .int(let n) = Evaluator.fold(count), n < 0 || n > Limits.rolledAtOnce {
            diagnostics.append(.error(
                "a roll gives 0 to \(Limits.rolledAtOnce) numbers at once; this one gives \(n)", at: times.span,
                help: "roll at most \(Limits.rolledAtOnce) numbers in one effect"))
            return nil
        }
        return RollCount(expr: count)
    }

    /// `move some of L`: L is a list kept once; its index, or nil (with a diagnostic).
    mutating func checkPart(_ list: Name, _ names: CoreNames) -> Int? {
        guard let (index, type, perPlayer) = variable(list, player: nil, names) else { return nil }
        guard type == .ints else {
            diagnostics.append(.error(
                "'some of' names part of a list, and '\(list.text)' is \(type.rawValue)", at: list.span,
                help: "declare the list as 'state \(list.text) = list'"))
            return nil
        }
        return perPlayer ? nil : index
    }

    /// `remove X from NAME[(P)]`: NAME is a list, and X a list or one number.
    mutating func checkRemoveItems(
        _ verb: Name, _ items: ExprSyntax, _ name: Name, _ player: ExprSyntax?, _ names: CoreNames,
        scope: ExpressionScope
    ) -> Effect? {
        guard let (index, type, perPlayer) = variable(name, player: player, names) else { return nil }
        guard type == .ints else {
            diagnostics.append(.error(
                "'remove … from' takes numbers out of a list, and '\(name.text)' is \(type.rawValue)", at: name.span,
                help: "declare the list as 'state \(name.text) = list', or change a number with 'add' or 'set'"))
            return nil
        }
        let p = player.flatMap { runtime($0, as: .player, scope: scope, what: "whose list to take numbers out of") }
        let before = expressions.diagnostics.count
        let typed = expressions.runtimeOfAnyType(items, scope: scope)
        diagnostics += expressions.diagnostics[before...]
        expressions.diagnostics.removeSubrange(before...)
        guard let (expr, itemsType) = typed else { return nil }
        guard itemsType == .ints || itemsType == .int else {
            diagnostics.append(.error(
                "'remove … from \(name.text)' takes out numbers, not \(itemsType.rawValue)", at: items.span,
                help: "name a list, as in 'remove chosen from \(name.text)', or one number"))
            return nil
        }
        return perPlayer && p == nil ? nil : .removeItems(variable: index, player: p, items: expr)
    }
}
