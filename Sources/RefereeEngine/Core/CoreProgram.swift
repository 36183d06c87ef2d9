import RefereeModel

/// A core game's rules compiled for play: what each kind of move may do, the rules after a move,
/// the end conditions and the turn order, with every expression a closure.
///
/// A move is one number: the target cell (or, when pieces drop, the column) in bits 0-8, the origin cell plus one in bits 9-17 (0:
/// none), the chosen piece in bits 18-20 and the move rule in the bits above. A placement by the
/// first rule is its cell's number.
struct CoreProgram<Bits: BoardBits>: Sendable {
    typealias State = CoreKernel<Bits>.State

    struct Rule: Sendable {
        let action: MoveAction
        let condition: CoreEval<Bits>?
        let effects: [CompiledEffect]
        /// The kinds a placement may put down (empty: the mover's own).
        let choices: [Int]
        /// For a slide, each cell's neighbours.
        let neighbours: [[Int]]
    }

    enum CompiledEffect: Sendable {
        case set(slot: Int, player: CoreEval<Bits>?, value: CoreEval<Bits>)
        case add(slot: Int, player: CoreEval<Bits>?, amount: CoreEval<Bits>)
        case again
        case announce(Int)
    }

    enum CompiledTurns: Sendable {
        case alternate
        case fixed(Int)
        case computed(CoreEval<Bits>)
    }

    enum CompiledResult: Sendable {
        case winner(CoreEval<Bits>)
        case loser(CoreEval<Bits>)
        case draw
        case highest(slot: Int)
    }

    let tables: CoreTables<Bits>
    let rules: [Rule]
    let after: [(condition: CoreEval<Bits>?, effects: [CompiledEffect])]
    let ends: [(condition: CoreEval<Bits>, result: CompiledResult)]
    let turns: CompiledTurns
    let initialValues: [Int]
    /// Every text an `announce` effect says, indexed by `State.announced`'s bits.
    let announcements: [String]
    let playerCount: Int
    /// Each player's own kind of piece (the first kind it owns); -1 for none.
    let ownKind: [Int]
    /// Each kind's owner; -1 for a shared kind.
    let owner: [Int]
    let kinds: Int
    /// Each kind's name, as moves and pictures name it.
    let pieceNames: [String]
    /// Whether any rule may take a piece off a cell (a slide or a removal), so that a completed
    /// line may break and must be looked for afresh.
    let piecesLeaveCells: Bool
    /// Whether an end condition asks whether the next player is stuck, which costs a count of
    /// that player's moves after every move.
    let readsStuck: Bool

    init(_ game: CoreGame, model: GameModel, tables: CoreTables<Bits>) {
        self.tables = tables
        playerCount = model.players.count
        kinds = min(game.pieces.count, Limits.pieceKinds)
        pieceNames = game.pieces.map(\.name)
        owner = game.pieces.map { $0.owner ?? -1 }
        ownKind = (0..<model.players.count).map { p in game.pieces.firstIndex { $0.owner == p } ?? -1 }
        var slots: [Int] = []
        var values: [Int] = []
        for variable in game.variables {
            slots.append(values.count)
            values += Array(repeating: variable.initial, count: variable.perPlayer ? model.players.count : 1)
        }
        initialValues = values
        let compiler = CoreCompiler(
            tables: tables, slots: slots, perPlayer: game.variables.map(\.perPlayer),
            owned: (0..<model.players.count).map { p in game.pieces.indices.filter { game.pieces[$0].owner == p } },
            kinds: kinds, playerCount: model.players.count)

        var texts: [String] = []
        func effects(_ list: [Effect]) -> [CompiledEffect] {
            list.map { effect in
                switch effect {
                case .set(let v, let player, let value):
                    return .set(slot: slots[v], player: player.map(compiler.compile), value: compiler.compile(value))
                case .add(let v, let player, let amount):
                    return .add(slot: slots[v], player: player.map(compiler.compile), amount: compiler.compile(amount))
                case .again:
                    return .again
                case .announce(let text):
                    if let i = texts.firstIndex(of: text) { return .announce(i) }
                    texts.append(text)
                    return .announce(texts.count - 1)
                }
            }
        }
        rules = game.moves.map { rule in
            var choices: [Int] = []
            var neighbours: [[Int]] = []
            switch rule.action {
            case .place(let kinds, _): choices = kinds ?? []
            case .slide(let adjacency): neighbours = game.board.neighbours(adjacency)
            case .remove, .pass: break
            }
            return Rule(
                action: rule.action, condition: rule.condition.map(compiler.compile), effects: effects(rule.effects),
                choices: choices, neighbours: neighbours)
        }
        after = game.afterMove.map { (condition: $0.condition.map(compiler.compile), effects: effects($0.effects)) }
        ends = game.ends.map { end in
            let result: CompiledResult = switch end.result {
            case .winner(let e): .winner(compiler.compile(e))
            case .loser(let e): .loser(compiler.compile(e))
            case .draw: .draw
            case .highest(let v): .highest(slot: slots[v])
            }
            return (condition: compiler.compile(end.condition), result: result)
        }
        announcements = texts
        turns = switch model.turns {
        case .alternate: .alternate
        case .fixed(let p): .fixed(p)
        case .computed(let e): .computed(compiler.compile(e))
        }
        piecesLeaveCells = game.moves.contains { rule in
            switch rule.action {
            case .slide, .remove: true
            case .place, .pass: false
            }
        }
        readsStuck = game.ends.contains { $0.condition.reads(.stuck) }
    }

