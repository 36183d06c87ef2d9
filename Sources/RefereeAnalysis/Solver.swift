import Dispatch
import RefereeEngine
import RefereeModel
import Synchronization

/// The game-theoretic value of a position: who wins with perfect play, and how soon.
public struct GameValue: Sendable, Hashable, CustomStringConvertible {
    /// The winner with perfect play from both sides; nil for a draw.
    public var winner: Int?
    /// Moves until the end with perfect play (the winner hurrying, the loser holding out).
    public var moves: Int
    public var players: [String]

    public var description: String {
        guard let winner else { return "a draw with perfect play" }
        return "\(players[winner]) wins with perfect play, in \(moves) move\(moves == 1 ? "" : "s")"
    }
}

/// Why search cannot value a game, read off its capabilities.
public enum Unsearchable: Sendable, Hashable {
    case movesReportEvents, chance, hiddenInformation

    /// Nil for a game search can value.
    init?(_ capabilities: Capabilities) {
        if !capabilities.movesAreChoices { self = .movesReportEvents }
        else if capabilities.stochastic { self = .chance }
        else if capabilities.hiddenInformation { self = .hiddenInformation }
        else { return nil }
    }
}

/// Why a game could not be solved.
public enum SolveError: Error, Sendable, CustomStringConvertible {
    case notTwoPlayer(Int)
    /// Search cannot value the game: its moves report what happened, chance decides part of it,
    /// or the rules hide something from a player.
    case notAStrategyGame(Unsearchable)
    case tooLarge(positions: Int)
    /// A line of play the search followed went on for `moves` moves without ending, the most the
    /// search follows (`Solver.longestLine`): the game may never end.
    case mayNotEnd(moves: Int)
    /// Stopped on request (Ctrl-C) before the value was settled.
    case stopped(positions: Int)

    public var description: String {
        switch self {
        case .notTwoPlayer(let n): "the solver plays two-player games; this one has \(n) player\(n == 1 ? "" : "s")"
        case .notAStrategyGame(.movesReportEvents):
            "each move reports what happened (who won a rally, the pins that fell, who scored): no player chooses between moves, so there is nothing to solve by search ('referee playouts' shows how games end)"
        case .notAStrategyGame(.chance):
            "chance decides part of this game (a number or a code drawn from the seed, or a roll during play): the solver values games without chance, and does not take the expectation over chance"
        case .notAStrategyGame(.hiddenInformation):
            "the rules hide something from a player: the solver values games where every player sees everything"
        case .mayNotEnd(let moves):
            "a line of play went on for \(moves) moves without ending, so a game may never end: the solver values games that end within \(moves) moves"
        case .tooLarge(let positions):
            "too large to solve: \(positions) positions searched without settling the value (raise --budget, or solve a smaller variant)"
        case .stopped(let positions): "stopped after \(positions) positions, before the value was settled"
        }
    }
}

/// Alpha-beta search with a transposition table over a two-player board game. Values are
/// scored from the side to move: a win in d moves is `limit - d`, a loss `-(limit - d)`, a draw 0.
///
/// Unless every move fills a cell (so that every game ends when the board is full), a line of
/// play is followed for at most `longestLine` moves: a game whose pieces slide may go on for ever
/// (a position keeps the number of moves played, so none comes exactly twice).
public struct Solver<K: Kernel> {
    let kernel: K
    let budget: Int
    /// Whether lines of play are counted and cut at `longestLine`.
    let mayNotEnd: Bool
    /// Moves from the root to the position being searched, when lines are counted.
    var depth = 0
    /// Why the search stopped short of a value, when a line went on for too long.
    var endless: SolveError?
    /// Moves a line is followed at most, when a game may not end.
    static var longestLine: Int { 1_000 }
    /// Shared by every solver of one search: positions searched by all, and a request to stop.
    let control: WorkControl
    public private(set) var positions = 0
    /// Positions searched but not yet added to the control.
    var unpublished = 0
    var table: [K.State: Entry] = [:]
    /// Positions the transposition table holds at most (a million: about 200 MB for the largest
    /// boards); when full it is emptied and filled again.
    let tableLimit: Int
    static var limit: Int { 10_000 }

    struct Entry {
        var value: Int
        var bound: Bound
    }

    enum Bound { case exact, lower, upper }

    struct OutOfBudget: Error {}

    public init(_ kernel: K, budget: Int, control: WorkControl = WorkControl(), tableLimit: Int = 1_000_000) {
        self.kernel = kernel
        self.budget = budget
        self.control = control
        self.tableLimit = max(1, tableLimit)
        mayNotEnd = !kernel.model.coreGame.fillsACellEveryMove
    }

    /// Positions between reports to the control.
    static var publishEvery: Int { 1024 }

    /// The error for a search that ran out: a stop, or the budget spent.
    func failure() -> SolveError {
        let searched = max(positions, control.done)
        if let endless { return endless }
        return control.isStopped ? .stopped(positions: searched) : .tooLarge(positions: searched)
    }

