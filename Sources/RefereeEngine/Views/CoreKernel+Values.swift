import RefereeModel

/// What core rules keep beyond numbers in plain sight: values drawn by chance when the game
/// starts (`random A to B`), values hidden from some players (`hidden from …`), values a
/// scenario fixes (`setup value`), and the answers `answer` rules give moves.
extension CoreKernel {
    /// Draws every `random A to B` value from the game's seed, in the order the values are
    /// declared (each player's apart for a value kept per player).
    func drawValues(into state: inout State) {
        guard !program.draws.isEmpty else { return }
        var generator = SeededGenerator(seed: state.seed &+ 0xD1B5_4A32_D192_ED03)
        for draw in program.draws {
            for i in 0..<draw.count {
                state.values[draw.slot + i] = draw.range.lowerBound + generator.below(draw.range.count)
            }
        }
    }

    public func drawnValues(_ state: State) -> [Setup] {
        game.variables.indices.compactMap { index in
            let variable = game.variables[index]
            guard variable.drawn != nil else { return nil }
            let count = variable.perPlayer ? playerCount : 1
            let slot = program.slots[index]
            return .value(name: variable.name, values: state.values[slot..<slot + count].map(String.init))
        }
    }

    /// Every number rolled so far (`roll NAME A to B`), in order.
    public func rolls(_ state: State) -> [Int] { Array(program.rolls(state)) }

    /// `setup roll N …` (`setup draw N …`): the next rolls or cards drawn give these numbers,
    /// each one that chance in this game may give.
    func fixRolls(_ numbers: [Int], in state: inout State) throws(SetupError) {
        guard program.chanceSlot >= 0 else {
            throw SetupError("this game rolls nothing and draws nothing: no effect of its rules says 'roll' or 'draw'")
        }
        let what = game.drawsCards ? "card drawn" : "roll"
        if let range = game.rollRange, let wrong = numbers.first(where: { !range.contains($0) }) {
            let gives = game.drawsCards ? "its cards are" : "its rolls give"
            throw SetupError("no \(what) of this game gives \(wrong): \(gives) \(range.lowerBound) to \(range.upperBound)")
        }
        if let wrong = numbers.first(where: { $0 < 0 }) { throw SetupError("no \(what) gives \(wrong): chance gives 0 or more") }
        program.fixRolls(numbers, in: &state)
    }

    /// Whether `viewer` may not see all of the value now: some of it is hidden from them (or
    /// there is no viewer) and the game is on.
    func isHidden(_ variable: Variable, from viewer: Int?, _ state: State) -> Bool {
        guard variable.isHiddenFromSomeone, state.result < 0 else { return false }
        guard let viewer else { return true }
        return variable.hiddenFrom.contains(viewer) || (variable.hiddenFromOthers && playerCount > 1)
    }

    /// The first value the file's own core rules keep: those before it belong to a family's
    /// translation, which `setup value` does not reach.
    var firstOwnValue: Int {
        switch game.presentation {
        case .values, .board: 0
        case .rally(let layout): layout.ownValues
        case .frames(let layout): layout.ownValues
        case .code(let layout): layout.ownValues
        }
    }

    /// `setup value NAME V …`: one value, or one for each player, written as `expect value`
    /// reads them (a number, yes or no, a player's name). A drawn value must be one the draw
    /// could give.
    func setValue(_ name: String, _ written: [String], in state: inout State) throws(SetupError) {
        guard let index = game.variables.indices.first(where: { $0 >= firstOwnValue && game.variables[$0].name == name }) else {
            throw SetupError("this game keeps no value called '\(name)'")
        }
        let variable = game.variables[index]
        let count = variable.perPlayer ? playerCount : 1
        guard written.count == count else {
            throw SetupError("'\(name)' takes \(count == 1 ? "one value" : "\(count) values, one for each player"), not \(written.count)")
        }
        var values: [Int] = []
        for text in written {
            let value: Int?
            switch variable.type {
            case .number: value = Int(text).flatMap { abs($0) <= Limits.number ? $0 : nil }
            case .flag: value = ["yes", "true"].contains(text) ? 1 : ["no", "false"].contains(text) ? 0 : nil
            case .player: value = model.playerIndex(text)
            case .list: throw SetupError("'\(name)' is a list, which only grows by 'append'")
            }
            guard let value else { throw SetupError("'\(text)' is not \(Self.kind(of: variable.type)) for '\(name)'") }
            if let range = variable.drawn, !range.contains(value) {
                throw SetupError("'\(name)' is drawn from \(range.lowerBound) to \(range.upperBound); \(value) is not among them")
            }
            values.append(value)
        }
        let slot = program.slots[index]
        state.values.replaceSubrange(slot..<slot + count, with: values)
    }

    private static func kind(of type: VariableType) -> String {
        switch type {
        case .number: "a number"
        case .flag: "yes or no"
        case .player: "a player"
        case .list: "a list"
        }
    }

    /// The moves `answer` rules answered, in order, each with its answers joined by spaces.
    func answers(_ state: State) -> AnsweredMoves {
        guard program.answerSlot >= 0 else { return [] }
        let records = state.lists[program.answerSlot], starts = state.lists[program.answerSlot + 1]
        return AnsweredMoves(count: starts.count, lists: [records, starts]) { [self] i in
            var at = starts[i]
            let end = i + 1 < starts.count ? starts[i + 1] : records.count
            var answered = AnsweredMove(move: format(Move(records[at]), in: state), answer: "")
            while at < end {
                let text = program.answerTexts[records[at + 2]]
                let count = text.expressions.count
                let said = text.filled(values: records[at + 3..<at + 3 + count], move: answered.move, players: model.players)
                answered.answer += answered.answer.isEmpty ? said : " " + said
                at += 3 + count
            }
            return answered
        }
    }
}

extension AnswerText {
    /// The text with its parts filled in: `values` are its expressions' values, in order, and
    /// `move` the move answered or refused, as typed. Spaces at the end are dropped (a word
    /// part outside its table writes nothing, and the spaces written after it are not wanted).
    func filled<Values: Collection<Int>>(values: Values, move: String, players: [String]) -> String {
        var values = values.makeIterator()
        let text = parts.map { part -> String in
            switch part {
            case .text(let words): return words
            case .move: return move
            case .number: return values.next().map(String.init) ?? ""
            case .flag: return values.next().map { $0 != 0 ? "yes" : "no" } ?? ""
            case .player:
                let p = values.next() ?? -1
                return p >= 0 && p < players.count ? players[p] : "nobody"
            case .word(let words, _):
                let place = values.next() ?? 0
                return place >= 1 && place <= words.count ? words[place - 1] : ""
            }
        }.joined()
        return String(text.reversed().drop { $0 == " " }.reversed())
    }
}
