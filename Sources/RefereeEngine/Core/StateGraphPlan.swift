import RefereeModel

/// Whether random games of a core game can be played on the graph of its positions
/// (`StateGraph.swift`), and the game that graph is built from.
///
/// A game qualifies when its whole position is a handful of numbers: no board, no chance, no
/// code, no sealed move, no computer player, and rules that read only kept numbers, the mover,
/// the next player and what a move chose (never the moves played, a list or the board). Then
/// what a move does depends on the numbers some rule reads and on nothing else, and a position
/// reached again is played again from what was found the first time.
///
/// A number no rule reads (a bowler's score, which only the end compares) would make every
/// position new, so it is left out of the positions: in the game the graph is built from, each
/// `set` or `add` of such a number appends a record of itself to a list instead (`trace`: the
/// effect's kind and variable, the player, the value), and the graph keeps those records on the
/// move that made them, to be applied to the numbers of each game as it walks. Lists are never
/// read in such a game (a rule that reads one disqualifies it), so appends to them are dropped.
struct StateGraphPlan: Sendable {
    /// The game with its unread numbers' effects recorded in `trace` and its lists' appends
    /// dropped.
    let game: CoreGame
    /// The list the records go to: the last of `game.variables`.
    let trace: Int
    /// Whether what the last move chose is part of a position: a rule read before a move (a
    /// condition, a range of numbers, a `refuse` rule) reads `chosen`, or some rule does and a
    /// move that chooses nothing (a pass, a word) leaves the last move's. Otherwise rules read
    /// during a move (its effects, the rules after it, the end rules, the turn order) read the
    /// move's own.
    let keysChosen: Bool
    /// For each variable of the original game, whether no rule reads it.
    let unread: [Bool]

    /// The plan for `game`, or nil when its random games cannot be played on a graph.
    init?(_ game: CoreGame, model: GameModel) {
        guard game.board.cellCount == 0, game.start.isEmpty, game.goals.isEmpty,
              game.patterns.isEmpty, game.promotions.isEmpty, game.captures == nil,
              !game.capabilities.stochastic, !game.sealedMoves, game.answerTexts.isEmpty,
              model.computers.allSatisfy({ $0 == nil })
        else { return nil }
        if case .code = game.presentation { return nil }

        var reads = Reads()
        var beforeMove: [Expr] = []
        var atPlay: [Expr] = []
        for rule in game.moves {
            guard rule.motion == nil, let range = Self.rangeExpressions(rule.action) else { return nil }
            beforeMove += range + (rule.condition.map { [$0] } ?? [])
            for effect in rule.effects {
                guard let parts = Self.expressions(effect) else { return nil }
                atPlay += parts
            }
        }
        for rule in game.afterMove {
            atPlay += rule.condition.map { [$0] } ?? []
            for effect in rule.effects {
                guard let parts = Self.expressions(effect) else { return nil }
                atPlay += parts
            }
        }
        for refusal in game.refusals { beforeMove += [refusal.condition] + refusal.message.expressions }
        var atEnd: [Expr] = []
        for end in game.ends {
            atEnd.append(end.condition)
            switch end.result {
            case .winner(let e), .loser(let e): atEnd.append(e)
            case .draw, .highest, .lowest: break
            case .highestCount: return nil
            }
        }
        if case .computed(let e) = game.turns { atEnd.append(e) }
        for e in beforeMove {
            guard reads.add(e) else { return nil }
        }
        let readBeforeMove = reads.chosen
        for e in atPlay + atEnd {
            guard reads.add(e) else { return nil }
        }
        let somePassKeepsChosen = game.moves.contains { rule in
            switch rule.action {
            case .pass, .word: true
            case .choose, .place, .slide, .jump, .remove: false
            }
        }
        keysChosen = readBeforeMove || (reads.chosen && somePassKeepsChosen)

        let unread = game.variables.indices.map { !reads.variables.contains($0) }
        let trace = game.variables.count
        var planned = game
        planned.variables.append(Variable(name: "trace", type: .list, perPlayer: false, initial: 0))
        func recorded(_ effect: Effect) -> [Effect] {
            switch effect {
            case .set(let v, let player, let value) where unread[v] && game.variables[v].type != .list:
                Self.records(adds: false, v, player, value, trace: trace)
            case .add(let v, let player, let amount) where unread[v] && game.variables[v].type != .list:
                Self.records(adds: true, v, player, amount, trace: trace)
            case .append(let v, _, _) where game.variables[v].type == .list:
                []
            case .set, .add, .append, .roll, .removeItems, .draw, .again, .announce, .answer, .removeAt, .placeAt,
                 .moveAt, .reveal:
                [effect]
            }
        }
        for i in planned.moves.indices { planned.moves[i].effects = planned.moves[i].effects.flatMap(recorded) }
        for i in planned.afterMove.indices {
            planned.afterMove[i].effects = planned.afterMove[i].effects.flatMap(recorded)
        }
        self.unread = unread
        self.trace = trace
        self.game = planned
    }

