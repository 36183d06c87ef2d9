import Foundation
import RefereeEngine
import RefereeModel

/// Monte Carlo tree search (UCT) with random playouts, for boards too large to solve. Runs on
/// the engine's public API, so it plays any rule file; rewards are 1 for a win and ½ for a draw,
/// from the view of the player who made the move. Before it searches, the tactical check
/// (`TacticalCheck`) plays a move that wins at once, and keeps the search to the moves that leave
/// the opponent no immediate win (or, when none does, to those that take one of its wins away).
public struct MonteCarloPlayer: ComputerPlayer {
    /// Playouts to run, whatever the time; nil to search until the limit's deadline.
    public let iterations: Int?

    /// Playouts run when neither an iteration count nor a deadline is given.
    public static let untimedIterations = 2_000

    /// A player that searches for as long as it may (`iterations` nil), or for that many
    /// playouts: seeded, with an iteration count, its choices repeat.
    public init(iterations: Int? = nil) { self.iterations = iterations.map { max(1, $0) } }

    public var name: String { "mcts" }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        choose(in: state, engine: engine, generator: &generator, within: .none).move
    }

    /// Reads the position's tactics, then runs its playouts, or as many as fit in `limit`, and
    /// plays the move tried most. Says what it did in the choice's report, and in its note when
    /// time ran out before it had tried every move once.
    public func choose(in state: GameState, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Choice {
        choose(in: state, seen: .starting(at: state), engine: engine, generator: &generator, within: limit)
    }

    /// As `choose(in:engine:generator:within:)`; for a player from whom the rules hide a value,
    /// a search over the worlds that agree with `game` as that player saw it (`SampledSearch`).
    public func choose(
        in state: GameState, seen game: PlayedGame, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit
    ) -> Choice {
        if let mover = engine.toMove(state), HiddenWorlds.hideSomething(from: mover, in: engine.model) {
            let budget = iterations ?? (limit.deadline == nil ? Self.untimedIterations : Int.max)
            return SampledSearch(engine: engine, state: state, mover: mover)
                .choose(seen: game, budget: budget, generator: &generator, within: limit)
        }
        let moves = engine.legalMoves(state)
        guard moves.count > 1 else { return Choice(move: moves.first) }
        if engine.rollsDuringPlay { return sampling(moves, in: state, engine: engine, generator: &generator, within: limit) }
        let tactics = TacticalCheck(state, engine: engine, within: limit)
        if limit.interrupted() { return .stopped }
        var words = SearchWords(engine: engine, state: state, tactics: tactics)
        if let win = tactics.win { return Choice(move: win, report: words.winning(win)) }
        let candidates = tactics.candidates(moves)
        if candidates.count == 1 { return Choice(move: candidates[0], report: words.forced(candidates[0])) }
        let budget = iterations ?? (limit.deadline == nil ? Self.untimedIterations : Int.max)
        var tree = MonteCarloTree(engine: engine, root: state, moves: candidates, seed: generator.next())
        let move = tree.best(iterations: budget, within: limit)
        if limit.interrupted() { return .stopped }
        words.searched(tree, move: move)
        guard tree.playouts < candidates.count, limit.timeIsUp else { return Choice(move: move, report: words.report) }
        let played = "\(tree.playouts) playout\(tree.playouts == 1 ? "" : "s")"
        return Choice(
            move: move, note: "mcts ran out of time after \(played), before it had tried every move once", report: words.report)
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
    /// The tree grows by a node a playout up to this many (about 150 MB on Connect Four, where a
    /// node takes about 500 bytes); past it, playouts go on from the leaves it has.
    static let nodeLimit = 300_000
    /// How often, in playouts, the search asks whether its choice is settled.
    static let playoutsBetweenSettling = 256

    /// Whether the search stopped before its budget because no other move could catch up.
    private(set) var settledEarly = false

    /// A tree over `moves` (the root's legal moves unless told fewer).
    init(engine: Engine, root: GameState, moves: [Move]? = nil, seed: UInt64) {
        self.engine = engine
        nodes = [Node(state: root, move: Move(-1), mover: -1, parent: -1, untried: moves ?? engine.legalMoves(root))]
        generator = SeededGenerator(seed: seed)
    }

    /// The move tried most after `iterations`, or as many as `limit` allows, stopping inside a
    /// playout when the limit is over, and sooner once the move tried most is ahead by more
    /// playouts than are left (by the count, or at the rate so far until the deadline): then no
    /// other move could overtake it. A search stopped before any playout ended still answers:
    /// with the move it was trying, or, before it tried any, a legal move drawn at random.
    mutating func best(iterations: Int, within limit: ThinkingLimit = .none) -> Move? {
        let started = ContinuousClock.now
        var done = 0
        while done < iterations {
            if limit.isOver || !iterate(within: limit) { break }
            done += 1
            if done % Self.playoutsBetweenSettling == 0,
               settled(left: left(iterations - done, done: done, since: started, deadline: limit.deadline)) {
                settledEarly = true
                break
            }
        }
        if let top = mostTried { return nodes[top].move }
        let untried = nodes[0].untried
        return untried.isEmpty ? nil : untried[generator.below(untried.count)]
    }

    /// The root's child tried most.
    var mostTried: Int? { nodes[0].children.max { nodes[$0].visits < nodes[$1].visits } }

    /// The playouts still to come: the count left, or fewer when the deadline comes first at
    /// the rate so far.
    private func left(_ counted: Int, done: Int, since started: ContinuousClock.Instant, deadline: ContinuousClock.Instant?) -> Int {
        guard let deadline else { return counted }
        let now = ContinuousClock.now, spent = now - started
        guard spent > .zero else { return counted }
        let rate = Double(done) / spent.seconds
        return min(counted, Int((rate * max(0, (deadline - now).seconds)).rounded(.up)))
    }

    /// Whether the move tried most is ahead of every other by more than `left` playouts.
    private func settled(left: Int) -> Bool {
        guard let top = mostTried else { return false }
        let runnerUp = nodes[0].children.lazy.filter { $0 != top }.map { self.nodes[$0].visits }.max() ?? 0
        return nodes[top].visits - runnerUp > Double(left)
    }

    /// One selection, expansion, playout and update; false, with nothing counted, when `limit`
    /// ended the playout.
    mutating func iterate(within limit: ThinkingLimit = .none) -> Bool {
        var current = 0
        while nodes[current].untried.isEmpty, !nodes[current].children.isEmpty {
            current = select(current)
        }
        if !nodes[current].untried.isEmpty, nodes.count < Self.nodeLimit || current == 0 {
            let move = nodes[current].untried.remove(at: generator.below(nodes[current].untried.count))
            let parentState = nodes[current].state
            if case .success(let state) = engine.play(move, in: parentState) {
                let mover = engine.toMove(parentState) ?? 0
                nodes.append(Node(state: state, move: move, mover: mover, parent: current, untried: engine.legalMoves(state)))
                nodes[current].children.append(nodes.count - 1)
                current = nodes.count - 1
            }
        }
        return playOut(from: nodes[current].state, below: current, within: limit)
    }

    /// A random game from `state` to its end (or 10,000 moves), counted for `current` and the
    /// nodes above it; false, with nothing counted, when `limit` ended it.
    mutating func playOut(from state: GameState, below current: Int, within limit: ThinkingLimit) -> Bool {
        var state = state
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

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
