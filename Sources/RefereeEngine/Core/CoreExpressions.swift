import RefereeModel

/// A compiled expression: reads a state, with the player who moves (or just moved) and the one who
/// moves next, and gives a number (true and false as 1 and 0, a player as its index). The state
/// is lent by address: a closure of a generic type that took it by value would be called through
/// a thunk that copies the whole state (and retains its arrays) on every call.
typealias CoreEval<Bits: BoardBits> = @Sendable (UnsafePointer<CoreKernel<Bits>.State>, _ mover: Int, _ next: Int) -> Int

/// A per-player quantity of a state lent by address, as a function of the player.
typealias CoreReader<Bits: BoardBits> = @Sendable (UnsafePointer<CoreKernel<Bits>.State>, _ player: Int) -> Int

/// Runs a compiled expression on a state, lending it by address.
@inline(__always)
func evaluate<Bits>(_ e: CoreEval<Bits>, _ state: borrowing CoreKernel<Bits>.State, _ mover: Int, _ next: Int) -> Int {
    withUnsafePointer(to: state) { e($0, mover, next) }
}

/// Runs a compiled expression on a state that play holds, lending it by address without a copy.
@inline(__always)
func evaluate<Bits>(_ e: CoreEval<Bits>, _ state: inout CoreKernel<Bits>.State, _ mover: Int, _ next: Int) -> Int {
    withUnsafePointer(to: &state) { e($0, mover, next) }
}

/// Compiles expressions of a core game to closures, once, so that play never walks an
/// expression tree. Arithmetic is the shared `Evaluator`'s: saturating, never trapping.
struct CoreCompiler<Bits: BoardBits>: Sendable {
    let tables: CoreTables<Bits>
    let boardRules: CoreBoardRules<Bits>
    /// For each variable, where its value (or player 0's) lives in `State.values`.
    let slots: [Int]
    /// A code game's codes, which `exact`, `partial` and the secret's answer read.
    let codes: CoreCodes?
    /// What each set of pins is worth, which `chosen worth` reads.
    let pinWorth: [Int]
    /// The piece kinds each player owns, as a list of kind indices.
    let owned: [[Int]]
    /// Each kind's owner, -1 for a shared kind.
    let kindOwner: [Int]
    let playerCount: Int

