/// A game's rules specialised for play from its start: every kept value that no move can change
/// from its value at the start is read as that number, and the rules are simplified by it.
///
/// A value is taken to keep its start value when it is a single number, flag or player (not kept
/// per player, not drawn by chance), and every effect that writes it, in a rule that can run,
/// writes that same value or adds 0. The search is optimistic, as constant propagation in
/// compilers is: it first takes every such value as unchanging, then drops each that some
/// effect could change under what is still assumed, until nothing changes; what is left holds at
/// every position reachable from the start, by induction over the moves. A value that no effect
/// writes keeps the range it was drawn from at the start (`random A to B`, a code game's secret),
/// which decides comparisons with numbers outside it.
///
/// The rules are then rewritten: those values read as numbers, conditions that hold always
/// dropped, move rules and rules after a move that can never hold dropped, writes of a value's
/// own unchanging number dropped, and a computed turn order that names one player made that
/// player, who is then `mover` at every move. With one move rule left, the rules after a move
/// that always run join its effects. A game of Mastermind whose secret is drawn is never
/// `answering`: its move to answer, the test before each end rule and the turn expression go,
/// and the answer to each guess is the guess's last effect.
///
/// Positions reached by a `setup` are not from the start: only play from `initial` may use the
/// rules this gives. The result plays the same games as the rules it was made from, move for
/// move (the differential tests hold them to it); moves are numbered by rule, so a move of one is
/// not a move of the other when a rule was dropped.
extension CoreGame {
    /// The rules specialised for play from the start, or nil when nothing folds. `turns` is the
    /// game's turn order (its own, else the file's), among `players` players; `startRanges`
    /// gives, for values set when the game starts other than by `random A to B` (a code game's
    /// secrets), the range they are set in.
    public func foldedFromStart(turns: TurnRule, players: Int, startRanges: [Int: ClosedRange<Int>]) -> CoreGame? {
        var folding = StartFolding(self, startRanges: startRanges)
        folding.settle()
        let order = folding.turns(turns, players: players)
        if case .fixed(let p) = order {
            // The turn order names one player without reading who moved: every move is theirs,
            // and knowing it may rule out more rules, so the search starts again.
            folding = StartFolding(self, startRanges: startRanges, mover: p)
            folding.settle()
        }
        guard !folding.known.isEmpty || !folding.ranges.isEmpty || folding.mover != nil else { return nil }
        var folded = self
        folded.moves = moves.compactMap { rule in
            var rule = rule
            rule.condition = folding.condition(rule.condition)
            if rule.condition == .bool(false) { return nil }
            rule.effects = folding.effects(rule.effects)
            return rule
        }
        folded.afterMove = afterMove.compactMap { rule in
            let condition = folding.condition(rule.condition)
            if condition == .bool(false) { return nil }
            return AfterMoveRule(condition: condition, effects: folding.effects(rule.effects))
        }
        folded.ends = ends.map { EndRule(condition: folding.fold($0.condition), result: $0.result) }
        folded.turns = order
        // With one move rule whose effects run at once, the rules after a move that always run,
        // up to the first with a condition, run right after that rule's effects: they become its
        // last effects, and play makes one pass over them.
        if folded.moves.count == 1, !folded.moves[0].sealed {
            while let first = folded.afterMove.first, first.condition == nil {
                folded.moves[0].effects += first.effects
                folded.afterMove.removeFirst()
            }
        }
        return folded == self ? nil : folded
    }
}

/// The search `CoreGame.foldedFromStart` makes, and the rewriting by what it found.
struct StartFolding {
    let game: CoreGame
    /// The values taken as never changing, with their start value.
    private(set) var known: [Int: Int] = [:]
    /// The values no effect writes that start in a known range.
    private(set) var ranges: [Int: ClosedRange<Int>] = [:]
    /// The player who makes every move, when the turn order names one.
    let mover: Int?

    init(_ game: CoreGame, startRanges: [Int: ClosedRange<Int>], mover: Int? = nil) {
        self.game = game
        self.mover = mover
        for (i, variable) in game.variables.enumerated() where !variable.perPlayer {
            if let range = startRanges[i] ?? variable.drawn {
                // A range of one number is that number.
                if range.count == 1 { known[i] = range.lowerBound } else { ranges[i] = range }
                continue
            }
            switch variable.type {
            case .number, .flag, .player: known[i] = variable.initial
            case .list: break
            }
        }
    }

