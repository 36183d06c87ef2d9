import RefereeModel

extension FrameKernel {
    public func view(_ state: State, for viewer: Int?) -> GameView {
        .frames(FramesView(
            frames: rules.frames, pins: rules.pins,
            cards: model.players.indices.map { card(of: $0, in: state) },
            scores: model.players.indices.map { score(of: $0, in: state) },
            frame: min(state.frame + 1, rules.frames), standing: pinsStanding(state),
            standingPinNumbers: valued ? (0..<rules.pinValues.count).filter { state.standingPins & (1 << $0) != 0 }.map { $0 + 1 } : []))
    }

    public func setup(_ setup: Setup, in state: inout State) throws(SetupError) {
        switch setup {
        case .marks, .turn, .secret, .secretUnknown, .points, .server:
            throw SetupError.notFor(setup, "frames")
        }
    }
}