    // MARK: Moves as numbers

    @inline(__always)
    static func encode(rule: Int, from: Int?, to: Int, choice: Int) -> Move {
        Move(to | ((from.map { $0 + 1 } ?? 0) << 9) | (choice << 18) | (rule << 21))
    }

    @inline(__always)
    static func decode(_ move: Move) -> (rule: Int, from: Int?, to: Int, choice: Int) {
        let v = move.value
        let from = (v >> 9) & 0x1FF
        return (v >> 21, from == 0 ? nil : from - 1, v & 0x1FF, (v >> 18) & 0x7)
    }

    // MARK: Which moves are legal

    @inline(__always)
    func allowed(_ rule: Rule, _ state: State) -> Bool {
        guard let condition = rule.condition else { return true }
        return condition(state, state.toMove, nextPlayer(after: state.toMove, in: state)) != 0
    }

    /// The cells a placement may go to: empty cells or, when pieces drop, the open columns' top
    /// cells (the move names the column; the piece lands on its lowest empty cell).
    @inline(__always)
    func placeTargets(_ state: State, drop: Bool) -> Bits {
        let free = tables.allCells.subtracting(state.occupied)
        return drop ? free.intersection(tables.topRow) : free
    }

    /// Where a piece put on `target` comes to rest.
    @inline(__always)
    func landing(_ target: Int, drop: Bool, _ state: State) -> Int {
        drop ? tables.columnMasks[target].subtracting(state.occupied).highestCell : target
    }

    /// The mover's pieces, of every kind it owns.
    @inline(__always)
    func own(_ player: Int, _ state: State) -> Bits {
        var bits = Bits.empty
        for kind in 0..<kinds where owner[kind] == player { bits = bits.union(state.pieces(kind)) }
        return bits
    }

    func removable(_ whose: Whose, _ state: State) -> Bits {
        switch whose {
        case .own: own(state.toMove, state)
        case .other: state.occupied.subtracting(own(state.toMove, state))
        case .any: state.occupied
        }
    }

    /// How many moves a rule allows now.
    func count(of index: Int, _ state: State) -> Int {
        let rule = rules[index]
        guard allowed(rule, state) else { return 0 }
        switch rule.action {
        case .place(_, let drop):
            return placeTargets(state, drop: drop).count * max(rule.choices.count, 1)
        case .slide:
            var n = 0
            forEachSlide(rule, state) { _, _ in n += 1 }
            return n
        case .remove(let whose):
            return removable(whose, state).count
        case .pass:
            return 1
        }
    }

