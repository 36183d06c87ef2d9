import RefereeModel

/// Which move rule refuses a move, in words, for `why` and the line under an error.
extension CoreProgram {
    /// The rule behind an `illegal` refusal: the move rule the text names, and what of it the
    /// move does not meet. Nil when the rule gives no reason of its own.
    func reason(for move: Move, in state: State) -> String? {
        var state = state
        let (index, from, to, _) = Self.decode(move)
        guard index < rules.count else { return nil }
        let shape = shapes[index]
        let written = Self.text(
            of: rules[index].action, flanking: shape.flanking, capturing: shape.capturing, otherwise: shape.otherwise, pieceNames,
            variableNames)
        let rule = "'\(rules[index].words?.written ?? Self.withModifiers(written, of: shape))'"
        if shape.otherwise, firstChoiceCount(&state) > 0 { return "\(rule) allows it only when no other move is legal" }
        if shape.verb == .chooseNumber, case let now = numbers(index, &state), !now.contains(Self.chosen(move)) {
            guard let last = now.last else { return "\(rule) names no number now" }
            return "\(rule) names a number from \(now.lowerBound) to \(last) now"
        }
        if !conditionHolds(index, &state) { return "\(rule) allows it only when its condition holds, and it does not now" }
        if shape.directed { return motionReason(index, move, state) }
        switch shape.verb {
        case .place:
            guard shape.flanking else { return nil }
            return "\(rule): the piece must flank a line of other players' pieces ended by one of the mover's own"
        case .slide:
            guard let from, from < tables.board.cellCount else { return nil }
            if !own(state.toMove, state).contains(from) { return "\(rule) moves one of the mover's own pieces" }
            if to < tables.board.cellCount, !rules[index].neighbours[from].contains(to) {
                return "\(rule) moves a piece only to a cell next to it"
            }
            return nil
        case .jump:
            guard let from, from < tables.board.cellCount else { return nil }
            if !own(state.toMove, state).contains(from) { return "\(rule) moves one of the mover's own pieces" }
            guard to < tables.board.cellCount, let over = jumpedCell(index, from: from, to: to) else {
                return "\(rule) moves a piece two cells in a straight line, over the cell next to it"
            }
            if !removable(shape.whose, state).contains(over) {
                return switch shape.whose {
                case .own: "\(rule) jumps only over one of the mover's own pieces, and \(tables.cellName(over)) holds none"
                case .other: "\(rule) jumps only over another player's piece, and \(tables.cellName(over)) holds none"
                case .any: "\(rule) jumps only over a piece, and \(tables.cellName(over)) is empty"
                }
            }
            return nil
        case .remove:
            if shape.outsideLines, removable(shape.whose, state).contains(to), !removable(shape, state).contains(to) {
                return "\(rule) takes no piece on a whole line of its owner's while another can be taken"
            }
            return switch shape.whose {
            case .own: "\(rule) takes only one of the mover's own pieces"
            case .other: "\(rule) takes only another player's piece"
            case .any: "\(rule) takes only a piece on the board"
            }
        case .choosePart:
            return "\(rule) names only numbers from 0 to 9 that the list holds now, at least one"
        case .pass, .choosePlayer, .chooseNumber, .choosePins, .chooseCode, .chooseAnswer:
            return nil
        }
    }

    /// A rule's text with its `anywhere` and `outside lines`, which come after the action.
    static func withModifiers(_ text: String, of shape: RuleShape) -> String {
        guard shape.anywhere || shape.outsideLines else { return text }
        let action = text.hasSuffix(" otherwise") ? String(text.dropLast(" otherwise".count)) : text
        let modifiers = (shape.anywhere ? " anywhere" : "") + (shape.outsideLines ? " outside lines" : "")
        return action + modifiers + (action == text ? "" : " otherwise")
    }

    /// A move rule as written, without its condition and effects: "move place flanking".
    static func text(
        of action: MoveAction, flanking: Bool, capturing: Bool, otherwise: Bool, _ pieceNames: [String], _ variableNames: [String]
    ) -> String {
        var words = ["move"]
        switch action {
        case .place(let choices, let drop):
            words.append("place")
            if let choices { words.append(choices.map { pieceNames[$0] }.joined(separator: " or ")) }
            if drop { words.append("dropping") }
        case .slide(let adjacency):
            words.append("slide")
            switch adjacency {
            case .orthogonal: words.append("orthogonally")
            case .alongLines: words.append("along lines")
            case .adjacent: break
            }
        case .jump(let adjacency, let over):
            words.append("jump")
            switch adjacency {
            case .orthogonal: words.append("orthogonally")
            case .alongLines: words.append("along lines")
            case .adjacent: break
            }
            words += ["over", over.rawValue]
        case .remove(let whose): words += ["remove", whose.rawValue]
        case .pass: words.append("pass")
        case .word(let word): words.append("\"\(word)\"")
        case .choose(.player): words.append("player")
        case .choose(.number): words.append("number")
        case .choose(.sidePlayer): words.append("side player")
        case .choose(.row(let table, _)): words += ["from", table]
        case .choose(.pins): words.append("pins")
        case .choose(.code): words.append("code")
        case .choose(.answer): words.append("answer")
        case .choose(.part(let list)): words += ["some", "of", list < variableNames.count ? variableNames[list] : "a list"]
        }
        if flanking { words.append("flanking") }
        if capturing { words.append("capturing") }
        if otherwise { words.append("otherwise") }
        return words.joined(separator: " ")
    }
}
