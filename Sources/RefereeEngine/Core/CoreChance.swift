import RefereeModel

/// Chance during play (`roll NAME A to B`): a stream of numbers of its own, drawn from the
/// game's seed, apart from a computer player's generator. The state keeps every number rolled
/// so far (`State.lists[chanceSlot]`), so the next roll is the stream's number at that
/// position: undo, redo and a replay from the same seed give the same numbers. A set-up may fix
/// the rolls at some positions (`setup roll 5 3`), kept as pairs of position and number in the
/// list after it; the latest fixing of a position counts.
extension CoreProgram {
    /// What the stream's seed is offset by, so that it is not the seed of the numbers drawn when
    /// the game starts, nor a computer player's.
    private static var chanceKey: UInt64 { 0x5851_F42D_4C95_7F2D }

    /// The next roll from `low` to `high` (cut to 0 to `Limits.chosenNumber`; an empty range
    /// gives `low`), recorded in the state.
    func roll(_ low: Int, _ high: Int, in state: inout State) -> Int {
        let low = Swift.min(Swift.max(low, 0), Limits.chosenNumber)
        let high = Swift.max(low, Swift.min(high, Limits.chosenNumber))
        let position = state.lists[chanceSlot].count
        let number: Int
        if let fixed = fixedRoll(at: position, state) {
            number = Swift.min(Swift.max(fixed, low), high)
        } else {
            var generator = SeededGenerator(seed: Self.streamStart(state.seed, position))
            number = low + generator.below(high - low + 1)
        }
        state.lists[chanceSlot].append(number)
        return number
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
