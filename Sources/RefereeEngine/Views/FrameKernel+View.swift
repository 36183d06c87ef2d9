import RefereeModel

extension FrameKernel {
    public func view(_ state: State, for viewer: Int?) -> GameView {
        .frames(FramesView(
            frames: rules.frames, pins: rules.pins,
            cards: model.players.indices.map { card(of: $0, in: state) },
            scores: model.players.indices.map { score(of: $0, in: state) },
            frame: min(state.frame + 1, rules.frames), standing: pinsStanding(state),
            standingPinNumbers: valued ? (0..<rules.pinValues.count).filter { state.standingPins & (1 << $0) != 0 }.map { $0 + 1 } : [],
            atTheLine: atTheLine(state)))
    }

    /// The bowler who bowls the next ball, when the side to move names its bowlers: its frames
    /// so far are the game's (it is in the frame the game is in), its balls are its rolls.
    public func atTheLine(_ state: State) -> String? {
        guard !state.over, let lineup = rules.lineup(of: state.player) else { return nil }
        return lineup.bowlers[lineup.bowler(afterFrames: state.frame, balls: state.rolls[state.player].count)]
    }

    public func setup(_ setup: Setup, in state: inout State) throws(SetupError) {
        switch setup {
        case .marks, .turn, .secret, .secretUnknown, .points, .server, .value:
            throw SetupError.notFor(setup, "frames")
        }
    }
}
