import RefereeModel

/// What a slide or a jump with a motion needs, built once: for each player, the kinds it moves
/// and its runs of cells away from each cell in each of its directions.
struct CoreMotion: Sendable {
    /// For each player, the kinds of piece the rule moves.
    let kinds: [[Int]]
    /// For each player, cell and direction, the cells away from the cell, nearest first.
    let rays: [[[[Int]]]]
    /// For each player and direction, the direction straight back, or -1.
    let opposite: [[Int]]
    let jumping: Bool
    let flying: Bool
    let chained: Bool
    /// Each jump of a chain after the first goes the way the one before went.
    let straight: Bool
    /// A chain may end after any of its jumps.
    let mayStop: Bool

    init(_ rule: MoveRule, _ game: CoreGame, playerCount: Int) {
        let motion = rule.motion ?? Motion()
        let adjacency: Adjacency
        switch rule.action {
        case .slide(let a): adjacency = a; jumping = false
        case .jump(let a, _): adjacency = a; jumping = true
        case .place, .remove, .pass, .word, .choose: adjacency = .adjacent; jumping = false
        }
        flying = motion.flying
        chained = motion.chained && jumping
        straight = chained && motion.straight
        mayStop = chained && motion.mayStop
        let ways = game.board.directedRays(motion.senses.isEmpty ? adjacency : .adjacent)
        var kinds: [[Int]] = []
        var rays: [[[[Int]]]] = []
        var opposite: [[Int]] = []
        for p in 0..<playerCount {
            let owned = game.pieces.indices.filter { game.pieces[$0].owner == p }
            kinds.append(motion.kinds.isEmpty ? owned : owned.filter { k in motion.kinds.contains(game.pieces[k].role ?? "") })
            var directions: [Int] = []
            if motion.senses.isEmpty {
                directions = Array(ways.steps.indices)
            } else if p < game.facing.count, let facing = game.facing[p] {
                for sense in motion.senses {
                    for s in sense.steps(facing: facing) {
                        if let d = ways.steps.firstIndex(of: Lattice.Step(0, s.row, s.column)), !directions.contains(d) {
                            directions.append(d)
                        }
                    }
                }
            }
            rays.append(ways.rays.map { around in directions.map { around[$0] } })
            opposite.append(directions.map { d in
                ways.steps.firstIndex(of: -ways.steps[d]).flatMap { back in directions.firstIndex(of: back) } ?? -1
            })
        }
        self.kinds = kinds
        self.rays = rays
        self.opposite = opposite
    }
}

/// A jump's whole chain: the cells it lands on in turn, from its first, and the cells of the
/// pieces it takes.
struct Chain: Sendable {
    var path: [Int]
    var taken: [Int]
}

/// Slides and jumps with a motion in play: the kinds they move, directions relative to the
/// mover, flying, chains, compulsory and most captures, and promotion on the far row.
extension CoreProgram {
    /// The moves of a rule with a motion, its condition aside, before captures compel: each as
    /// a move and, for a jump, the chain it plays (for a slide `onto other` that ends on another
    /// player's piece, the piece it takes).
    func motionCandidates(_ index: Int, _ state: State) -> [(move: Move, chain: Chain)] {
        guard let motion = rules[index].motion else { return [] }
        let p = state.toMove
        var result: [(move: Move, chain: Chain)] = []
        var movable = Bits.empty
        for kind in motion.kinds[p] { movable = movable.union(state.pieces(kind)) }
        // The chain being grown, one buffer for every piece's chains.
        var growing = Chain(path: [], taken: [])
        for from in 0..<tables.board.cellCount where movable.contains(from) {
            var chains: [Chain] = []
            if motion.jumping {
                let occupied = state.occupied.subtracting(Bits.empty.inserting(from))
                growing.path.removeAll(keepingCapacity: true)
                growing.path.append(from)
                extend(motion, p, &growing, occupied: occupied, over: removable(shapes[index].whose, state), last: -1,
                       into: &chains)
            } else {
                let onto = shapes[index].captures ? removable(.other, state) : Bits.empty
                for ray in motion.rays[p][from] {
                    for to in ray {
                        if onto.contains(to) { chains.append(Chain(path: [from, to], taken: [to])) }
                        if state.occupied.contains(to) { break }
                        chains.append(Chain(path: [from, to], taken: []))
                        if !motion.flying { break }
                    }
                }
            }
            for (k, chain) in chains.enumerated() {
                // A chain's place among those between the same cells (earlier ones come from
                // this piece alone): past `noChain` of them, a chain is not listed.
                let to = chain.path[chain.path.count - 1]
                var twin = 0
                for earlier in chains[..<k] where earlier.path[earlier.path.count - 1] == to { twin += 1 }
                guard twin < Self.noChain else { continue }
                result.append((Move(Self.encode(rule: index, from: from, to: to, choice: 0).value | twin << 24), chain))
            }
        }
        return result.sorted { $0.move < $1.move }
    }

