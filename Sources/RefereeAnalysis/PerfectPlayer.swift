import RefereeEngine
import RefereeModel

/// Plays a best move by search: the quickest win, else a draw, else the longest defence; among
/// equals the lowest-numbered move. For two-player games of perfect information. Where every
/// move fills a cell the search deepens within the thinking time and plays a move once its value
/// is proven; a search that cannot prove one (out of time, or past `budget` positions) says so,
/// and the move is Monte Carlo search's instead.
public struct PerfectPlayer: ComputerPlayer {
    /// Positions searched at most. Memory does not grow with it: the table has a fixed size.
    public let budget: Int

    public init(budget: Int = 100_000_000) { self.budget = budget }

    public var name: String { "perfect" }

    /// Cells of the largest board whose first position the player solves within a second or
    /// so; on a larger one it is offered, but not as the default.
    public static let solvedFromTheStart = 16

    /// Whether the player can be offered for a game: two players on a board of any size, with
    /// the board family's rules only (it rebuilds the position from the picture), or with core
    /// rules (it searches from the game's own state) under which every move fills a cell, or
    /// without a board (Nim), where a line of play that does not end stops the search. Whether a
    /// position is small enough to solve is the search's to find out, within the thinking time.
    public static func suits(_ model: GameModel) -> Bool {
        let game = model.coreGame, capabilities = game.capabilities
        guard model.players.count == 2, capabilities.movesAreChoices, !capabilities.stochastic else {
            return false
        }
        return capabilities.everyMoveFillsACell || !capabilities.hasBoard
    }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        choose(in: state, engine: engine, generator: &generator, within: .none).move
    }

    /// Searches for half the time left; if that does not settle the position, Monte Carlo search
    /// has the other half.
    public func choose(in state: GameState, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Choice {
        guard let toMove = engine.toMove(state) else { return Choice(move: nil) }
        let search = AnyKernel(engine.model).accept(
            Choose(engine: engine, state: state, toMove: toMove, budget: budget, limit: limit.share(0.5)))
        if limit.interrupted() { return .stopped }
        switch search {
        case .solved(let move): return Choice(move: move)
        case .unsolved(let positions, let outOfTime, let endless):
            let monteCarlo = MonteCarloPlayer()
            var fallback = monteCarlo.choose(in: state, engine: engine, generator: &generator, within: limit)
            guard !fallback.interrupted else { return fallback }
            fallback.chosenBy = monteCarlo.name
            if let endless {
                fallback.note = "perfect found \(endless); this is mcts's move"
                return fallback
            }
            let why = outOfTime ? "in the time allowed" : "within \(budget) positions"
            fallback.note = "perfect could not finish its search \(why) (\(positions) positions); this is mcts's move"
            return fallback
        }
    }

    enum Search {
        case solved(Move?)
        /// Not settled: out of time, out of positions, or (`endless`, in words) on a line of play
        /// that does not end.
        case unsolved(positions: Int, outOfTime: Bool, endless: String? = nil)
    }

    /// The search on the fast path where the game takes one, else on the engine's own state;
    /// the move it finds is the engine's.
    struct Choose: KernelVisitor {
        let engine: Engine
        let state: GameState
        let toMove: Int
        let budget: Int
        let limit: ThinkingLimit

        func visit<K: Kernel>(_ kernel: K) -> Search {
            switch kernel {
            case let board as BoardKernel<UInt64>: pick(board)
            case let board as BoardKernel<Bits256>: pick(board)
            case let board as BoardKernel<Bits1024>: pick(board)
            case let core as CoreKernel<UInt64>: search(core, from: state.value(as: CoreKernel<UInt64>.State.self))
            case let core as CoreKernel<Bits256>: search(core, from: state.value(as: CoreKernel<Bits256>.State.self))
            case let core as CoreKernel<Bits1024>: search(core, from: state.value(as: CoreKernel<Bits1024>.State.self))
            default: .solved(nil)
            }
        }

        /// Rebuilds the position on the board fast path from the picture, searches it, and reads
        /// the move found back as the engine's.
        func pick<Bits>(_ board: BoardKernel<Bits>) -> Search {
            guard case .board(let view) = engine.view(state) else { return .solved(nil) }
            var position = board.initial(seed: 0)
            for (cell, owner) in view.cells.enumerated() {
                guard let owner else { continue }
                do { try board.setMarks(owner, cells: [cell], in: &position) } catch { return .solved(nil) }
            }
            position.moves = view.cells.compactMap { $0 }.count
            position.toMove = toMove
            let found = search(board, from: position)
            guard case .solved(let move?) = found else { return found }
            return .solved(try? engine.parse(board.format(move, in: position), in: state).get())
        }

        /// The best move from a position of the kernel's own, lowest-numbered among equals.
        /// Where every line ends with the board, the search deepens: to a horizon first, then
        /// further, until what it finds is proven; elsewhere it searches to the end at once.
        func search<K: Kernel>(_ kernel: K, from state: K.State?) -> Search {
            guard let state else { return .solved(nil) }
            let cells = kernel.model.coreGame.board.cellCount
            let control = WorkControl()
            var solver = Solver(kernel, budget: budget, control: control, table: SharedTable(cells: cells, most: 1 << 22))
            let limit = self.limit
            solver.stopWhen = { limit.isOver }
            var horizon: Int? = solver.mayNotEnd ? nil : 4
            while true {
                solver.horizon = horizon
                let found: Solver<K>.Best?
                do {
                    found = try solver.best(state)
                } catch .mayNotEnd(let moves) {
                    return .unsolved(positions: solver.positions, outOfTime: false, endless: "a line of play \(moves) moves long that does not end")
                } catch {
                    return .unsolved(positions: min(solver.positions, budget), outOfTime: control.isStopped)
                }
                guard let found else { return .solved(nil) }
                if found.proven { return .solved(found.move) }
                horizon = horizon.map { $0 + max(2, $0 / 2) }
            }
        }
    }
}
