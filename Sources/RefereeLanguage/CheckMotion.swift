import RefereeModel

/// Checks draughts' statements (`pieces … per player`, `forward`, `promote`, `captures`) and a
/// slide's or a jump's motion: the kinds it moves, its senses, `flying` and `chained`.
extension Checker {
    /// `pieces KIND … per player`: the first kind is each player's own piece (called by the
    /// player's name, or the player and the kind), each other kind a piece of each player's
    /// called by the player and the kind (`White king`).
    mutating func declareKinds(_ statements: [Statement], in game: inout CoreGame, names: inout CoreNames) {
        var first: Span?
        for statement in statements {
            guard case .coreBoard(.kinds(let words)) = statement.kind else { continue }
            if let first {
                diagnostics.append(.error("the kinds every player has are given twice", at: statement.keyword.span)
                    .noting("first given here", at: first))
                continue
            }
            first = statement.keyword.span
            var seen: [String] = []
            for word in words {
                guard names.isFree(word.text), !seen.contains(word.text) else {
                    diagnostics.append(.error(
                        "'\(word.text)' is already the name of \(seen.contains(word.text) ? "a kind" : names.meaning(of: word.text))",
                        at: word.span, help: "choose another name"))
                    return
                }
                seen.append(word.text)
            }
            let owned = game.pieces.indices.filter { game.pieces[$0].owner != nil }
            let total = game.pieces.count + owned.count * (words.count - 1)
            guard total <= Limits.pieceKinds else {
                diagnostics.append(.error(
                    "a board holds at most \(Limits.pieceKinds) kinds of piece; \(words.count) for each of "
                        + "\(owned.count) players, with the shared ones, make \(total)", at: statement.keyword.span,
                    help: "give each player fewer kinds"))
                return
            }
            for index in owned { game.pieces[index].role = words[0].text }
            for word in words.dropFirst() {
                for index in owned {
                    let player = game.pieces[index].name
                    names.pieces["\(player) \(word.text)"] = game.pieces.count
                    game.pieces.append(PieceKind(name: "\(player) \(word.text)", owner: game.pieces[index].owner, role: word.text))
                }
            }
            for index in owned { names.pieces["\(game.pieces[index].name) \(words[0].text)"] = index }
            names.kinds = seen
        }
    }

    /// A slide's or a jump's motion: nil when it says nothing beyond its adjacency.
    mutating func checkMotion(_ motion: MotionSyntax, _ adjacency: Adjacency, _ names: CoreNames) -> Motion? {
        guard !motion.isPlain else { return nil }
        var result = Motion(
            flying: motion.flying != nil, chained: motion.chained != nil, straight: motion.straight != nil,
            mayStop: motion.optionally != nil)
        for kind in motion.kinds {
            guard names.kinds.contains(kind.text) else {
                diagnostics.append(.error(
                    "no kind of piece called '\(kind.text)'", at: kind.span,
                    help: Suggestion.didYouMean(kind.text, among: names.kinds)
                        ?? "declare the kinds every player has, as in 'pieces man king per player'"
                ).following(.undeclared(kind.text)))
                return nil
            }
            result.kinds.append(kind.text)
        }
        for (sense, span) in motion.senses {
            if let first = motion.senses.first(where: { $0.sense == sense }), first.span != span {
                diagnostics.append(.error("'\(sense.rawValue)' is given twice", at: span).noting("first given here", at: first.span))
                return nil
            }
            result.senses.append(sense)
        }
        if let first = motion.senses.first, adjacency != .adjacent {
            diagnostics.append(.error(
                "a move goes '\(adjacency == .orthogonal ? "orthogonally" : "along lines")' or in directions relative to the "
                    + "mover, not both", at: first.span,
                help: "'forward', 'sideways', 'backward' and 'diagonally forward' each say which way it goes"))
            return nil
        }
        if adjacency == .alongLines, let word = motion.flying {
            diagnostics.append(.error(
                "'\(word.text)' goes with straight directions, not 'along lines'", at: word.span,
                help: "write 'orthogonally', directions such as 'forward', or neither for all eight"))
            return nil
        }
        return result
    }

