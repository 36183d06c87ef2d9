import RefereeModel

/// A core game's rules compiled for play: what each kind of move may do, the rules after a move,
/// the end conditions and the turn order, with every expression a closure.
///
/// A move is one number: the target cell (or, when pieces drop, the column) in bits 0-9, the
/// origin cell plus one in bits 10-20 (0: none), the chosen piece in bits 21-23 and the move rule
/// in bits 32 and up; a move that names a player, a number, a code or an answer has it in bits
/// 0-23, and one that names part of a list in bits 0-29. A jump's chain is told from others between the same cells by its place among them, in
/// bits 24-31. A placement by
/// the first rule is its cell's number.
final class CoreProgram<Bits: BoardBits>: Sendable {
    typealias State = CoreKernel<Bits>.State

    struct Rule: Sendable {
        let action: MoveAction
        /// The kinds a placement may put down (empty: the mover's own).
        let choices: [Int]
        /// For a slide, each cell's neighbours.
        let neighbours: [[Int]]
        /// For a jump, the jumps from each cell.
        let jumps: [[Jump]]
        /// What a refused move of this kind is told.
        let refusal: MessageKey
        /// For a slide or a jump played by `CoreMotion.swift` (one with a motion, or any in a
        /// game with captures compelled or promotions), what it needs.
        let motion: CoreMotion?
        /// For a rule with a motion, how `why` names it and says where it goes.
        let words: MotionWords?
    }

    /// What play needs to know of a rule on every move, as plain values, so that reading it
    /// costs no reference counting.
    struct RuleShape: Sendable {
        enum Verb: UInt8, Sendable {
            case place, slide, jump, remove, pass, choosePlayer, chooseNumber, choosePins, chooseCode, chooseAnswer, choosePart
        }
        var verb: Verb
        var drop = false
        var whose = Whose.any
        /// Moves per target cell: the pieces a placement chooses among (at least 1).
        var choices = 1
        /// The kind a placement puts down when there is no choice; -1: the mover's own.
        var kind = -1
        var conditional = false
        /// The condition reads `next`: judging it first works out who moves next.
        var conditionReadsNext = false
        var hasEffects = false
        /// `flanking`: a placement must flank, and the flanked pieces turn.
        var flanking = false
        /// `otherwise`: legal only when the rules without it allow no move.
        var otherwise = false
        /// A slide or a jump played by `CoreMotion.swift`.
        var directed = false
        /// The condition reads the move's own cells (`to`, `from`, `over`, `last to`): it is
        /// judged move by move, with the move's cells entered (`CoreMoveCells.swift`).
        var perMove = false
        /// `onto other`: a slide may end on another player's piece, which it takes.
        var captures = false
        /// `capturing`: a placement takes the groups it leaves without liberties.
        var capturing = false
        /// A `refuse after` rule judges the rule's moves, each tried first (`CoreGroups.swift`).
        var judgedAfter = false
        /// `outside lines`: a removal spares pieces on lines their owner holds whole.
        var outsideLines = false
        /// `anywhere`: a slide goes to any empty cell.
        var anywhere = false
        /// `sealed`: what the move names is kept, and its effects wait for `reveal`.
        var sealed = false
    }

    /// An end rule's condition when it is one of the board's own facts, read without a call.
    enum EndTest: UInt8, Sendable { case expression, line, full, stuck, blocked }
    /// An end rule's result when it names the mover or the next player, read without a call.
    enum EndShape: Sendable {
        case winner(Who), loser(Who), draw, highest(slot: Int), lowest(slot: Int), highestCount
        enum Who: Sendable { case mover, next, expression }
    }

    /// Who moves next; for `computed`, the player `CompiledRules.turn` names. The closure is kept
    /// apart: play reads the turn order after every move, and copying a generic enum with a
    /// closure among its cases goes through its type's metadata.
    enum CompiledTurns: Sendable {
        case alternate
        case fixed(Int)
        case computed
    }

    enum CompiledResult: Sendable {
        case winner(CoreEval<Bits>)
        case loser(CoreEval<Bits>)
        case draw
        case highest(slot: Int)
        case lowest(slot: Int)
        case highestCount(CoreReader<Bits>)
    }

