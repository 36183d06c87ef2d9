import RefereeModel

/// The picture of a rally game run by the general interpreter, read from the values its
/// translation keeps (`RallyLayout`).
extension CoreKernel {
    func rallyView(_ layout: RallyLayout, _ state: State) -> RallyView {
        let points = values(layout.points, state)
        let tiebreak = value(layout.tiebreak, state) != 0
        let finished = state.lists[program.slots[layout.finished]]
        var view = RallyView(
            points: points,
            levels: zip(layout.rules.levels, layout.wins).map { level, wins in (name: level.name, wins: values(wins, state)) },
            server: value(layout.server, state),
            calls: RallyCall.calls(points, layout.rules, tiebreak: tiebreak, gameWon: value(layout.wonGame, state) != 0),
            call: rallyCall(layout, state),
            tiebreak: tiebreak,
            finished: stride(from: 0, to: finished.count - 2 * playerCount + 1, by: 2 * playerCount).map {
                let tiebreak = Array(finished[$0 + playerCount..<$0 + 2 * playerCount])
                return RallyView.Finished(
                    score: Array(finished[$0..<$0 + playerCount]), tiebreak: tiebreak.contains(-1) ? nil : tiebreak)
            },
            kept: keptValues(state, from: layout.ownValues), announcements: announcements(state))
        if let sides = layout.sides, state.result < 0 {
            let server = value(layout.server, state)
            let chosen = value(sides.chosenReceiver, state)
            view.serving = RallySidesView.serving(
                sides.sides, server: server, nextServer: values(sides.nextServer, state),
                firstReceiver: values(sides.firstReceiver, state), points: points, chosen: chosen >= 0 ? chosen : nil)
            view.choice = sideChoice(sides, state)
        }
        return view
    }

    func rallyCall(_ layout: RallyLayout, _ state: State) -> String {
        RallyCall.spoken(
            layout.rules, players: model.players, points: values(layout.points, state),
            server: value(layout.server, state), tiebreak: value(layout.tiebreak, state) != 0,
            gameWonBy: value(layout.wonGame, state) != 0 ? state.chosen : nil)
    }

    /// `setup points …` and `setup server …`, as on the rally kernel.
    func rallySetup(_ setup: Setup, _ layout: RallyLayout, in state: inout State) throws(SetupError) {
        switch setup {
        case .points(let points):
            guard points.count == playerCount, points.allSatisfy({ $0 >= 0 && $0 <= Limits.rallyTarget }) else {
                throw SetupError("points take two numbers from 0 to \(Limits.rallyTarget), one per player")
            }
            let slot = program.slots[layout.points]
            state.values.replaceSubrange(slot..<slot + playerCount, with: points)
            state.values[program.slots[layout.wonGame]] = 0
        case .server(let name):
            if let sides = layout.sides, let named = sides.sides.member(named: name) {
                state.values[program.slots[layout.server]] = named.side
                state.values[program.slots[sides.nextServer] + named.side] = named.index
                state.values[program.slots[sides.startServer] + named.side] = named.index
                state.toMove = turn(sides, layout, state)
                if values(layout.points, state).allSatisfy({ $0 == 0 }) { state.values[program.slots[layout.firstServer]] = named.side }
                return
            }
            guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
            state.values[program.slots[layout.server]] = p
            state.toMove = layout.sides.map { turn($0, layout, state) } ?? p
            if values(layout.points, state).allSatisfy({ $0 == 0 }) { state.values[program.slots[layout.firstServer]] = p }
        case .marks, .turn, .secret, .secretUnknown, .value, .rolls:
            throw SetupError.notFor(setup, "rally")
        }
    }

    /// The side naming one of its players now, as the translation's turn rule says; nil when a
    /// rally is to be played.
    func choosingSide(_ sides: SidesLayout, _ layout: RallyLayout, _ state: State) -> Int? {
        let server = value(layout.server, state), left = value(sides.choicesLeft, state)
        if left > 0 { return left == 2 ? server : 1 - server }
        return value(sides.choosingReceiver, state) != 0 ? 1 - server : nil
    }

    func turn(_ sides: SidesLayout, _ layout: RallyLayout, _ state: State) -> Int {
        choosingSide(sides, layout, state) ?? value(layout.server, state)
    }

    func sideChoice(_ sides: SidesLayout, _ state: State) -> String? {
        guard case .rally(let layout) = game.presentation, let side = choosingSide(sides, layout, state) else { return nil }
        return RallySidesView.choice(sides.sides, players: model.players, side: side, order: value(sides.choicesLeft, state) > 0)
    }

    /// The refusals of the rally kernel's sides (`RallyKernel.sideRefusal`), in the same words: a
    /// rally's winner named while a side is to choose, a player named when no choice is due or
    /// by the wrong side.
    func sideRefusal(_ move: Move, _ state: State, typed: String?) -> IllegalMove? {
        guard case .rally(let layout) = game.presentation, let sides = layout.sides else { return nil }
        let name = format(move, in: state), text = typed ?? name
        guard let named = sides.sides.member(named: name) else {
            guard model.playerIndex(name) != nil, let choice = sideChoice(sides, state) else { return nil }
            return IllegalMove(rule: .illegal, message: "'\(text)' is not a choice now: \(choice)")
        }
        guard let side = choosingSide(sides, layout, state) else {
            return IllegalMove(
                rule: .illegal,
                message: "'\(text)' names a player of side \(model.players[named.side]); a move names the side that won the rally: \(model.players.joined(separator: " or "))")
        }
        guard named.side == side else {
            return IllegalMove(rule: .turn, message: "'\(text)' is not of side \(model.players[side]): \(sideChoice(sides, state) ?? "")")
        }
        return nil
    }
}