    /// `forward`, `promote` and `captures`, once the moves are checked, and what a move's senses
    /// need of the board.
    mutating func checkDraughts(_ statements: [Statement], in game: inout CoreGame, names: CoreNames) {
        var facing = [Facing?](repeating: nil, count: expressions.players.count)
        var facingAt = [Span?](repeating: nil, count: expressions.players.count)
        var promotedAt: [String: Span] = [:]
        var capturesAt: Span?
        for statement in statements {
            guard case .coreBoard(let board) = statement.kind else { continue }
            switch board {
            case .grid, .start, .connect, .pattern, .kinds, .region, .line, .lineEvery, .link: break
            case .forward(let player, let way):
                guard let p = requirePlayer(player) else { continue }
                guard let f = Facing(rawValue: way.text) else {
                    diagnostics.append(.error(
                        "unknown direction '\(way.text)'", at: way.span, expected: "'up', 'down', 'left' or 'right'",
                        help: Suggestion.didYouMean(way.text, among: Facing.allCases.map(\.rawValue))))
                    continue
                }
                if let first = facingAt[p] {
                    diagnostics.append(.error("\(player.text)'s forward is given twice", at: statement.keyword.span)
                        .noting("first given here", at: first))
                    continue
                }
                if game.board.grid == .hexagonal {
                    diagnostics.append(.error(
                        "a hexagonal grid has no rows to go forward along", at: statement.keyword.span,
                        help: "'forward' goes with a square grid"))
                    continue
                }
                facing[p] = f
                facingAt[p] = statement.keyword.span
            case .promote(let from, let to):
                for kind in [from, to] where !names.kinds.contains(kind.text) {
                    diagnostics.append(.error(
                        "no kind of piece called '\(kind.text)'", at: kind.span,
                        help: Suggestion.didYouMean(kind.text, among: names.kinds)
                            ?? "declare the kinds every player has, as in 'pieces man king per player'"
                    ).following(.undeclared(kind.text)))
                }
                guard names.kinds.contains(from.text), names.kinds.contains(to.text) else { continue }
                if from.text == to.text {
                    diagnostics.append(.error("a piece is promoted to another kind", at: to.span))
                } else if let first = promotedAt[from.text] {
                    diagnostics.append(.error("the promotion of '\(from.text)' is given twice", at: statement.keyword.span)
                        .noting("first given here", at: first))
                } else {
                    promotedAt[from.text] = statement.keyword.span
                    game.promotions.append(Promotion(from: from.text, to: to.text))
                }
            case .captures(let word):
                guard let rule = CaptureRule(rawValue: word.text) else {
                    diagnostics.append(.error(
                        "unknown capture rule '\(word.text)'", at: word.span, expected: "'compulsory' or 'most'",
                        help: Suggestion.didYouMean(word.text, among: CaptureRule.allCases.map(\.rawValue))))
                    continue
                }
                if let capturesAt {
                    diagnostics.append(.error("the capture rule is given twice", at: statement.keyword.span)
                        .noting("first given here", at: capturesAt))
                    continue
                }
                capturesAt = statement.keyword.span
                guard game.moves.contains(where: { if case .jump = $0.action { true } else { false } }) else {
                    diagnostics.append(.error(
                        "'captures \(word.text)' needs a jump to compel", at: statement.keyword.span,
                        help: "capture with a 'move jump' rule"))
                    continue
                }
                game.captures = rule
            }
        }
        if facing.contains(where: { $0 != nil }) { game.facing = facing }
        let needsForward = statements.contains { statement in
            if case .coreBoard(.promote) = statement.kind { return true }
            if case .move(let move) = statement.kind, let motion = move.motion, !motion.senses.isEmpty { return true }
            return false
        }
        if needsForward, game.facing.isEmpty, let statement = statements.first(where: { statement in
            if case .coreBoard(.promote) = statement.kind { return true }
            if case .move(let move) = statement.kind, let motion = move.motion, !motion.senses.isEmpty { return true }
            return false
        }) {
            diagnostics.append(.error(
                "no player has a forward for '\(statement.keyword.text)' to go by", at: statement.keyword.span,
                help: "say where each player's forward points, as in 'forward White up'"))
        }
    }
}

extension MoveSyntax {
    /// A slide's or a jump's motion as written; nil for other actions.
    var motion: MotionSyntax? {
        switch action {
        case .slide(_, let motion), .jump(_, _, let motion): motion
        case .place, .remove, .pass, .word, .player, .number, .row, .part: nil
        }
    }
}
