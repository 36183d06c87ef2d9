/// The fast path of random frame games: the same games as the general moves, with each
/// player's rolls kept in one buffer reused from game to game instead of in the state's arrays,
/// so that a game allocates nothing. The tests play both ways and compare.
extension FrameKernel {
    /// Rolls one player can make in a game: every frame's rolls, and the most fill rolls.
    var mostRolls: Int { rules.frames * rules.rolls + (bonusByRoll.max() ?? 0) + 1 }

    func fastRandomGames(count: Int, seed: UInt64, cap: Int, control: WorkControl) -> RandomGamesTally {
        let players = model.players.count, stride = mostRolls, valued = valued, limits = limits
        var tally = RandomGamesTally(players: players)
        var wins = [Int](repeating: 0, count: players)
        var draws = 0, moves = 0, total = 0, played = 0, unfinished = 0
        // Games by final score, all players' together: no score is above the rules' bound.
        var byScore = [Int](repeating: 0, count: players * rules.maximumScore + 1)
        // Games by each player's final score: player p's score s at `p * scores + s`.
        let scores = rules.maximumScore + 1
        var byPlayerScore = [Int](repeating: 0, count: players * scores)
        var g = SeededGenerator(seed: seed)
        // One bowler of plain pins, whose every game fits the cap: rolled a frame at a time.
        let oneBowler = players == 1 && !valued && cap >= stride
        var state = State(rolls: [], standing: rack, allowed: rules.rolls, standingPins: allPins)
        // Each player's rolls at `p * stride`, and how many there are at `rolled[p]`.
        // Then, for one bowler, the frames it cleared (see `FrameLimits.rollGame`).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: players * stride + players + rules.frames) { buffer in
            guard let base = buffer.baseAddress else { return }
            let rolled = base + players * stride, clears = rolled + players
            while played < count, !control.isStopped {
                let chunk = min(AnyKernel.pollEvery, count - played)
                for _ in 0..<chunk {
                    _ = g.next()
                    limits.restart(&state)
                    for p in 0..<players { rolled[p] = 0 }
                    var length = 0, oneScore = 0
                    if oneBowler {
                        (length, oneScore) = limits.rollGame(into: base, clears: clears, &g)
                        rolled[0] = length
                        state.over = true
                    }
                    while length < cap, !state.over {
                        let pins: Int
                        if valued {
                            pins = FrameKernel.pinSet(g.below(1 << state.standingPins.nonzeroBitCount), of: state.standingPins)
                        } else {
                            pins = g.below(state.standing &+ 1)
                        }
                        let knocked = valued ? valueOfPins[pins] : pins
                        let p = state.player
                        let n = rolled[p]
                        guard n < stride else { break }
                        base[p &* stride &+ n] = knocked
                        rolled[p] = n &+ 1
                        limits.advance(&state, knocked: knocked, pins: pins)
                        length &+= 1
                    }
                    moves &+= length
                    var best = Int.min, leader: Int? = nil, game = 0
                    for p in 0..<players {
                        let s = oneBowler
                            ? oneScore : limits.score(rolls: UnsafeBufferPointer(rebasing: buffer[(p * stride)..<(p * stride + rolled[p])]))
                        game &+= s
                        byPlayerScore[p &* scores &+ min(max(s, 0), scores - 1)] &+= 1
                        if s > best {
                            best = s
                            leader = p
                        } else if s == best {
                            leader = nil
                        }
                    }
                    total &+= game
                    byScore[min(max(game, 0), byScore.count - 1)] &+= 1
                    if !state.over {
                        unfinished &+= 1
                    } else if let leader {
                        wins[leader] &+= 1
                    } else {
                        draws &+= 1
                    }
                }
                played += chunk
                control.add(chunk)
            }
        }
        tally.games = played
        tally.wins = wins
        tally.draws = draws
        tally.unfinished = unfinished
        tally.moves = moves
        tally.scores = total
        for (score, games) in byScore.enumerated() where games > 0 { tally.scoreCounts[score] = games }
        for (i, games) in byPlayerScore.enumerated() where games > 0 { tally.playerScoreCounts[i / scores][i % scores] = games }
        return tally
    }
}
