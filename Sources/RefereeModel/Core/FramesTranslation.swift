extension CoreGame {
    /// A game of frames in core terms. Each move names the pins a roll knocks down (`move number 0
    /// to standing`, refused with the `pins` message; with pins of values of their own, the set of
    /// pins, among `pins standing`, and the roll is their worth), and rules after the move do what
    /// the family statements say:
    ///
    /// - the roll is added to the roller's `rolls` and `score`, and knocks its pins off `standing`;
    /// - `bonus N for …` owes the roller the pins of their next N rolls for clearing the rack on that
    ///   roll of a frame: each debt waits in a slot (`bonus rolls`, `bonus pins`) that collects the
    ///   next rolls and adds them to the score once all N are made;
    /// - `rolls N` ends a frame after N rolls or when the rack is clear; the same player rolls
    ///   again (`again`) until the frame ends, then the next player bowls the frame;
    /// - `fill rolls in the last frame` resets the rack when it is cleared in the last frame and
    ///   allows the bonus's rolls in it, counted once, as pins;
    /// - `bowlers [SIDE:] A B … rotate every frame|ball` keeps `bowler(SIDE)`, the place (from 1)
    ///   of the bowler at the line in the side's order: after each of the side's frames, or each
    ///   of its balls, `set bowler(SIDE) = bowler(SIDE) % N + 1`;
    /// - after the last frame of the last player: `end when frame > frames: highest score`.
    public init(translating rules: FrameRules, players: [String]) {
        var list = VariableList()
        let valued = !rules.pinValues.isEmpty
        let everyPin = (1 << rules.pinValues.count) - 1
        let frame = list.declare("frame", .number, initial: 1)
        let roll = list.declare("roll", .number)
        let standing = list.declare("standing", .number, initial: rules.pins)
        let allowed = list.declare("rolls allowed", .number, initial: rules.rolls)
        let clearedOn = list.declare("cleared on", .number)
        let score = list.declare("score", .number, perPlayer: true)
        let rolls = list.declare("rolls", .list, perPlayer: true)
        let slots = rules.bonus.values.max() ?? 0
        let owed = (0..<slots).map { list.declare("bonus rolls \($0 + 1)", .number, perPlayer: true) }
        let collected = (0..<slots).map { list.declare("bonus pins \($0 + 1)", .number, perPlayer: true) }
        let due = list.declare("bonus due", .number)
        let frameOver = list.declare("frame over", .flag)
        let pinSet = valued ? list.declare("pins standing", .number, initial: everyPin) : nil
        let bowler = rules.lineups.isEmpty ? nil : list.declare("bowler", .number, perPlayer: true, initial: 1)

        let me = Expr.mover
        let knocked = valued ? Expr.state(.chosenWorth) : .chosen, felled = valued ? Expr.state(.chosenCount) : .chosen
        /// Sets the rack up again.
        let rackUp: [Effect] = [.set(variable: standing, player: nil, value: .int(rules.pins))]
            + (pinSet.map { [.set(variable: $0, player: nil, value: .int(everyPin))] } ?? [])
        let bonus = rules.bonus.sorted { $0.key > $1.key }.reduce(Expr.int(0)) { rest, entry in
            .choose(Expr.value(roll).is(.int(entry.key)), .int(entry.value), rest)
        }
        let isLast: Expr = rules.fillInLastFrame ? Expr.value(frame).is(.int(rules.frames)) : .bool(false)
        let clear = Expr.value(standing).is(.int(0))

        var after: [AfterMoveRule] = []
        for slot in 0..<slots {
            after.append(AfterMoveRule(condition: Expr.value(owed[slot], of: me).above(.int(0)), effects: [
                .add(variable: collected[slot], player: me, amount: knocked),
                .add(variable: owed[slot], player: me, amount: .int(-1)),
            ]))
            // Paid only when something was collected: paying nothing changes nothing, and this
            // rule is met at nearly every roll.
            let paid = Expr.value(owed[slot], of: me).is(.int(0))
                .and(.not(Expr.value(collected[slot], of: me).is(.int(0))))
            after.append(AfterMoveRule(condition: paid, effects: [
                .add(variable: score, player: me, amount: .value(collected[slot], of: me)),
                .set(variable: collected[slot], player: me, value: .int(0)),
            ]))
        }
        if slots > 0 {
            after.append(AfterMoveRule(
                condition: clear.and(.not(isLast)), effects: [.set(variable: due, player: nil, value: bonus)]))
            for slot in 0..<slots {
                after.append(AfterMoveRule(
                    condition: Expr.value(due).above(.int(0)).and(Expr.value(owed[slot], of: me).is(.int(0))),
                    effects: [
                        .set(variable: owed[slot], player: me, value: .value(due)),
                        .set(variable: due, player: nil, value: .int(0)),
                    ]))
            }
        }
        if rules.fillInLastFrame {
            after.append(AfterMoveRule(condition: isLast.and(clear).and(Expr.value(clearedOn).is(.int(0))), effects: [
                .set(variable: clearedOn, player: nil, value: .value(roll)),
                .set(variable: allowed, player: nil, value: Expr.value(roll).plus(bonus)),
            ]))
            after.append(AfterMoveRule(
                condition: isLast.and(clear), effects: rackUp))
        }
        let ordinaryEnd = clear.or(Expr.value(roll).atLeast(.int(rules.rolls)))
        after.append(AfterMoveRule(
            condition: .choose(isLast, Expr.value(roll).atLeast(.value(allowed)), ordinaryEnd),
            effects: [.set(variable: frameOver, player: nil, value: .bool(true))]))
        if let bowler {
            for lineup in rules.lineups {
                let side = Expr.player(lineup.side)
                let turn: Expr = switch lineup.rotation {
                case .frame: me.is(side).and(.value(frameOver))
                case .ball: me.is(side)
                }
                let next = Expr.value(bowler, of: side).modulo(.int(lineup.bowlers.count)).plus(.int(1))
                after.append(AfterMoveRule(condition: turn, effects: [.set(variable: bowler, player: side, value: next)]))
            }
        }
        after.append(AfterMoveRule(condition: .value(frameOver), effects: [
            .set(variable: roll, player: nil, value: .int(0)),
            .set(variable: clearedOn, player: nil, value: .int(0)),
            .set(variable: allowed, player: nil, value: .int(rules.rolls)),
        ] + rackUp))
        after.append(AfterMoveRule(
            condition: Expr.value(frameOver).and(me.is(.player(players.count - 1))),
            effects: [.add(variable: frame, player: nil, amount: .int(1))]))
        after.append(AfterMoveRule(condition: .not(.value(frameOver)), effects: [.again]))

        let action: MoveAction = if let pinSet {
            .choose(.pins(standing: .value(pinSet), values: rules.pinValues))
        } else {
            .choose(.number(from: .int(0), to: .value(standing)))
        }
        let move = MoveRule(action: action, effects: [
            .append(variable: rolls, player: me, value: knocked),
            .add(variable: score, player: me, amount: knocked),
            .add(variable: roll, player: nil, amount: .int(1)),
            .add(variable: standing, player: nil, amount: .unary(.negate, felled)),
            .set(variable: frameOver, player: nil, value: .bool(false)),
            .set(variable: due, player: nil, value: .int(0)),
        ] + (pinSet.map { [.set(variable: $0, player: nil, value: Expr.value($0).minus(.chosen))] } ?? []), refusal: .pins,
            records: true)
        self.init(
            board: CoreBoard(width: 0, height: 0, naming: .numbered(from: 1), lines: []),
            pieces: [], variables: list.variables, moves: [move], afterMove: after,
            ends: [EndRule(condition: Expr.value(frame).above(.int(rules.frames)), result: .highest(variable: score))],
            presentation: .frames(FramesLayout(rules: rules, rolls: rolls, frame: frame, standing: standing, score: score,
                pinsStanding: pinSet, bowler: bowler, ownValues: list.variables.count)))
    }
}
