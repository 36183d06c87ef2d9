import RefereeEngine

/// What a move changed that deserves a line of its own: a game or set won in a rally, a frame
/// completed, a guess answered.
enum Events {
    static func between(_ before: GameState, _ after: GameState, engine: Engine) -> [String] {
        let players = engine.model.players
        switch (engine.view(before), engine.view(after)) {
        case (.rally(let a), .rally(let b)):
            guard !engine.isOver(after) else { return [] }
            for (i, level) in b.levels.enumerated().reversed() where i < b.levels.count - 1 {
                let old = a.levels[i].wins, new = level.wins
                for p in 0..<2 where new[p] == old[p] + 1 {
                    return ["\(players[p]) wins the \(level.name): \(new[0])-\(new[1]) in \(level.name)s"]
                }
            }
            return []
        default:
            return []
        }
    }
}
