import RefereeModel

/// A rule with a motion in words, built once with the program and read only to say why a
/// move is refused.
struct MotionWords: Sendable {
    /// The rule as a file writes it, without its condition and effects: "move jump king
    /// orthogonally flying chained".
    let written: String
    /// Where the rule moves a piece: "forward or sideways", "along a row or a column".
    let way: String
    /// Where each player's forward points, for a rule that moves by directions relative to
    /// the mover; empty for one that does not.
    let forward: [Facing?]

    init(_ rule: MoveRule, _ game: CoreGame, playerCount: Int) {
        let motion = rule.motion ?? Motion()
        let (verb, adjacency, over): (String, Adjacency, Whose) = switch rule.action {
        case .slide(let a): ("slide", a, .other)
        case .jump(let a, let whose): ("jump", a, whose)
        case .place, .remove, .pass, .word, .choose: ("move", .adjacent, .other)
        }
        let senses = motion.senses.map(\.rawValue).joined(separator: " or ")
        let adjacencyWord = switch adjacency {
        case .orthogonal: "orthogonally"
        case .alongLines: "along lines"
        case .adjacent: ""
        }
        let words = [verb, motion.kinds.joined(separator: " or "), senses.isEmpty ? adjacencyWord : senses,
                     over == .other ? "" : "over \(over.rawValue)", motion.flying ? "flying" : "",
                     motion.chained && verb == "jump" ? "chained" : "", rule.otherwise ? "otherwise" : ""]
        written = (["move"] + words.filter { !$0.isEmpty }).joined(separator: " ")
        way = if !senses.isEmpty {
            senses
        } else {
            switch adjacency {
            case .orthogonal: "along a row or a column"
            case .alongLines: "along a line"
            case .adjacent: "in a straight line"
            }
        }
        forward = senses.isEmpty ? [] : (0..<playerCount).map { $0 < game.facing.count ? game.facing[$0] : nil }
    }
}

/// Why a slide or a jump with a motion refuses a move, in words, for `why` and the line under
/// an error.
extension CoreProgram {
    /// The reason a rule with a motion gives: the piece the move names, the way it goes, how
    /// far, what it passes over, a chain cut short, or the captures that compel another move.
    /// Nil when the rule gives none.
    func motionReason(_ index: Int, _ move: Move, _ state: State) -> String? {
        var state = state
        let (_, start, to, _) = Self.decode(move)
        guard let motion = rules[index].motion, let words = rules[index].words, let from = start,
              from < tables.board.cellCount
        else { return nil }
        let rule = "'\(words.written)'"
        let p = state.toMove
        let name = tables.cellName
        if !own(p, state).contains(from) { return "\(rule) moves one of the mover's own pieces, and \(name(from)) holds none" }
        if let (chain, jump) = chainThrough(from, to, state) {
            let path = chain.path.map(name).joined(separator: "-")
            return "'\(jump)' goes on while the piece can jump again, and the whole chain is one move, as in \(path)"
        }
        if !motion.kinds[p].contains(where: { state.pieces($0).contains(from) }) {
            // A move typed as cells names the first rule of its form: the rule that moves the
            // piece there says why.
            let moving = rules.indices.first { i in
                i != index && rules[i].words != nil && conditionHolds(i, &state)
                    && (rules[i].motion?.kinds[p].contains { state.pieces($0).contains(from) } ?? false)
            }
            if let moving { return motionReason(moving, move, state) }
            let names = motion.kinds[p].map { pieceNames[$0] }.joined(separator: " or ")
            return "\(rule) moves only \(names), and \(name(from)) holds none"
        }
        let candidates = motionCandidates(index, state)
        if candidates.contains(where: { $0.chain.path.first == from && $0.chain.path.last == to }), let captures {
            return captures == .most ? "captures are compulsory, and only a chain that takes the most pieces may be played"
                : "captures are compulsory: while a jump is legal, no slide is"
        }
        guard to < tables.board.cellCount,
              let ray = motion.rays[p][from].first(where: { $0.contains(to) }), let at = ray.firstIndex(of: to)
        else { return "\(rule) moves a piece only \(words.way)" + facing(words, p) }
        let between = ray[..<at]
        let pieces = between.filter { state.occupied.contains($0) }
        guard motion.jumping else {
            if !motion.flying, at > 0 { return "\(rule) moves a piece to the \(cellWord) next to it" }
            return pieces.first.map { "\(rule) slides only over empty \(cellWord)s, and \(name($0)) is taken" }
        }
        if !motion.flying, at != 1 { return "\(rule) jumps over the \(cellWord) next to the piece to the one beyond it" }
        guard pieces.count == 1, let over = pieces.first else {
            let what = pieces.isEmpty ? "none lies" : pieces.map(name).joined(separator: " and ") + " lie"
            return "\(rule) passes over one piece, and \(what) between \(name(from)) and \(name(to))"
        }
        if !removable(shapes[index].whose, state).contains(over) {
            return switch shapes[index].whose {
            case .own: "\(rule) jumps only over one of the mover's own pieces, and \(name(over)) holds none"
            case .other: "\(rule) jumps only over another player's piece, and \(name(over)) holds none"
            case .any: "\(rule) jumps only over a piece, and \(name(over)) is empty"
            }
        }
        return nil
    }

    /// A chain a chained jump rule allows now from `from` that lands on `to` and goes on: the
    /// move typed stops short of it. With the rule as written.
    private func chainThrough(_ from: Int, _ to: Int, _ state: State) -> (Chain, String)? {
        var state = state
        for i in rules.indices where rules[i].motion?.chained ?? false && conditionHolds(i, &state) {
            let chains = motionCandidates(i, state).map(\.chain)
            if let chain = chains.first(where: { $0.path.first == from && $0.path.dropFirst().dropLast().contains(to) }) {
                return (chain, rules[i].words?.written ?? "move jump")
            }
        }
        return nil
    }

    /// The mover's forward, for a rule that moves by directions relative to it: " (White's
    /// forward is up)".
    private func facing(_ words: MotionWords, _ p: Int) -> String {
        guard p < words.forward.count, let way = words.forward[p] else { return "" }
        return " (\(playerNames[p])'s forward is \(way.rawValue))"
    }

    private var cellWord: String { tables.board.points == nil ? "cell" : "point" }
}