    /// The three appends that record an effect on an unread number: its variable, its kind
    /// (`add` or `set`) and whether it names a player, as one number (`decode`); the player (0
    /// when it names none, as `CompiledRules` then writes the first place); the value.
    private static func records(adds: Bool, _ variable: Int, _ player: Expr?, _ value: Expr, trace: Int) -> [Effect] {
        let code = variable * 4 + (adds ? 2 : 0) + (player == nil ? 0 : 1)
        return [
            .append(variable: trace, player: nil, value: .int(code)),
            .append(variable: trace, player: nil, value: player ?? .int(0)),
            .append(variable: trace, player: nil, value: value),
        ]
    }

    /// The variable, whether the effect adds (else it sets), and whether it names a player, of a
    /// record's first number.
    static func decode(_ code: Int) -> (variable: Int, adds: Bool, namesPlayer: Bool) {
        (code / 4, code & 2 != 0, code & 1 != 0)
    }

    /// The expressions a move's action reads to list its moves, or nil for an action a graph
    /// cannot play (one on cells, a code, an answer or part of a list).
    private static func rangeExpressions(_ action: MoveAction) -> [Expr]? {
        switch action {
        case .pass, .word: []
        case .choose(.player), .choose(.sidePlayer), .choose(.row): []
        case .choose(.number(let from, let to)): [from, to]
        case .choose(.pins(let standing, _)): [standing]
        case .choose(.code), .choose(.answer), .choose(.part): nil
        case .place, .slide, .jump, .remove: nil
        }
    }

    /// The expressions an effect reads, or nil for an effect a graph cannot play (chance, cells,
    /// answers, removals from lists, reveals).
    private static func expressions(_ effect: Effect) -> [Expr]? {
        switch effect {
        case .set(_, let player, let value), .add(_, let player, let value), .append(_, let player, let value):
            [value] + (player.map { [$0] } ?? [])
        case .again, .announce: []
        case .roll, .removeItems, .draw, .answer, .removeAt, .placeAt, .moveAt, .reveal: nil
        }
    }

    /// What the rules read, gathered expression by expression.
    private struct Reads {
        var variables: Set<Int> = []
        var chosen = false

        /// Adds what `e` reads; false when it reads something a position of numbers does not
        /// hold (the board, a list, the moves played, a code).
        mutating func add(_ e: Expr) -> Bool {
            switch e {
            case .int, .bool, .player: return true
            case .state(let ref): return add(ref)
            case .of(.variable(let v), let player):
                variables.insert(v)
                return add(player)
            case .of(.points, _), .of(.wins, _), .of(.score, _), .of(.marks, _), .of(.lines, _), .of(.area, _):
                return false
            case .each(.variable(let v)):
                variables.insert(v)
                return true
            case .each, .list, .board, .code, .chosenItems: return false
            case .unary(_, let a), .entry(_, let a): return add(a)
            case .binary(_, let a, let b): return add(a) && add(b)
            case .choose(let c, let a, let b): return add(c) && add(a) && add(b)
            case .call(_, let arguments): return arguments.allSatisfy { add($0) }
            }
        }

        private mutating func add(_ ref: StateRef) -> Bool {
            switch ref {
            case .variable(let v):
                variables.insert(v)
                return true
            case .mover, .next, .toMove: return true
            case .chosen, .chosenWorth, .chosenCount:
                chosen = true
                return true
            case .moves, .levelNumber, .frame, .roll, .standing, .guessesMade, .tiebreak, .full, .line, .stuck,
                 .blocked, .connected, .formed, .pattern, .exactMarks, .partialMarks, .secretsFound, .answer, .fits,
                 .moveTo, .moveFrom, .moveOver, .lastTo, .lastFrom, .liberties, .repeated:
                return false
            }
        }
    }
}
