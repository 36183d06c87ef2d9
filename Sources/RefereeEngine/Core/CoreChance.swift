import RefereeModel

/// Chance during play (`roll NAME A to B`, `draw NAME from DECK`): a stream of numbers of its
/// own, drawn from the game's seed, apart from a computer player's generator. The state keeps
/// every number chance gave so far (`State.lists[chanceSlot]`: a roll's number, a drawn card),
/// so the next one is the stream's number at that position: undo, redo and a replay from the
/// same seed give the same numbers. A set-up may fix the outcome at some positions (`setup roll
/// 5 3`), kept as pairs of position and number in the list after it; the latest fixing of a
/// position counts. A fixed number below 0 names an outcome by its place instead, -1 the first
/// (the lowest roll, the deck's first card): how a search lists every outcome
/// (`CoreKernel.chanceOutcomes`). The list after that keeps, for each outcome, how many there
/// could have been, where it went (the value's index in `CoreGame.variables` and the player,
/// -1 for none) and whether it was a card, so that a view shows a card only to those who may see where it went.
extension CoreProgram {
    /// What the stream's seed is offset by, so that it is not the seed of the numbers drawn when
    /// the game starts, nor a computer player's.
    private static var chanceKey: UInt64 { 0x5851_F42D_4C95_7F2D }

    /// The next roll from `low` to `high` (cut to 0 to `Limits.chosenNumber`; an empty range
    /// gives `low`), recorded in the state.
    func roll(_ low: Int, _ high: Int, into target: (variable: Int, player: Int), in state: inout State) -> Int {
        let low = Swift.min(Swift.max(low, 0), Limits.chosenNumber)
        let high = Swift.max(low, Swift.min(high, Limits.chosenNumber))
        let position = state.lists[chanceSlot].count
        let number: Int
        if let fixed = fixedRoll(at: position, state) {
            number = fixed < 0 ? Swift.min(low - 1 - fixed, high) : Swift.min(Swift.max(fixed, low), high)
        } else {
            var generator = SeededGenerator(seed: Self.streamStart(state.seed, position))
            number = low + generator.below(high - low + 1)
        }
        record(number, outOf: high - low + 1, into: target, card: false, in: &state)
        return number
    }

    /// Takes a card from the list at `deck`, each card left as likely (or the card a set-up
    /// fixed, when the deck holds it), recorded in the state; nil, with nothing changed, when
    /// the deck is empty. Drawing each card at random from those left deals as a shuffle does.
    func draw(from deck: Int, into target: (variable: Int, player: Int), in state: inout State) -> Int? {
        let cards = state.lists[deck]
        guard !cards.isEmpty else { return nil }
        let position = state.lists[chanceSlot].count
        var index: Int?
        if let fixed = fixedRoll(at: position, state) {
            index = fixed < 0 ? Swift.min(-1 - fixed, cards.count - 1) : cards.firstIndex(of: fixed)
        }
        if index == nil {
            var generator = SeededGenerator(seed: Self.streamStart(state.seed, position))
            index = generator.below(cards.count)
        }
        let taken = index.unsafelyUnwrapped
        let card = cards[taken]
        var left = Array(cards)
        left.remove(at: taken)
        state.lists[deck] = KeptList(left)
        record(card, outOf: cards.count, into: target, card: true, in: &state)
        return card
    }

    /// Keeps what chance gave, how many outcomes there were, where it went, and whether it
    /// was a card.
    private func record(
        _ number: Int, outOf count: Int, into target: (variable: Int, player: Int), card: Bool, in state: inout State
    ) {
        state.lists[chanceSlot].append(number)
        state.lists[chanceSlot + 2].append(contentsOf: [count, target.variable, target.player, card ? 1 : 0])
    }

    /// How many outcomes chance could have given at `position`, where the one it gave went, and
    /// whether it was a card drawn.
    func outcome(at position: Int, _ state: State) -> (count: Int, variable: Int, player: Int, card: Bool) {
        let record = state.lists[chanceSlot + 2]
        return (record[4 * position], record[4 * position + 1], record[4 * position + 2], record[4 * position + 3] != 0)
    }

    /// The generator whose first number is the stream's number at `position`: SplitMix64 started
    /// `position` steps into the stream of the game's seed.
    private static func streamStart(_ seed: UInt64, _ position: Int) -> UInt64 {
        (seed ^ chanceKey) &+ UInt64(truncatingIfNeeded: position) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The number a set-up fixed for the roll at `position`, if any.
    private func fixedRoll(at position: Int, _ state: State) -> Int? {
        let fixed = state.lists[chanceSlot + 1]
        var i = fixed.count - 2
        while i >= 0 {
            if fixed[i] == position { return fixed[i + 1] }
            i -= 2
        }
        return nil
    }

    /// Every number rolled so far, in order.
    func rolls(_ state: State) -> KeptList {
        chanceSlot < 0 ? KeptList() : state.lists[chanceSlot]
    }

    /// Fixes the next rolls to `numbers`, after any already fixed and not yet rolled.
    func fixRolls(_ numbers: [Int], in state: inout State) {
        let position = state.lists[chanceSlot].count
        let fixed = state.lists[chanceSlot + 1]
        var next = position
        var i = 0
        while i + 1 < fixed.count {
            if fixed[i] >= next { next = fixed[i] + 1 }
            i += 2
        }
        for (offset, number) in numbers.enumerated() {
            state.lists[chanceSlot + 1].append(contentsOf: [next + offset, number])
        }
    }
}
