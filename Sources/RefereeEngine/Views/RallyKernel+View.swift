import RefereeModel

extension RallyKernel {
    public func view(_ state: State, for viewer: Int?) -> GameView {
        let levels = rules.levels.enumerated().map { (i, level) in (name: level.name, wins: wins(level: i, in: state)) }
        var view = RallyView(
            points: state.points, levels: levels, server: state.server,
            calls: RallyCall.calls(state.points, rules, tiebreak: state.tiebreak), call: spokenScore(state),
            finished: state.finished)
        if let sides = rules.sides, state.winner == nil {
            view.serving = RallySidesView.serving(
                sides, server: state.server, nextServer: state.sides.nextServer, firstReceiver: state.sides.firstReceiver,
                points: state.points, chosen: state.sides.chosenReceiver)
            view.choice = choice(state)
        }
        return .rally(view)
    }

    public func spokenScore(of state: State) -> String? { spokenScore(state) }

    public func setup(_ setup: Setup, in state: inout State) throws(SetupError) {
        switch setup {
        case .points(let points):
            guard points.count == 2, points.allSatisfy({ $0 >= 0 && $0 <= Limits.rallyTarget }) else {
                throw SetupError("points take two numbers from 0 to \(Limits.rallyTarget), one per player")
            }
            state.points = points
            state.gameWonBy = nil
        case .server(let name):
            // A side's player names the side and who of it serves.
            if let named = rules.sides?.member(named: name) {
                state.server = named.side
                state.sides.nextServer[named.side] = named.index
                state.sides.startServer[named.side] = named.index
                if state.points.allSatisfy({ $0 == 0 }) { state.firstServer = named.side }
                return
            }
            guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
            state.server = p
            // Before a game's first rally, the server is the game's first server (a toss), whom
            // the next games' first serves follow.
            if state.points.allSatisfy({ $0 == 0 }) { state.firstServer = p }
        case .marks, .turn, .secret, .secretUnknown, .value:
            throw SetupError.notFor(setup, "rally")
        }
    }
}