    /// Every way a jump from the chain's last cell goes on; a chain that cannot go on (or any
    /// jump, when the rule does not chain) is added whole, and where a chain may stop, each
    /// chain as it grows.
    private func extend(
        _ motion: CoreMotion, _ p: Int, _ chain: inout Chain, occupied: Bits, over: Bits, last: Int, into chains: inout [Chain]
    ) {
        let at = chain.path[chain.path.count - 1]
        var extended = false
        for (d, ray) in motion.rays[p][at].enumerated() {
            if last >= 0, d == motion.opposite[p][last] || motion.straight && d != last { continue }
            var i = 0
            if motion.flying { while i < ray.count, !occupied.contains(ray[i]) { i += 1 } }
            guard i + 1 < ray.count, over.contains(ray[i]) else { continue }
            var j = i + 1
            while j < ray.count, !occupied.contains(ray[j]) {
                chain.path.append(ray[j])
                chain.taken.append(ray[i])
                extended = true
                if motion.chained {
                    if motion.mayStop { chains.append(chain) }
                    let gone = Bits.empty.inserting(ray[i])
                    extend(motion, p, &chain, occupied: occupied.subtracting(gone), over: over.subtracting(gone), last: d,
                           into: &chains)
                } else {
                    chains.append(chain)
                }
                chain.path.removeLast()
                chain.taken.removeLast()
                if !motion.flying { break }
                j += 1
            }
        }
        if !extended, chain.path.count > 1, !motion.mayStop { chains.append(chain) }
    }

    /// The moves a rule with a motion allows now, its condition aside: with `captures`, a
    /// slide only while no jump is legal, and with `captures most` only the jumps that take
    /// the most pieces. Read from the position's listing where one serves every rule
    /// (`PositionListing.swift`).
    func motionMoves(_ index: Int, _ state: inout State) -> [(move: Move, chain: Chain)] {
        listsMotionOnce ? listing(&state).moves[index] : plainMotionMoves(index, &state)
    }

    /// `motionMoves` found for the one rule, every jump rule's chains listed for it.
    func plainMotionMoves(_ index: Int, _ state: inout State) -> [(move: Move, chain: Chain)] {
        guard let captures else { return motionCandidates(index, state) }
        let jumping = rules[index].motion?.jumping ?? false
        var most = 0
        var anyJump = false
        for i in rules.indices where rules[i].motion?.jumping ?? false && conditionHolds(i, &state) {
            let chains = motionCandidates(i, state)
            if !chains.isEmpty { anyJump = true }
            for c in chains { most = max(most, c.chain.taken.count) }
        }
        guard jumping else { return anyJump ? [] : motionCandidates(index, state) }
        let own = motionCandidates(index, state)
        return captures == .most ? own.filter { $0.chain.taken.count == most } : own
    }

    /// The chain a move of a rule with a motion plays now, if it is one of the rule's moves.
    func chain(of move: Move, _ state: State) -> Chain? {
        let index = Self.decode(move).rule
        if let listed = listedChain(of: move, index, state) { return listed }
        return motionCandidates(index, state).first { $0.move == move }?.chain
    }

    /// Plays a slide's or a jump's chain: the piece lands on the chain's last cell, the pieces
    /// jumped are taken off, and a piece of a kind promoted on its owner's far row that ends
    /// there becomes the kind it is promoted to.
    @inline(never)
    func playMotion(_ move: Move, in state: inout State) {
        guard let chain = chain(of: move, state), let from = chain.path.first, let to = chain.path.last,
              let kind = kind(at: from, state)
        else { return }
        lift(kind, from: from, in: &state)
        for cell in chain.taken { if let taken = self.kind(at: cell, state) { lift(taken, from: cell, in: &state) } }
        let owner = self.owner[kind]
        let promoted = owner >= 0 && farRows[owner].contains(to) && promotion[kind] >= 0 ? promotion[kind] : kind
        put(promoted, at: to, in: &state)
        if keepsLastCell { state.lastCell = Int32(truncatingIfNeeded: to) }
    }

    /// A move of a rule with a motion as typed: its cells in turn, joined by `-`.
    func motionText(_ move: Move, _ state: State) -> String? {
        chain(of: move, state).map { $0.path.map(tables.cellName).joined(separator: "-") }
    }

    /// The move a text of cells joined by `-` names under a rule with a motion: the chain through
    /// those cells, or, given its first and last cell alone, the one chain between them. A text
    /// that names no chain is a move the rule refuses.
    func parseMotion(_ cells: [Int], _ index: Int, _ state: State) -> Move {
        let moves = motionCandidates(index, state)
        if let exact = moves.first(where: { $0.chain.path == cells }) { return exact.move }
        let ends = moves.filter { $0.chain.path.first == cells.first && $0.chain.path.last == cells.last }
        if cells.count == 2, ends.count == 1 { return ends[0].move }
        return Move(Self.encode(rule: index, from: cells[0], to: cells[cells.count - 1], choice: 0).value | Self.noChain << 24)
    }

    /// The chain number of a move no chain has; a rule lists at most this many chains between
    /// the same two cells.
    static var noChain: Int { 0xFF }
}