    func moveCount(_ state: State) -> Int {
        var n = 0
        for i in rules.indices { n += count(of: i, state) }
        return n
    }

    func forEachSlide(_ rule: Rule, _ state: State, _ body: (Int, Int) -> Void) {
        let mine = own(state.toMove, state)
        for from in 0..<tables.board.cellCount where mine.contains(from) {
            for to in rule.neighbours[from] where !state.occupied.contains(to) { body(from, to) }
        }
    }

    func appendMoves(of index: Int, _ state: State, into moves: inout [Move]) {
        let rule = rules[index]
        guard allowed(rule, state) else { return }
        switch rule.action {
        case .place(_, let drop):
            let targets = placeTargets(state, drop: drop)
            let choices = max(rule.choices.count, 1)
            for cell in 0..<tables.board.cellCount where targets.contains(cell) {
                for choice in 0..<choices { moves.append(Self.encode(rule: index, from: nil, to: cell, choice: choice)) }
            }
        case .slide:
            forEachSlide(rule, state) { from, to in moves.append(Self.encode(rule: index, from: from, to: to, choice: 0)) }
        case .remove(let whose):
            let cells = removable(whose, state)
            for cell in 0..<tables.board.cellCount where cells.contains(cell) {
                moves.append(Self.encode(rule: index, from: nil, to: cell, choice: 0))
            }
        case .pass:
            moves.append(Self.encode(rule: index, from: nil, to: 0, choice: 0))
        }
    }

    /// The `n`-th legal move in the order `appendMoves` lists them, without listing the others
    /// where the rule's moves are a set of cells.
    func nthMove(_ n: Int, _ state: State) -> Move? {
        var n = n
        for index in rules.indices {
            let c = count(of: index, state)
            guard n < c else {
                n -= c
                continue
            }
            let rule = rules[index]
            switch rule.action {
            case .place(_, let drop):
                let choices = max(rule.choices.count, 1)
                let cell = placeTargets(state, drop: drop).nthCell(n / choices)
                return Self.encode(rule: index, from: nil, to: cell, choice: n % choices)
            case .remove(let whose):
                return Self.encode(rule: index, from: nil, to: removable(whose, state).nthCell(n), choice: 0)
            case .slide, .pass:
                var moves: [Move] = []
                appendMoves(of: index, state, into: &moves)
                return n < moves.count ? moves[n] : nil
            }
        }
        return nil
    }

    /// Why a move may not be played now, or nil when it may.
    func refusal(of move: Move, in state: State) -> MessageKey? {
        let (index, from, to, choice) = Self.decode(move)
        guard index < rules.count else { return .unknown }
        let rule = rules[index]
        switch rule.action {
        case .place(_, let drop):
            guard to < (drop ? tables.board.width : tables.board.cellCount), from == nil, choice < max(rule.choices.count, 1)
            else { return .unknown }
            if state.occupied.contains(to) { return drop ? .full : .occupied }
        case .slide:
            guard let from, from < tables.board.cellCount, to < tables.board.cellCount else { return .unknown }
            guard own(state.toMove, state).contains(from), rule.neighbours[from].contains(to) else { return .illegal }
            if state.occupied.contains(to) { return .occupied }
        case .remove(let whose):
            guard to < tables.board.cellCount, removable(whose, state).contains(to) else { return .illegal }
        case .pass:
            break
        }
        if !allowed(rule, state) { return .illegal }
        var moves: [Move] = []
        appendMoves(of: index, state, into: &moves)
        return moves.contains(move) ? nil : .illegal
    }

    // MARK: Playing a move

