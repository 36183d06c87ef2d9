import RefereeModel

extension Engine {
    /// The engine that shows this game with its players called by `names`: its views, results
    /// and announcements name them so, and it reads every state of this engine, since its rules
    /// and values are this engine's. It reads moves as the renamed game would write them, so a
    /// move is read and played by this engine, never by the one returned.
    public func showing(_ names: PlayerNames) -> Engine {
        guard !names.isEmpty else { return self }
        return Engine(model.renaming(names), game: model.coreGame.renaming(names))
    }
}
