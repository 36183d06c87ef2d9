import RefereeModel

/// Alpha-beta search over a two-player game, with a transposition table keyed by the kernel's
/// position keys and shared by every job of one search. Values are scored from the side to
/// move: a win in d moves is `limit - d`, a loss `-(limit - d)`, a draw 0.
///
/// Moves are tried in order: the table's best move, then those that win at once (which end the
/// search of the position), then those that cut searches off most often so far (the history
/// heuristic), then those nearest the middle of the board.
///
/// A search may stop at a horizon, a number of plies from the root, where a position counts as
/// a draw but is a guess; a value that rests on a guess is kept as one and never given as
/// proven, except a win (or a loss) no guess could have made: a line that reaches a guess is
/// worth no more to either side than a draw.
///
/// Unless every move fills a cell (so that every game ends when the board is full), a line of
/// play is followed for at most `longestLine` moves: a game whose pieces slide may go on for ever
/// (a position keeps the number of moves played, so none comes exactly twice).
public struct Solver<K: Kernel> {
    let kernel: K
    let budget: Int
    /// Whether lines of play are cut at `longestLine`: unless every move fills a cell.
    public let mayNotEnd: Bool
    /// Moves from the root to the position being searched.
    var depth = 0
    /// Why the search stopped short of a value, when a line went on for too long.
    var endless: SolveError?
    /// Moves a line is followed at most, when a game may not end.
    public static var longestLine: Int { 1_000 }
    /// Shared by every solver of one search: positions searched by all, and a request to stop.
    let control: WorkControl
    public private(set) var positions = 0
    /// Positions searched but not yet added to the control.
    var unpublished = 0
    /// Shared by every solver of one search.
    public let table: SharedTable
    /// Plies from the root searched at most; nil to search every line to its end.
    public var horizon: Int?
    /// Asked every `publishEvery` positions, beside the control: true stops the search (a
    /// player's thinking time is over).
    public var stopWhen: (@Sendable () -> Bool)?
    /// Asked with `stopWhen`: true abandons this job's search, without stopping the others (one
    /// of them has the value).
    public var abandonWhen: (@Sendable () -> Bool)?
    /// Shared with the other jobs searching the same root, when there are several.
    public var busy: BusyMarks?
    /// The moves postponed because another job was searching them, each position's after its
    /// parent's, as indices into `stack`.
    var postponed: [Int] = []
    /// Plies from the root within which jobs mark the positions they search: below it, subtrees
    /// are too small for a mark to save more than it costs.
    static var markedDepth: Int { 10 }
    /// Which of the jobs searching one root this is, from 0. Job k > 0 tries the moves of
    /// positions within `rotatedDepth` plies of the root from the k-th in order on (the ones
    /// before it last), so that the jobs start in different parts of the tree.
    public var job = 0
    static var rotatedDepth: Int { 3 }
    /// Positions valued by a guess so far: at the horizon, or from the table, where a search with
    /// a horizon stored what it did not prove.
    var guesses = 0
    /// The moves of the positions being searched, each position's after its parent's, and their
    /// scores for ordering.
    var stack: [Move] = []
    var scores: [Int] = []
    /// Cut-offs made by each move number (modulo `historySize`).
    var history: [Int]
    static var historySize: Int { 4096 }
    public static var limit: Int { 10_000 }
    /// Values beyond this, either way, are wins or losses.
    static var decisive: Int { limit / 2 }

    struct OutOfBudget: Error {}

    /// A solver with a table of its own of at least `tableSlots` slots (8 bytes each).
    public init(_ kernel: K, budget: Int, control: WorkControl = WorkControl(), tableSlots: Int = 1 << 22) {
        self.init(kernel, budget: budget, control: control, table: SharedTable(slots: tableSlots))
    }

