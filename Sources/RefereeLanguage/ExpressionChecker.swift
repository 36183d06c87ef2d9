import RefereeModel

/// The type of an expression's value.
public enum ValueType: String, Sendable, Hashable {
    case int = "a number"
    case bool = "true or false"
    case player = "a player"
    case ints = "a list of numbers"
    case bools = "a list of true-or-false values"
    /// A cell of the board, or no cell (`none`).
    case cell = "a cell"
    /// What a cell holds: a kind of piece, or `empty`.
    case piece = "what a cell holds"
}

/// Where an expression stands decides what it may read: a board's size must be known before play,
/// while a serve rule reads the score as it is now.
struct ExpressionScope {
    var constantsOnly: Bool
    /// Names of scalars read from the state, with their meaning and type.
    var scalars: [String: (StateRef, ValueType)] = [:]
    /// Names of per-player quantities, usable as `name(P)` or as a list `name`.
    var quantities: [String: Quantity] = [:]
    /// Names that mean something elsewhere but cannot be read here, with the reason.
    var unavailable: [String: String] = [:]
    /// Names of the lists the game keeps: `said` once, `card(P)` for each player.
    var lists: [String: (variable: Int, perPlayer: Bool)] = [:]
    /// The board's cells, pieces and regions, in a game with a board's core rules.
    var cells: CellScope?
    /// In a code game, how its guesses are read place by place (`guess`, `mark`); nil elsewhere.
    var codePlaces: CodePlaces?
}

/// What a code game's rules may read of its guesses place by place.
struct CodePlaces {
    /// Whether every place of a guess gets a mark of its own (`feedback by position`), which
    /// `mark(g, i)` reads.
    var marksByPlace: Bool
    /// How many secrets each guess is answered against (`secrets N`); `mark`, `exact`,
    /// `partial` and `fits` read the answer for one.
    var secrets = 1
    /// Whether the code `chosen` names may be read here (not in a move's own condition, which
    /// comes before the move names anything), which `guess(i)` reads.
    var readsChosen = true
}

/// Resolves names, checks types and folds constants in expressions.
struct ExpressionChecker {
    var options: [String: (value: Int, type: ValueType)]
    var players: [String]
    var diagnostics: [Diagnostic] = []
    /// Options some expression read, for the unused-option warning.
    var usedOptions: Set<String> = []
    /// Names whose declaration was refused with an error of its own: reading one fails without
    /// another.
    var unreadable: Set<String> = []

    struct Failure: Error {}

    /// Checks an expression that must be known before the game starts and returns its value.
    mutating func constant(_ syntax: ExprSyntax, as type: ValueType, what: String) -> Int? {
        let scope = ExpressionScope(constantsOnly: true)
        guard let (expr, found) = try? check(syntax, scope) else { return nil }
        guard found == type else {
            diagnostics.append(.error("\(what) must be \(type.rawValue), not \(found.rawValue)", at: syntax.span))
            return nil
        }
        switch expr {
        case .int(let v): return v
        case .bool(let b): return b ? 1 : 0
        case .player(let p): return p
        default:
            diagnostics.append(.error("\(what) must be known before the game starts", at: syntax.span))
            return nil
        }
    }

    /// Checks an expression evaluated during play.
    mutating func runtime(_ syntax: ExprSyntax, as type: ValueType, scope: ExpressionScope, what: String) -> Expr? {
        guard let (expr, found) = try? check(syntax, scope) else { return nil }
        guard found == type else {
            let help = found == .ints && type == .int ? "a list gives a number through 'sum', 'min', 'max' or 'length'"
                : found == .bools && type == .bool ? "a list of conditions gives a number through 'count', as in 'count(points >= 10) > 0'"
                : nil
            diagnostics.append(.error("\(what) must be \(type.rawValue), not \(found.rawValue)", at: syntax.span, help: help))
            return nil
        }
        return expr
    }

    /// A runtime expression of whatever type it has.
    mutating func runtimeOfAnyType(_ syntax: ExprSyntax, scope: ExpressionScope) -> (Expr, ValueType)? {
        try? check(syntax, scope)
    }

    mutating func fail(_ message: String, at span: Span, help: String? = nil) -> Failure {
        diagnostics.append(.error(message, at: span, help: help))
        return Failure()
    }