    func compile(_ expr: Expr) -> CoreEval<Bits> {
        if let operand = operand(expr) { return operand.closure() }
        switch expr {
        case .int(let v), .player(let v):
            return { _, _, _ in v }
        case .bool(let b):
            let v = b ? 1 : 0
            return { _, _, _ in v }
        case .state(let ref):
            return scalar(ref)
        case .of(let quantity, let player):
            let who = compile(player)
            let read = reader(for: quantity)
            return { s, m, n in read(s, who(s, m, n)) }
        case .each, .list, .chosenItems:
            return list(expr)
        case .unary(.negate, let e):
            let inner = compile(e)
            return { s, m, n in Evaluator.negated(inner(s, m, n)) }
        case .unary(.not, let e):
            if let c = comparison(expr) { return { s, m, n in c.holds(s, m, n) ? 1 : 0 } }
            let inner = compile(e)
            return { s, m, n in inner(s, m, n) == 0 ? 1 : 0 }
        case .binary(let op, let a, let b):
            if containsList(a) || containsList(b) { return list(expr) }
            switch op {
            case .and, .or: return logical(op == .and, a, b)
            case .equal: return binary(CoreOperators.Equal.self, a, b)
            case .notEqual: return binary(CoreOperators.NotEqual.self, a, b)
            case .less: return binary(CoreOperators.Less.self, a, b)
            case .lessOrEqual: return binary(CoreOperators.LessOrEqual.self, a, b)
            case .greater: return binary(CoreOperators.Greater.self, a, b)
            case .greaterOrEqual: return binary(CoreOperators.GreaterOrEqual.self, a, b)
            case .add: return binary(CoreOperators.Add.self, a, b)
            case .subtract: return binary(CoreOperators.Subtract.self, a, b)
            case .multiply: return binary(CoreOperators.Multiply.self, a, b)
            case .divide: return binary(CoreOperators.Divide.self, a, b)
            case .remainder: return binary(CoreOperators.Remainder.self, a, b)
            }
        case .call(let function, let arguments):
            if let folded = foldedOverLists(function, arguments) { return folded }
            if arguments.contains(where: containsList) { return list(expr) }
            if function == .sum, let picked = selection(arguments) { return picked }
            let compiled = arguments.map { Compiled(eval: compile($0)) }
            guard let first = compiled.first else {
                let v = Evaluator.apply(function, [])
                return { _, _, _ in v }
            }
            let rest = Array(compiled.dropFirst())
            // Folded argument by argument, without an array of their values.
            switch function {
            case .count: return { s, m, n in compiled.reduce(0) { $0 + ($1.eval(s, m, n) != 0 ? 1 : 0) } }
            case .min: return { s, m, n in rest.reduce(first.eval(s, m, n)) { Swift.min($0, $1.eval(s, m, n)) } }
            case .max: return { s, m, n in rest.reduce(first.eval(s, m, n)) { Swift.max($0, $1.eval(s, m, n)) } }
            case .sum: return { s, m, n in rest.reduce(first.eval(s, m, n)) { Evaluator.apply(.add, $0, $1.eval(s, m, n)) } }
            case .abs:
                return { s, m, n in
                    let v = first.eval(s, m, n)
                    return v < 0 ? Evaluator.negated(v) : v
                }
            case .length:
                // The checker gives it a list only, which `list` evaluates above.
                let v = Evaluator.apply(function, [])
                return { _, _, _ in v }
            }
        case .choose(let c, let a, let b):
            if let known = Evaluator.constantValue(c) { return compile(known != 0 ? a : b) }
            if let test = comparison(c) {
                if let x = operand(a), let y = operand(b) { return { s, m, n in test.holds(s, m, n) ? x.read(s, m, n) : y.read(s, m, n) } }
                let x = compile(a), y = compile(b)
                return { s, m, n in test.holds(s, m, n) ? x(s, m, n) : y(s, m, n) }
            }
            let test = compile(c), x = compile(a), y = compile(b)
            return { s, m, n in test(s, m, n) != 0 ? x(s, m, n) : y(s, m, n) }
        case .entry(let entries, let at):
            let place = compile(at)
            return { s, m, n in Evaluator.entry(of: entries, at: place(s, m, n)) }
        case .board(let read, let arguments):
            if arguments.contains(where: containsList) { return list(expr) }
            return boardRead(read, arguments)
        case .code(let reading, let arguments):
            return codeReading(reading, arguments)
        }
    }

    /// `a and b` (`both`) or `a or b`, the second operand evaluated only when the first does not
    /// decide; with one operand a constant, the other alone or the constant.
    private func logical(_ both: Bool, _ a: Expr, _ b: Expr) -> CoreEval<Bits> {
        for (known, other) in [(a, b), (b, a)] {
            guard let k = Evaluator.constantValue(known) else { continue }
            if (k != 0) != both { return { _, _, _ in both ? 0 : 1 } }
            let x = compile(other)
            return { s, m, n in x(s, m, n) != 0 ? 1 : 0 }
        }
        switch (comparison(a), comparison(b)) {
        case (let p?, let q?):
            if both { return { s, m, n in p.holds(s, m, n) && q.holds(s, m, n) ? 1 : 0 } }
            return { s, m, n in p.holds(s, m, n) || q.holds(s, m, n) ? 1 : 0 }
        case (let p?, nil):
            let y = compile(b)
            if both { return { s, m, n in p.holds(s, m, n) && y(s, m, n) != 0 ? 1 : 0 } }
            return { s, m, n in p.holds(s, m, n) || y(s, m, n) != 0 ? 1 : 0 }
        case (nil, let q?):
            let x = compile(a)
            if both { return { s, m, n in x(s, m, n) != 0 && q.holds(s, m, n) ? 1 : 0 } }
            return { s, m, n in x(s, m, n) != 0 || q.holds(s, m, n) ? 1 : 0 }
        case (nil, nil):
            break
        }
        let x = compile(a), y = compile(b)
        if both { return { s, m, n in x(s, m, n) != 0 && y(s, m, n) != 0 ? 1 : 0 } }
        return { s, m, n in x(s, m, n) != 0 || y(s, m, n) != 0 ? 1 : 0 }
    }

