/// What an expression can read from a game in progress. The engine provides it.
public protocol ExprContext {
    var playerCount: Int { get }
    func scalar(_ ref: StateRef) -> Int
    func quantity(_ quantity: Quantity, of player: Int) -> Int
    /// The numbers of a kept list: the player's, for a list kept per player (else `player` is nil).
    func list(_ variable: Int, of player: Int?) -> [Int]
    /// A read of the board about cells, its arguments evaluated (`Expr.board`).
    func board(_ read: BoardRead, _ arguments: [Int]) -> Int
    /// A code game's guesses read place by place (`Expr.code`), given its arguments' values.
    func code(_ reading: CodeReading, _ arguments: [Int]) -> Int
    /// The numbers the move names, for a move that names part of a list (`Expr.chosenItems`).
    func chosenItems() -> [Int]
}

extension ExprContext {
    /// A context of a game that keeps no lists.
    public func list(_ variable: Int, of player: Int?) -> [Int] { [] }

    /// A context of a game without a board: no cell holds anything.
    public func board(_ read: BoardRead, _ arguments: [Int]) -> Int { 0 }
    /// A context of a game that has no codes.
    public func code(_ reading: CodeReading, _ arguments: [Int]) -> Int { 0 }
    /// A context of a game whose moves name no part of a list.
    public func chosenItems() -> [Int] { [] }
}

/// A value an expression produces.
public enum Value: Sendable, Hashable {
    case int(Int)
    case bool(Bool)
    case player(Int)
    case ints([Int])
    case bools([Bool])

    public var asInt: Int {
        switch self {
        case .int(let v), .player(let v): v
        case .bool(let b): b ? 1 : 0
        case .ints(let v): v.first ?? 0
        case .bools(let v): (v.first ?? false) ? 1 : 0
        }
    }

    public var asBool: Bool {
        if case .bool(let b) = self { return b }
        return asInt != 0
    }
}

/// The meaning of expressions. Arithmetic saturates instead of overflowing, and dividing by zero
/// gives 0, so no rule file can stop the program.
public enum Evaluator {
    public static func evaluate(_ expr: Expr, in context: some ExprContext) -> Value {
        switch expr {
        case .int(let v): return .int(v)
        case .bool(let b): return .bool(b)
        case .player(let p): return .player(p)
        case .state(let ref):
            let v = context.scalar(ref)
            switch ref {
            case .toMove, .mover, .next: return .player(v)
            case .tiebreak, .full, .line, .stuck, .blocked, .connected, .repeated: return .bool(v != 0)
            default: return .int(v)
            }
        case .of(let quantity, let player):
            return .int(context.quantity(quantity, of: evaluate(player, in: context).asInt))
        case .each(let quantity):
            return .ints((0..<context.playerCount).map { context.quantity(quantity, of: $0) })
        case .list(let variable, let player):
            return .ints(context.list(variable, of: player.map { evaluate($0, in: context).asInt }))
        case .unary(.negate, let e):
            return .int(negated(evaluate(e, in: context).asInt))
        case .unary(.not, let e):
            return .bool(!evaluate(e, in: context).asBool)
        case .binary(.and, let a, let b):
            return .bool(evaluate(a, in: context).asBool && evaluate(b, in: context).asBool)
        case .binary(.or, let a, let b):
            return .bool(evaluate(a, in: context).asBool || evaluate(b, in: context).asBool)
        case .binary(let op, let a, let b):
            return apply(op, evaluate(a, in: context), evaluate(b, in: context))
        case .call(let function, let arguments):
            return call(function, arguments.map { evaluate($0, in: context) })
        case .choose(let c, let a, let b):
            return evaluate(c, in: context).asBool ? evaluate(a, in: context) : evaluate(b, in: context)
        case .entry(let entries, let at):
            return .int(entry(of: entries, at: evaluate(at, in: context).asInt))
        case .board(let read, let arguments):
            return .int(context.board(read, arguments.map { evaluate($0, in: context).asInt }))
        case .code(let reading, let arguments):
            return .int(context.code(reading, arguments.map { evaluate($0, in: context).asInt }))
        case .chosenItems:
            return .ints(context.chosenItems())
        }
    }

    /// Folds an expression whose leaves are all constants to a constant; leaves others alone.
    public static func fold(_ expr: Expr) -> Expr {
        guard isConstant(expr) else { return expr }
        switch evaluate(expr, in: NoState()) {
        case .int(let v): return .int(v)
        case .bool(let b): return .bool(b)
        case .player(let p): return .player(p)
        default: return expr
        }
    }

    /// The number an expression whose leaves are all constants evaluates to (true and false as
    /// 1 and 0), or nil for an expression that reads the game.
    public static func constantValue(_ expr: Expr) -> Int? {
        guard isConstant(expr) else { return nil }
        return evaluate(expr, in: NoState()).asInt
    }

