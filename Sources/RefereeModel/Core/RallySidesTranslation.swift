/// Sides of several players (`RallySides`) in core terms, beside a rally's translation
/// (`CoreGame.init(translating: RallyRules, …)`): the values that say who of each side serves and
/// receives, the move by which a side names one of its players, and the rules after a move that
/// keep the order as `RallyKernel+Sides.swift` does.
///
/// - each side's next server, the one it had when the unit began, and its first receiver are
///   per-player numbers (a place in the side); the choices still due are numbers and flags;
/// - a rally's move (`move player`) is legal only when no choice is due; `move side player`
///   names one of the mover's side's players while one is;
/// - when the serve has passed from one side to the other, the side that served moves to its
///   next player; `order restarts` and `order chosen` act when a unit of their level is won;
/// - `receivers change order when C` and `receiver chosen when C` act after a rally that made C
///   true (its value before the rally is kept in a flag).
struct RallySidesTranslation {
    let sides: RallySides
    let nextServer: Int, startServer: Int, firstReceiver: Int
    let choicesLeft: Int, choosingReceiver: Int, chosenReceiver: Int
    let rally: Int, oldServer: Int, swapBefore: Int, chooseBefore: Int, orderChoice: Int

    init(_ sides: RallySides, _ list: inout VariableList) {
        self.sides = sides
        nextServer = list.declare("next server", .number, perPlayer: true)
        startServer = list.declare("start server", .number, perPlayer: true)
        firstReceiver = list.declare("first receiver", .number, perPlayer: true)
        choicesLeft = list.declare("choices left", .number, initial: sides.chosenEvery == nil ? 0 : 2)
        choosingReceiver = list.declare("choosing receiver", .flag)
        chosenReceiver = list.declare("chosen receiver", .number, initial: -1)
        rally = list.declare("rally played", .flag)
        oldServer = list.declare("old server", .player)
        swapBefore = list.declare("swap before", .flag)
        chooseBefore = list.declare("choose before", .flag)
        orderChoice = list.declare("order choice", .flag)
    }

    var layout: SidesLayout {
        SidesLayout(
            sides: sides, nextServer: nextServer, startServer: startServer, firstReceiver: firstReceiver,
            choicesLeft: choicesLeft, choosingReceiver: choosingReceiver, chosenReceiver: chosenReceiver)
    }

    /// Whether a side is to name one of its players now.
    var choosing: Expr { Expr.value(choicesLeft).above(.int(0)).or(.value(choosingReceiver)) }

    /// Who moves: the side naming a player, else the server.
    func turn(server: Int) -> Expr {
        let s = Expr.value(server)
        return .choose(Expr.value(choicesLeft).is(.int(2)), s, .choose(choosing, .other(s), s))
    }

    /// How many players a side (an expression) has.
    func count(_ side: Expr) -> Expr {
        .choose(side.is(.player(0)), .int(sides.members[0].count), .int(sides.members.count > 1 ? sides.members[1].count : 0))
    }

    /// The next place after `place` in `side`'s order.
    func following(_ place: Expr, _ side: Expr) -> Expr { place.plus(.int(1)).modulo(count(side)) }

    /// The effects a rally's move begins with: the conditions' values before it, the server.
    func rallyEffects(server: Int, kept: (Expr) -> Expr) -> [Effect] {
        [
            .set(variable: rally, player: nil, value: .bool(true)),
            .set(variable: oldServer, player: nil, value: .value(server)),
            .set(variable: chosenReceiver, player: nil, value: .int(-1)),
            .set(variable: swapBefore, player: nil, value: sides.receiversSwap.map(kept) ?? .bool(true)),
            .set(variable: chooseBefore, player: nil, value: sides.receiverChosen.map(kept) ?? .bool(true)),
        ]
    }

    /// The move that names one of the mover's side's players, with the effects that reset the
    /// rally's own flags (`reset`) so that none of its rules runs after it.
    func choiceMove(reset: [Effect]) -> MoveRule {
        MoveRule(
            action: .choose(.sidePlayer(names: sides.members)), condition: choosing,
            effects: reset + [
                .set(variable: rally, player: nil, value: .bool(false)),
                .set(variable: orderChoice, player: nil, value: Expr.value(choicesLeft).above(.int(0))),
            ],
            refusal: .illegal)
    }

    /// The rules after a move: the choice a side made, the order passing with the serve, and
    /// the order restarting, chosen, changed or the receiver to be chosen, when they apply.
    func afterRules(server: Int, unitWon: Expr, reached: Int, top: Int, kept: (Expr) -> Expr) -> [AfterMoveRule] {
        let mover = Expr.mover, rallyPlayed = Expr.value(rally)
        let place = Expr.chosen.minus(.choose(mover.is(.player(0)), .int(0), .int(sides.members[0].count)))
        let everyone = [Expr.player(0), .player(1)]
        var rules: [AfterMoveRule] = [
            AfterMoveRule(condition: Expr.not(rallyPlayed).and(.value(orderChoice)), effects: [
                .set(variable: nextServer, player: mover, value: place),
                .set(variable: startServer, player: mover, value: place),
                .set(variable: firstReceiver, player: mover, value: place),
                .add(variable: choicesLeft, player: nil, amount: .int(-1)),
            ]),
            AfterMoveRule(condition: Expr.not(rallyPlayed).and(.not(.value(orderChoice))), effects: [
                .set(variable: chosenReceiver, player: nil, value: place),
                .set(variable: choosingReceiver, player: nil, value: .bool(false)),
            ]),
        ]
        let old = Expr.value(oldServer)
        rules.append(AfterMoveRule(condition: rallyPlayed.and(Expr.value(server).isNot(old)), effects: [
            .set(variable: nextServer, player: old, value: following(.value(nextServer, of: old), old)),
        ]))
        if let level = sides.restartsEvery {
            rules.append(AfterMoveRule(
                condition: unitWon.and(Expr.value(reached).atLeast(.int(level))),
                effects: everyone.map { .set(variable: nextServer, player: $0, value: .value(startServer, of: $0)) }))
        }
        if let level = sides.chosenEvery {
            rules.append(AfterMoveRule(
                condition: unitWon.and(Expr.value(reached).atLeast(.int(level))),
                effects: [.set(variable: choicesLeft, player: nil, value: .int(2))]))
        }
        let goesOn = rallyPlayed.and(Expr.value(reached).below(.int(top)))
        if let swap = sides.receiversSwap {
            let r = Expr.other(.value(server))
            let changed: Effect = switch sides.receiving {
            case .nextServer: .set(variable: nextServer, player: r, value: following(.value(nextServer, of: r), r))
            case .alternate: .set(variable: firstReceiver, player: r, value: following(.value(firstReceiver, of: r), r))
            }
            rules.append(AfterMoveRule(condition: goesOn.and(.not(.value(swapBefore))).and(kept(swap)), effects: [changed]))
        }
        if let chosen = sides.receiverChosen {
            rules.append(AfterMoveRule(
                condition: goesOn.and(.not(.value(chooseBefore))).and(kept(chosen)),
                effects: [.set(variable: choosingReceiver, player: nil, value: .bool(true))]))
        }
        return rules
    }
}
