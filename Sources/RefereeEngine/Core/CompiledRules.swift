import RefereeModel

/// What play calls on every move, compiled once: each move rule's condition, effects and range
/// of numbers, each rule after a move, the end conditions and the turn expression.
///
/// They live in one final class, in contiguous arrays of structs whose closures are never
/// optional, and play reads an element into a local before it calls one: a `let` of a class's
/// `let` array is lent without reference counting. A switch over an enum with closures among its
/// cases' values, an optional closure bound with `if let`, or an array of effects passed as an
/// argument copies each closure and retains and releases its context on every call (on the
/// interpreter's bowling, most of a roll's instructions).
///
/// `@unchecked Sendable`: `effectTable` is written once, in `init`, and only read after.
final class CompiledRules<Bits: BoardBits>: @unchecked Sendable {
    /// A condition and the effects it guards: a move rule's, or a rule after a move.
    struct Step: Sendable {
        /// Whether the rule has a condition; without one `condition` is never called.
        let conditional: Bool
        let condition: LentEval<Bits>
        /// Where the rule's effects are in `effects`.
        let effects: Range<Int>
    }

    /// An effect. `player` is called only when `perPlayer`, `value` only for `set`, `add`,
    /// `append` and `roll` (its lowest number), `bound` only for `roll` (its highest), `parts`
    /// only for `answer`. On cells: `value` is the cell (`removeAt`, `placeAt`) or the cell
    /// moved from (`moveAt`), `bound` the cell moved to, `player` the piece placed (its kind,
    /// or with `perPlayer` a player whose own kind it is).
    struct Effect: Sendable {
        enum Kind: UInt8, Sendable {
            case set, add, append, roll, rollList, removeItems, drawNumber, drawList, again, reveal, announce, answer, removeAt,
                 placeAt, moveAt
        }
        let kind: Kind
        /// For `roll` and the draws, the value's index in `CoreGame.variables`; else -1.
        let variable: Int
        /// For the draws, the deck's place in `State.lists`; else -1.
        let source: Int
        /// The value's place in `State.values` or `State.lists` (player 0's when `perPlayer`); for
        /// `announce` the text's bit, for `answer` its text's index.
        let slot: Int
        let perPlayer: Bool
        /// Whether the player is the mover, read without calling `player`.
        let moverOwns: Bool
        let player: LentEval<Bits>
        let value: LentEval<Bits>
        let bound: LentEval<Bits>
        let parts: [CoreCompiler<Bits>.Compiled]
        /// For `rollList`, how many numbers to roll; for `removeItems`, the numbers to take out.
        var items: @Sendable (UnsafePointer<CoreKernel<Bits>.State>, _ mover: Int, _ next: Int) -> [Int] = { _, _, _ in [] }
    }

    /// The lowest and highest number a `move number` rule may name (for `move pins`, the set of
    /// pins in `from`); `present` is false for other rules, whose closures are never called.
    struct Choice: Sendable {
        let present: Bool
        let from: LentEval<Bits>
        let to: LentEval<Bits>
    }

    let moves: ContiguousArray<Step>
    let choices: ContiguousArray<Choice>
    let after: ContiguousArray<Step>
    let effects: ContiguousArray<Effect>
    /// `effects` in memory of their own, which `CoreProgram.run` reads in place: an effect read
    /// from the array was copied whole (88 bytes) before each was run.
    let effectTable: UnsafeMutablePointer<Effect>
    /// Each end rule's condition.
    let ends: ContiguousArray<LentEval<Bits>>
    /// For `turns computed`, the player to move next; never called for other turn orders.
    let turn: LentEval<Bits>
    /// The boxes of every `LentEval` above, kept for as long as the rules live.
    private let held: [LentEval<Bits>.Box]

