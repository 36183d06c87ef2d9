import Dispatch
import RefereeEngine
import RefereeModel
import Synchronization

/// `referee solve` for games decided by position.
public enum Solve {
    /// Slots of the table a search shares among its jobs at most: 64 MB.
    public static let tableSlots = 1 << 23

    /// The value of a new game of `model`, searching at most `budget` positions. With more than
    /// one job, the first moves are shared out among threads, each searching its moves above the
    /// best value any job has found so far, as a single search does, and all of them one
    /// transposition table, so that what one job learns the others use; the best of their values
    /// is the game's value. `control` counts the positions searched and can stop the search.
    public static func value(
        of model: GameModel, budget: Int = 5_000_000, jobs: Int = 1, control: WorkControl = WorkControl()
    ) -> Result<GameValue, SolveError> {
        guard model.players.count == 2 else { return .failure(.notTwoPlayer(model.players.count)) }
        if let why = Unsearchable(model.coreGame.capabilities) { return .failure(.notAStrategyGame(why)) }
        return AnyKernel(model).accept(Visitor(budget: budget, jobs: max(1, jobs), control: control))
    }

    struct Visitor: KernelVisitor {
        let budget: Int
        let jobs: Int
        let control: WorkControl

        func visit<K: Kernel>(_ kernel: K) -> Result<GameValue, SolveError> {
            var state = kernel.initial(seed: 0)
            // Moves the rules make for a computer player come first, as they do in play.
            while let p = kernel.toMove(state), kernel.model.computers[p] != nil, let move = kernel.legalMoves(state).first {
                kernel.applyLegal(move, to: &state)
            }
            guard let mover = kernel.toMove(state) else {
                let winner = kernel.outcome(state)?.winner
                return .success(GameValue(winner: winner, moves: 0, players: kernel.model.players))
            }
            let result = jobs == 1 ? single(kernel, state) : shared(kernel, state)
            return result.map { v in
                let winner: Int? = v == 0 ? nil : v > 0 ? mover : 1 - mover
                return GameValue(winner: winner, moves: v == 0 ? 0 : Solver<K>.limit - abs(v), players: kernel.model.players)
            }
        }

        func single<K: Kernel>(_ kernel: K, _ state: K.State) -> Result<Int, SolveError> {
            var solver = Solver(kernel, budget: budget, control: control, table: SharedTable(cells: kernel.model.coreGame.board.cellCount, most: Solve.tableSlots))
            do {
                return .success(try solver.value(of: state))
            } catch {
                return .failure(error)
            }
        }

        func shared<K: Kernel>(_ kernel: K, _ state: K.State) -> Result<Int, SolveError> {
            let moves = kernel.legalMoves(state)
            let values = Mutex([Result<Int, SolveError>?](repeating: nil, count: moves.count))
            let next = Atomic<Int>(0)
            // The best value found so far: a move that cannot beat it need not be valued exactly.
            let found = Atomic<Int>(-Solver<K>.limit - 1)
            let budget = self.budget, control = self.control
            let table = SharedTable(cells: kernel.model.coreGame.board.cellCount, most: Solve.tableSlots)
            DispatchQueue.concurrentPerform(iterations: min(jobs, moves.count)) { _ in
                var solver = Solver(kernel, budget: budget, control: control, table: table)
                while !control.isStopped {
                    let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard i < moves.count else { break }
                    let floor = found.load(ordering: .relaxed)
                    let value = Result { () throws(SolveError) in try solver.value(of: moves[i], in: state, above: floor) }
                    if case .success(let v) = value { found.max(v, ordering: .relaxed) }
                    values.withLock { $0[i] = value }
                }
            }
            var best = -Solver<K>.limit - 1
            var failure: SolveError?
            for value in values.withLock({ $0 }) {
                switch value {
                case .success(let v): best = max(best, v)
                case .failure(.mayNotEnd(let moves)): failure = .mayNotEnd(moves: moves)
                case .failure(let error):
                    if case .mayNotEnd = failure { break }
                    if failure == nil || !control.isStopped { failure = error }
                case nil: if failure == nil { failure = .stopped(positions: control.done) }
                }
            }
            return failure.map { .failure($0) } ?? .success(best)
        }
    }
}
