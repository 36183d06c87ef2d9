import RefereeModel

/// How a board's own constructs are put into words for `rules`: pieces that move by kind and
/// by direction, flying and in chains, compulsory captures, promotion, groups and what the
/// rules read of them, and a board of points' lines. Part of `CoreWording`.
enum CoreBoardWording {
    /// A slide or a jump with a motion (kinds, directions, flying, chains) in words: "moving a
    /// man one cell forward or sideways to an empty cell"; nil for any other rule.
    static func motion(_ rule: MoveRule, _ core: CoreGame) -> String? {
        guard let motion = rule.motion else { return nil }
        let piece = motion.kinds.isEmpty ? "one of their pieces" : "a " + motion.kinds.joined(separator: " or ")
        switch rule.action {
        case .slide(let adjacency):
            let way = directions(motion, adjacency)
            return motion.flying
                ? "moving \(piece) any distance \(way) over empty \(cells(core))"
                : "moving \(piece) one \(cell(core)) \(way) to an empty \(cell(core))"
        case .jump(let adjacency, let over):
            let whose = switch over {
            case .own: "one of their own pieces"
            case .other: "another player's piece"
            case .any: "a piece"
            }
            let way = directions(motion, adjacency)
            var text = motion.flying
                ? "jumping \(piece) \(way) over \(whose) any distance away, to any empty \(cell(core)) beyond it"
                : "jumping \(piece) \(way) over \(whose) next to it, to the empty \(cell(core)) beyond"
            text += ", which takes it off"
            if motion.chained { text += ", and on with the same piece while it can jump again (the chain is one move)" }
            return text
        case .place, .remove, .pass, .word, .choose:
            return nil
        }
    }

    /// The directions a motion goes: its senses, read against the mover's forward, or its
    /// adjacency's.
    static func directions(_ motion: Motion, _ adjacency: Adjacency) -> String {
        if !motion.senses.isEmpty { return motion.senses.map(\.rawValue).joined(separator: " or ") }
        return switch adjacency {
        case .orthogonal: "along a row or a column"
        case .adjacent: "in a straight line"
        case .alongLines: "along a line"
        }
    }

    /// What a capturing placement takes off, said after the placement.
    static let capturing =
        ", which takes off every group of other players' pieces it leaves without liberties, then its own group if that has none"

    /// Why a move onto a taken cell is refused, in a game whose pieces move: nil when no
    /// rule slides or jumps.
    static func occupied(_ core: CoreGame) -> String? {
        let moving = core.moves.contains { rule in
            switch rule.action {
            case .slide, .jump: true
            case .place, .remove, .pass, .word, .choose: false
            }
        }
        return moving ? "a slide or a jump ends only on an empty \(cell(core))" : nil
    }

    /// The sentences of `rules` for the board's own constructs, in the order a player needs them.
    static func details(_ core: CoreGame, players: [String]) -> [String] {
        var out: [String] = []
        let kinds = core.pieces.compactMap(\.role).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if kinds.count > 1 {
            out.append("Each player has \(number(kinds.count)) kinds of piece: \(RulesSummary.list(kinds)).")
        }
        let facing = players.indices.compactMap { p -> String? in
            guard p < core.facing.count, let way = core.facing[p] else { return nil }
            return "\(way.rawValue) for \(players[p])"
        }
        if !facing.isEmpty { out.append("Forward is \(RulesSummary.list(facing)), as the picture shows the board.") }
        switch core.captures {
        case .compulsory?: out.append("Captures are compulsory: while a jump is legal, no other slide or jump is.")
        case .most?: out.append("Captures are compulsory, and only the jumps that take the most pieces may be played.")
        case nil: break
        }
        let chained = core.moves.contains { $0.motion?.chained ?? false }
        for promotion in core.promotions {
            out.append("A \(promotion.from) that a move leaves on its owner's far row becomes a \(promotion.to)"
                + (chained ? " (a chain crowns it only where it ends)." : "."))
        }
        out += groups(core)
        if core.board.points != nil, let length = core.board.lines.first?.count {
            let count = core.board.lines.count
            out.append("The board has \(count) line\(count == 1 ? "" : "s") of \(length) points in a row.")
        }
        if core.reads(.formed) {
            out.append("'formed' counts the lines through the point a move ends on that it fills with its owner's pieces.")
        }
        if core.reads(.stuck) { out.append("'stuck' is true when the player to move next has no legal move.") }
        if core.reads(.blocked) { out.append("'blocked' is true when no player could move but by an 'otherwise' rule.") }
        return out
    }

    /// Groups, liberties, repeated positions and area, and the moves refused once made.
    private static func groups(_ core: CoreGame) -> [String] {
        var out: [String] = []
        if core.readsGroups {
            out.append("A group is a player's pieces joined cell to cell through neighbours; its liberties are the empty cells next to it.")
        }
        let after = core.refusals.filter(\.after)
        if !after.isEmpty {
            let refused = after.map { said($0.message) }.joined(separator: "; or ")
            out.append("A move that puts a piece down is refused when, once made with its captures, \(refused).")
        }
        if core.reads(.liberties) { out.append("'liberties' counts the liberties of the group the last move put a piece in.") }
        if core.reads(.repeated) {
            out.append("'repeated' is true when a move leaves the whole board as it was at an earlier point of the game.")
        }
        if core.reads(.area) {
            out.append("A player's area is its pieces and the empty regions whose neighbouring pieces are all its own.")
        }
        return out
    }

    /// A refusal's message with `{move}` as "it": "it would bring back an earlier position".
    private static func said(_ message: AnswerText) -> String {
        message.parts.map { part -> String in
            switch part {
            case .text(let text): text
            case .move: "it"
            case .number, .player, .flag, .word: "…"
            }
        }.joined()
    }

    private static func number(_ n: Int) -> String {
        n < 5 ? ["no", "one", "two", "three", "four"][n] : "\(n)"
    }

    private static func cell(_ core: CoreGame) -> String { core.board.points == nil ? "cell" : "point" }

    private static func cells(_ core: CoreGame) -> String { cell(core) + "s" }
}
