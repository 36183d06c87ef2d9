import RefereeModel

/// What the rules allow in one position, found once: the moves every rule with a motion
/// allows, each with its chain, and the cells where a placement flanks. With `captures most`
/// each jump rule's moves depend on every jump rule's chains (the most any takes), and
/// counting, drawing and playing a move, then asking whether the next player is stuck, asked
/// for them again and again; Reversi found its flanking cells to count its moves, to draw
/// one, and to ask whether either player can move. The state now carries the last listing,
/// and a listing serves any state whose pieces and player to move are the ones it was made
/// for. It never changes once made, so copies of a state share it across threads.
final class PositionListing<Bits: BoardBits>: Sendable {
    // The pieces apart, not as a tuple: a generic class's fields are destroyed through their
    // types' metadata, and a tuple's is looked up in a table each time.
    let pieces0, pieces1, pieces2, pieces3: Bits
    let toMove: Int
    /// For each rule, the moves `CoreProgram.plainMotionMoves` gives (none for a rule without
    /// a motion), in order; empty unless `CoreProgram.listsMotionOnce`.
    let moves: [[(move: Move, chain: Chain)]]
    /// The empty cells where a placement flanks (`CoreProgram.flankingCells`); empty unless
    /// `CoreProgram.listsFlankingOnce`.
    let flanking: Bits

    init(_ moves: [[(move: Move, chain: Chain)]], flanking: Bits, for state: CoreKernel<Bits>.State) {
        (pieces0, pieces1, pieces2, pieces3) = state.pieces
        toMove = state.toMove
        self.moves = moves
        self.flanking = flanking
    }

    /// Whether the listing was made for the position `state` holds.
    @inline(__always)
    func lists(_ state: CoreKernel<Bits>.State) -> Bool {
        toMove == state.toMove && pieces0 == state.pieces.0 && pieces1 == state.pieces.1
            && pieces2 == state.pieces.2 && pieces3 == state.pieces.3
    }
}

extension CoreProgram {
    /// Whether some rule has a motion and the moves of those rules follow from the pieces and
    /// the player to move alone, so that one listing serves them all: no jump rule's
    /// condition, which `captures` reads, may depend on more (a condition on the move's own
    /// cells is judged move by move, after the listing).
    static func oneListingServes(_ shapes: [RuleShape], _ rules: [Rule], captures: CaptureRule?) -> Bool {
        guard rules.contains(where: { $0.motion != nil }) else { return false }
        guard captures != nil else { return true }
        return !rules.indices.contains { i in
            rules[i].motion?.jumping ?? false && shapes[i].conditional && !shapes[i].perMove
        }
    }

    /// Whether the game has a flanking placement and none that drops, so that the cells a
    /// placement flanks are found among every empty cell, the same for every such rule.
    static func flanksOnce(_ shapes: [RuleShape]) -> Bool {
        shapes.contains(where: \.flanking) && !shapes.contains { $0.flanking && $0.drop }
    }

    /// The listing for the position `state` holds: the one it carries when made for that
    /// position, or a new one it then carries.
    func listing(_ state: inout State) -> PositionListing<Bits> {
        if let kept = state.listing, kept.lists(state) { return kept }
        let listing = PositionListing(
            listsMotionOnce ? listMotionMoves(state) : [],
            flanking: listsFlankingOnce ? flankingCells(placeTargets(state, drop: false), state) : .empty, for: state)
        state.listing = listing
        return listing
    }

    /// Every rule's moves as `plainMotionMoves` gives them, each jump rule's chains found once.
    /// Only where `listsMotionOnce`: every jump rule's condition then holds for `captures`.
    private func listMotionMoves(_ state: State) -> [[(move: Move, chain: Chain)]] {
        var lists: [[(move: Move, chain: Chain)]] = Array(repeating: [], count: rules.count)
        guard let captures else {
            for i in rules.indices where rules[i].motion != nil { lists[i] = motionCandidates(i, state) }
            return lists
        }
        var most = 0
        var anyJump = false
        for i in rules.indices where rules[i].motion?.jumping ?? false {
            lists[i] = motionCandidates(i, state)
            if !lists[i].isEmpty { anyJump = true }
            for c in lists[i] { most = max(most, c.chain.taken.count) }
        }
        for i in rules.indices {
            guard let motion = rules[i].motion else { continue }
            if !motion.jumping {
                if !anyJump { lists[i] = motionCandidates(i, state) }
            } else if captures == .most {
                lists[i] = lists[i].filter { $0.chain.taken.count == most }
            }
        }
        return lists
    }

    /// The chain `move` plays, read from the listing `state` carries when it holds the move.
    func listedChain(of move: Move, _ index: Int, _ state: State) -> Chain? {
        guard let kept = state.listing, index < kept.moves.count, kept.lists(state) else { return nil }
        return kept.moves[index].first { $0.move == move }?.chain
    }
}