    /// Adds the positions not yet reported to the control.
    mutating func publish() {
        control.add(unpublished)
        unpublished = 0
    }

    /// The value of `state` for the player to move there.
    public mutating func value(of state: K.State) throws(SolveError) -> Int {
        defer { publish() }
        do {
            return try search(state, alpha: -Self.limit - 1, beta: Self.limit + 1)
        } catch {
            throw failure()
        }
    }

    /// The value, for the player who makes it, of one move; when it is at most `floor` (given),
    /// any value at most `floor` (a move no better than one already found needs no exact value,
    /// and the search proves that much with fewer positions).
    public mutating func value(of move: Move, in state: K.State, above floor: Int? = nil) throws(SolveError) -> Int {
        defer { publish() }
        guard let mover = kernel.toMove(state) else { return 0 }
        do {
            return try child(state, move, mover: mover, alpha: floor ?? -Self.limit - 1, beta: Self.limit + 1)
        } catch {
            throw failure()
        }
    }

    /// The value, for the player who makes it, of each legal move.
    public mutating func moveValues(_ state: K.State) throws(SolveError) -> [(Move, Int)] {
        guard let mover = kernel.toMove(state) else { return [] }
        var values: [(Move, Int)] = []
        do {
            for move in kernel.legalMoves(state) {
                values.append((move, try child(state, move, mover: mover, alpha: -Self.limit - 1, beta: Self.limit + 1)))
            }
        } catch {
            throw failure()
        }
        return values
    }

    @inline(__always)
    static func shrink(_ v: Int) -> Int { v > 0 ? v - 1 : v < 0 ? v + 1 : 0 }

    mutating func child(_ state: K.State, _ move: Move, mover: Int, alpha: Int, beta: Int) throws(OutOfBudget) -> Int {
        var next = state
        kernel.applyLegal(move, to: &next)
        if let outcome = kernel.outcome(next) {
            guard let winner = outcome.winner else { return 0 }
            return winner == mover ? Self.limit - 1 : -(Self.limit - 1)
        }
        guard let nextMover = kernel.toMove(next) else { return 0 }
        if nextMover == mover {
            return Self.shrink(try search(next, alpha: alpha - 1, beta: beta + 1))
        }
        return Self.shrink(-(try search(next, alpha: -beta - 1, beta: -alpha + 1)))
    }

    mutating func search(_ state: K.State, alpha: Int, beta: Int) throws(OutOfBudget) -> Int {
        guard mayNotEnd else { return try searchPosition(state, alpha: alpha, beta: beta) }
        if depth == Self.longestLine {
            endless = .mayNotEnd(moves: depth)
            throw OutOfBudget()
        }
        depth += 1
        defer { depth -= 1 }
        return try searchPosition(state, alpha: alpha, beta: beta)
    }

    mutating func searchPosition(_ state: K.State, alpha: Int, beta: Int) throws(OutOfBudget) -> Int {
        var alpha = alpha, beta = beta
        if let entry = table[state] {
            switch entry.bound {
            case .exact: return entry.value
            case .lower: alpha = max(alpha, entry.value)
            case .upper: beta = min(beta, entry.value)
            }
            if alpha >= beta { return entry.value }
        }
        positions += 1
        unpublished += 1
        if positions > budget { throw OutOfBudget() }
        if unpublished == Self.publishEvery {
            publish()
            if control.isStopped || control.done > budget { throw OutOfBudget() }
        }
        guard let mover = kernel.toMove(state) else { return 0 }
        let originalAlpha = alpha
        var best = -Self.limit - 1
        let moves = kernel.legalMoves(state)
        if moves.isEmpty { return 0 }
        for move in moves {
            let v = try child(state, move, mover: mover, alpha: alpha, beta: beta)
            if v > best { best = v }
            if best > alpha { alpha = best }
            if alpha >= beta { break }
        }
        let bound: Bound = best <= originalAlpha ? .upper : best >= beta ? .lower : .exact
        // Forgetting what is known costs time, never a wrong value: it bounds memory.
        if table.count >= tableLimit { table.removeAll(keepingCapacity: true) }
        table[state] = Entry(value: best, bound: bound)
        return best
    }
}

/// `referee solve` for games decided by position.
public enum Solve {
    /// The value of a new game of `model`, searching at most `budget` positions. With more than
    /// one job, the first moves are shared out among threads, each searching its moves with a
    /// table of its own and above the best value any job has found so far, as a single search
    /// does; the best of their values is the game's value. `control` counts the positions
    /// searched and can stop the search.
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
            var solver = Solver(kernel, budget: budget, control: control)
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
            DispatchQueue.concurrentPerform(iterations: min(jobs, moves.count)) { _ in
                var solver = Solver(kernel, budget: budget, control: control)
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