    /// Plays a legal move: its action, its effects, the rules after a move, then the end
    /// conditions in order; if none holds, the next player is to move.
    func play(_ move: Move, in state: inout State) {
        let (index, from, to, choice) = Self.decode(move)
        let rule = rules[index]
        let mover = state.toMove
        state.announced = 0
        switch rule.action {
        case .place(_, let drop):
            let kind = rule.choices.isEmpty ? ownKind[mover] : rule.choices[choice]
            if kind >= 0 { put(kind, at: landing(to, drop: drop, state), in: &state) }
        case .slide:
            if let from, let kind = kind(at: from, state) {
                lift(kind, from: from, in: &state)
                put(kind, at: to, in: &state)
            }
        case .remove:
            if let kind = kind(at: to, state) { lift(kind, from: to, in: &state) }
        case .pass:
            break
        }
        state.moves += 1
        var again = run(rule.effects, in: &state, mover: mover)
        for (condition, effects) in after where condition.map({ $0(state, mover, -1) != 0 }) ?? true {
            again = run(effects, in: &state, mover: mover) || again
        }
        let next = again ? mover : nextPlayer(after: mover, in: state)
        if readsStuck {
            var turn = state
            turn.toMove = next
            state.nextStuck = moveCount(turn) == 0
        }
        for (condition, result) in ends where condition(state, mover, next) != 0 {
            state.result = decide(result, state, mover: mover, next: next)
            return
        }
        state.toMove = next
    }

    /// Runs effects; true when one of them gives the mover another move.
    private func run(_ effects: [CompiledEffect], in state: inout State, mover: Int) -> Bool {
        var again = false
        for effect in effects {
            switch effect {
            case .set(let slot, let player, let value):
                let v = value(state, mover, -1)
                if let at = target(slot, player, state, mover) { state.values[at] = v }
            case .add(let slot, let player, let amount):
                let v = amount(state, mover, -1)
                if let at = target(slot, player, state, mover) {
                    state.values[at] = Evaluator.apply(.add, state.values[at], v)
                }
            case .again:
                again = true
            case .announce(let i):
                state.announced |= 1 << UInt64(i)
            }
        }
        return again
    }

    private func target(_ slot: Int, _ player: CoreEval<Bits>?, _ state: State, _ mover: Int) -> Int? {
        guard let player else { return slot }
        let p = player(state, mover, -1)
        return p >= 0 && p < playerCount ? slot + p : nil
    }

    func decide(_ result: CompiledResult, _ state: State, mover: Int, next: Int) -> Int {
        switch result {
        case .winner(let who):
            let p = who(state, mover, next)
            return p >= 0 && p < playerCount ? p : playerCount
        case .loser(let who):
            let p = who(state, mover, next)
            return p >= 0 && p < playerCount ? (p + 1) % playerCount : playerCount
        case .draw:
            return playerCount
        case .highest(let slot):
            let values = state.values[slot..<slot + playerCount]
            guard let best = values.max() else { return playerCount }
            let leaders = values.indices.filter { values[$0] == best }
            return leaders.count == 1 ? leaders[0] - slot : playerCount
        }
    }

    @inline(__always)
    func nextPlayer(after player: Int?, in state: State) -> Int {
        switch turns {
        case .alternate: return player.map { $0 + 1 == playerCount ? 0 : $0 + 1 } ?? 0
        case .fixed(let p): return p
        case .computed(let e):
            let p = e(state, player ?? -1, -1)
            return p >= 0 && p < playerCount ? p : 0
        }
    }

    // MARK: Pieces on cells

    func kind(at cell: Int, _ state: State) -> Int? {
        (0..<kinds).first { state.pieces($0).contains(cell) }
    }

    @inline(__always)
    func put(_ kind: Int, at cell: Int, in state: inout State) {
        let mine = state.pieces(kind).inserting(cell)
        state.setPieces(kind, mine)
        state.occupied = state.occupied.inserting(cell)
        if !state.lineComplete, tables.completesLine(at: cell, mine) { state.lineComplete = true }
    }

    func lift(_ kind: Int, from cell: Int, in state: inout State) {
        let gone = Bits.empty.inserting(cell)
        state.setPieces(kind, state.pieces(kind).subtracting(gone))
        state.occupied = state.occupied.subtracting(gone)
        if state.lineComplete { state.lineComplete = anyLine(state) }
    }

    /// Whether some line holds one kind of piece in every cell, looked for afresh.
    func anyLine(_ state: State) -> Bool {
        tables.lineMasks.contains { mask in (0..<kinds).contains { state.pieces($0).covers(mask) } }
    }
}
