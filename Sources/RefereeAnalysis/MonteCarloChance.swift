import RefereeEngine
import RefereeModel

/// Monte Carlo search in a game that rolls during play. A tree of stored states would read the
/// rolls the game will give (they follow from the seed), so the search samples chance instead:
/// each playout plays one of the moves now from the position with its chance stream drawn
/// afresh (`Engine.resamplingChance`), then plays on at random. The moves are chosen by UCB1
/// over the root alone, and the tactical check is left out, since a win one move away may
/// depend on a roll.
extension MonteCarloPlayer {
    func sampling(
        _ moves: [Move], in state: GameState, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit
    ) -> Choice {
        let budget = iterations ?? (limit.deadline == nil ? Self.untimedIterations : Int.max)
        var tree = MonteCarloTree(engine: engine, root: state, moves: moves, seed: generator.next())
        var done = 0
        while done < budget, !limit.isOver, tree.sampledIteration(within: limit) { done += 1 }
        if limit.interrupted() { return .stopped }
        let move = tree.mostTried.map { tree.nodes[$0].move } ?? moves[generator.below(moves.count)]
        var report = "mcts: \(tree.playouts) playout\(tree.playouts == 1 ? "" : "s"), each with the rolls sampled afresh"
        if let child = tree.nodes[0].children.first(where: { tree.nodes[$0].move == move }) {
            let node = tree.nodes[child]
            let value = String(format: "%.2f", node.visits > 0 ? node.reward / node.visits : 0)
            report += "; \(engine.format(move, in: state)) was tried \(Int(node.visits)) times and scored \(value)"
        }
        return Choice(move: move, report: report)
    }
}

extension MonteCarloTree {
    /// One playout of a root move with chance sampled afresh; false when `limit` ended it.
    mutating func sampledIteration(within limit: ThinkingLimit) -> Bool {
        let root = nodes[0].state
        let child: Int
        if !nodes[0].untried.isEmpty {
            let move = nodes[0].untried.remove(at: generator.below(nodes[0].untried.count))
            nodes.append(Node(state: root, move: move, mover: engine.toMove(root) ?? 0, parent: 0, untried: []))
            nodes[0].children.append(nodes.count - 1)
            child = nodes.count - 1
        } else {
            child = select(0)
        }
        let sampled = engine.resamplingChance(root, seed: generator.next())
        guard case .success(let state) = engine.play(nodes[child].move, in: sampled) else { return false }
        return playOut(from: state, below: child, within: limit)
    }
}
