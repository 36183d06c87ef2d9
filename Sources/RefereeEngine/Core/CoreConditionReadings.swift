import RefereeModel

/// What of its move rule a refused move does not meet, and what the rule's condition reads now,
/// for `why`: "'move "hold"' needs 'pot > 0'; pot is 0".
extension CoreProgram {
    /// What of rule `decode(move).rule` the move does not meet now; nil when the rule itself
    /// allows such a move now (the move's own form is what is wrong).
    func unmet(_ move: Move, in state: State, game: CoreGame) -> IllegalMove.Unmet? {
        var state = state
        let index = Self.decode(move).rule
        guard index < rules.count, index < game.moves.count else { return nil }
        if shapes[index].verb == .chooseNumber {
            let now = numbers(index, &state)
            if !now.contains(Self.chosen(move)) { return .range(now.isEmpty ? nil : now.lowerBound...(now.upperBound - 1)) }
        }
        if shapes[index].otherwise, firstChoiceCount(&state) > 0 { return .otherwise }
        if !conditionHolds(index, &state) || !conditionHolds(for: move, state), let condition = game.moves[index].condition {
            return .condition(readings(of: condition, in: state, game: game))
        }
        return nil
    }

    /// The values an expression reads, each once, in the order it reads them; a value hidden
    /// from the player to move is read as hidden.
    func readings(of expr: Expr, in state: State, game: CoreGame) -> [IllegalMove.Reading] {
        var state = state
        var found: [IllegalMove.Reading] = []
        func add(_ name: String, _ value: () -> String?) {
            if !found.contains(where: { $0.name == name }) { found.append(.init(name: name, value: value())) }
        }
        func read(_ e: Expr) -> Int {
            let next = nextPlayer(after: state.toMove, in: &state)
            return evaluate(compiler.compile(e), &state, state.toMove, next)
        }
        func walk(_ e: Expr) {
            switch e {
            case .int, .bool, .player, .each, .list, .chosenItems:
                break
            case .state(.variable(let v)):
                let variable = game.variables[v]
                let hidden = variable.hiddenFrom.contains(state.toMove) || variable.hiddenFromOthers
                add(variable.name) { shown(read(e), variable, hidden: hidden) }
            case .state(let ref):
                if let name = Self.name(of: ref) { add(name) { String(read(e)) } }
            case .of(let quantity, let player):
                walk(player)
                guard let whose = playerWord(player) else { return }
                switch quantity {
                case .variable(let v):
                    let variable = game.variables[v]
                    add("\(variable.name)(\(whose))") {
                        shown(read(e), variable, hidden: variable.isHidden(read(player), from: state.toMove))
                    }
                case .points, .wins, .score, .marks, .lines, .area:
                    add("\(Self.word(for: quantity))(\(whose))") { String(read(e)) }
                }
            case .unary(_, let inner), .entry(_, let inner):
                walk(inner)
            case .binary(_, let a, let b):
                walk(a)
                walk(b)
            case .call(_, let arguments), .board(_, let arguments), .code(_, let arguments):
                arguments.forEach(walk)
            case .choose(let c, let a, let b):
                walk(c)
                walk(a)
                walk(b)
            }
        }
        walk(expr)
        return found
    }

    /// A kept value as a picture shows it: a player by name, a flag as yes or no.
    private func shown(_ value: Int, _ variable: Variable, hidden: Bool) -> String? {
        guard !hidden else { return nil }
        switch variable.type {
        case .number, .list: return String(value)
        case .flag: return value != 0 ? "yes" : "no"
        case .player: return value >= 0 && value < playerNames.count ? playerNames[value] : "nobody"
        }
    }

    /// How a condition names the player whose value it reads, when it names one plainly.
    private func playerWord(_ player: Expr) -> String? {
        if case .state(.mover) = player { return "mover" }
        if case .state(.next) = player { return "next" }
        if case .player(let p) = player, p < playerNames.count { return playerNames[p] }
        return nil
    }

    /// The word a rule file reads a value of play by; nil for those `why` does not show.
    private static func name(of ref: StateRef) -> String? {
        switch ref {
        case .moves: "moves"
        case .liberties: "liberties"
        case .frame: "frame"
        case .roll: "roll"
        case .standing: "standing"
        case .toMove, .guessesMade, .chosen, .levelNumber, .tiebreak, .variable, .mover, .next, .full, .line, .stuck, .blocked, .connected,
             .formed, .pattern, .chosenWorth, .chosenCount, .exactMarks, .partialMarks, .answer, .fits, .moveTo, .moveFrom,
             .moveOver, .lastTo, .lastFrom, .repeated, .secretsFound:
            nil
        }
    }

    private static func word(for quantity: Quantity) -> String {
        switch quantity {
        case .points: "points"
        case .wins: "wins"
        case .score: "score"
        case .marks: "marks"
        case .lines: "lines"
        case .area: "area"
        case .variable: "value"
        }
    }
}
