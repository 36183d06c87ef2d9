import Dispatch
import RefereeEngine
import RefereeModel
import Synchronization

/// `referee solve` for games decided by position.
public enum Solve {
    /// Slots of the table a search shares among its jobs at most: 64 MB.
    public static let tableSlots = 1 << 23

    /// The value of a new game of `model`, searching at most `budget` positions. With more than
    /// one job, every job searches the game, all of them one transposition table, and each
    /// postpones the positions another is searching (see `shared`). `control` counts the
    /// positions searched and can stop the search.
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

        /// Every job searches the whole game from its start, all of them one transposition table
        /// and one set of busy marks: a job that comes to a position another is searching tries
        /// its other moves first, and each job but the first starts near the root with other
        /// moves, so the jobs spread over the tree and each stores what the others then read.
        /// The first job to finish has the value; the others are abandoned.
        func shared<K: Kernel>(_ kernel: K, _ state: K.State) -> Result<Int, SolveError> {
            let budget = self.budget, control = self.control
            let table = SharedTable(cells: kernel.model.coreGame.board.cellCount, most: Solve.tableSlots)
            let busy = BusyMarks()
            let finished = Atomic<Bool>(false)
            let results = Mutex([Result<Int, SolveError>?](repeating: nil, count: jobs))
            DispatchQueue.concurrentPerform(iterations: jobs) { job in
                var solver = Solver(kernel, budget: budget, control: control, table: table)
                solver.busy = busy
                solver.job = job
                solver.abandonWhen = { finished.load(ordering: .relaxed) }
                let result = Result { () throws(SolveError) in try solver.value(of: state) }
                if case .success = result { finished.store(true, ordering: .relaxed) }
                results.withLock { $0[job] = result }
            }
            var failure: SolveError?
            for result in results.withLock({ $0 }) {
                switch result {
                case .success(let v): return .success(v)
                case .failure(.mayNotEnd(let moves)): failure = .mayNotEnd(moves: moves)
                case .failure(let error):
                    if case .mayNotEnd = failure { break }
                    if failure == nil { failure = error }
                case nil: if failure == nil { failure = .stopped(positions: control.done) }
                }
            }
            return .failure(failure ?? .stopped(positions: control.done))
        }
    }
}