    static func isConstant(_ expr: Expr) -> Bool {
        switch expr {
        case .int, .bool, .player: true
        case .state, .of, .each, .list, .board, .code, .chosenItems: false
        case .unary(_, let e): isConstant(e)
        case .binary(_, let a, let b): isConstant(a) && isConstant(b)
        case .call(_, let arguments): arguments.allSatisfy(isConstant)
        case .choose(let c, let a, let b): isConstant(c) && isConstant(a) && isConstant(b)
        case .entry(_, let at): isConstant(at)
        }
    }

    /// A table's entry at a place counted from 1, as expressions read it: 0 outside the table.
    @inline(__always)
    public static func entry(of entries: [Int], at place: Int) -> Int {
        place >= 1 && place <= entries.count ? entries[place - 1] : 0
    }

    private struct NoState: ExprContext {
        var playerCount: Int { 0 }
        func scalar(_ ref: StateRef) -> Int { 0 }
        func quantity(_ quantity: Quantity, of player: Int) -> Int { 0 }
    }

    /// An operator applied to two numbers (true and false as 1 and 0), as
    /// expressions apply it: the one definition of each operator on numbers,
    /// whose result `evaluate` wraps in a `Value`. Inlinable, so that the
    /// engine's compiled expressions do the arithmetic in place rather than
    /// call into this module for every operator.
    @inlinable
    public static func apply(_ op: BinaryOp, _ x: Int, _ y: Int) -> Int {
        switch op {
        case .add: saturate(x.addingReportingOverflow(y), sign: y)
        case .subtract: saturate(x.subtractingReportingOverflow(y), sign: -y.signum())
        case .multiply: saturate(x.multipliedReportingOverflow(by: y), sign: x.signum() * y.signum())
        case .divide: y == 0 ? 0 : saturate(x.dividedReportingOverflow(by: y), sign: x.signum() * y.signum())
        case .remainder: y == 0 ? 0 : x.remainderReportingOverflow(dividingBy: y).partialValue
        case .equal: x == y ? 1 : 0
        case .notEqual: x != y ? 1 : 0
        case .less: x < y ? 1 : 0
        case .lessOrEqual: x <= y ? 1 : 0
        case .greater: x > y ? 1 : 0
        case .greaterOrEqual: x >= y ? 1 : 0
        case .and: x != 0 && y != 0 ? 1 : 0
        case .or: x != 0 || y != 0 ? 1 : 0
        }
    }

    /// A function applied to numbers, as expressions apply it.
    public static func apply(_ function: Function, _ arguments: [Int]) -> Int {
        call(function, arguments.map { .int($0) }).asInt
    }

    /// Negation as expressions apply it: saturating, never trapping.
    @inlinable
    public static func negated(_ x: Int) -> Int { x == Int.min ? Int.max : -x }

    private static func apply(_ op: BinaryOp, _ a: Value, _ b: Value) -> Value {
        switch (a, b) {
        case (.ints(let xs), .ints(let ys)):
            return lift(op, zip(xs, ys).map { scalar(op, .int($0), .int($1)) })
        case (.ints(let xs), _):
            return lift(op, xs.map { scalar(op, .int($0), b) })
        case (_, .ints(let ys)):
            return lift(op, ys.map { scalar(op, a, .int($0)) })
        default:
            return scalar(op, a, b)
        }
    }

    private static func lift(_ op: BinaryOp, _ values: [Value]) -> Value {
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder: .ints(values.map(\.asInt))
        default: .bools(values.map(\.asBool))
        }
    }

    private static func scalar(_ op: BinaryOp, _ a: Value, _ b: Value) -> Value {
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder: .int(apply(op, a.asInt, b.asInt))
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or:
            .bool(apply(op, a.asInt, b.asInt) != 0)
        }
    }

    @inlinable
    static func saturate(_ result: (partialValue: Int, overflow: Bool), sign: Int) -> Int {
        guard result.overflow else { return result.partialValue }
        return sign >= 0 ? Int.max : Int.min
    }

    private static func call(_ function: Function, _ arguments: [Value]) -> Value {
        var numbers: [Int] = []
        var flags: [Bool] = []
        for argument in arguments {
            switch argument {
            case .ints(let xs): numbers += xs
            case .bools(let bs): flags += bs
            case .bool(let b): flags.append(b)
            default: numbers.append(argument.asInt)
            }
        }
        switch function {
        case .min: return .int(numbers.min() ?? 0)
        case .max: return .int(numbers.max() ?? 0)
        case .sum: return .int(numbers.reduce(0) { saturate($0.addingReportingOverflow($1), sign: $1) })
        case .count: return .int(flags.filter { $0 }.count)
        case .length: return .int(numbers.count + flags.count)
        case .abs:
            let v = numbers.first ?? 0
            return .int(v == Int.min ? Int.max : Swift.abs(v))
        }
    }
}
