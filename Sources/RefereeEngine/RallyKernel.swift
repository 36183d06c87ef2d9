import RefereeModel

/// Scores a contest rally by rally: each move names the rally's winner. Points make games, games
/// make the next level up, and serve rules decide who serves each point.
public struct RallyKernel: Kernel {
    public let model: GameModel
    public let rules: RallyRules

    public struct State: Hashable, Sendable {
        public var points = [0, 0]
        /// Units won at each level below the outermost, two numbers (one per player) a level.
        public var wins: [Int]
        public var server = 0
        /// Who served first in the current game.
        public var firstServer = 0
        public var moves = 0
        public var winner: Int?
        /// Whether the current game (unit of the innermost level) is a tiebreak.
        public var tiebreak = false
        /// The winner of the game the last rally ended, for the spoken score; nil when the last
        /// rally ended none.
        public var gameWonBy: Int?
        /// Each finished unit of the second level (a set), in wins of the first (games), one
        /// number a player: the set scores so far.
        public var finished: [[Int]] = []
        /// With sides (`RallySides`): who of each side plays which part now.
        public var sides = SideState()
    }

    public init(model: GameModel, rules: RallyRules) {
        self.model = model
        self.rules = rules
    }

    public func initial(seed: UInt64) -> State {
        var state = State(wins: Array(repeating: 0, count: 2 * rules.levels.count))
        if rules.sides?.chosenEvery != nil { state.sides.choicesLeft = 2 }
        return state
    }

    /// The server; while a side of several players names one of them (`choosing`), that side.
    public func toMove(_ state: State) -> Int? {
        guard state.winner == nil else { return nil }
        return choosing(state) ?? state.server
    }

    public func outcome(_ state: State) -> Outcome? { state.winner.map { Outcome(winner: $0) } }

    public func moveCount(_ state: State) -> Int { state.moves }

