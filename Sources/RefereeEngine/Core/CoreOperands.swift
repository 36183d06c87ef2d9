import RefereeModel

/// An operand that a compiled operator reads in place rather than through a closure of its own:
/// a number known when the rules are compiled, a kept value, a player's kept value, or a number
/// the state or the call holds. Most operands of the rules' comparisons and arithmetic are these
/// (`score(mover) >= 10`, `roll == 2`, `frame + 1`), and reading one costs a few instructions
/// where a call into its closure costs several times as many.
struct CoreOperand: Sendable {
    enum Kind: UInt8, Sendable {
        case constant, value, moverValue, nextValue, chosenValue, chosen, mover, next, moves
    }

    let kind: Kind
    /// The number (`constant`), or where the value lives in `State.values` (player 0's for a
    /// player's value); 0 for the others.
    let number: Int
    /// How many players there are: a player's value of a player outside them reads 0.
    let playerCount: Int

    init(_ kind: Kind, _ number: Int = 0, players: Int = 0) {
        self.kind = kind
        self.number = number
        playerCount = players
    }

    /// The constant this operand is, if it is one.
    var constant: Int? { kind == .constant ? number : nil }

    @inline(__always)
    func read<Bits>(_ s: UnsafePointer<CoreKernel<Bits>.State>, _ m: Int, _ n: Int) -> Int {
        switch kind {
        case .constant: number
        case .value: s.pointee.values[number]
        case .moverValue: playerValue(s, m)
        case .nextValue: playerValue(s, n)
        case .chosenValue: playerValue(s, s.pointee.chosen)
        case .chosen: s.pointee.chosen
        case .mover: m
        case .next: n
        case .moves: s.pointee.moves
        }
    }

    @inline(__always)
    private func playerValue<Bits>(_ s: UnsafePointer<CoreKernel<Bits>.State>, _ p: Int) -> Int {
        p >= 0 && p < playerCount ? s.pointee.values[number &+ p] : 0
    }

    /// The operand as a closure of its own, for where a closure is wanted (an effect's value, a
    /// function's argument): one per kind, so that none switches over the kind when called.
    func closure<Bits>() -> CoreEval<Bits> {
        let number = number, players = playerCount
        switch kind {
        case .constant: return { _, _, _ in number }
        case .value: return { s, _, _ in s.pointee.values[number] }
        case .moverValue: return { s, m, _ in m >= 0 && m < players ? s.pointee.values[number &+ m] : 0 }
        case .nextValue: return { s, _, n in n >= 0 && n < players ? s.pointee.values[number &+ n] : 0 }
        case .chosenValue:
            return { s, _, _ in
                let p = s.pointee.chosen
                return p >= 0 && p < players ? s.pointee.values[number &+ p] : 0
            }
        case .chosen: return { s, _, _ in s.pointee.chosen }
        case .mover: return { _, m, _ in m }
        case .next: return { _, _, n in n }
        case .moves: return { s, _, _ in s.pointee.moves }
        }
    }
}

/// An operator on two numbers, as a type, so that one generic function builds its closures for
/// every operator and Swift specialises each with the operator inlined.
protocol CoreOperator {
    static func apply(_ x: Int, _ y: Int) -> Int
}

/// The operators of `BinaryOp` but `and` and `or`, which do not evaluate their second operand
/// when the first decides. Each is `Evaluator.apply`, the one definition of the operator.
enum CoreOperators {
    enum Add: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.add, x, y) } }
    enum Subtract: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.subtract, x, y) } }
    enum Multiply: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.multiply, x, y) } }
    enum Divide: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.divide, x, y) } }
    enum Remainder: CoreOperator {
        @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.remainder, x, y) }
    }
    enum Equal: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.equal, x, y) } }
    enum NotEqual: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.notEqual, x, y) } }
    enum Less: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.less, x, y) } }
    enum LessOrEqual: CoreOperator {
        @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.lessOrEqual, x, y) }
    }
    enum Greater: CoreOperator { @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.greater, x, y) } }
    enum GreaterOrEqual: CoreOperator {
        @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int { Evaluator.apply(.greaterOrEqual, x, y) }
    }
}