    mutating func check(_ syntax: ExprSyntax, _ scope: ExpressionScope) throws -> (Expr, ValueType) {
        switch syntax {
        case .integer(let value, _):
            return (.int(value), .int)
        case .name(let name):
            return try resolve(name, scope)
        case .call(let callee, let arguments, let span):
            return try call(callee, arguments, span, scope)
        case .unary(let op, let operand, _):
            let (inner, type) = try check(operand, scope)
            if op.text == "-" {
                guard type == .int else { throw fail("'-' needs a number, not \(type.rawValue)", at: operand.span) }
                return (Evaluator.fold(.unary(.negate, inner)), .int)
            }
            guard type == .bool else { throw fail("'not' needs true or false, not \(type.rawValue)", at: operand.span) }
            return (Evaluator.fold(.unary(.not, inner)), .bool)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, scope)
        case .ifThenElse(let condition, let whenTrue, let whenFalse, _):
            let (c, ct) = try check(condition, scope)
            guard ct == .bool else { throw fail("the condition after 'if' must be true or false, not \(ct.rawValue)", at: condition.span) }
            let (a, at) = try check(whenTrue, scope)
            let (b, bt) = try check(whenFalse, scope)
            guard at == bt else {
                throw fail("'then' gives \(at.rawValue) but 'else' gives \(bt.rawValue)", at: whenFalse.span)
            }
            if case .bool(let v) = c { return (v ? a : b, at) }
            return (.choose(c, a, b), at)
        case .entry(let table, let entries, let place, _):
            let (index, type) = try check(place, scope)
            guard type == .int else {
                throw fail("a place in '\(table.text)' is a number, not \(type.rawValue)", at: place.span)
            }
            return (Evaluator.fold(.entry(of: entries, at: index)), .int)
        case .forEach(_, _, let span):
            throw fail("'for each' gives several values, so it stands among a call's arguments", at: span)
        }
    }

    private mutating func resolve(_ name: Name, _ scope: ExpressionScope) throws -> (Expr, ValueType) {
        switch name.text {
        case "true": return (.bool(true), .bool)
        case "false": return (.bool(false), .bool)
        default: break
        }
        if let option = options[name.text] {
            usedOptions.insert(name.text)
            return (option.type == .bool ? .bool(option.value != 0) : option.type == .player ? .player(option.value) : .int(option.value), option.type)
        }
        if let index = players.firstIndex(of: name.text) { return (.player(index), .player) }
        if let (ref, type) = scope.scalars[name.text] {
            if scope.constantsOnly { throw changesDuringPlay(name) }
            // A move that names part of a list names a list of numbers (`move some of L`).
            if ref == .chosen, type == .ints { return (.chosenItems, .ints) }
            return (.state(ref), type)
        }
        if let cells = scope.cells, let found = try cellName(name, cells) { return found }
        if let quantity = scope.quantities[name.text] {
            if scope.constantsOnly { throw changesDuringPlay(name) }
            return (.each(quantity), .ints)
        }
        if let list = scope.lists[name.text] {
            guard !list.perPlayer else {
                throw fail("'\(name.text)' is a list kept for each player: say whose", at: name.span,
                           help: "write '\(name.text)(mover)' or another player")
            }
            return (.list(variable: list.variable, player: nil), .ints)
        }
        if scope.constantsOnly, Checker.stateNames.contains(name.text) { throw changesDuringPlay(name) }
        if let why = scope.unavailable[name.text] { throw fail(why, at: name.span) }
        if unreadable.contains(name.text) { throw Failure() }
        let known = Array(options.keys) + players + Array(scope.scalars.keys) + Array(scope.quantities.keys) + Array(scope.lists.keys)
            + ["true", "false"]
        diagnostics.append(.error(
            "unknown name '\(name.text)'", at: name.span, help: Suggestion.didYouMean(name.text, among: known)
        ).following(.undeclared(name.text)))
        throw Failure()
    }

    mutating func changesDuringPlay(_ name: Name) -> Failure {
        fail("'\(name.text)' changes during play, but this value must be known before the game starts", at: name.span)
    }

    private mutating func call(_ callee: Name, _ arguments: [ExprSyntax], _ span: Span, _ scope: ExpressionScope) throws -> (Expr, ValueType) {
        if let quantity = scope.quantities[callee.text] {
            if scope.constantsOnly { throw changesDuringPlay(callee) }
            guard arguments.count == 1 else { throw fail("'\(callee.text)(…)' takes one player", at: span) }
            let (player, type) = try check(arguments[0], scope)
            guard type == .player else { throw fail("'\(callee.text)(…)' takes a player, not \(type.rawValue)", at: arguments[0].span) }
            return (.of(quantity, player), .int)
        }
        if let list = scope.lists[callee.text] {
            guard list.perPlayer else {
                throw fail("'\(callee.text)' is a list kept once, not for each player", at: span, help: "write '\(callee.text)' alone")
            }
            guard arguments.count == 1 else { throw fail("'\(callee.text)(…)' takes one player", at: span) }
            let (player, type) = try check(arguments[0], scope)
            guard type == .player else { throw fail("'\(callee.text)(…)' takes a player, not \(type.rawValue)", at: arguments[0].span) }
            return (.list(variable: list.variable, player: player), .ints)
        }
        if let cells = scope.cells, let found = try cellCall(callee, arguments, span, scope, cells) { return found }
        if let reading = Self.codeReading(callee.text) {
            return try code(reading, callee, arguments, span, scope)
        }
        guard let function = Function(rawValue: callee.text) else {
            let known = Function.allCases.map(\.rawValue) + (scope.codePlaces == nil ? [] : ["guess", "mark"]) + Array(scope.quantities.keys) + scope.lists.filter(\.value.perPlayer).map(\.key)
            throw fail("unknown function '\(callee.text)'", at: callee.span, help: Suggestion.didYouMean(callee.text, among: known))
        }
        guard !arguments.isEmpty else { throw fail("'\(callee.text)' needs at least one argument", at: span) }
        if function == .count, arguments.count == 1, case .binary(let op, let region, let what) = arguments[0], op.text == "holds" {
            return try countHolding(region, what, scope)
        }
        var checked: [(Expr, ValueType)] = []
        for argument in arguments { checked.append(try check(argument, scope)) }
        let exprs = checked.map(\.0)
        let types = checked.map(\.1)
        switch function {
        case .count:
            if types == [.bools] { return (.call(.count, exprs), .int) }
            guard types.allSatisfy({ $0 == .bool }) else {
                throw fail("'count' counts true values: give it a list of conditions or several conditions", at: span)
            }
        case .abs:
            guard types == [.int] else { throw fail("'abs' takes one number", at: span) }
        case .min, .max, .sum:
            if types == [.ints] { return (.call(function, exprs), .int) }
            guard types.allSatisfy({ $0 == .int }) else {
                throw fail("'\(function.rawValue)' takes numbers or one list of numbers", at: span)
            }
        case .length:
            guard types == [.ints] || types == [.bools] else { throw fail("'length' takes one list", at: span) }
            return (.call(function, exprs), .int)
        }
        let folded = Evaluator.fold(.call(function, exprs))
        return (folded, .int)
    }

    private mutating func binary(_ op: Name, _ lhs: ExprSyntax, _ rhs: ExprSyntax, _ scope: ExpressionScope) throws -> (Expr, ValueType) {
        if op.text == "in" { return try within(lhs, rhs, scope) }
        if op.text == "holds" {
            throw fail("'holds' counts a region's cells: it stands in 'count(REGION holds X)'", at: op.span)
        }
        guard let binaryOp = BinaryOp(rawValue: op.text) else { throw fail("unknown operator '\(op.text)'", at: op.span) }
        var (a, at) = try check(lhs, scope)
        var (b, bt) = try check(rhs, scope)
        if binaryOp == .equal || binaryOp == .notEqual { try matchCells(&a, &at, &b, &bt, lhs, rhs, scope) }
        let result: ValueType
        switch binaryOp {
        case .add, .subtract, .multiply, .divide, .remainder:
            switch (at, bt) {
            case (.int, .int): result = .int
            case (.ints, .int), (.int, .ints), (.ints, .ints): result = .ints
            default: throw fail("'\(op.text)' needs numbers, not \(at.rawValue) and \(bt.rawValue)", at: op.span)
            }
            if case .int(0) = b, binaryOp == .divide || binaryOp == .remainder {
                throw fail("division by zero", at: rhs.span)
            }
        case .equal, .notEqual:
            switch (at, bt) {
            case (.int, .int), (.bool, .bool), (.player, .player), (.cell, .cell), (.piece, .piece): result = .bool
            case (.ints, .int), (.int, .ints): result = .bools
            default: throw fail("cannot compare \(at.rawValue) with \(bt.rawValue)", at: op.span)
            }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            switch (at, bt) {
            case (.int, .int): result = .bool
            case (.ints, .int), (.int, .ints): result = .bools
            default: throw fail("'\(op.text)' compares numbers, not \(at.rawValue) and \(bt.rawValue)", at: op.span)
            }
        case .and, .or:
            guard at == .bool, bt == .bool else {
                throw fail("'\(op.text)' joins conditions, not \(at.rawValue) and \(bt.rawValue)", at: op.span)
            }
            // A side known before play decides, as expressions read nothing they could change:
            // what `for each` and definitions write out shrinks to what it means.
            if case .bool(let known) = a, known == (binaryOp == .or) { return (.bool(known), .bool) }
            if case .bool(let known) = b, known == (binaryOp == .or) { return (.bool(known), .bool) }
            if case .bool = a { return (b, .bool) }
            if case .bool = b { return (a, .bool) }
            result = .bool
        }
        return (Evaluator.fold(.binary(binaryOp, a, b)), result)
    }
}

extension ExpressionChecker {
    /// Checks an expression that must be known before the game starts, of whatever type it has.
    mutating func constantOfAnyType(_ syntax: ExprSyntax, what: String) -> (value: Int, type: ValueType)? {
        for type in [ValueType.int, .bool, .player] {
            var trial = self
            if let value = trial.constant(syntax, as: type, what: what) {
                self = trial
                return (value, type)
            }
            let mistyped = trial.diagnostics.count == diagnostics.count + 1
                && trial.diagnostics.last?.message.hasPrefix("\(what) must be \(type.rawValue), not") == true
            if !mistyped {
                self = trial
                return nil
            }
        }
        return nil
    }
}
