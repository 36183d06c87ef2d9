import Foundation
import RefereeEngine
import RefereeModel

/// Monte Carlo search for a player from whom the rules hide a value: each playout starts in a
/// world drawn from those the player cannot tell from its own (`HiddenWorlds`), so its choice
/// rests on what it has seen and on chance, never on the hidden value. The moves are scored as
/// a bandit (UCB1) over the position's legal moves, each followed by a random playout; a tree
/// below them would have to be one per world. Each move's first score is exact: the share of
/// the worlds in which it wins at once.
struct SampledSearch {
    let engine: Engine
    let state: GameState
    let mover: Int

    /// Searches until `budget` playouts or `limit`; says what it did.
    func choose(seen game: PlayedGame, budget: Int, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Choice {
        let moves = engine.legalMoves(state)
        guard moves.count > 1 else { return Choice(move: moves.first) }
        let texts = moves.map { engine.format($0, in: state) }
        let worlds = HiddenWorlds(of: game, for: mover, engine: engine, generator: &generator, within: limit.share(0.25))
        if limit.interrupted() { return .stopped }
        let player = engine.model.players[mover]
        guard !worlds.consistent.isEmpty else {
            let move = moves[generator.below(moves.count)]
            return Choice(move: move, note: "mcts found no hidden value that agrees with what \(player) saw; this is a random move")
        }
        // Each move starts with what it does at once: one visit scored by the share of the
        // worlds in which it wins on the spot.
        let samples = sampled(worlds.consistent, generator: &generator)
        let atOnce = immediateWins(texts, in: samples, generator: &generator, within: limit)
        if limit.interrupted() { return .stopped }
        if atOnce.worlds == samples.count, let sure = atOnce.shares.firstIndex(of: 1) {
            return Choice(move: moves[sure], report: "mcts: \(texts[sure]) wins at once whatever the hidden values are")
        }
        var visits = Array(repeating: 1.0, count: moves.count)
        var rewards = atOnce.shares
        var playouts = 0
        while playouts < budget, !limit.isOver {
            let arm = select(visits: visits, rewards: rewards, total: Double(playouts + moves.count))
            let world = samples[generator.below(samples.count)]
            guard case .success(let next) = engine.play(texts[arm], in: world) else {
                visits[arm] += 1
                playouts += 1
                continue
            }
            guard let reward = playout(from: next, generator: &generator, within: limit) else { break }
            visits[arm] += 1
            rewards[arm] += reward
            playouts += 1
        }
        if limit.interrupted() { return .stopped }
        // The move tried most; among as many tries, the one that scored best.
        let best = visits.indices.max { a, b in
            visits[a] != visits[b] ? visits[a] < visits[b] : rewards[a] < rewards[b]
        } ?? 0
        let score = String(format: "%.2f", rewards[best] / visits[best])
        let sampled = worlds.tried < worlds.candidates ? ", sampled from \(worlds.tried) of \(worlds.candidates) draws" : ""
        let share = atOnce.shares[best] > 0
            ? "; it wins at once in \(Int((atOnce.shares[best] * Double(atOnce.worlds)).rounded())) of \(atOnce.worlds)" : ""
        let report = "mcts: \(worlds.consistent.count) way\(worlds.consistent.count == 1 ? "" : "s") the hidden values "
            + "could be, given what \(player) saw\(sampled); \(playouts) playouts over them; \(texts[best]) was "
            + "tried \(Int(visits[best]) - 1) times and scored \(score)\(share)"
        return Choice(move: moves[best], report: report)
    }

    /// The worlds a playout starts from: in a game with sealed moves, or one that rolls during
    /// play, at least `sealedSamples`, each with the other players' sealed moves not yet
    /// revealed drawn afresh among those their rules allow (`Engine.resealing`) and its chance
    /// stream drawn afresh, so that no playout reads a sealed choice or a roll to come.
    private func sampled(_ worlds: [GameState], generator: inout SeededGenerator) -> [GameState] {
        guard engine.sealsMoves || engine.rollsDuringPlay else { return worlds }
        return (0..<max(worlds.count, Self.sealedSamples)).map { i in
            let world = engine.resealing(worlds[i % worlds.count], for: mover, seed: generator.next())
            return engine.resamplingChance(world, seed: generator.next())
        }
    }

    /// The fewest worlds drawn afresh in a game with sealed moves or rolls during play.
    static let sealedSamples = 64

    /// For each move, the share of the worlds in which it wins on the spot, over as many worlds
    /// as `TacticalCheck.replyBudget` positions allow (drawn at random when not all fit) and
    /// `limit` leaves time for; and how many worlds that was.
    private func immediateWins(
        _ texts: [String], in worlds: [GameState], generator: inout SeededGenerator, within limit: ThinkingLimit
    ) -> (shares: [Double], worlds: Int) {
        let fit = max(1, TacticalCheck.replyBudget / texts.count)
        let checked = worlds.count <= fit ? worlds : (0..<fit).map { _ in worlds[generator.below(worlds.count)] }
        var wins = Array(repeating: 0, count: texts.count)
        var looked = 0
        for world in checked {
            if limit.isOver { break }
            looked += 1
            for (arm, text) in texts.enumerated() {
                if case .success(let next) = engine.play(text, in: world), engine.outcome(next)?.winner == mover {
                    wins[arm] += 1
                }
            }
        }
        return (wins.map { looked == 0 ? 0 : Double($0) / Double(looked) }, looked)
    }

    /// The arm with the highest upper confidence bound.
    private func select(visits: [Double], rewards: [Double], total: Double) -> Int {
        let logN = Foundation.log(max(1, total))
        var best = 0, bestScore = -Double.infinity
        for arm in visits.indices {
            let score = rewards[arm] / visits[arm] + 1.4 * (logN / visits[arm]).squareRoot()
            if score > bestScore {
                best = arm
                bestScore = score
            }
        }
        return best
    }

    /// Random moves to the end: 1 when the mover wins, ½ for a draw or a game cut short, 0 for
    /// a loss; nil when `limit` ended it.
    private func playout(from start: GameState, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Double? {
        var state = start
        var steps = 0
        while steps < 10_000 {
            if steps % MonteCarloTree.movesBetweenChecks == MonteCarloTree.movesBetweenChecks - 1, limit.isOver { return nil }
            let moves = engine.legalMoves(state)
            guard !moves.isEmpty, case .success(let next) = engine.play(moves[generator.below(moves.count)], in: state) else { break }
            state = next
            steps += 1
        }
        guard let outcome = engine.outcome(state), let winner = outcome.winner else { return 0.5 }
        return winner == mover ? 1 : 0
    }
}