    /// Drops each value some effect that can run could change, until none is dropped.
    mutating func settle() {
        while true {
            var changed: Set<Int> = []
            let running = game.moves.filter { condition($0.condition) != .bool(false) }.flatMap(\.effects)
                + game.afterMove.filter { condition($0.condition) != .bool(false) }.flatMap(\.effects)
            for effect in running {
                switch effect {
                case .set(let v, let player, let value):
                    if player != nil || known[v].map({ Evaluator.constantValue(fold(value)) != $0 }) ?? true { changed.insert(v) }
                case .add(let v, let player, let amount):
                    if player != nil || Evaluator.constantValue(fold(amount)) != 0 { changed.insert(v) }
                case .roll(let v, _, _, _, _), .removeItems(let v, _, _), .draw(let v, _, _), .append(let v, _, _):
                    changed.insert(v)
                case .again, .announce, .answer, .removeAt, .placeAt, .moveAt, .reveal:
                    break
                }
            }
            let dropped = changed.filter { known[$0] != nil || ranges[$0] != nil }
            guard !dropped.isEmpty else { return }
            for v in dropped {
                known[v] = nil
                ranges[v] = nil
            }
        }
    }

    /// A rule's condition folded: nil when it always holds, `false` when it never does.
    func condition(_ condition: Expr?) -> Expr? {
        guard let condition else { return nil }
        let folded = fold(condition)
        guard let k = Evaluator.constantValue(folded) else { return folded }
        return k != 0 ? nil : .bool(false)
    }

    /// Effects with their values folded, less the writes of a value's own unchanging number.
    func effects(_ effects: [Effect]) -> [Effect] {
        effects.compactMap { effect in
            switch effect {
            case .set(let v, nil, _) where known[v] != nil: nil
            case .add(let v, nil, _) where known[v] != nil: nil
            case .set(let v, let player, let value): .set(variable: v, player: player.map(fold), value: fold(value))
            case .add(let v, let player, let amount): .add(variable: v, player: player.map(fold), amount: fold(amount))
            case .append(let v, let player, let value): .append(variable: v, player: player.map(fold), value: fold(value))
            case .roll, .removeItems, .draw, .again, .announce, .answer, .removeAt, .placeAt, .moveAt, .reveal: effect
            }
        }
    }

    /// A computed turn order that always names one player, as that player.
    func turns(_ turns: TurnRule, players: Int) -> TurnRule {
        guard case .computed(let e) = turns else { return turns }
        let folded = fold(e)
        guard let p = Evaluator.constantValue(folded) else { return .computed(folded) }
        // As play reads a computed turn: a number that is no player's is the first player.
        return .fixed(p >= 0 && p < players ? p : 0)
    }

    /// `e` with the unchanging values read as their numbers, and what that decides worked out.
    func fold(_ e: Expr) -> Expr {
        switch e {
        case .state(.variable(let i)):
            return known[i].map { .int($0) } ?? e
        case .state(.mover):
            return mover.map { .player($0) } ?? e
        case .unary(let op, let a):
            return constant(.unary(op, fold(a)))
        case .binary(let op, let a, let b):
            let (x, y) = (fold(a), fold(b))
            if op == .and || op == .or, let k = Evaluator.constantValue(x) ?? Evaluator.constantValue(y) {
                let other = Evaluator.constantValue(x) == nil ? x : y
                let decides = (k != 0) == (op == .or)
                if decides { return .bool(op == .or) }
                return constant(isTruth(other) ? other : .binary(.notEqual, other, .int(0)))
            }
            if let decided = rangeDecides(op, x, y) { return .bool(decided) }
            return constant(.binary(op, x, y))
        case .choose(let c, let a, let b):
            let test = fold(c)
            if let k = Evaluator.constantValue(test) { return fold(k != 0 ? a : b) }
            return .choose(test, fold(a), fold(b))
        case .int, .bool, .player, .state, .of, .each, .list, .call, .entry, .board, .code, .chosenItems:
            return e.rewritten({ ref in
                if case .variable(let i) = ref, let k = known[i] { return .int(k) }
                if case .mover = ref, let p = mover { return .player(p) }
                return nil
            }, { _ in nil })
        }
    }

    /// `e` as its number when it reads nothing of the game.
    private func constant(_ e: Expr) -> Expr {
        Evaluator.constantValue(e).map { .int($0) } ?? e
    }

    /// Whether `e` is always 0 or 1, so that `true and e` is `e` itself.
    private func isTruth(_ e: Expr) -> Bool {
        switch e {
        case .bool: true
        case .unary(.not, _): true
        case .binary(let op, _, _):
            switch op {
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or: true
            case .add, .subtract, .multiply, .divide, .remainder: false
            }
        case .int, .player, .state, .of, .each, .list, .unary, .call, .choose, .entry, .board, .code, .chosenItems: false
        }
    }

    /// Whether `x op y` is decided by the range a value read on one side starts in and keeps,
    /// the other side a number outside it; nil when it is not.
    private func rangeDecides(_ op: BinaryOp, _ x: Expr, _ y: Expr) -> Bool? {
        for (value, other) in [(x, y), (y, x)] {
            guard case .state(.variable(let i)) = value, let range = ranges[i],
                  let k = Evaluator.constantValue(other), !range.contains(k)
            else { continue }
            switch op {
            case .equal: return false
            case .notEqual: return true
            case .less, .lessOrEqual, .greater, .greaterOrEqual, .add, .subtract, .multiply, .divide, .remainder, .and, .or:
                return nil
            }
        }
        return nil
    }
}
