import RefereeModel

/// `min`, `max` and `sum` of every player's quantity (`min(points)`), and `length`, `sum`, `min`,
/// `max` and `count(L == x)` of a kept list or of the part of one a move names, compiled to folds rather than evaluated through the
/// shared `Evaluator`, which builds lists of values on every call. A fold takes the numbers in the
/// `Evaluator`'s order (player 0 first, a list from its start), so it gives what it gives.
extension CoreCompiler {
    /// Whether a call is folded here.
    func foldsOverLists(_ function: Function, _ arguments: [Expr]) -> Bool {
        guard arguments.count == 1 else { return false }
        if case .each = arguments[0] { return [.min, .max, .sum].contains(function) }
        if case .list = arguments[0] { return [.length, .min, .max, .sum].contains(function) }
        if case .chosenItems = arguments[0] { return [.length, .min, .max, .sum].contains(function) }
        if function == .count, case .binary(let op, .list, let x) = arguments[0] { return op.compares && !containsList(x) }
        if function == .count, case .binary(let op, .chosenItems, let x) = arguments[0] { return op.compares && !containsList(x) }
        return false
    }

    /// The folded call; nil when `foldsOverLists` is false.
    func foldedOverLists(_ function: Function, _ arguments: [Expr]) -> CoreEval<Bits>? {
        guard foldsOverLists(function, arguments) else { return nil }
        if case .each(let quantity) = arguments[0] { return folded(function, over: quantity) }
        if case .list(let variable, let player) = arguments[0] { return folded(function, over: listReader(variable, player)) }
        if case .binary(let op, .list(let variable, let player), let x) = arguments[0] {
            return counted(op, listReader(variable, player), compile(x))
        }
        if case .chosenItems = arguments[0] { return foldedOverPart(function) }
        if case .binary(let op, .chosenItems, let x) = arguments[0] { return countedInPart(op, compile(x)) }
        return nil
    }

    /// The sum over the digits 0 to 9 of `term(digit, count)`, for the counts of the part a move
    /// names (`CoreListParts.swift`: 3 bits a digit); a loop rather than a range's `reduce`,
    /// which unoptimised builds run through generic code on every call.
    @inline(__always)
    private static func overPart(_ chosen: Int, _ term: (_ digit: Int, _ count: Int) -> Int) -> Int {
        guard chosen > 0 else { return 0 }
        var total = 0, digit = 0
        while digit <= 9 {
            let count = (chosen >> (3 * digit)) & 7
            if count > 0 { total += term(digit, count) }
            digit += 1
        }
        return total
    }

    /// `length`, `sum`, `min` and `max` of the numbers a part names, read off its counts.
    private func foldedOverPart(_ function: Function) -> CoreEval<Bits> {
        switch function {
        case .length: return { s, _, _ in Self.overPart(s.pointee.chosen) { _, count in count } }
        case .min:
            return { s, _, _ in
                var low = -1
                _ = Self.overPart(s.pointee.chosen) { digit, _ in
                    if low < 0 { low = digit }
                    return 0
                }
                return max(low, 0)
            }
        case .max:
            return { s, _, _ in
                var high = 0
                _ = Self.overPart(s.pointee.chosen) { digit, _ in
                    high = digit
                    return 0
                }
                return high
            }
        case .sum, .count, .abs: return { s, _, _ in Self.overPart(s.pointee.chosen) { digit, count in digit * count } }
        }
    }

    /// `count(chosen op x)` over the numbers a part names: the counts of the digits that compare so.
    private func countedInPart(_ op: BinaryOp, _ x: @escaping CoreEval<Bits>) -> CoreEval<Bits> {
        { s, m, n in
            let y = x(s, m, n)
            return Self.overPart(s.pointee.chosen) { digit, count in Evaluator.apply(op, digit, y) != 0 ? count : 0 }
        }
    }

    /// A kept list of a state lent by address (the player's, for a list kept per player); empty
    /// for a player who is not in the game.
    private func listReader(_ variable: Int, _ player: Expr?) -> @Sendable (UnsafePointer<CoreKernel<Bits>.State>, Int, Int) -> KeptList {
        let slots = slots, playerCount = playerCount
        guard let player else { return { s, _, _ in Self.keptList(s, variable, of: nil, slots: slots, playerCount: playerCount) } }
        let who = compile(player)
        return { s, m, n in Self.keptList(s, variable, of: who(s, m, n), slots: slots, playerCount: playerCount) }
    }

    /// The numbers of a kept list in a state lent by address: the player's, for a list kept per
    /// player; empty for a player who is not in the game. Folds and the `Evaluator`'s context
    /// both read lists here.
    @inline(__always)
    static func keptList(
        _ state: UnsafePointer<CoreKernel<Bits>.State>, _ variable: Int, of player: Int?, slots: [Int], playerCount: Int
    ) -> KeptList {
        guard variable < slots.count else { return KeptList() }
        if let player, !(0..<playerCount).contains(player) { return KeptList() }
        let index = slots[variable] + (player ?? 0)
        return index < state.pointee.lists.count ? state.pointee.lists[index] : KeptList()
    }

    private func folded(
        _ function: Function, over read: @escaping @Sendable (UnsafePointer<CoreKernel<Bits>.State>, Int, Int) -> KeptList
    ) -> CoreEval<Bits> {
        switch function {
        case .length: return { s, m, n in read(s, m, n).count }
        case .min: return { s, m, n in read(s, m, n).min() ?? 0 }
        case .max: return { s, m, n in read(s, m, n).max() ?? 0 }
        case .sum, .count, .abs: return { s, m, n in read(s, m, n).reduce(0) { Evaluator.apply(.add, $0, $1) } }
        }
    }

    /// `count(L op x)`: how many of the list's numbers compare so with `x`.
    private func counted(
        _ op: BinaryOp, _ read: @escaping @Sendable (UnsafePointer<CoreKernel<Bits>.State>, Int, Int) -> KeptList, _ x: @escaping CoreEval<Bits>
    ) -> CoreEval<Bits> {
        { s, m, n in
            let y = x(s, m, n)
            return read(s, m, n).reduce(0) { $0 + (Evaluator.apply(op, $1, y) != 0 ? 1 : 0) }
        }
    }

    private func folded(_ function: Function, over quantity: Quantity) -> CoreEval<Bits> {
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
