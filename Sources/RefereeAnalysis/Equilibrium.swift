import RefereeEngine
import RefereeModel

/// `referee solve` for small two-player games of chance or hidden information: an equilibrium
/// found by counterfactual regret minimisation (CFR+) over the whole game tree, with chance's
/// outcomes enumerated and each player's information sets keyed by what it sees.
public enum Equilibrium {
    /// The most nodes a tree may have.
    public static let largestTree = 1_000_000

    /// What the solver found.
    public struct Solution: Sendable {
        /// The first player's value: the mean of what it can win against the second player's
        /// strategy and what the second can hold it to against the first's, each by a best
        /// response. The game's exact value is within `exploitability` of it.
        public var value: Double
        /// Half the sum of what each player gains by a best response to the other's strategy:
        /// 0 at an equilibrium.
        public var exploitability: Double
        /// The first player's value when both play the strategies found.
        public var strategiesValue: Double
        public var iterations: Int
        public var nodes: Int
        /// Every information set with the average strategy found there.
        public var strategy: [Decision]
        /// Whether the run stopped on request before reaching the precision asked for.
        public var stopped: Bool
    }

    /// A place where a player chooses, as it sees it, and how likely each move is.
    public struct Decision: Sendable, Hashable {
        public var player: Int
        /// What the player has seen: "after deal pass bet, seeing card 2".
        public var situation: String
        public var moves: [String]
        public var probabilities: [Double]

        /// How likely the strategy makes `move` here (0 for a move not listed).
        public func probability(of move: String) -> Double {
            moves.firstIndex(of: move).map { probabilities[$0] } ?? 0
        }
    }

    /// Why the solver cannot run.
    public enum Refusal: Error, Sendable, CustomStringConvertible {
        case notTwoPlayer(Int)
        case movesReportEvents
        case drawnAtTheStart
        case rulesComputer(String)
        case tooLarge(Int)
        case mayNotEnd(Int)

        public var description: String {
            switch self {
            case .notTwoPlayer(let n): "the solver plays two-player games; this one has \(n) player\(n == 1 ? "" : "s")"
            case .movesReportEvents:
                "each move reports what happened: no player chooses between moves, so there is nothing to solve"
            case .drawnAtTheStart:
                "chance draws values when the game starts ('random A to B', a secret code): the equilibrium solver takes the expectation only over chance during play ('roll', 'draw')"
            case .rulesComputer(let player):
                "the rules play for \(player) ('computer … plays'): the equilibrium solver needs both players to choose"
            case .tooLarge(let nodes):
                "too large to solve: the game tree has more than \(nodes) nodes"
            case .mayNotEnd(let moves):
                "a line of play went on for \(moves) moves without ending: the solver values games that end"
            }
        }
    }

    /// Whether a game is one for this solver: two players who both choose, and something
    /// left to chance during play or hidden from a player.
    public static func suits(_ model: GameModel) -> Bool {
        let capabilities = model.coreGame.capabilities
        return capabilities.stochastic || capabilities.hiddenInformation
    }

    /// Solves a new game of `model` until the exploitability is at most `precision`, or after
    /// `iterations`, or when `control` is stopped. `control` counts the iterations.
    public static func solve(
        _ model: GameModel, precision: Double, iterations: Int, control: WorkControl = WorkControl()
    ) -> Result<Solution, Refusal> {
        guard model.players.count == 2 else { return .failure(.notTwoPlayer(model.players.count)) }
        let game = model.coreGame
        guard game.capabilities.movesAreChoices else { return .failure(.movesReportEvents) }
        if let p = model.players.indices.first(where: { model.computers[$0] != nil }) {
            return .failure(.rulesComputer(model.players[p]))
        }
        if game.variables.contains(where: { $0.drawn != nil }) || game.capabilities.answersCodes { return .failure(.drawnAtTheStart) }
        let tree: GameTree
        do {
            tree = try GameTree(Engine(model), limit: largestTree, control: control)
        } catch {
            switch error {
            case .tooLarge(let n): return .failure(.tooLarge(n))
            case .mayNotEnd(let n): return .failure(.mayNotEnd(n))
            }
        }
        control.resetDone()
        var cfr = CounterfactualRegret(tree)
        var measured = (first: 0.0, second: 0.0)
        func measure() {
            measured = (cfr.bestResponse(for: 0), cfr.bestResponse(for: 1))
        }
        while cfr.iterations < iterations, !control.isStopped {
            cfr.iterate()
            control.add(1)
            if cfr.iterations % 10 == 0 || cfr.iterations == iterations {
                measure()
                if (measured.first + measured.second) / 2 <= precision { break }
            }
        }
        measure()
        let decisions = tree.infoSets.indices.map { set in
            let info = tree.infoSets[set]
            return Decision(player: info.player, situation: info.label, moves: info.moves, probabilities: cfr.average(set))
        }
        return .success(Solution(
            value: (measured.first - measured.second) / 2, exploitability: (measured.first + measured.second) / 2,
            strategiesValue: cfr.averageValue(), iterations: cfr.iterations, nodes: tree.nodes.count, strategy: decisions,
            stopped: control.isStopped))
    }
}
