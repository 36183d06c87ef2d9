import RefereeModel

/// Moves of a core game as typed at the prompt: a cell (`4`, `b2`) or, when pieces fall, a column
/// to place on; a piece's name before it when the mover chooses among pieces (`S c3`); `a1-b2` to
/// move a piece (`a1-c1` for a jump); `remove a1`; `pass`; a move's own word (`hold`).
extension CoreProgram {
    /// A move as typed, played from `state`: a chained jump names every cell it lands on.
    func format(_ move: Move, in state: State) -> String {
        let index = Self.decode(move).rule
        if index < rules.count, rules[index].motion != nil, let text = motionText(move, state) { return text }
        return format(move)
    }

    func format(_ move: Move) -> String {
        let (index, from, to, choice) = Self.decode(move)
        guard index < rules.count else { return String(move.value) }
        let rule = rules[index]
        switch rule.action {
        case .place(_, let drop):
            let target = drop ? tables.board.naming.name(ofColumn: to) : tables.cellName(to)
            return rule.choices.count < 2 ? target : "\(pieceNames[rule.choices[choice]]) \(target)"
        case .slide, .jump:
            return "\(from.map(tables.cellName) ?? "?")-\(tables.cellName(to))"
        case .remove:
            return "remove \(tables.cellName(to))"
        case .pass:
            return "pass"
        case .word(let word):
            return word
        case .choose(.player):
            let p = Self.chosen(move)
            return p < playerNames.count ? playerNames[p] : String(p)
        case .choose(.number):
            return String(Self.chosen(move))
        case .choose(.sidePlayer(let names)):
            let all = names.flatMap { $0 }, k = Self.chosen(move)
            return k < all.count ? all[k] : String(k)
        case .choose(.row(_, let keys)):
            let k = Self.chosen(move)
            return k >= 1 && k <= keys.count ? keys[k - 1] : String(k)
        case .choose(.pins(_, let values)):
            let set = Self.chosen(move)
            guard set > 0 else { return "-" }
            return values.indices.filter { set & (1 << $0) != 0 }.map { String($0 + 1) }.joined()
        case .choose(.part):
            return Self.partText(move)
        case .choose(.code), .choose(.answer):
            // Code games format their moves in the code family's notation (`CoreKernel+Code`).
            return String(Self.chosen(move))
        }
    }

    /// The name of the cell a move goes to, which a refusal of a taken cell names.
    func targetName(_ move: Move) -> String {
        let (index, _, to, _) = Self.decode(move)
        guard index < rules.count else { return format(move) }
        switch rules[index].action {
        case .place(_, false), .slide, .jump: return tables.cellName(to)
        case .place(_, true), .remove, .pass, .word, .choose: return format(move)
        }
    }

    /// The cell a move acts on when played from `state`: where it puts a piece (where a dropped
    /// piece lands), where a piece slides or jumps to, or the cell it clears; nil for a move on
    /// no cell.
    func cell(of move: Move, in state: State) -> Int? {
        let (index, _, to, _) = Self.decode(move)
        guard index < rules.count else { return nil }
        switch rules[index].action {
        case .place(_, let drop):
            guard to < (drop ? tables.board.width : tables.board.cellCount) else { return nil }
            let cell = landing(to, drop: drop, state)
            return (0..<tables.board.cellCount).contains(cell) ? cell : nil
        case .slide, .jump, .remove:
            return to < tables.board.cellCount ? to : nil
        case .pass, .word, .choose:
            return nil
        }
    }

    /// The move a text names: among the rules whose form it has, the first under which it is
    /// legal now, else the first (so that a refusal names the rule that forbids it).
    func parse(_ text: String, in state: State) -> Move? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.joined(separator: " ") == text else { return nil }
        var candidates: [Move] = []
        for (index, rule) in rules.enumerated() {
            if let move = parse(words, as: rule, index, state) { candidates.append(move) }
        }
        return candidates.first { refusal(of: $0, in: state) == nil } ?? candidates.first
    }

    private func parse(_ words: [Substring], as rule: Rule, _ index: Int, _ state: State) -> Move? {
        switch rule.action {
        case .place(_, let drop):
            var words = words[...]
            var choice = 0
            if rule.choices.count > 1 {
                guard words.count == 2, let c = rule.choices.firstIndex(where: { words.first.map(String.init) == pieceNames[$0] }) else {
                    return nil
                }
                choice = c
                words = words.dropFirst()
            }
            guard words.count == 1, let name = words.first else { return nil }
            if drop {
                guard let column = tables.board.naming.column(named: name, width: tables.board.width) else { return nil }
                return Self.encode(rule: index, from: nil, to: column, choice: choice)
            }
            return tables.cell(named: name).map { Self.encode(rule: index, from: nil, to: $0, choice: choice) }
        case .slide, .jump:
            guard words.count == 1, let word = words.first else { return nil }
            if rule.motion != nil {
                let cells = word.split(separator: "-", omittingEmptySubsequences: false).map { tables.cell(named: $0) }
                guard cells.count >= 2, cells.allSatisfy({ $0 != nil }) else { return nil }
                return parseMotion(cells.compactMap { $0 }, index, state)
            }
            let ends = word.split(separator: "-", maxSplits: 1)
            guard ends.count == 2, let from = tables.cell(named: ends[0]), let to = tables.cell(named: ends[1]) else {
                return nil
            }
            return Self.encode(rule: index, from: from, to: to, choice: 0)
        case .remove:
            guard words.count == 2, words[0] == "remove", let cell = tables.cell(named: words[1]) else { return nil }
            return Self.encode(rule: index, from: nil, to: cell, choice: 0)
        case .pass:
            return words == ["pass"] ? Self.encode(rule: index, from: nil, to: 0, choice: 0) : nil
        case .word(let word):
            return words.joined(separator: " ") == word ? Self.encode(rule: index, from: nil, to: 0, choice: 0) : nil
        case .choose(.player):
            guard words.count == 1, let p = playerNames.firstIndex(where: { $0 == words[0] }) else { return nil }
            return Self.encode(rule: index, chosen: p)
        case .choose(.number):
            guard words.count == 1, !words[0].isEmpty, words[0].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            // Any larger number is out of every range, and refused by the rule as such.
            return Self.encode(rule: index, chosen: min(Int(words[0]) ?? Int.max, Limits.chosenNumber + 1))
        case .choose(.sidePlayer(let names)):
            guard words.count == 1, let k = names.flatMap({ $0 }).firstIndex(where: { $0 == words[0] }) else { return nil }
            return Self.encode(rule: index, chosen: k)
        case .choose(.row(_, let keys)):
            guard words.count == 1, let k = keys.firstIndex(where: { $0 == words[0] }) else { return nil }
            return Self.encode(rule: index, chosen: k + 1)
        case .choose(.pins(_, let values)):
            // The pins that fall, by number, in any order ("135"), or `-` for none.
            guard words.count == 1 else { return nil }
            if words[0] == "-" { return Self.encode(rule: index, chosen: 0) }
            var set = 0
            for c in words[0] {
                guard c.isASCII, let digit = c.wholeNumberValue, digit >= 1, digit <= values.count, set & (1 << (digit - 1)) == 0
                else { return nil }
                set |= 1 << (digit - 1)
            }
            return Self.encode(rule: index, chosen: set)
        case .choose(.part):
            // The numbers named, as digits in any order ("515").
            guard words.count == 1 else { return nil }
            return Self.part(named: words[0], rule: index)
        case .choose(.code), .choose(.answer):
            // Code games read their moves in the code family's notation (`CoreKernel+Code`).
            return nil
        }
    }
}
