import RefereeModel

/// Checks the statements of sides of several players in a rally game (`side`, `receiver …`,
/// `receivers change order …`, `order …`), giving `RallySides`.
extension Checker {
    /// The most players a side may have.
    static let sideMembersLimit = 4

    mutating func checkSides(_ players: [String], levels: [String], scope: ExpressionScope) -> RallySides? {
        var members: [[String]?] = [nil, nil]
        var sideSpans: [Int: Span] = [:]
        var sides = RallySides(members: [])
        var other: [Statement] = []
        // A side already refused says what is wrong; a missing side would only repeat it.
        var refused = false
        var taken = Set(players).union(levels).union(Self.stateNames).union(expressions.options.keys)
        for statement in syntax.statements {
            switch statement.kind {
            case .side(let side, let names):
                guard let p = players.firstIndex(of: side.text) else {
                    diagnostics.append(.error(
                        "no player '\(side.text)': a side is one of the players", at: side.span,
                        help: "name one of \(players.joined(separator: ", ")), as in 'side \(players[0]): \(players[0])1 \(players[0])2'"))
                    refused = true
                    continue
                }
                if let first = sideSpans[p] {
                    diagnostics.append(.error(
                        "side \(side.text) is given twice", at: side.span, help: "keep one of the two lines"
                    ).noting("first given here", at: first))
                    continue
                }
                sideSpans[p] = side.span
                if names.count > Self.sideMembersLimit {
                    diagnostics.append(.error(
                        "side \(side.text) has \(names.count) players; the limit is \(Self.sideMembersLimit)",
                        at: names[Self.sideMembersLimit].span))
                }
                var list: [String] = []
                for name in names.prefix(Self.sideMembersLimit) {
                    if taken.contains(name.text) {
                        diagnostics.append(.error(
                            "'\(name.text)' cannot name a side's player: the name is taken", at: name.span,
                            help: "a side's players need names of their own, as in 'side \(side.text): \(side.text)1 \(side.text)2'"))
                    }
                    taken.insert(name.text)
                    list.append(name.text)
                }
                members[p] = list
            case .receiving(let how):
                once(statement)
                sides.receiving = RallySides.Receiving(rawValue: how.text) ?? .nextServer
                other.append(statement)
            case .order(let how, let level):
                once(statement, key: "order \(how.text)")
                other.append(statement)
                guard let index = levels.firstIndex(of: level.text) else {
                    diagnostics.append(.error(
                        "no level '\(level.text)'", at: level.span, help: "name one of the levels: \(levels.joined(separator: ", "))"))
                    continue
                }
                if how.text == "chosen" { sides.chosenEvery = index } else { sides.restartsEvery = index }
            case .receiversSwap(let condition):
                once(statement)
                other.append(statement)
                sides.receiversSwap = runtime(condition, as: .bool, scope: scope, what: "the condition") ?? .bool(false)
            case .receiverChosen(let condition):
                once(statement, key: "receiver chosen")
                other.append(statement)
                sides.receiverChosen = runtime(condition, as: .bool, scope: scope, what: "the condition") ?? .bool(false)
            case .title, .players, .option, .message, .rulesReference, .turnsAlternate, .turnsFixed, .turnsBy, .computer,
                 .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .frames, .pins, .rolls, .bonus,
                 .fill, .bowlers, .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .code, .repeats, .guesses, .feedback,
                 .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .table, .define, .forEach, .refuse, .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard:
                break
            }
        }
        let named = members.compactMap { $0 }
        if named.isEmpty {
            if let first = other.first {
                diagnostics.append(.error(
                    "'\(first.keyword.text)' is about sides of several players, but this file has none", at: first.keyword.span,
                    help: "name each side's players, as in 'side \(players[0]): \(players[0])1 \(players[0])2'"))
            }
            return nil
        }
        guard named.count == members.count else {
            if refused { return nil }
            let missing = members.firstIndex { $0 == nil } ?? 0
            let first = syntax.statements.first { if case .side = $0.kind { true } else { false } }
            diagnostics.append(.error(
                "side \(players[missing]) has no players, but side \(players[1 - missing]) has", at: first?.keyword.span ?? Span(0, 0),
                help: "add 'side \(players[missing]): \(players[missing])1 \(players[missing])2'"
            ).following(.absence))
            return nil
        }
        sides.members = named
        return sides
    }
}
