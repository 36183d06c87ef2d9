/// Short ways to build expressions, for the family translations that write core rules in Swift.
extension Expr {
    static func value(_ variable: Int) -> Expr { .state(.variable(variable)) }
    static func value(_ variable: Int, of player: Expr) -> Expr { .of(.variable(variable), player) }
    static var chosen: Expr { .state(.chosen) }
    static var mover: Expr { .state(.mover) }

    /// The other of two players.
    static func other(_ player: Expr) -> Expr { .choose(player.is(.player(0)), .player(1), .player(0)) }

    func and(_ b: Expr) -> Expr { .binary(.and, self, b) }
    func or(_ b: Expr) -> Expr { .binary(.or, self, b) }
    static func not(_ a: Expr) -> Expr { .unary(.not, a) }
    func `is`(_ b: Expr) -> Expr { .binary(.equal, self, b) }
    func isNot(_ b: Expr) -> Expr { .binary(.notEqual, self, b) }
    func below(_ b: Expr) -> Expr { .binary(.less, self, b) }
    func above(_ b: Expr) -> Expr { .binary(.greater, self, b) }
    func atLeast(_ b: Expr) -> Expr { .binary(.greaterOrEqual, self, b) }
    func plus(_ b: Expr) -> Expr { .binary(.add, self, b) }
    func minus(_ b: Expr) -> Expr { .binary(.subtract, self, b) }
    func times(_ b: Expr) -> Expr { .binary(.multiply, self, b) }
    func modulo(_ b: Expr) -> Expr { .binary(.remainder, self, b) }

    /// Every expression in `terms` holds; true for none.
    static func all(_ terms: [Expr]) -> Expr { terms.dropFirst().reduce(terms.first ?? .bool(true)) { $0.and($1) } }

    /// The expression with every state reference and quantity replaced as `rewrite` says.
    func rewritten(_ scalar: (StateRef) -> Expr?, _ quantity: (Quantity) -> Quantity?) -> Expr {
        switch self {
        case .int, .bool, .player, .chosenItems: self
        case .state(let ref): scalar(ref) ?? self
        case .of(let q, let p): .of(quantity(q) ?? q, p.rewritten(scalar, quantity))
        case .each(let q): .each(quantity(q) ?? q)
        case .list(let v, let p): .list(variable: v, player: p?.rewritten(scalar, quantity))
        case .unary(let op, let e): .unary(op, e.rewritten(scalar, quantity))
        case .binary(let op, let a, let b): .binary(op, a.rewritten(scalar, quantity), b.rewritten(scalar, quantity))
        case .call(let f, let arguments): .call(f, arguments.map { $0.rewritten(scalar, quantity) })
        case .choose(let c, let a, let b):
            .choose(c.rewritten(scalar, quantity), a.rewritten(scalar, quantity), b.rewritten(scalar, quantity))
        case .entry(let entries, let at): .entry(of: entries, at: at.rewritten(scalar, quantity))
        case .board(let read, let arguments): .board(read, arguments.map { $0.rewritten(scalar, quantity) })
        case .code(let reading, let arguments): .code(reading, arguments.map { $0.rewritten(scalar, quantity) })
        }
    }
}

/// The variables a translation declares, by name, as it writes its rules.
struct VariableList {
    var variables: [Variable] = []

    mutating func declare(_ name: String, _ type: VariableType, perPlayer: Bool = false, initial: Int = 0) -> Int {
        variables.append(Variable(name: name, type: type, perPlayer: perPlayer, initial: initial))
        return variables.count - 1
    }
}