    /// A guess read place by place; 0 in a game without codes, which the checker keeps from
    /// reading one.
    private func codeReading(_ reading: CodeReading, _ arguments: [Expr]) -> CoreEval<Bits> {
        guard let codes, arguments.count == reading.arity else { return { _, _, _ in 0 } }
        let first = compile(arguments[0])
        switch reading {
        case .chosenSymbol:
            return { s, m, n in codes.symbol(of: s.pointee.chosen, at: first(s, m, n)) }
        case .guessedSymbol:
            let place = compile(arguments[1])
            return { s, m, n in codes.guessedSymbol(s, guess: first(s, m, n), at: place(s, m, n)) }
        case .mark:
            let place = compile(arguments[1])
            return { s, m, n in codes.mark(s, guess: first(s, m, n), at: place(s, m, n)) }
        }
    }

    /// An expression that may be absent, compiled. Not through `Optional.map`: a closure that
    /// passes through a generic function comes back behind thunks that run on every call.
    func compile(_ expr: Expr?) -> CoreEval<Bits>? {
        guard let expr else { return nil }
        return compile(expr)
    }

    /// A compiled expression kept in an array: a closure held in a struct keeps its own calling
    /// convention, where one that is itself an array's element is stored in the most general one.
    struct Compiled: Sendable {
        let eval: CoreEval<Bits>
    }

    /// A scalar the state holds.
    private func scalar(_ ref: StateRef) -> CoreEval<Bits> {
        let tables = tables
        switch ref {
        case .moves: return { s, _, _ in s.pointee.moves }
        case .toMove: return { s, _, _ in s.pointee.toMove }
        case .mover: return { _, m, _ in m }
        case .next: return { _, _, n in n }
        case .full:
            let cells = tables.board.cellCount
            return { s, _, _ in s.pointee.filled == cells ? 1 : 0 }
        case .line: return { s, _, _ in s.pointee.lineComplete ? 1 : 0 }
        case .stuck: return { s, _, _ in s.pointee.nextStuck ? 1 : 0 }
        case .chosen: return { s, _, _ in s.pointee.chosen }
        case .blocked: return { s, _, _ in s.pointee.blocked ? 1 : 0 }
        case .connected: return connected()
        case .formed: return formed()
        case .pattern(let i): return patternCount(i)
        case .variable(let i):
            let slot = slots[i]
            return { s, _, _ in s.pointee.values[slot] }
        case .chosenWorth:
            let worth = pinWorth
            return { s, _, _ in
                let chosen = s.pointee.chosen
                return chosen >= 0 && chosen < worth.count ? worth[chosen] : 0
            }
        case .chosenCount: return { s, _, _ in s.pointee.chosen >= 0 ? s.pointee.chosen.nonzeroBitCount : 0 }
        case .exactMarks: return codeRead(.exact)
        case .partialMarks: return codeRead(.partial)
        case .secretsFound: return codeRead(.found)
        case .answer: return codeRead(.answer)
        case .fits: return codeRead(.fits)
        case .moveTo, .moveFrom, .moveOver, .lastTo, .lastFrom: return moveCell(ref)
        case .liberties: return liberties()
        case .repeated: return { s, _, _ in s.pointee.repeated ? 1 : 0 }
        case .levelNumber, .frame, .roll, .standing, .guessesMade, .tiebreak:
            // The checker lets a core game read only what it keeps.
            return { _, _, _ in 0 }
        }
    }

    /// A value a code game reads of its codes (0 in a game without them, which the checker
    /// keeps from reading it), lent the state by address: a closure given it by value copies it.
    /// Each reading is a closure of its own, not one closure calling another that reads: the
    /// call between them cost about 3% of a Mastermind guess.
    private func codeRead(_ value: CodeValue) -> CoreEval<Bits> {
        guard let codes else { return { _, _, _ in 0 } }
        switch value {
        case .exact: return { s, _, _ in codes.lastMarks(s).exact }
        case .partial: return { s, _, _ in codes.lastMarks(s).partial }
        case .found: return { s, _, _ in codes.found(s) }
        case .answer: return { s, _, _ in codes.answer(s) }
        case .fits: return { s, _, _ in codes.fits(s) ? 1 : 0 }
        }
    }

