import RefereeModel

/// The picture of a rally game run by the general interpreter, read from the values its
/// translation keeps (`RallyLayout`).
extension CoreKernel {
    func rallyView(_ layout: RallyLayout, _ state: State) -> RallyView {
        let points = values(layout.points, state)
        let tiebreak = value(layout.tiebreak, state) != 0
        let finished = state.lists[program.slots[layout.finished]]
        return RallyView(
            points: points,
            levels: zip(layout.rules.levels, layout.wins).map { level, wins in (name: level.name, wins: values(wins, state)) },
            server: value(layout.server, state),
            calls: RallyCall.calls(points, layout.rules, tiebreak: tiebreak),
            call: rallyCall(layout, state),
            finished: stride(from: 0, to: finished.count - playerCount + 1, by: playerCount).map {
                Array(finished[$0..<$0 + playerCount])
            },
            kept: keptValues(state, from: layout.ownValues), announcements: announcements(state))
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
            guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
            state.values[program.slots[layout.server]] = p
            state.toMove = p
            if values(layout.points, state).allSatisfy({ $0 == 0 }) { state.values[program.slots[layout.firstServer]] = p }
        case .marks, .turn, .secret, .secretUnknown:
            throw SetupError.notFor(setup, "rally")
        }
    }
}
