/// Counterfactual regret minimisation (CFR+) over a `GameTree`: each iteration walks the tree
/// once for each player, adds to each of its information sets the regret of not having played
/// each move (weighted by how likely the others and chance were to reach it), keeps regrets
/// at 0 or above, and plays each move in proportion to its regret next time. The average
/// strategy, weighted by iteration, tends to an equilibrium; how far it is from one is measured
/// by best responses to it (`exploitability`).
struct CounterfactualRegret {
    let tree: GameTree
    /// Where each information set's moves start in `regrets` and `totals`.
    private let offsets: [Int]
    private var regrets: [Double]
    /// Each move's weight in the average strategy.
    private var totals: [Double]
    private(set) var iterations = 0
    /// The strategy of each information set during the current walk, fixed for the walk.
    private var strategies: [[Double]] = []

    init(_ tree: GameTree) {
        self.tree = tree
        var offsets: [Int] = []
        var count = 0
        for set in tree.infoSets {
            offsets.append(count)
            count += set.moves.count
        }
        self.offsets = offsets
        regrets = Array(repeating: 0, count: count)
        totals = Array(repeating: 0, count: count)
    }

    /// One iteration: a walk for each player, with the strategies regret matching gives at its
    /// start; the player's regrets are then kept at 0 or above.
    mutating func iterate() {
        iterations += 1
        for player in 0..<2 {
            strategies = tree.infoSets.indices.map(current)
            _ = walk(0, player, own: 1, others: 1)
            for set in tree.infoSets.indices where tree.infoSets[set].player == player {
                for i in offsets[set]..<offsets[set] + tree.infoSets[set].moves.count { regrets[i] = max(0, regrets[i]) }
            }
        }
    }

    /// The strategy regret matching gives at information set `set`.
    private func current(_ set: Int) -> [Double] {
        let range = offsets[set]..<offsets[set] + tree.infoSets[set].moves.count
        let sum = regrets[range].reduce(0, +)
        guard sum > 0 else { return Array(repeating: 1 / Double(range.count), count: range.count) }
        return regrets[range].map { $0 / sum }
    }

    /// The average strategy at information set `set`: each move's probability.
    func average(_ set: Int) -> [Double] {
        let range = offsets[set]..<offsets[set] + tree.infoSets[set].moves.count
        let sum = totals[range].reduce(0, +)
        guard sum > 0 else { return Array(repeating: 1 / Double(range.count), count: range.count) }
        return totals[range].map { $0 / sum }
    }

    /// The value of node `n` to `player` under the current strategies, updating that player's
    /// regrets and average strategy on the way. `own` is how likely the player's own moves make
    /// reaching `n`, `others` how likely the other player's moves and chance make it.
    private mutating func walk(_ n: Int, _ player: Int, own: Double, others: Double) -> Double {
        let node = tree.nodes[n]
        switch node.player {
        case -2:
            return player == 0 ? node.payoff : -node.payoff
        case -1:
            var value = 0.0
            for (child, p) in zip(node.children, node.probabilities) {
                value += p * walk(child, player, own: own, others: others * p)
            }
            return value
        default:
            let strategy = strategies[node.infoSet]
            if node.player != player {
                var value = 0.0
                for (child, p) in zip(node.children, strategy) where p > 0 {
                    value += p * walk(child, player, own: own, others: others * p)
                }
                return value
            }
            var values = Array(repeating: 0.0, count: strategy.count)
            var value = 0.0
            for (a, child) in node.children.enumerated() {
                values[a] = walk(child, player, own: own * strategy[a], others: others)
                value += strategy[a] * values[a]
            }
            let base = offsets[node.infoSet]
            for a in values.indices {
                regrets[base + a] += others * (values[a] - value)
                totals[base + a] += Double(iterations) * own * strategy[a]
            }
            return value
        }
    }

    /// The most `player` can expect against the other's average strategy: the value of a best
    /// response, in `player`'s own terms (the first player's payoff, or its negation).
    func bestResponse(for player: Int) -> Double {
        var search = BestResponse(tree: tree, player: player, strategy: average)
        return search.value()
    }

    /// The first player's value under the average strategies.
    func averageValue() -> Double { expected(0) }

    private func expected(_ n: Int) -> Double {
        let node = tree.nodes[n]
        switch node.player {
        case -2: return node.payoff
        case -1: return zip(node.children, node.probabilities).reduce(0) { $0 + $1.1 * expected($1.0) }
        default: return zip(node.children, average(node.infoSet)).reduce(0) { $0 + $1.1 * expected($1.0) }
        }
    }
}

/// A best response of `player` to the other player's fixed strategy: at each of the player's
/// information sets the move whose value, summed over the set's nodes weighted by how likely
/// chance and the other player make each, is highest.
private struct BestResponse {
    let tree: GameTree
    let player: Int
    let strategy: (Int) -> [Double]
    /// How likely chance and the other player make each node.
    private var reach: [Double]
    /// The nodes of each information set of the player.
    private var members: [[Int]]
    private var values: [Double?]
    private var chosen: [Int?]

    init(tree: GameTree, player: Int, strategy: @escaping (Int) -> [Double]) {
        self.tree = tree
        self.player = player
        self.strategy = strategy
        reach = Array(repeating: 0, count: tree.nodes.count)
        members = Array(repeating: [], count: tree.infoSets.count)
        values = Array(repeating: nil, count: tree.nodes.count)
        chosen = Array(repeating: nil, count: tree.infoSets.count)
        var stack = [(0, 1.0)]
        while let (n, r) = stack.popLast() {
            reach[n] = r
            let node = tree.nodes[n]
            switch node.player {
            case -2: break
            case -1: for (child, p) in zip(node.children, node.probabilities) { stack.append((child, r * p)) }
            default:
                if node.player == player {
                    members[node.infoSet].append(n)
                    for child in node.children { stack.append((child, r)) }
                } else {
                    for (child, p) in zip(node.children, strategy(node.infoSet)) { stack.append((child, r * p)) }
                }
            }
        }
    }

    mutating func value() -> Double { value(of: 0) }

    private mutating func value(of n: Int) -> Double {
        if let known = values[n] { return known }
        let node = tree.nodes[n]
        let result: Double
        switch node.player {
        case -2:
            result = player == 0 ? node.payoff : -node.payoff
        case -1:
            var sum = 0.0
            for (child, p) in zip(node.children, node.probabilities) { sum += p * value(of: child) }
            result = sum
        default:
            if node.player == player {
                result = value(of: node.children[choice(node.infoSet)])
            } else {
                var sum = 0.0
                for (child, p) in zip(node.children, strategy(node.infoSet)) where p > 0 { sum += p * value(of: child) }
                result = sum
            }
        }
        values[n] = result
        return result
    }

    /// The best move at information set `set`.
    private mutating func choice(_ set: Int) -> Int {
        if let known = chosen[set] { return known }
        var best = 0
        var bestValue = -Double.infinity
        for a in tree.infoSets[set].moves.indices {
            var sum = 0.0
            for n in members[set] { sum += reach[n] * value(of: tree.nodes[n].children[a]) }
            if sum > bestValue {
                bestValue = sum
                best = a
            }
        }
        chosen[set] = best
        return best
    }
}