    let tables: CoreTables<Bits>
    let boardRules: CoreBoardRules<Bits>
    let rules: [Rule]
    let shapes: [RuleShape]
    /// The first rule's shape, read without an array where every move is
    /// that rule's (`MoveLoop.plain`).
    let firstShape: RuleShape
    let endTests: [EndTest]
    /// Whether every end rule's condition is a board's own fact (`line` or
    /// `full`): then no rule holds while no line is complete and a cell is
    /// empty, which play tests before it reads the rules.
    let endsOnBoard: Bool
    let endShapes: [EndShape]
    /// Whether the game has rules after a move; play skips them without looking when it has none.
    let hasAfterRules: Bool
    /// The conditions, effects, end conditions and turn expression play calls on every move.
    let compiled: CompiledRules<Bits>
    /// What each end rule gives when it holds (read once a game, when it ends).
    let results: [CompiledResult]
    let turns: CompiledTurns
    let initialValues: [Int]
    /// For each variable, where its value (or player 0's) lives in `State.values`, or for a list
    /// in `State.lists`.
    let slots: [Int]
    let initialLists: [KeptList]
    /// Every text an `announce` effect says, indexed by `State.announced`'s bits.
    let announcements: [String]
    /// Every text an `answer` effect gives, indexed by the answers' records.
    let answerTexts: [AnswerText]
    /// Where in `State.lists` the answers are kept, -1 when the game gives none. Each answer is a
    /// record there: the move, the number of moves played with it, its text's index, then the
    /// values of its text's parts. The list after it holds where each answered move's first
    /// record starts, so that a picture reads the last answered moves without the rest.
    let answerSlot: Int
    /// Where in `State.lists` the game's chance stream is kept, -1 when no effect rolls or
    /// draws (`CoreChance.swift`): every number chance gave so far, then the outcomes a set-up
    /// fixed, then how many outcomes each had and where each went.
    let chanceSlot: Int
    /// Where in `State.lists` the sealed moves not yet revealed are kept, -1 when no move is
    /// sealed (`CoreSealed.swift`): four numbers each, the mover, the move rule, the move and the
    /// number of moves played with it.
    let sealedSlot: Int
    /// The numbers drawn by chance when the game starts (`random A to B`): where they go in
    /// `State.values`, how many (one for each player, with `per player`), and from what range.
    let draws: [(slot: Int, count: Int, range: ClosedRange<Int>)]
    let playerCount: Int
    let playerNames: [String]
    /// Each player's own kind of piece (the first kind it owns); -1 for none.
    let ownKind: [Int]
    /// Each kind's owner; -1 for a shared kind.
    let owner: [Int]
    let kinds: Int
    /// Each kind's name, as moves and pictures name it.
    let pieceNames: [String]
    /// Each kept value's name, in `CoreGame.variables`' order, as `why` quotes a rule.
    let variableNames: [String]
    /// Whether an end condition asks whether the next player is stuck, which costs a count of
    /// that player's moves after every move.
    let readsStuck: Bool
    /// Whether an end condition asks whether no player can move (`blocked`).
    let readsBlocked: Bool
    /// Whether some rule is an `otherwise` one, which the others' moves rule out.
    let hasFallbacks: Bool
    /// Whether the rules count patterns through the last move's cell, which play then records.
    let keepsLastCell: Bool
    /// Whether some rule reads the cells of a move (`to`, `last to`, …), which play then records.
    let keepsMoveCells: Bool
    /// Where in `State.lists` the keys of the board's positions so far are kept, -1 when no rule
    /// reads `repeated`.
    let positionSlot: Int
    /// The pieces on the board at the start, as (kind, cell).
    let startingPieces: [(kind: Int, cell: Int)]
    /// A code game's codes, feedback and answers; nil for other games.
    let codes: CoreCodes?
    /// In a code game where every code may be guessed, how many codes there are, so that a
    /// guess's moves are counted and drawn without a call (the `n`-th is code `n`); else 0.
    let everyCode: Int
    /// Whether the one move rule names any code, unjudged by `refuse` rules: its `n`-th move
    /// is code `n`, drawn without a call to `nthMove`.
    let guessesInPlace: Bool
    /// For a game whose moves name pins, what each set of pins is worth (empty for others).
    let pinWorth: [Int]
    /// The `refuse` rules' conditions and messages (`CoreRefuseRules.swift`): whether some rule
    /// judges a move before it, whether some judges one after it, and which do.
    let hasRefusals: Bool
    let judgesAfter: Bool
    let refusalAfter: [Bool]
    /// The `refuse unless most` rule, by its place among the `refuse` rules (`CoreTurnMost.swift`).
    let mostRule: Int?
    let refusalTests: [CoreCompiler<Bits>.Compiled]
    /// Each `refuse` rule's message, and the values its parts show, compiled.
    let refusalMessages: [(text: AnswerText, values: [CoreEval<Bits>])]
    /// `captures compulsory` or `captures most`; nil when a player may slide though it could jump.
    let captures: CaptureRule?
    /// Whether one listing of a position serves every rule with a motion, and every flanking
    /// placement (`PositionListing.swift`).
    let listsMotionOnce: Bool
    let listsFlankingOnce: Bool
    /// For each player, its far row (`promote … on the far row`); empty masks without a forward.
    let farRows: [Bits]
    /// For each kind, the kind it is promoted to on its owner's far row, or -1.
    let promotion: [Int]
    /// The compiler the rules were compiled with, which `why` asks to read what a condition
    /// reads (`CoreConditionReadings.swift`).
    let compiler: CoreCompiler<Bits>