    /// A solver that shares `table` with the other jobs of its search.
    public init(_ kernel: K, budget: Int, control: WorkControl, table: SharedTable) {
        self.kernel = kernel
        self.budget = budget
        self.control = control
        self.table = table
        history = [Int](repeating: 0, count: Self.historySize)
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

    /// Readies the solver for a search from a new root.
    mutating func begin() {
        stack.removeAll(keepingCapacity: true)
        scores.removeAll(keepingCapacity: true)
        postponed.removeAll(keepingCapacity: true)
        depth = 0
    }

    /// The value of `state` for the player to move there.
    @_specialize(where K == BoardKernel<UInt64>)
    @_specialize(where K == BoardKernel<Bits256>)
    @_specialize(where K == CoreKernel<UInt64>)
    public mutating func value(of state: K.State) throws(SolveError) -> Int {
        defer { publish() }
        begin()
        do {
            return try search(state, key: kernel.positionKey(state), alpha: -Self.limit - 1, beta: Self.limit + 1)
        } catch {
            throw failure()
        }
    }

    /// The value, for the player who makes it, of one move; when it is at most `floor` (given),
    /// any value at most `floor` (a move no better than one already found needs no exact value,
    /// and the search proves that much with fewer positions).
    @_specialize(where K == BoardKernel<UInt64>)
    @_specialize(where K == BoardKernel<Bits256>)
    @_specialize(where K == CoreKernel<UInt64>)
    public mutating func value(of move: Move, in state: K.State, above floor: Int? = nil) throws(SolveError) -> Int {
        defer { publish() }
        begin()
        guard let mover = kernel.toMove(state) else { return 0 }
        do {
            return try child(state, key: kernel.positionKey(state), move, mover: mover, alpha: floor ?? -Self.limit - 1, beta: Self.limit + 1)
        } catch {
            throw failure()
        }
    }

    /// The value, for the player who makes it, of each legal move.
    public mutating func moveValues(_ state: K.State) throws(SolveError) -> [(Move, Int)] {
        var values: [(Move, Int)] = []
        for move in kernel.legalMoves(state) { values.append((move, try value(of: move, in: state))) }
        return values
    }

    @inline(__always)
    static func shrink(_ v: Int) -> Int { v > 0 ? v - 1 : v < 0 ? v + 1 : 0 }

    mutating func child(_ state: K.State, key: UInt64, _ move: Move, mover: Int, alpha: Int, beta: Int) throws(OutOfBudget) -> Int {
        var next = state
        kernel.applyLegal(move, to: &next)
        if let outcome = kernel.outcome(next) {
            guard let winner = outcome.winner else { return 0 }
            return winner == mover ? Self.limit - 1 : -(Self.limit - 1)
        }
        guard let nextMover = kernel.toMove(next) else { return 0 }
        let nextKey = kernel.positionKey(of: next, after: move, from: state, key: key)
        depth += 1
        defer { depth -= 1 }
        if nextMover == mover {
            return Self.shrink(try search(next, key: nextKey, alpha: alpha - 1, beta: beta + 1))
        }
        return Self.shrink(-(try search(next, key: nextKey, alpha: -beta - 1, beta: -alpha + 1)))
    }

    /// Takes a move's value into the best found so far and the window; true when it cuts the
    /// search of the position off (and the move is counted in the history of cut-offs).
    @inline(__always)
    mutating func take(_ v: Int, of move: Move, best: inout Int, bestMove: inout Move?, alpha: inout Int, beta: Int) -> Bool {
        if v > best {
            best = v
            bestMove = move
        }
        if best > alpha { alpha = best }
        guard alpha >= beta else { return false }
        history[move.value & (Self.historySize - 1)] += 1
        return true
    }

    /// The key of the position `move` leads to.
    func childKey(_ state: K.State, key: UInt64, _ move: Move) -> UInt64 {
        var next = state
        kernel.applyLegal(move, to: &next)
        return kernel.positionKey(of: next, after: move, from: state, key: key)
    }

    /// `child`, with the position it leads to marked as being searched meanwhile.
    mutating func markedChild(_ state: K.State, key: UInt64, _ move: Move, mover: Int, alpha: Int, beta: Int) throws(OutOfBudget) -> Int {
        guard let busy else { return try child(state, key: key, move, mover: mover, alpha: alpha, beta: beta) }
        let next = childKey(state, key: key, move)
        let marked = busy.enter(next)
        defer { if marked { busy.leave(next) } }
        return try child(state, key: key, move, mover: mover, alpha: alpha, beta: beta)
    }

    /// The loop over the moves at `start..<end` of the stack, for a job with others: a move (but
    /// the first) into a position another job is searching waits until the other moves are
    /// done. Apart from its own, so that the plain loop's frame, deep in long lines, stays small.
    mutating func searchSharing(
        _ state: K.State, key: UInt64, mover: Int, from start: Int, to end: Int,
        alpha: inout Int, beta: Int, best: inout Int, bestMove: inout Move?
    ) throws(OutOfBudget) {
        let firstPostponed = postponed.count
        defer { postponed.removeSubrange(firstPostponed...) }
        var nextIndex = start, nextPostponed = firstPostponed
        while true {
            let i: Int
            if nextIndex < end {
                i = nextIndex
                nextIndex += 1
                if i > start, let busy, busy.isBusy(childKey(state, key: key, stack[i])) {
                    postponed.append(i)
                    continue
                }
            } else if nextPostponed < postponed.count {
                i = postponed[nextPostponed]
                nextPostponed += 1
            } else {
                return
            }
            let move = stack[i]
            let v = try markedChild(state, key: key, move, mover: mover, alpha: alpha, beta: beta)
            if take(v, of: move, best: &best, bestMove: &bestMove, alpha: &alpha, beta: beta) { return }
        }
    }

    mutating func search(_ state: K.State, key: UInt64, alpha: Int, beta: Int) throws(OutOfBudget) -> Int {
        var alpha = alpha, beta = beta
        let remaining = horizon.map { $0 - depth } ?? TableEntry.proven
        var tableMove: Move?
        if let entry = table.entry(key) {
            tableMove = entry.move
            if entry.depth >= remaining {
                if entry.depth < TableEntry.proven { guesses += 1 }
                switch entry.bound {
                case .exact: return entry.value
                case .lower: alpha = max(alpha, entry.value)
                case .upper: beta = min(beta, entry.value)
                }
                if alpha >= beta { return entry.value }
            }
        }
        if remaining <= 0 {
            guesses += 1
            return 0
        }
        if mayNotEnd, depth >= Self.longestLine {
            endless = .mayNotEnd(moves: depth)
            throw OutOfBudget()
        }
        positions += 1
        unpublished += 1
        if positions > budget { throw OutOfBudget() }
        if unpublished == Self.publishEvery {
            publish()
            if let stopWhen, stopWhen() { control.stop() }
            if control.isStopped || control.done > budget { throw OutOfBudget() }
            if let abandonWhen, abandonWhen() { throw OutOfBudget() }
        }
        guard let mover = kernel.toMove(state) else { return 0 }
        let start = stack.count
        kernel.legalMoves(state, into: &stack)
        let end = stack.count
        defer {
            stack.removeSubrange(start...)
            scores.removeSubrange(start...)
        }
        if start == end { return 0 }
        for i in start..<end {
            var next = state
            kernel.applyLegal(stack[i], to: &next)
            if let winner = kernel.outcome(next)?.winner, winner == mover { return Self.limit - 1 }
        }
        order(state, from: start, to: end, first: tableMove)
        if job > 0, depth < Self.rotatedDepth { rotate(from: start, to: end) }
        let guessesBefore = guesses
        let originalAlpha = alpha
        var best = -Self.limit - 1
        var bestMove: Move?
        if busy != nil, depth < Self.markedDepth {
            try searchSharing(state, key: key, mover: mover, from: start, to: end, alpha: &alpha, beta: beta, best: &best, bestMove: &bestMove)
        } else {
            for i in start..<end {
                let move = stack[i]
                let v = try child(state, key: key, move, mover: mover, alpha: alpha, beta: beta)
                if take(v, of: move, best: &best, bestMove: &bestMove, alpha: &alpha, beta: beta) { break }
            }
        }
        var bound: TableEntry.Bound = best <= originalAlpha ? .upper : best >= beta ? .lower : .exact
        var searched = TableEntry.proven
        if guesses != guessesBefore {
            // A win no guess could have made is proven as a bound; anything else is a guess.
            if best > Self.decisive, bound != .upper {
                bound = .lower
            } else if best < -Self.decisive, bound != .lower {
                bound = .upper
            } else {
                searched = min(remaining, TableEntry.proven - 1)
            }
        }
        table.store(key, TableEntry(value: best, bound: bound, move: bestMove, depth: searched))
        return best
    }

    /// Turns the moves at `start..<end` of the stack so that this job's (see `job`) comes first.
    mutating func rotate(from start: Int, to end: Int) {
        guard end - start > 1 else { return }
        let k = start + job % (end - start)
        stack[start..<end] = stack[k..<end] + stack[start..<k]
    }

    /// Sorts the moves at `start..<end` of the stack, best first: `first`, then by the history
    /// of cut-offs, then by centrality; equals keep the rules' order.
    mutating func order(_ state: K.State, from start: Int, to end: Int, first: Move?) {
        for i in start..<end {
            let move = stack[i]
            scores.append(move == first ? Int.max : history[move.value & (Self.historySize - 1)] &* 256 &+ kernel.centrality(move, in: state))
        }
        guard end - start > 1 else { return }
        for i in (start + 1)..<end {
            let move = stack[i], score = scores[i]
            var j = i
            while j > start, scores[j - 1] < score {
                stack[j] = stack[j - 1]
                scores[j] = scores[j - 1]
                j -= 1
            }
            stack[j] = move
            scores[j] = score
        }
    }
}
