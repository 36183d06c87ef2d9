import RefereeModel

/// Sides of several players (`RallySides`): which player of each side serves and receives, and
/// the choices a side makes during play. A move naming a side's player (`Move(2 + k)`, `k`
/// counting the first side's players, then the second's) is such a choice.
extension RallyKernel {
    /// Who of each side plays which part; all zero in a game without sides.
    public struct SideState: Hashable, Sendable {
        /// Each side's next server, as a place in its list of players: the server, for the side
        /// serving now.
        public var nextServer = [0, 0]
        /// Each side's next server when the current unit of `order restarts every …` began.
        public var startServer = [0, 0]
        /// For `receiver alternates every point`: each side's player who receives a game's first
        /// point.
        public var firstReceiver = [0, 0]
        /// Order choices still to make (`order chosen every …`): 2 when the serving side is to
        /// name its first server, 1 when the receiving side is.
        public var choicesLeft = 0
        /// Whether the receiving side is to name who receives the next rally (`receiver chosen`).
        public var choosingReceiver = false
        /// The player the receiving side named to receive this rally.
        public var chosenReceiver: Int?
    }

    /// The side that is to name one of its players now; nil when a rally is to be played.
    func choosing(_ state: State) -> Int? {
        if state.sides.choicesLeft > 0 { return state.sides.choicesLeft == 2 ? state.server : 1 - state.server }
        return state.sides.choosingReceiver ? 1 - state.server : nil
    }

    /// A side's players; empty without sides.
    func members(_ side: Int) -> [String] { rules.sides?.members[side] ?? [] }

    var memberCount: Int { rules.sides?.members.reduce(0) { $0 + $1.count } ?? 0 }

    func memberMove(_ side: Int, _ index: Int) -> Move { Move(2 + (side == 0 ? 0 : members(0).count) + index) }

    /// The side and place of the player a move names; nil for a rally's winner.
    func member(of move: Move) -> (side: Int, index: Int)? {
        let k = move.value - 2, first = members(0).count
        guard k >= 0, k < memberCount else { return nil }
        return k < first ? (0, k) : (1, k - first)
    }

    /// The player (side, place) who serves the next rally.
    public func servingPlayer(_ state: State) -> Int { state.sides.nextServer[state.server] }

    /// The place, in the receiving side, of the player who receives the next rally.
    public func receivingPlayer(_ state: State) -> Int {
        guard let sides = rules.sides else { return 0 }
        return RallySidesView.receiver(
            sides, server: state.server, nextServer: state.sides.nextServer, firstReceiver: state.sides.firstReceiver,
            points: state.points, chosen: state.sides.chosenReceiver)
    }

    /// What the choice a side is to make is about, in words: "A names who serves first".
    public func choice(_ state: State) -> String? {
        guard state.winner == nil, let sides = rules.sides, let side = choosing(state) else { return nil }
        return RallySidesView.choice(sides, players: model.players, side: side, order: state.sides.choicesLeft > 0)
    }

    /// Why a move cannot be made now, when the reason is the sides': a rally's winner named while
    /// a side is to choose a player, or a player named when no choice is due or by the wrong side.
    func sideRefusal(_ move: Move, _ state: State, typed: String?) -> IllegalMove? {
        let text = typed ?? format(move, in: state)
        if move.value < 2 {
            guard let choice = choice(state) else { return nil }
            return IllegalMove(rule: .illegal, message: "'\(text)' is not a choice now: \(choice)")
        }
        guard let named = member(of: move) else { return nil }
        guard let side = choosing(state) else {
            return IllegalMove(
                rule: .illegal,
                message: "'\(text)' names a player of side \(model.players[named.side]); a move names the side that won the rally: \(model.players.joined(separator: " or "))")
        }
        guard named.side == side else {
            return IllegalMove(rule: .turn, message: "'\(text)' is not of side \(model.players[side]): \(choice(state) ?? "")")
        }
        return nil
    }

    /// Plays a side's choice of one of its players.
    func choose(_ move: Move, in state: inout State) {
        guard let named = member(of: move) else { return }
        state.moves += 1
        // The last move was no rally: the call is the score's, not "Game A".
        state.gameWonBy = nil
        if state.sides.choicesLeft > 0 {
            state.sides.nextServer[named.side] = named.index
            state.sides.startServer[named.side] = named.index
            state.sides.firstReceiver[named.side] = named.index
            state.sides.choicesLeft -= 1
        } else {
            state.sides.chosenReceiver = named.index
            state.sides.choosingReceiver = false
        }
    }

    /// The serve passes to `side`: when it leaves a side of several players, that side's next
    /// serve goes to the next player in its order.
    func pass(to side: Int, in state: inout State) {
        if side != state.server, let sides = rules.sides {
            let n = max(1, sides.members[state.server].count)
            state.sides.nextServer[state.server] = (state.sides.nextServer[state.server] + 1) % n
        }
        state.server = side
    }

    /// A new game begins after a unit of `level` (and those below it) was won.
    func startUnit(_ level: Int, in state: inout State) {
        guard let sides = rules.sides else { return }
        if let every = sides.restartsEvery, level >= every { state.sides.nextServer = state.sides.startServer }
        if let every = sides.chosenEvery, level >= every { state.sides.choicesLeft = 2 }
    }

    /// After a rally that does not end the contest: the receivers' change of order and the
    /// receiver's choice, each when its condition has just become true.
    func afterRally(_ state: inout State, swapBefore: Bool, chooseBefore: Bool) {
        guard let sides = rules.sides else { return }
        if let swap = sides.receiversSwap, !swapBefore, holds(swap, state) {
            let r = 1 - state.server, n = max(1, members(r).count)
            switch sides.receiving {
            case .nextServer: state.sides.nextServer[r] = (state.sides.nextServer[r] + 1) % n
            case .alternate: state.sides.firstReceiver[r] = (state.sides.firstReceiver[r] + 1) % n
            }
        }
        if let chosen = sides.receiverChosen, !chooseBefore, holds(chosen, state) { state.sides.choosingReceiver = true }
    }

    func holds(_ condition: Expr, _ state: State) -> Bool {
        Evaluator.evaluate(condition, in: Context(kernel: self, state: state)).asBool
    }
}
