import RefereeModel

/// Moves that name part of a kept list (`move some of L`) and the effects on a list as a whole
/// (`roll L N times A to B`, `remove X from L`).
///
/// A part is named by its numbers, which are digits (items from 0 to 9; others are never named),
/// so parts that hold the same numbers are one move whichever items they are. The move keeps how
/// many of each digit it names, 3 bits a digit from 0 up (`Limits.partItemsOfAValue` at most),
/// so `chosen` reads the same numbers after the list has changed.
extension CoreProgram {
    /// Bits a part keeps for the count of one digit.
    private static var digitBits: Int { 3 }

    /// The part that names these counts of each digit.
    static func part(counts: [Int]) -> Int {
        counts.indices.reduce(0) { $0 | (counts[$1] << ($1 * digitBits)) }
    }

    /// The numbers a part names, in increasing order: what `chosen` reads.
    static func partItems(_ part: Int) -> [Int] {
        (0...9).flatMap { digit in repeatElement(digit, count: part < 0 ? 0 : count(of: digit, in: part)) }
    }

    /// How many of `digit` a part (or the counts of a list, packed alike) holds.
    @inline(__always)
    static func count(of digit: Int, in part: Int) -> Int { (part >> (digit * digitBits)) & ((1 << digitBits) - 1) }

    /// How many of each digit the list a part rule names from holds now, each at most
    /// `Limits.partItemsOfAValue`, packed as a part is.
    func partLimits(_ index: Int, _ state: State) -> Int {
        guard case .choose(.part(let list)) = rules[index].action else { return 0 }
        var limits = 0
        for item in state.lists[slots[list]] where item >= 0 && item <= 9 {
            if Self.count(of: item, in: limits) < Limits.partItemsOfAValue { limits += 1 << (item * Self.digitBits) }
        }
        return limits
    }

    /// How many parts the rule may name now: every choice of counts within the list's, but none.
    func partCount(_ index: Int, _ state: State) -> Int {
        Self.partCount(within: partLimits(index, state))
    }

    /// How many parts there are within these counts of each digit, but the empty one.
    private static func partCount(within limits: Int) -> Int {
        var product = 1, digit = 0
        while digit <= 9 {
            product *= count(of: digit, in: limits) + 1
            digit += 1
        }
        return product - 1
    }

    /// The `n`-th part the rule may name now, from 0: counted as a number whose places are the
    /// digits' counts, the lowest digit's changing fastest, the empty part left out.
    func nthPart(_ n: Int, of index: Int, _ state: State) -> Move? {
        nthPart(n, within: partLimits(index, state), rule: index)
    }

    private func nthPart(_ n: Int, within limits: Int, rule index: Int) -> Move? {
        var rest = n + 1, part = 0, digit = 0
        while digit <= 9 {
            let places = Self.count(of: digit, in: limits) + 1
            part |= (rest % places) << (digit * Self.digitBits)
            rest /= places
            digit += 1
        }
        return rest == 0 ? Self.encode(rule: index, chosen: part) : nil
    }

    /// Every part the rule may name now, in the order `nthPart` counts them.
    func parts(_ index: Int, _ state: State) -> [Move] {
        let limits = partLimits(index, state)
        var moves: [Move] = []
        var n = 0
        while n < Self.partCount(within: limits) {
            if let move = nthPart(n, within: limits, rule: index) { moves.append(move) }
            n += 1
        }
        return moves
    }

    /// Whether the list holds every number a part names (and the part names some).
    func holdsPart(_ move: Move, _ index: Int, _ state: State) -> Bool {
        let part = Self.chosen(move), limits = partLimits(index, state)
        guard part != 0 else { return false }
        var digit = 0
        while digit <= 9 {
            if Self.count(of: digit, in: part) > Self.count(of: digit, in: limits) { return false }
            digit += 1
        }
        return true
    }

    /// A part as typed: its digits in increasing order ("155").
    static func partText(_ move: Move) -> String {
        partItems(chosen(move)).map(String.init).joined()
    }

    /// The part a text names: digits in any order; nil for anything else, or for more of one
    /// digit than a part keeps.
    static func part(named word: Substring, rule index: Int) -> Move? {
        guard !word.isEmpty else { return nil }
        var counts = [Int](repeating: 0, count: 10)
        for c in word {
            guard c.isASCII, let digit = c.wholeNumberValue else { return nil }
            counts[digit] += 1
            if counts[digit] > Limits.partItemsOfAValue { return nil }
        }
        return encode(rule: index, chosen: part(counts: counts))
    }

    /// `roll L N times A to B`: the list becomes N numbers rolled from `low` to `high`, each the
    /// next of the chance stream.
    func rollList(_ count: Int, _ low: Int, _ high: Int, into target: (variable: Int, player: Int), at slot: Int, in state: inout State) {
        var rolled: [Int] = []
        for _ in 0..<Swift.min(Swift.max(count, 0), Limits.rolledAtOnce) { rolled.append(roll(low, high, into: target, in: &state)) }
        state.lists[slot] = KeptList(rolled)
    }

    /// `remove X from L`: for each number of `items`, the list's first item equal to it goes.
    func removeItems(_ items: [Int], at slot: Int, in state: inout State) {
        var left = Array(state.lists[slot])
        var changed = false
        for item in items {
            guard let at = left.firstIndex(of: item) else { continue }
            left.remove(at: at)
            changed = true
        }
        if changed { state.lists[slot] = KeptList(left) }
    }
}