    init(_ game: CoreGame, model: GameModel, tables: CoreTables<Bits>) {
        self.tables = tables
        playerCount = model.players.count
        playerNames = model.players
        kinds = min(game.pieces.count, Limits.pieceKinds)
        pieceNames = game.pieces.map(\.name)
        variableNames = game.variables.map(\.name)
        owner = game.pieces.map { $0.owner ?? -1 }
        ownKind = (0..<model.players.count).map { p in game.pieces.firstIndex { $0.owner == p } ?? -1 }
        var slots: [Int] = []
        var values: [Int] = []
        var lists: [KeptList] = []
        var draws: [(slot: Int, count: Int, range: ClosedRange<Int>)] = []
        for variable in game.variables {
            let count = variable.perPlayer ? model.players.count : 1
            switch variable.type {
            case .number, .flag, .player:
                if let range = variable.drawn { draws.append((values.count, count, range)) }
                slots.append(values.count)
                values += Array(repeating: variable.initial, count: count)
            case .list:
                slots.append(lists.count)
                lists += Array(repeating: KeptList(variable.deck ?? []), count: count)
            }
        }
        let answers = game.answerTexts
        answerSlot = answers.isEmpty ? -1 : lists.count
        if !answers.isEmpty { lists += [KeptList(), KeptList()] }
        chanceSlot = game.rollsDuringPlay ? lists.count : -1
        if game.rollsDuringPlay { lists += [KeptList(), KeptList(), KeptList()] }
        positionSlot = game.reads(.repeated) ? lists.count : -1
        if positionSlot >= 0 { lists.append(KeptList()) }
        sealedSlot = game.sealedMoves ? lists.count : -1
        if game.sealedMoves { lists.append(KeptList()) }
        answerTexts = answers
        self.draws = draws
        initialValues = values
        initialLists = lists
        self.slots = slots
        let boardRules = CoreBoardRules<Bits>(game, playerCount: model.players.count)
        self.boardRules = boardRules
        let pinWorth = Self.pinWorth(game)
        self.pinWorth = pinWorth
        let codes: CoreCodes? = if case .code(let layout) = game.presentation { CoreCodes(layout, model: model, slots: slots) } else { nil }
        self.codes = codes
        everyCode = codes.map { $0.distinct == nil ? $0.codeCount : 0 } ?? 0
        let compiler = CoreCompiler(
            tables: tables, boardRules: boardRules, slots: slots, codes: codes, pinWorth: pinWorth,
            owned: (0..<model.players.count).map { p in game.pieces.indices.filter { game.pieces[$0].owner == p } },
            kindOwner: game.pieces.map { $0.owner ?? -1 }, playerCount: model.players.count)
        self.compiler = compiler

        let directed = game.captures != nil || !game.promotions.isEmpty
        captures = game.captures
        farRows = (0..<model.players.count).map { p in
            guard p < game.facing.count, let facing = game.facing[p] else { return Bits.empty }
            let places = facing.farRow(width: game.board.width, height: game.board.height)
            let cells = game.board.points.map { points in places.compactMap(points.point(at:)) } ?? places
            return cells.reduce(Bits.empty) { $0.inserting($1) }
        }
        promotion = game.pieces.map { piece in
            guard let owner = piece.owner, let role = piece.role,
                  let to = game.promotions.first(where: { $0.from == role })?.to else { return -1 }
            return game.pieces.firstIndex { $0.owner == owner && $0.role == to } ?? -1
        }
        func moves(_ rule: MoveRule) -> Bool {
            switch rule.action {
            case .slide, .jump: rule.motion != nil || directed
            case .place, .remove, .pass, .word, .choose: false
            }
        }
        rules = game.moves.map { rule in
            var choices: [Int] = []
            var neighbours: [[Int]] = []
            var jumps: [[Jump]] = []
            switch rule.action {
            case .place(let kinds, _): choices = kinds ?? []
            case .slide(let adjacency):
                neighbours = rule.anywhere ? Self.everyOtherCell(game.board.cellCount) : game.board.neighbours(adjacency)
            case .jump(let adjacency, _): jumps = game.board.jumps(adjacency)
            case .remove, .pass, .word, .choose: break
            }
            return Rule(action: rule.action, choices: choices, neighbours: neighbours, jumps: jumps, refusal: rule.refusal,
                        motion: moves(rule) ? CoreMotion(rule, game, playerCount: model.players.count) : nil,
                        words: moves(rule) ? MotionWords(rule, game, playerCount: model.players.count) : nil)
        }
        let texts = CompiledRules<Bits>.announcements(of: game)
        let turnExpression: Expr? = if case .computed(let e) = game.turns ?? model.turns { e } else { nil }
        compiled = CompiledRules(
            game, compiler: compiler, slots: slots, turn: turnExpression, announcements: texts, answers: answers)
        shapes = game.moves.map { rule in
            var shape: RuleShape
            switch rule.action {
            case .place(let kinds, let drop):
                shape = RuleShape(verb: .place, drop: drop, choices: max(kinds?.count ?? 1, 1))
                if let kinds, kinds.count == 1 { shape.kind = kinds[0] }
            case .slide: shape = RuleShape(verb: .slide)
            case .jump(_, let over): shape = RuleShape(verb: .jump, whose: over)
            case .remove(let whose): shape = RuleShape(verb: .remove, whose: whose)
            // A word of the file's own is played as a pass is: it changes nothing on the board.
            case .pass, .word: shape = RuleShape(verb: .pass)
            case .choose(.player): shape = RuleShape(verb: .choosePlayer)
            case .choose(.number), .choose(.sidePlayer), .choose(.row): shape = RuleShape(verb: .chooseNumber)
            case .choose(.pins): shape = RuleShape(verb: .choosePins)
            case .choose(.code): shape = RuleShape(verb: .chooseCode)
            case .choose(.answer): shape = RuleShape(verb: .chooseAnswer)
            case .choose(.part): shape = RuleShape(verb: .choosePart)
            }
            shape.conditional = rule.condition != nil
            shape.conditionReadsNext = rule.condition?.reads(.next) ?? false
            shape.hasEffects = !rule.effects.isEmpty
            shape.flanking = rule.flanking
            shape.otherwise = rule.otherwise
            shape.directed = moves(rule)
            shape.perMove = rule.condition?.reads(where: \.isMoveCell) ?? false
            shape.captures = rule.captures
            shape.capturing = rule.capturing
            switch rule.action {
            case .place, .slide, .jump: shape.judgedAfter = game.refusals.contains(where: \.after)
            case .remove, .pass, .word, .choose: break
            }
            shape.outsideLines = rule.outsideLines
            shape.anywhere = rule.anywhere
            shape.sealed = rule.sealed
            return shape
        }
        firstShape = shapes.first ?? RuleShape(verb: .pass)
        guessesInPlace = shapes.count == 1 && firstShape.verb == .chooseCode && everyCode > 0 && !firstShape.perMove
            && game.refusals.isEmpty
        listsMotionOnce = Self.oneListingServes(shapes, rules, captures: captures)
        listsFlankingOnce = Self.flanksOnce(shapes)
        hasAfterRules = !game.afterMove.isEmpty
        endTests = game.ends.map { end in
            switch end.condition {
            case .state(.line): .line
            case .state(.full): .full
            case .state(.stuck): .stuck
            case .state(.blocked): .blocked
            default: .expression
            }
        }
        endsOnBoard = endTests.allSatisfy { $0 == .line || $0 == .full }
        endShapes = game.ends.map { end in
            func who(_ e: Expr) -> EndShape.Who {
                switch e {
                case .state(.mover): .mover
                case .state(.next): .next
                default: .expression
                }
            }
            return switch end.result {
            case .winner(let e): .winner(who(e))
            case .loser(let e): .loser(who(e))
            case .draw: .draw
            case .highest(let v): .highest(slot: slots[v])
            case .lowest(let v): .lowest(slot: slots[v])
            case .highestCount: .highestCount
            }
        }
        results = game.ends.map { end in
            switch end.result {
            case .winner(let e): .winner(compiler.compile(e))
            case .loser(let e): .loser(compiler.compile(e))
            case .draw: .draw
            case .highest(let v): .highest(slot: slots[v])
            case .lowest(let v): .lowest(slot: slots[v])
            case .highestCount(let quantity): .highestCount(compiler.reader(for: quantity))
            }
        }
        announcements = texts
        turns = switch game.turns ?? model.turns {
        case .alternate: .alternate
        case .fixed(let p): .fixed(p)
        case .computed: .computed
        }
        readsStuck = game.ends.contains { $0.condition.reads(.stuck) }
        readsBlocked = game.ends.contains { $0.condition.reads(.blocked) }
        hasFallbacks = game.moves.contains(where: \.otherwise)
        keepsLastCell = !game.patterns.isEmpty || game.reads(.liberties) || Self.readsFormed(game)
        keepsMoveCells = Self.readsMoveCells(game)
        startingPieces = game.start.flatMap { start in start.cells.map { (kind: start.kind, cell: $0) } }
        hasRefusals = game.refusals.contains { !$0.after && !$0.most }
        mostRule = game.refusals.firstIndex(where: \.most)
        judgesAfter = game.refusals.contains(where: \.after)
        refusalAfter = game.refusals.map(\.after)
        refusalTests = game.refusals.map { CoreCompiler.Compiled(eval: compiler.compile($0.condition)) }
        refusalMessages = game.refusals.map { ($0.message, $0.message.expressions.map(compiler.compile)) }
    }

