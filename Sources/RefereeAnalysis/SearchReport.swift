import Foundation
import RefereeEngine

/// The words in which Monte Carlo search says what it did: what the tactical check found, how
/// many playouts it ran, and how often the move it chose was tried and how it scored.
struct SearchWords {
    let engine: Engine
    let state: GameState
    let tactics: TacticalCheck
    /// The report so far.
    private(set) var report: String?

    init(engine: Engine, state: GameState, tactics: TacticalCheck) {
        self.engine = engine
        self.state = state
        self.tactics = tactics
    }

    private func text(_ move: Move) -> String { engine.format(move, in: state) }

    /// The player who moves after the player to move: in a game of two, the opponent.
    private var opponent: String {
        let players = engine.model.players
        let mover = engine.toMove(state) ?? 0
        return players.count > 1 ? players[(mover + 1) % players.count] : "the opponent"
    }

    func winning(_ move: Move) -> String { "mcts: \(text(move)) wins at once" }

    func forced(_ move: Move) -> String {
        if tactics.safe.isEmpty {
            return "mcts: every move leaves \(opponent) an immediate win; only \(text(move)) takes one of them away"
        }
        return "mcts: \(text(move)) is the only move that leaves \(opponent) no immediate win"
    }

    /// What the tactical check found that the search went on from.
    private var tactical: String? {
        if let skipped = tactics.skipped { return "the tactical check left the replies alone: \(skipped)" }
        guard tactics.threatened else { return nil }
        if tactics.safe.isEmpty {
            let blocking = tactics.blocking.count
            return "every move leaves \(opponent) an immediate win"
                + (blocking == 0 ? "" : "; \(blocking) take\(blocking == 1 ? "s" : "") one of them away")
        }
        return "\(tactics.safe.count) of \(tactics.moves) moves leave \(opponent) no immediate win"
    }

    /// Says what a search over `tree` found for `move`.
    mutating func searched(_ tree: MonteCarloTree, move: Move?) {
        var line = "mcts: \(tree.playouts) playout\(tree.playouts == 1 ? "" : "s")"
        if tree.settledEarly { line += ", stopped early: no other move could catch up" }
        if let tactical { line += " (\(tactical))" }
        if let move, let child = tree.nodes[0].children.first(where: { tree.nodes[$0].move == move }) {
            let node = tree.nodes[child]
            let value = String(format: "%.2f", node.visits > 0 ? node.reward / node.visits : 0)
            line += "; \(text(move)) was tried \(Int(node.visits)) times and scored \(value)"
        }
        report = line
    }
}
