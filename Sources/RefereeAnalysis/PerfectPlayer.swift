import RefereeEngine
import RefereeModel
import Synchronization

/// Plays a best move by exhaustive search: the quickest win, else a draw, else the longest
/// defence; among equals the lowest-numbered move. For two-player boards small enough to solve.
/// A search that cannot finish (out of time, or past `budget` positions, which bounds its memory)
/// is said so, and the move is Monte Carlo search's instead.
public struct PerfectPlayer: ComputerPlayer {
    /// Positions searched at most: about 220 bytes each, so the default bounds a search to about
    /// 220 MB.
    public let budget: Int

    public init(budget: Int = 1_000_000) { self.budget = budget }

    public var name: String { "perfect" }

    /// Whether the player can be offered for a game: two players on a board of at most 16 cells,
    /// with the board family's rules only (it rebuilds the position from the picture), or with
    /// core rules (it searches from the game's own state) under which every move fills a cell, or
    /// without a board (Nim), where a line of play that does not end stops the search.
    public static func suits(_ model: GameModel) -> Bool {
        let game = model.coreGame, capabilities = game.capabilities
        guard model.players.count == 2, game.board.cellCount <= 16, capabilities.movesAreChoices, !capabilities.stochastic else {
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
        func search<K: Kernel>(_ kernel: K, from state: K.State?) -> Search {
            guard let state else { return .solved(nil) }
            let stoppable = Stoppable(kernel, limit: limit)
            var solver = Solver(stoppable, budget: budget)
            let values: [(Move, Int)]
            do {
                values = try solver.moveValues(state)
            } catch .mayNotEnd(let moves) {
                return .unsolved(positions: solver.positions, outOfTime: false, endless: "a line of play \(moves) moves long that does not end")
            } catch {
                return .unsolved(positions: min(solver.positions, budget), outOfTime: stoppable.stopped)
            }
            guard !stoppable.stopped else { return .unsolved(positions: min(solver.positions, budget), outOfTime: true) }
            return .solved(values.max { a, b in a.1 < b.1 || (a.1 == b.1 && a.0 > b.0) }?.0)
        }
    }
}

/// A kernel that plays as `base` until `limit` is over, and from then on lists no moves, so that
/// a search over it winds down at once. Whatever such a search found is to be thrown away.
struct Stoppable<Base: Kernel>: Kernel {
    let base: Base
    let limit: ThinkingLimit
    private let watch = Watch()

    init(_ base: Base, limit: ThinkingLimit) {
        self.base = base
        self.limit = limit
    }

    /// Whether the limit stopped the search.
    var stopped: Bool { watch.stopped.load(ordering: .relaxed) }

    final class Watch: Sendable {
        let calls = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
    }

    var model: GameModel { base.model }
    func initial(seed: UInt64) -> Base.State { base.initial(seed: seed) }
    func toMove(_ state: Base.State) -> Int? { base.toMove(state) }
    func outcome(_ state: Base.State) -> Outcome? { base.outcome(state) }

    func legalMoves(_ state: Base.State, into moves: inout [Move]) {
        if stopped {
            moves.removeAll(keepingCapacity: true)
            return
        }
        // The clock is read once in 1,024 calls: often enough to stop within milliseconds.
        if watch.calls.add(1, ordering: .relaxed).newValue & 1023 == 0, limit.isOver {
            watch.stopped.store(true, ordering: .relaxed)
            moves.removeAll(keepingCapacity: true)
            return
        }
        base.legalMoves(state, into: &moves)
    }

    func applyLegal(_ move: Move, to state: inout Base.State) { base.applyLegal(move, to: &state) }
    func randomMove(_ state: Base.State, using generator: inout SeededGenerator) -> Move? { base.randomMove(state, using: &generator) }
    func legalMoveCount(_ state: Base.State) -> Int { base.legalMoveCount(state) }
    func score(of player: Int, in state: Base.State) -> Int? { base.score(of: player, in: state) }
    func format(_ move: Move, in state: Base.State) -> String { base.format(move, in: state) }
}
