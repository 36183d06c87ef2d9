import RefereeEngine
import RefereeModel

/// The whole game tree of a small two-player game, built by playing every legal move and every
/// outcome of chance (`Engine.chanceOutcomes`) from a new game: what the equilibrium solver
/// walks. A node where a player moves belongs to an information set, the nodes that player
/// cannot tell apart: those where the same moves were made and the player saw the same after
/// each of them (its views, which show its own hidden values and none of the others').
struct GameTree {
    /// A node: a terminal (`player` -2) with the first player's payoff, a chance node
    /// (`player` -1) whose children come with their probabilities, or a player's move.
    struct Node {
        var player: Int
        var infoSet = -1
        var children: [Int] = []
        var probabilities: [Double] = []
        var payoff = 0.0
    }

    /// An information set: whose it is, what its player has seen (for people), and the moves.
    struct InfoSet {
        var player: Int
        var label: String
        var moves: [String]
    }

    private(set) var nodes: [Node] = []
    private(set) var infoSets: [InfoSet] = []
    private var index: [String: Int] = [:]
    private let engine: Engine
    private let limit: Int

    /// Why a tree could not be built.
    enum Failure: Error {
        case tooLarge(Int)
        case mayNotEnd(Int)
    }

    /// Lines of play longer than this are taken for a game that may not end.
    static let longestLine = 200

    /// The tree of a new game of `engine`'s rules, of at most `limit` nodes; `control` counts the
    /// nodes and can stop the building (nil then).
    init(_ engine: Engine, limit: Int, control: WorkControl) throws(Failure) {
        self.engine = engine
        self.limit = limit
        let start = engine.newGame(seed: 0)
        let seen = (0..<2).map { observation(start, for: $0) }
        _ = try build(start, seen: seen, moves: [], depth: 0, control: control)
    }

    /// What `player` sees of `state`: its view, as a short key.
    private func observation(_ state: GameState, for player: Int) -> String {
        String(engine.view(state, for: player).hashValue, radix: 36)
    }

    /// Adds the node of `state` and those below it; returns its index.
    private mutating func build(
        _ state: GameState, seen: [String], moves: [String], depth: Int, control: WorkControl
    ) throws(Failure) -> Int {
        guard nodes.count < limit else { throw .tooLarge(limit) }
        guard depth <= Self.longestLine else { throw .mayNotEnd(Self.longestLine) }
        if nodes.count % 1024 == 0 { control.add(1024) }
        let here = nodes.count
        guard let player = engine.toMove(state) else {
            nodes.append(Node(player: -2, payoff: payoff(state)))
            return here
        }
        let legal = engine.legalMoves(state)
        let texts = legal.map { engine.format($0, in: state) }
        nodes.append(Node(player: player, infoSet: infoSet(player, seen[player], state, moves: moves, texts: texts)))
        var children: [Int] = []
        for (move, text) in zip(legal, texts) {
            guard let outcomes = engine.chanceOutcomes(move, in: state, limit: limit) else { throw .tooLarge(limit) }
            let after = moves + [text]
            func child(_ next: GameState) throws(Failure) -> Int {
                let seenAfter = (0..<2).map { seen[$0] + "|" + text + ":" + observation(next, for: $0) }
                return try build(next, seen: seenAfter, moves: after, depth: depth + 1, control: control)
            }
            if outcomes.count == 1 {
                children.append(try child(outcomes[0].state))
                continue
            }
            let chance = nodes.count
            nodes.append(Node(player: -1, probabilities: outcomes.map(\.probability)))
            var below: [Int] = []
            for outcome in outcomes { below.append(try child(outcome.state)) }
            nodes[chance].children = below
            children.append(chance)
        }
        nodes[here].children = children
        return here
    }

    /// The information set of a node where `player` moves, having seen `seen`.
    private mutating func infoSet(_ player: Int, _ seen: String, _ state: GameState, moves: [String], texts: [String]) -> Int {
        let key = "\(player)/" + seen
        if let known = index[key] { return known }
        index[key] = infoSets.count
        infoSets.append(InfoSet(player: player, label: label(player, state, moves: moves), moves: texts))
        return infoSets.count - 1
    }

    /// What a player knows at an information set, in words: the moves so far, and the values
    /// it sees that are hidden from someone ("after deal bet, seeing card 3").
    private func label(_ player: Int, _ state: GameState, moves: [String]) -> String {
        let variables = engine.model.coreGame.variables
        var sees: [String] = []
        for kept in engine.view(state, for: player).kept where !kept.hidden {
            guard let variable = variables.first(where: { $0.name == kept.name }), variable.isHiddenFromSomeone else { continue }
            let own = kept.perPlayer ? kept.values[player] : kept.values.first ?? ""
            sees.append("\(kept.name) \(own)")
        }
        let history = moves.isEmpty ? "at the start" : "after " + moves.joined(separator: " ")
        return history + (sees.isEmpty ? "" : ", seeing " + sees.joined(separator: ", "))
    }

    /// The first player's payoff at the end: half the difference of the scores in a game that
    /// keeps one (what the first wins from the second, when the scores add up to nothing), else
    /// 1 for a win, -1 for a loss and 0 for a draw.
    private func payoff(_ state: GameState) -> Double {
        if engine.keepsScore {
            return Double(engine.score(of: 0, in: state) - engine.score(of: 1, in: state)) / 2
        }
        guard let winner = engine.outcome(state)?.winner else { return 0 }
        return winner == 0 ? 1 : -1
    }
}
