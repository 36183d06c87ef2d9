import RefereeModel

/// Moves that name a player or a number (`move player`, `move number A to B`): the choice is the
/// move's low bits, and play keeps it as `chosen` for the rules to read.
extension CoreProgram {
    @inline(__always)
    static func encode(rule: Int, chosen: Int) -> Move { Move(chosen | (rule << 24)) }

    /// What a `choose` move names.
    @inline(__always)
    static func chosen(_ move: Move) -> Int { move.value & 0xFFFFFF }

    /// The numbers a `move number` rule allows now, within 0 and `Limits.chosenNumber`.
    @inline(__always)
    func numbers(_ index: Int, _ state: State) -> Range<Int> {
        guard let range = rules[index].range else { return 0..<0 }
        let next = nextPlayer(after: state.toMove, in: state)
        let from = max(0, range.from(state, state.toMove, next))
        let to = min(Limits.chosenNumber, range.to(state, state.toMove, next))
        return from <= to ? from..<(to + 1) : from..<from
    }
}
