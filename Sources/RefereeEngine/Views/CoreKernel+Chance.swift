import RefereeModel

/// What chance gave during play, as a viewer may see it, and every way it could have gone: the
/// outcomes a search of a game of chance takes the expectation over.
extension CoreKernel {
    /// What chance gave from the `from`-th outcome on, in order, as `viewer` sees it: a roll's
    /// number or a card, or nil for one that went into a value hidden from the viewer (every
    /// hidden one for no viewer) while the game is on.
    public func chanceSeen(_ state: State, from first: Int, for viewer: Int?) -> [ChanceOutcome] {
        guard program.chanceSlot >= 0 else { return [] }
        let given = program.rolls(state)
        guard first < given.count else { return [] }
        return (first..<given.count).map { position in
            let (_, variable, player, card) = program.outcome(at: position, state)
            var hidden = false
            if variable >= 0, state.result < 0 {
                hidden = game.variables[variable].isHidden(Swift.max(player, 0), from: viewer)
            }
            return ChanceOutcome(number: hidden ? nil : given[position], card: card)
        }
    }

    /// The states a move may lead to with what chance gives during it, each with its
    /// probability (they add up to 1): one state for a move that leaves nothing to chance.
    /// `move` is one of the legal moves. Nil when there are more than `limit` outcomes.
    public func chanceOutcomes(_ move: Move, in state: State, limit: Int) -> [(state: State, probability: Double)]? {
        guard program.chanceSlot >= 0 else {
            var next = state
            applyLegal(move, to: &next)
            return [(next, 1)]
        }
        let start = program.rolls(state).count
        var results: [(state: State, probability: Double)] = []
        var pending: [[Int]] = [[]]
        while let places = pending.popLast() {
            var fixed = state
            for (offset, place) in places.enumerated() {
                fixed.lists[program.chanceSlot + 1].append(contentsOf: [start + offset, -1 - place])
            }
            var next = fixed
            applyLegal(move, to: &next)
            if program.rolls(next).count > start + places.count {
                let count = program.outcome(at: start + places.count, next).count
                pending += (0..<count).reversed().map { places + [$0] }
                continue
            }
            var probability = 1.0
            for position in start..<start + places.count { probability /= Double(program.outcome(at: position, next).count) }
            results.append((next, probability))
            if results.count > limit { return nil }
        }
        return results
    }
}

/// One outcome chance gave during play, as a viewer sees it.
public struct ChanceOutcome: Hashable, Sendable {
    /// The number rolled or the card drawn; nil when it is hidden from the viewer.
    public var number: Int?
    /// Whether it is a card drawn from a deck, not a roll.
    public var card: Bool

    public init(number: Int?, card: Bool) {
        self.number = number
        self.card = card
    }
}
