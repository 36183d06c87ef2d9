import RefereeEngine

/// `amend N MOVE`: the game's N-th move becomes another and the moves after it are played
/// again, as they were typed and by whom. Refused, with the game as it was, when move N cannot
/// be MOVE or a later move no longer replays; `undo` takes an amend back as one step.
extension Session {
    mutating func amend(_ number: Int, to text: String, color: Bool) -> Response {
        guard !log.isEmpty else { return failure(.amend, "there are no moves to amend yet") }
        guard number <= log.count else {
            return failure(.amend, "there is no move \(number): the game has \(log.count) move\(log.count == 1 ? "" : "s")")
        }
        if engine.isOver(state), model.coreGame.capabilities.hiddenInformation {
            return failure(.revealed, "the game is over and has shown what it hid from the players, so its moves cannot be changed; 'new' starts a new game")
        }
        if let reveal = (number - 1..<log.count).last(where: revealedSealedMoves) {
            return failure(.revealed, "move \(reveal + 1) revealed sealed moves, so move \(number) cannot be changed; 'new' starts a new game")
        }
        let old = log[number - 1]
        var copy = self
        copy.rewind(to: number - 1)
        let was = describeShown(shownLog[number - 1])
        if case .failure(let illegal) = copy.replay(PlayedMove(move: text, player: old.player, by: .person, rulesMoves: [])) {
            return failure(.amend, "move \(number) cannot be \(text): \(illegal.message)",
                           detail: "why: " + Explain.rule(illegal, engine: engine, state: copy.state, book: book))
        }
        for (offset, later) in log[number...].enumerated() {
            if case .failure(let illegal) = copy.replay(later) {
                let place = number + 1 + offset
                // A sealed move hidden from the viewer is refused without its reason, which
                // would tell what it named.
                let reason = shownLog[place - 1].sealed ? "" : ": \(illegal.message)"
                return failure(.amend, "with move \(number) as \(text), move \(place) (\(describeShown(shownLog[place - 1]))) no longer replays\(reason)")
            }
        }
        copy.earlierGames = []
        var amended = copy
        amended.earlierGames = earlierGames + [self]
        if amended.earlierGames.count > Self.earlierGamesKept { amended.earlierGames.removeFirst() }
        amended.amendedMove = number
        self = amended
        return changed(["move \(number) was \(was); now \(describe(text, by: old.player)), and \(log.count - number) later move\(log.count - number == 1 ? "" : "s") played again"], color: color)
    }

    /// Plays a logged move again from the state now, as its chooser made it.
    private mutating func replay(_ played: PlayedMove) -> Result<Void, IllegalMove> {
        let result = engine.parse(played.move, in: state).flatMap { engine.playTellingMoves($0, in: state, as: played.move) }
        switch result {
        case .failure(let illegal): return .failure(illegal)
        case .success(let next):
            _ = record(played.move, next.state, by: played.by, rulesMoves: next.rulesMoves)
            return .success(())
        }
    }
}