    init(_ game: CoreGame, compiler: CoreCompiler<Bits>, slots: [Int], turn: Expr?, announcements: [String], answers: [AnswerText]) {
        var held: [LentEval<Bits>.Box] = []
        func lent(_ eval: @escaping CoreEval<Bits>) -> LentEval<Bits> {
            let box = LentEval<Bits>.Box(eval)
            held.append(box)
            return LentEval(lending: box)
        }
        let never = lent { _, _, _ in 0 }
        // Not `compile(expr) ?? never`: a closure that passes through a generic function (`??`,
        // `Optional.map`) comes back behind reabstraction thunks that run on every call.
        func compiled(_ expr: Expr?) -> LentEval<Bits> {
            guard let expr else { return never }
            return lent(compiler.compile(expr))
        }
        var effects = ContiguousArray<Effect>()
        func effect(_ effect: RefereeModel.Effect) -> Effect {
            func valued(_ kind: Effect.Kind, _ v: Int, _ player: Expr?, _ value: Expr?, _ bound: Expr? = nil, from deck: Int = -1) -> Effect {
                Effect(kind: kind, variable: kind == .roll || kind == .rollList || deck >= 0 ? v : -1, source: deck >= 0 ? slots[deck] : -1,
                       slot: slots[v], perPlayer: player != nil, moverOwns: player == .state(.mover), player: compiled(player),
                       value: compiled(value), bound: compiled(bound), parts: [])
            }
            func plain(_ kind: Effect.Kind, slot: Int, parts: [CoreCompiler<Bits>.Compiled] = []) -> Effect {
                Effect(kind: kind, variable: -1, source: -1, slot: slot, perPlayer: false, moverOwns: false, player: never, value: never, bound: never,
                       parts: parts)
            }
            switch effect {
            case .set(let v, let player, let value): return valued(.set, v, player, value)
            case .add(let v, let player, let amount): return valued(.add, v, player, amount)
            case .append(let v, let player, let value): return valued(.append, v, player, value)
            case .roll(let v, let player, nil, let from, let to): return valued(.roll, v, player, from, to)
            case .roll(let v, let player, let count?, let from, let to):
                var rolled = valued(.rollList, v, player, from, to)
                let times = compiler.compile(count)
                rolled.items = { s, m, n in [times(s, m, n)] }
                return rolled
            case .removeItems(let v, let player, let items):
                var removed = valued(.removeItems, v, player, nil)
                removed.items = compiler.numbers(items)
                return removed
            case .draw(let v, let player, let deck):
                return valued(game.variables[v].type == .list ? .drawList : .drawNumber, v, player, nil, from: deck)
            case .again: return plain(.again, slot: 0)
            case .reveal: return plain(.reveal, slot: 0)
            case .announce(let text): return plain(.announce, slot: announcements.firstIndex(of: text) ?? 0)
            case .answer(let text):
                return plain(.answer, slot: answers.firstIndex(of: text) ?? 0,
                             parts: text.expressions.map { CoreCompiler.Compiled(eval: compiler.compile($0)) })
            case .removeAt(let cell):
                return Effect(kind: .removeAt, variable: -1, source: -1, slot: 0, perPlayer: false, moverOwns: false, player: never, value: compiled(cell),
                              bound: never, parts: [])
            case .placeAt(let piece, let own, let cell):
                return Effect(kind: .placeAt, variable: -1, source: -1, slot: 0, perPlayer: own, moverOwns: false, player: compiled(piece),
                              value: compiled(cell), bound: never, parts: [])
            case .moveAt(let from, let to):
                return Effect(kind: .moveAt, variable: -1, source: -1, slot: 0, perPlayer: false, moverOwns: false, player: never, value: compiled(from),
                              bound: compiled(to), parts: [])
            }
        }
        func step(_ condition: Expr?, _ list: [RefereeModel.Effect]) -> Step {
            let first = effects.count
            effects += list.map(effect)
            return Step(conditional: condition != nil, condition: compiled(condition), effects: first..<effects.count)
        }
        moves = ContiguousArray(game.moves.map { step($0.condition, $0.effects) })
        after = ContiguousArray(game.afterMove.map { step($0.condition, $0.effects) })
        self.effects = effects
        effectTable = .allocate(capacity: max(effects.count, 1))
        _ = UnsafeMutableBufferPointer(start: effectTable, count: effects.count).initialize(from: effects)
        choices = ContiguousArray(game.moves.map { rule in
            guard let (from, to) = Self.range(of: rule.action) else { return Choice(present: false, from: never, to: never) }
            return Choice(present: true, from: compiled(from), to: compiled(to))
        })
        ends = ContiguousArray(game.ends.map { compiled($0.condition) })
        self.turn = compiled(turn)
        self.held = held
    }

    deinit {
        effectTable.deinitialize(count: effects.count)
        effectTable.deallocate()
    }

    /// The lowest and highest number a move may name, for a move that names a number; for
    /// `move pins`, the set of pins standing, twice.
    private static func range(of action: MoveAction) -> (Expr, Expr)? {
        switch action {
        case .place, .slide, .jump, .remove, .pass, .word, .choose(.player), .choose(.code), .choose(.answer), .choose(.part):
            return nil
        case .choose(.number(let from, let to)):
            return (from, to)
        case .choose(.sidePlayer(let names)):
            // The mover's side's players: the first side's from 0, the second's after them.
            let first = names.first?.count ?? 0, all = names.reduce(0) { $0 + $1.count }
            let isFirst = Expr.binary(.equal, .state(.mover), .player(0))
            return (.choose(isFirst, .int(0), .int(first)), .choose(isFirst, .int(first - 1), .int(all - 1)))
        case .choose(.row(_, let keys)):
            return (.int(1), .int(keys.count))
        case .choose(.pins(let standing, _)):
            return (standing, standing)
        }
    }

    /// Every text an `announce` effect says, in the order the rules first say it: the bits of
    /// `State.announced`.
    static func announcements(of game: CoreGame) -> [String] {
        var texts: [String] = []
        for effect in game.moves.flatMap(\.effects) + game.afterMove.flatMap(\.effects) {
            if case .announce(let text) = effect, !texts.contains(text) { texts.append(text) }
        }
        return texts
    }
}
