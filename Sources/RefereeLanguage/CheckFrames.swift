import RefereeModel

extension Checker {
    mutating func checkFrames() -> FrameRules? {
        var frames: Int?, pins: Int?, rolls: Int?
        var bonus: [Int: Int] = [:]
        var fill = false
        var values: [Int] = []
        for statement in syntax.statements {
            switch statement.kind {
            case .frames(let e):
                once(statement)
                frames = constant(e, "the number of frames", in: 1...Limits.frames)
            case .pins(let e, let worth):
                once(statement)
                pins = constant(e, "the number of pins", in: 1...Limits.pins)
                guard !worth.isEmpty else { break }
                values = worth.compactMap { constant($0, "a pin's value", in: 1...Limits.number / Limits.pins) }
                if let n = pins, worth.count != n {
                    diagnostics.append(.error(
                        "\(worth.count) values for \(n) pins", at: worth[0].span.merged(with: worth[worth.count - 1].span),
                        expected: "one value for each pin"))
                } else if let n = pins, n > Limits.valuedPins {
                    diagnostics.append(.error(
                        "\(n) pins with values; the limit is \(Limits.valuedPins)", at: e.span,
                        help: "a move names the pins that fall by one digit each, 1 to \(Limits.valuedPins)"))
                }
            case .rolls(let e):
                once(statement)
                rolls = constant(e, "the rolls in a frame", in: 1...Limits.rolls)
            case .fill:
                once(statement)
                fill = true
            case .title, .players, .option, .message, .rulesReference,
                 .turnsAlternate, .turnsFixed, .turnsBy, .computer, .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull,
                 .bonus, .bowlers,
                 .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen,
                 .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .table, .define, .forEach,
                 .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse:
                break
            }
        }
        var bonusSpans: [Int: Span] = [:]
        for statement in syntax.statements {
            guard case .bonus(let amount, let roll) = statement.kind else { continue }
            guard let amount = constant(amount, "a bonus", in: 0...Limits.rolls),
                  let roll = constant(roll, "the roll that earns a bonus", in: 1...(rolls ?? Limits.rolls))
            else { continue }
            if let first = bonusSpans[roll] {
                diagnostics.append(.error(
                    "clearing on roll \(roll) already has a bonus", at: statement.span
                ).noting("first given here", at: first))
            } else {
                bonusSpans[roll] = statement.span
            }
            bonus[roll] = amount
        }
        guard let frames else {
            if !gives("frames") {
                diagnostics.append(.error("a game of frames needs the number of frames", at: Span(0, 0), help: "add a line such as 'frames 10'"))
            }
            return nil
        }
        guard let pins else {
            if !gives("pins") {
                diagnostics.append(.error("a game of frames needs the number of pins", at: Span(0, 0), help: "add a line such as 'pins 10'"))
            }
            return nil
        }
        guard let rolls else {
            if !gives("rolls") {
                diagnostics.append(.error("a game of frames needs the rolls in a frame", at: Span(0, 0), help: "add a line such as 'rolls 2'"))
            }
            return nil
        }
        return FrameRules(
            frames: frames, pins: pins, rolls: rolls, bonus: bonus, fillInLastFrame: fill, pinValues: values,
            lineups: checkLineups())
    }

    /// The sides' bowlers: each side (a player) at most once, named when the game has several,
    /// each bowler once in the file and never with a player's name.
    private mutating func checkLineups() -> [FrameRules.Lineup] {
        var lineups: [FrameRules.Lineup] = []
        var named: [String: Span] = [:]
        var sideSpans: [Int: Span] = [:]
        let players = expressions.players
        for statement in syntax.statements {
            guard case .bowlers(let sideName, let bowlers, let every) = statement.kind else { continue }
            let side: Int?
            if let sideName {
                side = requirePlayer(sideName)
            } else if players.count == 1 {
                side = 0
            } else {
                side = nil
                diagnostics.append(.error(
                    "whose bowlers these are is not said", at: statement.keyword.span,
                    help: "with several players name the side: 'bowlers \(players.first ?? "Home"): \(bowlers.map(\.text).joined(separator: " ")) rotate every \(every.text)'"))
            }
            if bowlers.count > Limits.bowlers {
                diagnostics.append(.error(
                    "\(bowlers.count) bowlers; the limit is \(Limits.bowlers) a side", at: bowlers[Limits.bowlers].span))
            }
            for bowler in bowlers {
                if players.contains(bowler.text) {
                    diagnostics.append(.error(
                        "bowler '\(bowler.text)' has a player's name", at: bowler.span,
                        help: "players are the sides; give the bowler a name of their own"))
                } else if let first = named[bowler.text] {
                    diagnostics.append(.error(
                        "bowler '\(bowler.text)' is named twice", at: bowler.span,
                        help: "a bowler bowls for one side, once in its order"
                    ).firstNamed(at: first))
                } else {
                    named[bowler.text] = bowler.span
                }
            }
            guard let side, let rotation = FrameRules.Lineup.Rotation(rawValue: every.text) else { continue }
            if let first = sideSpans[side] {
                diagnostics.append(.error(
                    "the bowlers of \(players[side]) are given twice", at: statement.span, help: "keep one of the two lines"
                ).noting("first given here", at: first))
                continue
            }
            sideSpans[side] = statement.span
            lineups.append(FrameRules.Lineup(side: side, bowlers: bowlers.map(\.text), rotation: rotation))
        }
        return lineups.sorted { $0.side < $1.side }
    }
}