    // MARK: Moves as numbers

    @inline(__always)
    static func encode(rule: Int, from: Int?, to: Int, choice: Int) -> Move {
        Move(to | ((from.map { $0 + 1 } ?? 0) << 10) | (choice << 21) | (rule << 32))
    }

    @inline(__always)
    static func decode(_ move: Move) -> (rule: Int, from: Int?, to: Int, choice: Int) {
        let v = move.value
        let from = (v >> 10) & 0x7FF
        return (v >> 32, from == 0 ? nil : from - 1, v & 0x3FF, (v >> 21) & 0x7)
    }

    // MARK: Which moves are legal

    /// Whether a rule allows moves now: its condition holds (`mover` the player to move) and, for
    /// an `otherwise` rule, no other rule allows a move.
    @inline(__always)
    func allowed(_ index: Int, _ state: inout State) -> Bool {
        if hasFallbacks, shapes[index].otherwise, firstChoiceCount(&state) > 0 { return false }
        return conditionHolds(index, &state)
    }

    @inline(__always)
    func conditionHolds(_ index: Int, _ state: inout State) -> Bool {
        guard shapes[index].conditional, !shapes[index].perMove else { return true }
        let rule = compiled.moves[index]
        let next = shapes[index].conditionReadsNext ? nextPlayer(after: state.toMove, in: &state) : -1
        return evaluate(rule.condition, &state, state.toMove, next) != 0
    }

    /// The cells a placement may go to: empty cells or, when pieces drop, the open columns' top
    /// cells (the move names the column; the piece lands on its lowest empty cell).
    @inline(__always)
    func placeTargets(_ state: State, drop: Bool) -> Bits {
        let free = tables.allCells.subtracting(state.occupied)
        return drop ? free.intersection(tables.topRow) : free
    }

    /// The cells a placement rule may go to now: `placeTargets`, narrowed for a flanking rule to
    /// the cells that flank.
    @inline(__always)
    func targets(_ shape: RuleShape, _ state: inout State) -> Bits {
        guard shape.flanking else { return placeTargets(state, drop: shape.drop) }
        return listsFlankingOnce ? listing(&state).flanking : flankingCells(placeTargets(state, drop: shape.drop), state)
    }

    /// How many cells a placement rule may go to now: `targets(shape, state).count`, read off the
    /// count of filled cells when every empty cell is one.
    @inline(__always)
    func placeCount(_ shape: RuleShape, _ state: inout State) -> Int {
        placeCount(shape, &state, AnyMoves.self)
    }

    /// `placeCount(_:_:)` in a file of `loop`'s kind: a file of placements
    /// only has no flanking rule (`placesOnly`).
    @inline(__always)
    func placeCount<L: MoveLoop>(_ shape: RuleShape, _ state: inout State, _: L.Type) -> Int {
        let flanking = !L.placesOnly && shape.flanking
        guard shape.drop || flanking else { return tables.cellCount &- state.filled }
        if !shape.flanking, !tables.openCount.isEmpty { return Int(tables.openCount[openCells(state, drop: true)]) }
        return targets(shape, &state).count
    }

    /// The cells a placement may name now, all below 9 (`CoreTables.openCount`): the open
    /// columns' top cells where pieces drop, else the empty cells.
    @inline(__always)
    func openCells(_ state: State, drop: Bool) -> Int {
        Int(truncatingIfNeeded: (drop ? tables.topRow : tables.allCells).word(0) & ~state.occupied.word(0))
    }

