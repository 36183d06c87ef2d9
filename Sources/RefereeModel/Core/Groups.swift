/// Groups and liberties: the words rules read about pieces joined by their cells.
///
/// A group is a set of pieces of one kind joined cell to cell through neighbours in the board's
/// orthogonal sense (`Adjacency.orthogonal`: four on a square grid, six on a hexagonal one). Its
/// liberties are the empty cells next to one of its pieces, each counted once. A `capturing`
/// placement (`MoveRule.capturing`) takes off every other player's group next to the placed
/// piece that is left without liberties, and then the mover's own group through the placed
/// piece if it has none; `liberties` reads the group through the last move's cell, `repeated`
/// whether the board has stood as it does before, and `area(P)` counts P's pieces and the empty
/// regions that border P's pieces alone.
extension CoreGame {
    /// Whether some rule reads this value of play: a move's condition or effects, a rule after a
    /// move, an end rule, or a `refuse` rule.
    public func reads(_ ref: StateRef) -> Bool {
        ruleExpressions.contains { $0.reads(ref) }
    }

    /// Whether some rule reads this quantity of a player (`area(P)`, `highest area`).
    public func reads(_ quantity: Quantity) -> Bool {
        func within(_ e: Expr) -> Bool {
            switch e {
            case .int, .bool, .player, .state, .chosenItems: false
            case .of(let q, let inner): q == quantity || within(inner)
            case .each(let q): q == quantity
            case .list(_, let player): player.map(within) ?? false
            case .unary(_, let inner), .entry(_, let inner): within(inner)
            case .binary(_, let a, let b): within(a) || within(b)
            case .call(_, let arguments), .board(_, let arguments), .code(_, let arguments): arguments.contains(where: within)
            case .choose(let c, let a, let b): within(c) || within(a) || within(b)
            }
        }
        let counted = ends.contains { if case .highestCount(let q) = $0.result { q == quantity } else { false } }
        return counted || ruleExpressions.contains(where: within)
    }

    /// Whether the board's groups matter to play: a capturing move, or a rule that reads
    /// `liberties` or `area`.
    public var readsGroups: Bool {
        moves.contains(where: \.capturing) || reads(.liberties) || reads(.area)
    }

    /// Every expression the rules evaluate.
    private var ruleExpressions: [Expr] {
        var expressions: [Expr] = []
        for rule in moves { expressions += (rule.condition.map { [$0] } ?? []) + rule.effects.flatMap(\.expressions) }
        for rule in afterMove { expressions += (rule.condition.map { [$0] } ?? []) + rule.effects.flatMap(\.expressions) }
        for refusal in refusals { expressions += [refusal.condition] + refusal.message.expressions }
        for end in ends {
            expressions.append(end.condition)
            switch end.result {
            case .winner(let e), .loser(let e): expressions.append(e)
            case .draw, .highest, .lowest, .highestCount: break
            }
        }
        return expressions
    }
}

extension Effect {
    /// The expressions the effect evaluates.
    public var expressions: [Expr] {
        switch self {
        case .set(_, let player, let value), .add(_, let player, let value), .append(_, let player, let value):
            (player.map { [$0] } ?? []) + [value]
        case .roll(_, let player, let count, let from, let to): (player.map { [$0] } ?? []) + (count.map { [$0] } ?? []) + [from, to]
        case .removeItems(_, let player, let items): (player.map { [$0] } ?? []) + [items]
        case .draw(_, let player, _): player.map { [$0] } ?? []
        case .again, .reveal, .announce: []
        case .answer(let text): text.expressions
        case .removeAt(let cell): [cell]
        case .placeAt(let piece, _, let cell): [piece, cell]
        case .moveAt(let from, let to): [from, to]
        }
    }
}