    /// What `codeRead` reads: `exact`, `partial`, `solved`, the secret's answer to the last
    /// guess, `fits`.
    private enum CodeValue {
        case exact, partial, found, answer, fits
    }

    /// A per-player quantity, as a function of the player.
    func reader(for quantity: Quantity) -> CoreReader<Bits> {
        let owned = owned, playerCount = playerCount, tables = tables
        switch quantity {
        case .marks:
            return { s, p in
                guard p >= 0, p < playerCount else { return 0 }
                return owned[p].reduce(0) { $0 + s.pointee.pieces($1).count }
            }
        case .variable(let i):
            let slot = slots[i]
            return { s, p in p >= 0 && p < playerCount ? s.pointee.values[slot + p] : 0 }
        case .lines:
            return { s, p in
                guard p >= 0, p < playerCount else { return 0 }
                var n = 0
                for i in tables.lineMasks.indices where owned[p].contains(where: { tables.holdsLine(i, s.pointee.pieces($0)) }) {
                    n += 1
                }
                return n
            }
        case .area:
            return area()
        case .points, .wins, .score:
            return { _, _ in 0 }
        }
    }

    /// An expression over lists (`max(score)`, `score >= 10`): evaluated by the shared
    /// `Evaluator` through a context, as such expressions are rare and never in a family's rules.
    private func list(_ expr: Expr) -> CoreEval<Bits> {
        let compiler = self
        return { s, m, n in Evaluator.evaluate(expr, in: CoreContext(compiler: compiler, state: s, mover: m, next: n)).asInt }
    }

    /// The numbers of an expression that gives a list, or its one number (`remove X from L`).
    func numbers(_ expr: Expr) -> @Sendable (UnsafePointer<CoreKernel<Bits>.State>, Int, Int) -> [Int] {
        let compiler = self
        return { s, m, n in
            switch Evaluator.evaluate(expr, in: CoreContext(compiler: compiler, state: s, mover: m, next: n)) {
            case .ints(let numbers): numbers
            case .int(let v), .player(let v): [v]
            case .bool(let b): [b ? 1 : 0]
            case .bools(let flags): flags.map { $0 ? 1 : 0 }
            }
        }
    }

    /// Whether an expression needs the `Evaluator`'s lists (a call folded over them does not).
    func containsList(_ expr: Expr) -> Bool {
        switch expr {
        case .each, .list, .chosenItems: true
        case .int, .bool, .player, .state: false
        case .of(_, let e), .unary(_, let e), .entry(_, let e): containsList(e)
        case .code(_, let arguments): arguments.contains(where: containsList)
        case .binary(_, let a, let b): containsList(a) || containsList(b)
        case .call(let function, let arguments): !foldsOverLists(function, arguments) && arguments.contains(where: containsList)
        case .board(_, let arguments): arguments.contains(where: containsList)
        case .choose(let c, let a, let b): containsList(c) || containsList(a) || containsList(b)
        }
    }

    struct CoreContext: ExprContext {
        let compiler: CoreCompiler
        /// Lent for the call that evaluates the expression, and used only during it.
        let state: UnsafePointer<CoreKernel<Bits>.State>
        let mover: Int
        let next: Int
        var playerCount: Int { compiler.playerCount }
        func scalar(_ ref: StateRef) -> Int { compiler.scalar(ref)(state, mover, next) }
        func quantity(_ quantity: Quantity, of player: Int) -> Int { compiler.reader(for: quantity)(state, player) }
        func list(_ variable: Int, of player: Int?) -> [Int] {
            Array(CoreCompiler.keptList(state, variable, of: player, slots: compiler.slots, playerCount: compiler.playerCount))
        }
        func board(_ read: BoardRead, _ arguments: [Int]) -> Int {
            compiler.boardRead(read, arguments.map { Expr.int($0) })(state, mover, next)
        }

        func code(_ reading: CodeReading, _ arguments: [Int]) -> Int {
            compiler.codeReading(reading, arguments.map { Expr.int($0) })(state, mover, next)
        }

        func chosenItems() -> [Int] { CoreProgram<Bits>.partItems(state.pointee.chosen) }
    }
}