    public func legalMoves(_ state: State, into moves: inout [Move]) {
        guard state.winner == nil else { return }
        if let side = choosing(state) {
            for m in members(side).indices { moves.append(memberMove(side, m)) }
            return
        }
        moves.append(Move(0))
        moves.append(Move(1))
    }

    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        guard state.winner == nil else { return nil }
        if let side = choosing(state) { return memberMove(side, generator.below(members(side).count)) }
        return Move(generator.below(2))
    }

    public func legalMoveCount(_ state: State) -> Int {
        guard state.winner == nil else { return 0 }
        return choosing(state).map { members($0).count } ?? 2
    }

    public func apply(_ move: Move, to state: inout State, as typed: String?) throws(IllegalMove) {
        guard state.winner == nil else { throw illegal(.over, state, move: move, text: typed) }
        if let refusal = sideRefusal(move, state, typed: typed) { throw refusal }
        guard move.value >= 0, move.value < 2 + memberCount else { throw illegal(.unknown, state, move: move, text: typed) }
        applyLegal(move, to: &state)
    }

    public func applyLegal(_ move: Move, to state: inout State) {
        if move.value >= 2 {
            choose(move, in: &state)
            return
        }
        let w = move.value
        let swapBefore = rules.sides?.receiversSwap.map { holds($0, state) } ?? true
        let chooseBefore = rules.sides?.receiverChosen.map { holds($0, state) } ?? true
        defer { if state.winner == nil { afterRally(&state, swapBefore: swapBefore, chooseBefore: chooseBefore) } }
        state.sides.chosenReceiver = nil
        state.moves += 1
        state.gameWonBy = nil
        let scores = w == state.server
            || rules.sideOut.map { !Evaluator.evaluate($0, in: Context(kernel: self, state: state)).asBool } ?? true
        if scores { state.points[w] += 1 }
        if scores, wonGame(by: w, state) {
            state.gameWonBy = w
            // Winning a tiebreak wins the unit of the level above it, whatever the count.
            let decidesNext = state.tiebreak
            state.tiebreak = false
            var level = 0
            while true {
                state.wins[2 * level + w] += 1
                if level == rules.levels.count - 1 {
                    state.winner = w
                    return
                }
                let mine = state.wins[2 * level + w], theirs = state.wins[2 * level + 1 - w]
                guard (level == 0 && decidesNext) || won(level: level + 1, by: w, mine, theirs, state) else { break }
                level += 1
            }
            state.points = [0, 0]
            if level >= 1 { state.finished.append([state.wins[0], state.wins[1]]) }
            for below in 0..<level {
                state.wins[2 * below] = 0
                state.wins[2 * below + 1] = 0
            }
            if level == 0, rules.levels.count > 1, let tiebreak = rules.levels[1].tiebreak {
                let at = Evaluator.evaluate(tiebreak.at, in: Context(kernel: self, state: state)).asInt
                state.tiebreak = state.wins[0] == at && state.wins[1] == at
            }
            let first: Int = switch rules.firstServe {
            case .alternate: 1 - state.firstServer
            case .winner: w
            case .loser: 1 - w
            }
            pass(to: first, in: &state)
            state.firstServer = first
            startUnit(level, in: &state)
            return
        }
        let context = Context(kernel: self, state: state)
        for rule in rules.serve {
            switch rule {
            case .every(let period, let condition):
                if let condition, !Evaluator.evaluate(condition, in: context).asBool { continue }
                let k = max(1, Evaluator.evaluate(period, in: context).asInt)
                if (state.points[0] + state.points[1]) % k == 0 { pass(to: 1 - state.server, in: &state) }
            case .rallyWinner(let condition):
                if let condition, !Evaluator.evaluate(condition, in: context).asBool { continue }
                pass(to: w, in: &state)
            }
            break
        }
    }

    /// Whether the rally just won by `player` wins the current game: by the first level's rule, or
    /// in a tiebreak by the tiebreak's.
    func wonGame(by player: Int, _ state: State) -> Bool {
        let mine = state.points[player], theirs = state.points[1 - player]
        guard state.tiebreak, rules.levels.count > 1, let tiebreak = rules.levels[1].tiebreak else {
            return won(level: 0, by: player, mine, theirs, state)
        }
        let context = Context(kernel: self, state: state)
        let target = Evaluator.evaluate(tiebreak.target, in: context).asInt
        let lead = Evaluator.evaluate(tiebreak.lead, in: context).asInt
        return mine >= target && mine - theirs >= lead
    }

    /// Whether a player with `mine` wins of the level below, against `theirs`, wins one of `level`.
    func won(level: Int, by player: Int, _ mine: Int, _ theirs: Int, _ state: State) -> Bool {
        let spec = rules.levels[level]
        let context = Context(kernel: self, state: state)
        if let cap = spec.cap, mine >= Evaluator.evaluate(cap, in: context).asInt { return true }
        let target = Evaluator.evaluate(spec.target, in: context).asInt
        let lead = Evaluator.evaluate(spec.lead, in: context).asInt
        return mine >= target && mine - theirs >= lead
    }

    /// Wins of a level (below the outermost) for each player.
    public func wins(level: Int, in state: State) -> [Int] {
        return [state.wins[2 * level], state.wins[2 * level + 1]]
    }

    struct Context: ExprContext {
        let kernel: RallyKernel
        let state: State
        var playerCount: Int { 2 }

        func scalar(_ ref: StateRef) -> Int {
            switch ref {
            case .moves: state.moves
            case .toMove: state.server
            case .levelNumber(let level): state.wins[2 * level] + state.wins[2 * level + 1] + 1
            case .tiebreak: state.tiebreak ? 1 : 0
            default: 0
            }
        }

        func quantity(_ quantity: Quantity, of player: Int) -> Int {
            guard player == 0 || player == 1 else { return 0 }
            switch quantity {
            case .points: return state.points[player]
            case .wins(let level): return state.wins[2 * level + player]
            default: return 0
            }
        }
    }

    public func parse(_ text: String, in state: State) -> Move? {
        model.playerIndex(text).map(Move.init) ?? rules.sides?.member(named: text).map { memberMove($0.side, $0.index) }
    }

    public func format(_ move: Move, in state: State) -> String {
        if model.players.indices.contains(move.value) { return model.players[move.value] }
        return member(of: move).map { members($0.side)[$0.index] } ?? String(move.value)
    }

    /// The spoken call for a point count in this state: none in a tiebreak, which counts in numbers.
    public func call(_ points: Int, in state: State) -> String? {
        RallyCall.call(points, rules, tiebreak: state.tiebreak)
    }

    /// The score as the umpire calls it (`RallyCall.spoken`).
    public func spokenScore(_ state: State) -> String {
        RallyCall.spoken(
            rules, players: model.players, points: state.points, server: state.server, tiebreak: state.tiebreak,
            gameWonBy: state.gameWonBy)
    }
}
