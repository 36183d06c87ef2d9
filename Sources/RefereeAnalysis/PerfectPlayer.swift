import RefereeEngine
import RefereeModel

/// Plays a best move by exhaustive search: the quickest win, else a draw, else the longest
/// defence; among equals the lowest-numbered move. For two-player boards small enough to solve.
public struct PerfectPlayer: ComputerPlayer {
    public let budget: Int

    public init(budget: Int = 5_000_000) { self.budget = budget }

    public var name: String { "perfect" }

    /// Whether the player can be offered for a game: two players on a board of at most 16 cells,
    /// with the board family's rules only (it rebuilds the position from the picture).
    public static func suits(_ model: GameModel) -> Bool {
        guard model.players.count == 2, model.core == nil, case .board(let rules) = model.kind else { return false }
        return rules.cellCount <= 16
    }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        guard case .board(let view) = engine.view(state), let toMove = engine.toMove(state) else { return nil }
        return AnyKernel(engine.model).accept(Choose(view: view, toMove: toMove, budget: budget))
    }

    struct Choose: KernelVisitor {
        let view: BoardView
        let toMove: Int
        let budget: Int

        func visit<K: Kernel>(_ kernel: K) -> Move? {
            switch kernel {
            case let board as BoardKernel<UInt64>: pick(board)
            case let board as BoardKernel<Bits256>: pick(board)
            default: nil
            }
        }

        func pick<Bits>(_ board: BoardKernel<Bits>) -> Move? {
            var state = board.initial(seed: 0)
            for (cell, owner) in view.cells.enumerated() {
                guard let owner else { continue }
                do { try board.setMarks(owner, cells: [cell], in: &state) } catch { return nil }
            }
            state.moves = view.cells.compactMap { $0 }.count
            state.toMove = toMove
            var solver = Solver(board, budget: budget)
            guard let values = try? solver.moveValues(state) else { return board.legalMoves(state).first }
            return values.max { a, b in a.1 < b.1 || (a.1 == b.1 && a.0 > b.0) }?.0
        }
    }
}
