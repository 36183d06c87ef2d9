import RefereeEngine
import RefereeModel

/// What the session shows, and to whom: a session may be watched by one player (`referee play
/// --as P`), whose pictures, moves, history, JSON and transcripts then hold only what that
/// player may see. Without one, the session shows what every player may see: a value hidden
/// from some player as `?`, and a sealed move not yet revealed as sealed.
extension Session {
    /// The word a move hidden from the viewer (a sealed move not yet revealed) is shown as.
    public static let sealedMark = "?"

    /// The moves that led to the state as the viewer sees them: a sealed move not yet revealed
    /// that another player made is shown as `sealedMark`, with `sealed` set.
    public var shownLog: [PlayedMove] {
        let hidden = hiddenMoveNumbers
        guard !hidden.isEmpty else { return log }
        return log.enumerated().map { index, played in
            guard hidden.contains(index + 1) else { return played }
            var shown = played
            shown.move = Self.sealedMark
            shown.sealed = true
            return shown
        }
    }

    /// The moves as typed, as the viewer sees them (`shownLog`).
    public var shownMoves: [String] { shownLog.map(\.move) }

    /// The numbers (1 for the first) of the moves hidden from the viewer: the other players'
    /// sealed moves not yet revealed.
    var hiddenMoveNumbers: Set<Int> {
        guard engine.sealsMoves else { return [] }
        return Set(engine.sealedMoves(state, for: viewer).filter { $0.move == nil }.map(\.number))
    }

    /// Whether the last move recorded is sealed and hidden from the viewer: it is then told
    /// as made, not as what it named.
    func madeSealed(_ next: GameState, by player: Int) -> Bool {
        guard engine.sealsMoves, player != viewer else { return false }
        return engine.sealedMoves(next, for: viewer).contains { $0.number == engine.moveCount(next) }
    }

    /// A move of `shownLog` in words: what it named, or that it was made sealed.
    func describeShown(_ played: PlayedMove) -> String {
        played.sealed ? describeSealed(by: played.player) : describe(played.move, by: played.player)
    }

    /// Whether the move at `index` of the log revealed sealed moves: some sealed move waiting
    /// before it waits no more after it. Such a move is not taken back, or a player would make
    /// a sealed move again knowing the others'.
    func revealedSealedMoves(_ index: Int) -> Bool {
        guard engine.sealsMoves else { return false }
        let after = index + 1 < history.count ? history[index + 1] : state
        let waiting = Set(engine.sealedMoves(after, for: nil).map(\.number))
        return engine.sealedMoves(history[index], for: nil).contains { !waiting.contains($0.number) }
    }

    /// A refusal as the viewer may see it: what its rule's condition reads, but a value hidden
    /// from the viewer (the engine hides only what is hidden from the player to move).
    func shownToViewer(_ illegal: IllegalMove) -> IllegalMove {
        guard let viewer, !engine.isOver(state), case .condition(let readings) = illegal.unmet else { return illegal }
        let hidden = Set(model.core?.variables.filter { $0.hiddenFrom.contains(viewer) }.map(\.name) ?? [])
        guard !hidden.isEmpty else { return illegal }
        var shown = illegal
        shown.unmet = .condition(readings.map { reading in
            let name = reading.name.prefix { $0 != "(" }
            return hidden.contains(String(name)) ? IllegalMove.Reading(name: reading.name, value: nil) : reading
        })
        return shown
    }

    /// Makes `player` (nil: nobody in particular) the one the session shows the game to.
    public mutating func watch(as player: Int?) { viewer = player }

    /// Makes the player of that identifier or name the one the session shows the game to.
    public mutating func watch(as name: String) -> Result<Void, SessionError> {
        let players = model.players
        guard let player = players.firstIndex(of: name) ?? shownModel.players.firstIndex(of: name) else {
            return .failure(SessionError("no player is called '\(name)'; the players are \(players.joined(separator: ", "))"))
        }
        viewer = player
        return .success(())
    }
}