    /// The `n`-th cell a placement rule may go to now, `targets(shape, state).nthCell(n)`: on a
    /// wide board, when every empty cell is one, found from the counts of filled cells.
    @inline(__always)
    func nthTarget(_ n: Int, _ shape: RuleShape, _ state: inout State) -> Int {
        guard WordCounts<Bits>.kept, !shape.drop, !shape.flanking else {
            if !shape.flanking, !tables.openSelect.isEmpty {
                let at = openCells(state, drop: shape.drop) &* 16 &+ n
                return Int(tables.openSelect.withUnsafeBufferPointer { $0[at] })
            }
            return targets(shape, &state).nthCell(n)
        }
        return state.filledWords.nthOpen(n, cellCount: tables.cellCount, occupied: state.occupied)
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
    @inline(__always)
    func count(of index: Int, _ state: inout State) -> Int {
        count(of: index, &state, AnyMoves.self)
    }

    /// How many moves a rule allows now, in a file of `loop`'s kind.
    @inline(__always)
    func count<L: MoveLoop>(of index: Int, _ state: inout State, _ loop: L.Type) -> Int {
        L.placesOnly || (L.plain ? !firstShape.conditional || conditionHolds(index, &state) : allowed(index, &state)) ? count(ofAllowed: index, &state, loop) : 0
    }

    /// How many moves a rule gives now, its condition aside.
    @inline(__always)
    func count(ofAllowed index: Int, _ state: inout State) -> Int {
        count(ofAllowed: index, &state, AnyMoves.self)
    }

    /// How many moves a rule gives now, its condition aside, in a file of
    /// `loop`'s kind.
    @inline(__always)
    func count<L: MoveLoop>(ofAllowed index: Int, _ state: inout State, _: L.Type) -> Int {
        let shape = L.plain ? firstShape : shapes[index]
        if !L.plain, isJudged(shape) { return unrefused(index, &state).count }
        if !L.plain, shape.judgedAfter { return unrefusedAfter(index, &state).count }
        if !L.plain, shape.directed { return motionMoves(index, &state).count }
        switch L.placesOnly ? .place : shape.verb {
        case .place: return placeCount(shape, &state, L.self) &* (L.placesOnly ? 1 : shape.choices)
        case .slide:
            var n = 0
            forEachSlide(index, state) { _, _ in n += 1 }
            return n
        case .jump:
            var n = 0
            forEachJump(index, shape.whose, state) { _, _ in n += 1 }
            return n
        case .remove: return removable(shape, state).count
        case .pass: return 1
        case .choosePlayer: return playerCount
        case .chooseCode where everyCode > 0: return everyCode
        case .chooseNumber, .choosePins, .chooseCode, .chooseAnswer, .choosePart: return choiceCount(index, shape.verb, &state)
        }
    }

    @inline(__always)
    func moveCount(_ state: inout State) -> Int {
        guard hasFallbacks else {
            var n = 0
            for i in shapes.indices { n &+= count(of: i, &state) }
            return n
        }
        let first = firstChoiceCount(&state)
        if first > 0 { return first }
        var n = 0
        for i in shapes.indices where shapes[i].otherwise && conditionHolds(i, &state) { n &+= count(ofAllowed: i, &state) }
        return n
    }

    /// How many moves the rules without `otherwise` allow now.
    func firstChoiceCount(_ state: inout State) -> Int {
        var n = 0
        for i in shapes.indices where !shapes[i].otherwise && conditionHolds(i, &state) { n &+= count(ofAllowed: i, &state) }
        return n
    }

    func forEachSlide(_ index: Int, _ state: State, _ body: (Int, Int) -> Void) {
        let mine = own(state.toMove, state)
        let neighbours = rules[index].neighbours
        let closed = shapes[index].captures ? mine : state.occupied
        for from in 0..<tables.cellCount where mine.contains(from) {
            for to in neighbours[from] where !closed.contains(to) { body(from, to) }
        }
    }

    /// Each jump a rule allows now, its condition aside: one of the mover's pieces, over a piece
    /// of `whose` next to it, to the empty cell beyond.
    func forEachJump(_ index: Int, _ whose: Whose, _ state: State, _ body: (Int, Int) -> Void) {
        let mine = own(state.toMove, state)
        let over = removable(whose, state)
        let jumps = rules[index].jumps
        for from in 0..<tables.cellCount where mine.contains(from) {
            for jump in jumps[from] where over.contains(jump.over) && !state.occupied.contains(jump.to) { body(from, jump.to) }
        }
    }

    /// The cell a jump from `from` to `to` passes over, if the rule has that jump.
    func jumpedCell(_ index: Int, from: Int, to: Int) -> Int? {
        guard from < rules[index].jumps.count else { return nil }
        return rules[index].jumps[from].first { $0.to == to }?.over
    }

    func appendMoves(of index: Int, _ state: inout State, into moves: inout [Move]) {
        guard allowed(index, &state) else { return }
        let shape = shapes[index]
        if isJudged(shape) { return moves += unrefused(index, &state) }
        if shape.judgedAfter { return moves += unrefusedAfter(index, &state) }
        appendCandidates(of: index, &state, into: &moves)
    }

    /// A rule's moves now, its condition and `refuse after` rules aside, in order.
    func appendCandidates(of index: Int, _ state: inout State, into moves: inout [Move]) {
        let shape = shapes[index]
        if shape.directed { return moves += motionMoves(index, &state).map(\.move) }
        switch shape.verb {
        case .place:
            let targets = targets(shape, &state)
            for choice in 0..<shape.choices {
                for cell in 0..<tables.cellCount where targets.contains(cell) {
                    moves.append(Self.encode(rule: index, from: nil, to: cell, choice: choice))
                }
            }
        case .slide:
            forEachSlide(index, state) { from, to in moves.append(Self.encode(rule: index, from: from, to: to, choice: 0)) }
        case .jump:
            forEachJump(index, shape.whose, state) { from, to in moves.append(Self.encode(rule: index, from: from, to: to, choice: 0)) }
        case .remove:
            let cells = removable(shape, state)
            for cell in 0..<tables.cellCount where cells.contains(cell) {
                moves.append(Self.encode(rule: index, from: nil, to: cell, choice: 0))
            }
        case .pass:
            moves.append(Self.encode(rule: index, from: nil, to: 0, choice: 0))
        case .choosePlayer:
            for p in 0..<playerCount { moves.append(Self.encode(rule: index, chosen: p)) }
        case .chooseNumber:
            for v in numbers(index, &state) { moves.append(Self.encode(rule: index, chosen: v)) }
        case .choosePins:
            let standing = pins(index, &state)
            var set = 0
            while true {
                moves.append(Self.encode(rule: index, chosen: set))
                if set == standing { break }
                set = (set - standing) & standing
            }
        case .chooseCode:
            guard let codes else { return }
            for n in 0..<codes.guessCount { moves.append(Self.encode(rule: index, chosen: codes.guess(n))) }
        case .chooseAnswer:
            for answer in codes?.answersAllowed(state) ?? [] { moves.append(Self.encode(rule: index, chosen: answer)) }
        case .choosePart:
            moves += parts(index, state)
        }
    }

    /// The `n`-th of a rule's moves now, in the order `appendMoves` lists them.
    @inline(__always)
    func nthMove(_ n: Int, of index: Int, _ state: inout State) -> Move? {
        nthMove(n, of: index, &state, AnyMoves.self)
    }

    /// `nthMove(_:of:_:)` in a file of `loop`'s kind.
    @inline(__always)
    func nthMove<L: MoveLoop>(_ n: Int, of index: Int, _ state: inout State, _: L.Type) -> Move? {
        let shape = L.plain ? firstShape : shapes[index]
        if !L.plain, isJudged(shape) || shape.judgedAfter {
            let moves = isJudged(shape) ? unrefused(index, &state) : unrefusedAfter(index, &state)
            return n < moves.count ? moves[n] : nil
        }
        switch L.placesOnly ? .place : shape.verb {
        case .place:
            guard !L.placesOnly, shape.choices > 1 else {
                return Self.encode(rule: index, from: nil, to: nthTarget(n, shape, &state), choice: 0)
            }
            let count = placeCount(shape, &state)
            guard count > 0 else { return nil }
            return Self.encode(rule: index, from: nil, to: nthTarget(n % count, shape, &state), choice: n / count)
        case .remove:
            return Self.encode(rule: index, from: nil, to: removable(shape, state).nthCell(n), choice: 0)
        case .choosePlayer:
            return Self.encode(rule: index, chosen: n)
        case .chooseCode where everyCode > 0:
            return Self.encode(rule: index, chosen: n)
        case .chooseNumber, .choosePins, .chooseCode, .choosePart:
            return nthChoice(n, of: index, shape.verb, &state)
        case .slide, .jump, .pass, .chooseAnswer:
            var moves: [Move] = []
            appendMoves(of: index, &state, into: &moves)
            return n < moves.count ? moves[n] : nil
        }
    }

    /// A legal move drawn uniformly: the same as `legalMoves[generator.below(count)]`, counting
    /// each rule's moves once.
    @inline(__always)
    func randomMove(_ state: inout State, using generator: inout SeededGenerator) -> Move? {
        randomMove(&state, using: &generator, AnyMoves.self)
    }

    /// `randomMove(_:using:)` in a file of `loop`'s kind.
    @inline(__always)
    func randomMove<L: MoveLoop>(_ state: inout State, using generator: inout SeededGenerator, _ loop: L.Type) -> Move? {
        if !L.plain, judgesAfter, !hasFallbacks { return randomMoveJudgedAfter(&state, using: &generator) }
        if L.plain || shapes.count == 1 {
            let count = count(of: 0, &state, loop)
            guard count > 0 else { return nil }
            let n = generator.below(count)
            return !L.placesOnly && guessesInPlace ? Self.encode(rule: 0, chosen: n) : nthMove(n, of: 0, &state, loop)
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: shapes.count) { counts -> Move? in
            var total = 0
            for i in shapes.indices where !shapes[i].otherwise {
                counts[i] = count(of: i, &state)
                total &+= counts[i]
            }
            for i in shapes.indices where shapes[i].otherwise {
                counts[i] = total == 0 && conditionHolds(i, &state) ? count(ofAllowed: i, &state) : 0
                total &+= counts[i]
            }
            guard total > 0 else { return nil }
            var n = generator.below(total)
            for i in shapes.indices {
                if n < counts[i] { return nthMove(n, of: i, &state) }
                n -= counts[i]
            }
            return nil
        }
    }

    /// Why a move may not be played now, or nil when it may.
    func refusal(of move: Move, in state: State) -> MessageKey? {
        var state = state
        let (index, from, to, choice) = Self.decode(move)
        guard index < rules.count else { return .unknown }
        let shape = shapes[index]
        if shape.directed {
            guard let from, from < tables.cellCount, to < tables.cellCount else { return .unknown }
            if !allowed(index, &state) { return rules[index].refusal }
            if motionMoves(index, &state).contains(where: { $0.move == move }) { return nil }
            return state.occupied.contains(to) && to != from ? .occupied : .illegal
        }
        switch shape.verb {
        case .place:
            guard to < (shape.drop ? tables.board.width : tables.cellCount), from == nil, choice < shape.choices
            else { return .unknown }
            if state.occupied.contains(to) { return shape.drop ? .full : .occupied }
            if shape.flanking, !flankingCells(Bits.empty.inserting(to), state).contains(to) { return .illegal }
        case .slide:
            guard let from, from < tables.cellCount, to < tables.cellCount else { return .unknown }
            guard own(state.toMove, state).contains(from), rules[index].neighbours[from].contains(to) else { return .illegal }
            if (shape.captures ? own(state.toMove, state) : state.occupied).contains(to) { return .occupied }
        case .jump:
            guard let from, from < tables.cellCount, to < tables.cellCount else { return .unknown }
            guard own(state.toMove, state).contains(from), let over = jumpedCell(index, from: from, to: to),
                  removable(shape.whose, state).contains(over)
            else { return .illegal }
            if state.occupied.contains(to) { return .occupied }
        case .remove:
            guard to < tables.cellCount, removable(shape, state).contains(to) else { return .illegal }
        case .pass:
            break
        case .choosePlayer:
            guard Self.chosen(move) < playerCount else { return .unknown }
        case .chooseNumber:
            guard numbers(index, &state).contains(Self.chosen(move)) else { return rules[index].refusal }
        case .choosePins:
            guard Self.chosen(move) < pinWorth.count else { return .unknown }
            guard Self.chosen(move) & ~pins(index, &state) == 0 else { return rules[index].refusal }
        case .chooseCode:
            guard codes?.isGuess(Self.chosen(move)) ?? false else { return rules[index].refusal }
        case .chooseAnswer:
            guard codes?.answersAllowed(state).contains(Self.chosen(move)) ?? false else { return rules[index].refusal }
        case .choosePart:
            guard holdsPart(move, index, state) else { return rules[index].refusal }
        }
        if !allowed(index, &state) { return rules[index].refusal }
        if shape.perMove, !isRefusable(shape) { return conditionHolds(for: move, state) ? nil : rules[index].refusal }
        var moves: [Move] = []
        appendMoves(of: index, &state, into: &moves)
        return moves.contains(move) ? nil : .illegal
    }

    // MARK: Playing a move

    /// Plays a legal move: its action, its effects, the rules after a move, then the end
    /// conditions in order; if none holds, the next player is to move.
    ///
    /// A move only being judged (`judging`, by a `refuse after` rule) leaves the game's kept
    /// positions as they were.
    ///
    /// Returns the player who moves next by the turn rules (the mover again after `again`),
    /// which end rules read as `next`.
    @inline(__always) @discardableResult
    func play(_ move: Move, in state: inout State, judging: Bool = false) -> Int {
        play(move, in: &state, judging: judging, AnyMoves.self)
    }

    /// `play(_:in:judging:)` in a file of `loop`'s kind.
    @inline(__always) @discardableResult
    func play<L: MoveLoop>(_ move: Move, in state: inout State, judging: Bool = false, _ loop: L.Type) -> Int {
        let (index, from, to, choice) = Self.decode(move)
        let shape = L.plain ? firstShape : shapes[index]
        let mover = state.toMove
        let before = state.boardKey
        // Placements only announce nothing (`placesOnly`), so theirs stays clear.
        if !L.placesOnly { state.announced = 0 }
        if !L.plain, keepsLastCell { state.lastCell = -1 }
        if !L.plain, keepsMoveCells { enter(move, in: &state) }
        switch L.placesOnly ? .place : shape.verb {
        case .place:
            let kind = !L.placesOnly && shape.choices > 1
                ? rules[index].choices[choice] : shape.kind >= 0 ? shape.kind : ownKind.withUnsafeBufferPointer { $0[mover] }
            let cell = landing(to, drop: shape.drop, state)
            if !L.placesOnly, shape.flanking { turnFlanked(from: cell, in: &state) }
            if kind >= 0 { put(kind, at: cell, in: &state, loop) }
            if !L.placesOnly, shape.capturing, kind >= 0 { capture(around: cell, kind: kind, mover: mover, in: &state) }
            if !L.placesOnly, keepsLastCell { state.lastCell = Int32(truncatingIfNeeded: cell) }
        case .slide where shape.directed, .jump where shape.directed:
            playMotion(move, in: &state)
        case .slide:
            if let from, let kind = kind(at: from, state) {
                if shape.captures, let taken = self.kind(at: to, state) { lift(taken, from: to, in: &state) }
                lift(kind, from: from, in: &state)
                put(kind, at: to, in: &state)
            }
            if keepsLastCell { state.lastCell = Int32(truncatingIfNeeded: to) }
        case .jump:
            jump(index, from: from, to: to, in: &state)
        case .remove:
            if let kind = kind(at: to, state) { lift(kind, from: to, in: &state) }
            if keepsLastCell { state.lastCell = Int32(truncatingIfNeeded: to) }
        case .pass:
            break
        case .choosePlayer, .chooseNumber, .choosePins, .chooseCode, .chooseAnswer, .choosePart:
            state.chosen = Self.chosen(move)
        }
        if !L.plain, positionSlot >= 0 { recordPosition(before: before, judging: judging, in: &state) }
        state.moves &+= 1
        if !L.plain, shape.sealed { seal(move, rule: index, mover: mover, in: &state) }
        var again = !L.placesOnly && shape.hasEffects && (L.plain || !shape.sealed)
            && run(compiled.moves[index].effects, in: &state, mover: mover, move: move)
        if !L.placesOnly, hasAfterRules {
            // Each rule read into a local, by index (see `CompiledRules`).
            for i in compiled.after.indices {
                let rule = compiled.after[i]
                if rule.conditional, evaluate(rule.condition, &state, mover, -1) == 0 { continue }
                again = run(rule.effects, in: &state, mover: mover, move: move) || again
            }
        }
        let next = again ? mover : nextPlayer(after: mover, in: &state, loop)
        if !L.plain, readsStuck {
            // Counted on the state itself, lent with the next player to move and put back:
            // a copy of the state cost more than the count in some games.
            let was = state.toMove
            state.toMove = next
            state.nextStuck = moveCount(&state) == 0
            state.toMove = was
        }
        if !L.plain, readsBlocked { state.blocked = noneCanMove(&state, from: next) }
        if let result = result(&state, mover: mover, next: next) {
            state.result = result
        } else {
            state.toMove = next
        }
        return next
    }

    /// A jump's action: the piece lands, and the piece it passed over is taken off. Out of line,
    /// so that games without jumps do not pay for it in `play`.
    @inline(never)
    func jump(_ index: Int, from: Int?, to: Int, in state: inout State) {
        if let from, let kind = kind(at: from, state) {
            lift(kind, from: from, in: &state)
            put(kind, at: to, in: &state)
            if let over = jumpedCell(index, from: from, to: to), let taken = self.kind(at: over, state) {
                lift(taken, from: over, in: &state)
            }
        }
        if keepsLastCell { state.lastCell = Int32(truncatingIfNeeded: to) }
    }

    /// The result the first end rule that holds gives, or nil when none holds.
    @inline(__always)
    func result(_ state: inout State, mover: Int, next: Int) -> Int? {
        guard let i = endRule(&state, mover: mover, next: next) else { return nil }
        // The commonest results, read here: `decide` is a call.
        if case .winner(.mover) = endShapes[i] { return mover }
        if case .draw = endShapes[i] { return playerCount }
        return decide(i, &state, mover: mover, next: next)
    }

    /// The first end rule that holds, by its place among the end rules, or nil when none holds.
    @inline(__always)
    func endRule(_ state: inout State, mover: Int, next: Int) -> Int? {
        if endsOnBoard, !state.lineComplete, state.filled != tables.cellCount { return nil }
        for i in endTests.indices {
            let holds: Bool
            switch endTests[i] {
            case .line: holds = state.lineComplete
            case .full: holds = state.filled == tables.cellCount
            case .stuck: holds = state.nextStuck
            case .blocked: holds = state.blocked
            case .expression:
                let end = compiled.ends[i]
                holds = evaluate(end, &state, mover, next) != 0
            }
            if holds { return i }
        }
        return nil
    }

    /// Runs the effects at `range` of `compiled.effects`; true when one of them gives the mover
    /// another move.
    func run(_ range: Range<Int>, in state: inout State, mover: Int, move: Move) -> Bool {
        var again = false
        for i in range {
            // Read in place: an effect read from the array was copied whole.
            let effect = compiled.effectTable + i
            switch effect.pointee.kind {
            case .set:
                let v = evaluate(effect.pointee.value, &state, mover, -1)
                if let at = target(effect, &state, mover) { state.values[at] = v }
            case .add:
                let v = evaluate(effect.pointee.value, &state, mover, -1)
                if let at = target(effect, &state, mover) { state.values[at] = Evaluator.apply(.add, state.values[at], v) }
            case .append:
                let v = evaluate(effect.pointee.value, &state, mover, -1)
                if let at = target(effect, &state, mover) { state.lists[at].append(v) }
            case .roll:
                let (low, high) = (evaluate(effect.pointee.value, &state, mover, -1), evaluate(effect.pointee.bound, &state, mover, -1))
                if let at = target(effect, &state, mover) {
                    state.values[at] = roll(low, high, into: (effect.pointee.variable, at - effect.pointee.slot), in: &state)
                }
            case .rollList:
                let (low, high) = (evaluate(effect.pointee.value, &state, mover, -1), evaluate(effect.pointee.bound, &state, mover, -1))
                let count = withUnsafePointer(to: &state) { effect.pointee.items($0, mover, -1) }.first ?? 0
                if let at = target(effect, &state, mover) {
                    rollList(count, low, high, into: (effect.pointee.variable, at - effect.pointee.slot), at: at, in: &state)
                }
            case .removeItems:
                let items = withUnsafePointer(to: &state) { effect.pointee.items($0, mover, -1) }
                if let at = target(effect, &state, mover) { removeItems(items, at: at, in: &state) }
            case .drawNumber:
                if let at = target(effect, &state, mover),
                   let card = draw(from: effect.pointee.source, into: (effect.pointee.variable, at - effect.pointee.slot), in: &state) {
                    state.values[at] = card
                }
            case .drawList:
                if let at = target(effect, &state, mover),
                   let card = draw(from: effect.pointee.source, into: (effect.pointee.variable, at - effect.pointee.slot), in: &state) {
                    state.lists[at].append(card)
                }
            case .again:
                again = true
            case .reveal:
                reveal(in: &state)
            case .announce:
                state.announced |= 1 << UInt64(effect.pointee.slot)
            case .answer:
                let values = withUnsafePointer(to: &state) { s in effect.pointee.parts.map { $0.eval(s, mover, -1) } }
                let records = state.lists[answerSlot].count
                if state.lists[answerSlot + 1].last.map({ state.lists[answerSlot][$0 + 1] != state.moves }) ?? true {
                    state.lists[answerSlot + 1].append(records)
                }
                state.lists[answerSlot].append(contentsOf: [move.value, state.moves, effect.pointee.slot] + values)
            case .removeAt, .placeAt, .moveAt:
                changeCells(effect.pointee, in: &state, mover: mover)
            }
        }
        return again
    }

    /// Where an effect's value lives: its slot, or for a per-player value the player's, nil for
    /// a player out of range.
    @inline(__always)
    private func target(_ effect: UnsafePointer<CompiledRules<Bits>.Effect>, _ state: inout State, _ mover: Int) -> Int? {
        guard effect.pointee.perPlayer else { return effect.pointee.slot }
        let p = effect.pointee.moverOwns ? mover : evaluate(effect.pointee.player, &state, mover, -1)
        return p >= 0 && p < playerCount ? effect.pointee.slot + p : nil
    }

    /// The result of end rule `i`: the winner's index, or the number of players for a draw.
    func decide(_ i: Int, _ state: inout State, mover: Int, next: Int) -> Int {
        func player(_ who: EndShape.Who) -> Int {
            switch who {
            case .mover: return mover
            case .next: return next
            case .expression:
                switch results[i] {
                case .winner(let e), .loser(let e): return evaluate(e, &state, mover, next)
                case .draw, .highest, .lowest, .highestCount: return -1
                }
            }
        }
        switch endShapes[i] {
        case .winner(let who):
            let p = player(who)
            return p >= 0 && p < playerCount ? p : playerCount
        case .loser(let who):
            let p = player(who)
            return p >= 0 && p < playerCount ? (p + 1) % playerCount : playerCount
        case .draw:
            return playerCount
        case .highest(let slot):
            let values = state.values[slot..<slot + playerCount]
            return leader(values, values.max())
        case .lowest(let slot):
            let values = state.values[slot..<slot + playerCount]
            return leader(values, values.min())
        case .highestCount:
            guard case .highestCount(let read) = results[i] else { return playerCount }
            let counts = withUnsafePointer(to: &state) { s in (0..<playerCount).map { read(s, $0) } }
            return leader(counts[...], counts.max())
        }
    }

    /// The one player whose value is the best, or the number of players (a draw) when several
    /// share it.
    private func leader(_ values: ArraySlice<Int>, _ best: Int?) -> Int {
        guard let top = best else { return playerCount }
        let leaders = values.indices.filter { values[$0] == top }
        return leaders.count == 1 ? leaders[0] - values.startIndex : playerCount
    }

    @inline(__always)
    func nextPlayer(after player: Int?, in state: inout State) -> Int {
        nextPlayer(after: player, in: &state, AnyMoves.self)
    }

    /// `nextPlayer(after:in:)` in a file of `loop`'s kind.
    @inline(__always)
    func nextPlayer<L: MoveLoop>(after player: Int?, in state: inout State, _: L.Type) -> Int {
        switch L.placesOnly ? .alternate : turns {
        case .alternate: return player.map { $0 &+ 1 == playerCount ? 0 : $0 &+ 1 } ?? 0
        case .fixed(let p): return p
        case .computed:
            let turn = compiled.turn
            let p = evaluate(turn, &state, player ?? -1, -1)
            return p >= 0 && p < playerCount ? p : 0
        }
    }

    // MARK: Pieces on cells

    func kind(at cell: Int, _ state: State) -> Int? {
        (0..<kinds).first { state.pieces($0).contains(cell) }
    }

    @inline(__always)
    func put(_ kind: Int, at cell: Int, in state: inout State) {
        put(kind, at: cell, in: &state, AnyMoves.self)
    }

    /// `put(_:at:in:)` in a file of `loop`'s kind.
    @inline(__always)
    func put<L: MoveLoop>(_ kind: Int, at cell: Int, in state: inout State, _: L.Type) {
        if !L.plain, positionSlot >= 0, let keys = boardRules.keys, !state.pieces(kind).contains(cell) { state.boardKey ^= keys.cell(cell, owner: kind) }
        let own = state.inserting(kind, at: cell)
        // A placement's cell is empty: only other moves may put a piece on a filled one.
        if L.placesOnly || !state.occupied.contains(cell) {
            state.filled &+= 1
            state.filledWords.fill(cell)
        }
        state.occupied.insert(cell)
        if !state.lineComplete {
            if tables.completesLine(at: cell, own) {
                state.lineComplete = true
            }
        } else if tables.exact {
            state.lineComplete = anyLine(state)
        }
    }

    func lift(_ kind: Int, from cell: Int, in state: inout State) {
        if positionSlot >= 0, let keys = boardRules.keys, state.pieces(kind).contains(cell) { state.boardKey ^= keys.cell(cell, owner: kind) }
        state.remove(kind, from: cell)
        if state.occupied.contains(cell) {
            state.filled &-= 1
            state.filledWords.open(cell)
        }
        state.occupied.remove(cell)
        if state.lineComplete || tables.exact { state.lineComplete = anyLine(state) }
    }

    /// Whether some line holds one kind of piece in every cell, looked for afresh.
    func anyLine(_ state: State) -> Bool {
        tables.lineMasks.indices.contains { i in (0..<kinds).contains { tables.holdsLine(i, state.pieces($0)) } }
    }
}