extension CoreCompiler {
    /// The operand `expr` is, when it is one that operators read in place.
    func operand(_ expr: Expr) -> CoreOperand? {
        if let v = Evaluator.constantValue(expr) { return CoreOperand(.constant, v) }
        if case .state(let ref) = expr { return operand(ref) }
        guard case .of(.variable(let i), let who) = expr else { return nil }
        if let p = Evaluator.constantValue(who) {
            return p >= 0 && p < playerCount ? CoreOperand(.value, slots[i] + p) : CoreOperand(.constant, 0)
        }
        guard case .state(let ref) = who, let whose = operand(ref) else { return nil }
        let kind: CoreOperand.Kind? = switch whose.kind {
        case .mover: .moverValue
        case .next: .nextValue
        case .chosen: .chosenValue
        case .constant, .value, .moverValue, .nextValue, .chosenValue, .moves: nil
        }
        return kind.map { CoreOperand($0, slots[i], players: playerCount) }
    }

    /// The operand a number the state holds is, for those operators read in place.
    private func operand(_ ref: StateRef) -> CoreOperand? {
        if case .variable(let i) = ref { return CoreOperand(.value, slots[i]) }
        let kinds: [(StateRef, CoreOperand.Kind)] = [(.chosen, .chosen), (.mover, .mover), (.next, .next), (.moves, .moves)]
        return kinds.first { $0.0 == ref }.map { CoreOperand($0.1) }
    }

    /// `a op b`, reading operands in place: a closure for each shape of operands, the commonest
    /// (a value against a constant) with the constant in the closure itself.
    func binary<Op: CoreOperator>(_: Op.Type, _ a: Expr, _ b: Expr) -> CoreEval<Bits> {
        if let marks = marks(Op.self, a, b) { return marks }
        switch (operand(a), operand(b)) {
        case (let x?, let y?):
            if let c = y.constant { return { s, m, n in Op.apply(x.read(s, m, n), c) } }
            return { s, m, n in Op.apply(x.read(s, m, n), y.read(s, m, n)) }
        case (let x?, nil):
            let y = compile(b)
            return { s, m, n in Op.apply(x.read(s, m, n), y(s, m, n)) }
        case (nil, let y?):
            let x = compile(a)
            if let c = y.constant { return { s, m, n in Op.apply(x(s, m, n), c) } }
            return { s, m, n in Op.apply(x(s, m, n), y.read(s, m, n)) }
        case (nil, nil):
            let x = compile(a), y = compile(b)
            return { s, m, n in Op.apply(x(s, m, n), y(s, m, n)) }
        }
    }
}


extension CoreCompiler {
    /// `exact` or `partial` against a number, as one closure: every code game
    /// ends on `exact == N`, read after each guess, and the operator's closure
    /// calling the reading's cost a call there.
    func marks<Op: CoreOperator>(_: Op.Type, _ a: Expr, _ b: Expr) -> CoreEval<Bits>? {
        guard let codes, let c = Evaluator.constantValue(b) else { return nil }
        if case .state(.exactMarks) = a { return { s, _, _ in Op.apply(codes.lastMarks(s).exact, c) } }
        if case .state(.partialMarks) = a { return { s, _, _ in Op.apply(codes.lastMarks(s).partial, c) } }
        return nil
    }
}

/// A comparison of two operands, or an operand taken as true when it is not 0, tested in place:
/// the commonest condition, and the commonest operand of `and`, `or`, `not` and `if`.
struct CoreComparison: Sendable {
    enum Test: UInt8, Sendable {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    }

    let test: Test
    let x: CoreOperand
    let y: CoreOperand

    @inline(__always)
    func holds<Bits>(_ s: UnsafePointer<CoreKernel<Bits>.State>, _ m: Int, _ n: Int) -> Bool {
        let a = x.read(s, m, n), b = y.read(s, m, n)
        switch test {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        }
    }
}

extension CoreCompiler {
    /// The comparison `expr` is, when it compares two operands (or negates such a comparison, or
    /// is an operand read as a truth).
    func comparison(_ expr: Expr) -> CoreComparison? {
        if let x = operand(expr) { return CoreComparison(test: .notEqual, x: x, y: CoreOperand(.constant, 0)) }
        if case .unary(.not, let e) = expr, let c = comparison(e) {
            let opposite: CoreComparison.Test = switch c.test {
            case .equal: .notEqual
            case .notEqual: .equal
            case .less: .greaterOrEqual
            case .lessOrEqual: .greater
            case .greater: .lessOrEqual
            case .greaterOrEqual: .less
            }
            return CoreComparison(test: opposite, x: c.x, y: c.y)
        }
        guard case .binary(let op, let a, let b) = expr, let x = operand(a), let y = operand(b) else { return nil }
        let test: CoreComparison.Test? = switch op {
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        case .add, .subtract, .multiply, .divide, .remainder, .and, .or: nil
        }
        return test.map { CoreComparison(test: $0, x: x, y: y) }
    }
}
