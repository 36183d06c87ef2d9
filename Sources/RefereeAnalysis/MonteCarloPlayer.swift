import Foundation
import RefereeEngine
import RefereeModel

/// Monte Carlo tree search (UCT) with random playouts, for boards too large to solve. Runs on
/// the engine's public API, so it plays any rule file; rewards are 1 for a win and ½ for a draw,
/// from the view of the player who made the move.
public struct MonteCarloPlayer: ComputerPlayer {
    public let iterations: Int

    public init(iterations: Int = 2_000) { self.iterations = max(1, iterations) }

    public var name: String { "mcts" }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        choose(in: state, engine: engine, generator: &generator, within: .none).move
    }

    /// Runs its iterations, or as many as fit in `limit`, and plays the move tried most; says so
    /// when time ran out before it had tried every move once.
    public func choose(in state: GameState, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Choice {
        let moves = engine.legalMoves(state)
        guard moves.count > 1 else { return Choice(move: moves.first) }
        var tree = MonteCarloTree(engine: engine, root: state, seed: generator.next())
        let move = tree.best(iterations: iterations, within: limit)
        if limit.interrupted() { return .stopped }
        guard tree.playouts < moves.count, limit.timeIsUp else { return Choice(move: move) }
        let played = "\(tree.playouts) playout\(tree.playouts == 1 ? "" : "s")"
        return Choice(move: move, note: "mcts ran out of time after \(played), before it had tried every move once")
    }
}

struct MonteCarloTree {
    struct Node {
        var state: GameState
        var move: Move
        var mover: Int
        var parent: Int
        var children: [Int] = []
        var untried: [Move]
        var visits = 0.0
        var reward = 0.0
    }

    let engine: Engine
    var nodes: [Node]
    var generator: SeededGenerator
    /// Playouts finished and counted in the tree.
    private(set) var playouts = 0
    /// Moves played in playouts, counted or not.
    private(set) var playoutMoves = 0
    /// A playout reads the clock once in this many moves: a move on a large board costs
    /// microseconds, so the search stops within milliseconds of its deadline.
    static let movesBetweenChecks = 16

    init(engine: Engine, root: GameState, seed: UInt64) {
        self.engine = engine
        nodes = [Node(state: root, move: Move(-1), mover: -1, parent: -1, untried: engine.legalMoves(root))]
        generator = SeededGenerator(seed: seed)
    }

    /// The move tried most after `iterations`, or as many as `limit` allows, stopping inside a
    /// playout when the limit is over. A search stopped before any playout ended still answers:
    /// with the move it was trying, or, before it tried any, a legal move drawn at random.
    mutating func best(iterations: Int, within limit: ThinkingLimit = .none) -> Move? {
        for _ in 0..<iterations {
            if limit.isOver || !iterate(within: limit) { break }
        }
        let children = nodes[0].children
        if let top = children.max(by: { nodes[$0].visits < nodes[$1].visits }) { return nodes[top].move }
        let untried = nodes[0].untried
        return untried.isEmpty ? nil : untried[generator.below(untried.count)]
    }

    /// One selection, expansion, playout and update; false, with nothing counted, when `limit`
    /// ended the playout.
    mutating func iterate(within limit: ThinkingLimit = .none) -> Bool {
        var current = 0
        while nodes[current].untried.isEmpty, !nodes[current].children.isEmpty {
            current = select(current)
        }
        if !nodes[current].untried.isEmpty {
            let move = nodes[current].untried.remove(at: generator.below(nodes[current].untried.count))
            let parentState = nodes[current].state
            if case .success(let state) = engine.play(move, in: parentState) {
                let mover = engine.toMove(parentState) ?? 0
                nodes.append(Node(state: state, move: move, mover: mover, parent: current, untried: engine.legalMoves(state)))
                nodes[current].children.append(nodes.count - 1)
                current = nodes.count - 1
            }
        }
        var state = nodes[current].state
        var steps = 0
        while steps < 10_000 {
            if steps % Self.movesBetweenChecks == Self.movesBetweenChecks - 1, limit.isOver { return false }
            let moves = engine.legalMoves(state)
            guard !moves.isEmpty, case .success(let next) = engine.play(moves[generator.below(moves.count)], in: state) else { break }
            state = next
            steps += 1
            playoutMoves += 1
        }
        playouts += 1
        let outcome = engine.outcome(state)
        var node = current
        while node > 0 {
            nodes[node].visits += 1
            if let outcome {
                nodes[node].reward += outcome.winner == nil ? 0.5 : outcome.winner == nodes[node].mover ? 1 : 0
            }
            node = nodes[node].parent
        }
        nodes[0].visits += 1
        return true
    }

    func select(_ parent: Int) -> Int {
        let logN = Foundation.log(max(1, nodes[parent].visits))
        var best = nodes[parent].children[0], bestScore = -Double.infinity
        for c in nodes[parent].children {
            let n = nodes[c]
            let score = n.reward / n.visits + 1.4 * (logN / n.visits).squareRoot()
            if score > bestScore {
                best = c
                bestScore = score
            }
        }
        return best
    }
}
