import RefereeModel

/// Checks what the language says about groups of pieces: the move modifier `capturing` and
/// `refuse after when …`, whose condition reads the board once a move is made.
extension Checker {
    /// `capturing` on a move rule: only a placement of the mover's own piece captures.
    mutating func checkCapturing(_ move: MoveSyntax, _ rule: inout MoveRule) {
        guard let capturing = move.capturing else { return }
        guard case .place(let choices, let drop) = rule.action else {
            diagnostics.append(.error(
                "'capturing' goes with 'place': a placed piece takes the groups it leaves without liberties",
                at: capturing.span, help: "write 'move place capturing'"))
            return
        }
        if choices != nil || drop || move.flanking != nil {
            diagnostics.append(.error(
                "a capturing placement puts down the mover's own piece, where it is placed", at: capturing.span,
                help: "write 'move place capturing', without pieces to choose, 'dropping' or 'flanking'"))
            return
        }
        rule.capturing = true
    }

    /// A `refuse after` rule: its condition is true or false, read once a move that puts a piece
    /// on a cell is made; an error when no move of the game puts one there.
    mutating func checkRefusalAfter(
        _ after: Name, _ condition: ExprSyntax, _ message: Name, _ parts: [AnswerPartSyntax], _ names: CoreNames,
        moves: [MoveRule]
    ) -> RefusalRule? {
        let judged = moves.contains { rule in
            switch rule.action {
            case .place, .slide, .jump: true
            case .remove, .pass, .word, .choose: false
            }
        }
        guard judged else {
            diagnostics.append(.error(
                "no move of this game puts a piece on a cell for 'refuse after' to judge", at: after.span,
                help: "'refuse after when …' judges placements, slides and jumps once they are made; "
                    + "'refuse when …' judges moves that name a value"))
            return nil
        }
        if message.text.isEmpty { diagnostics.append(.error("a refused move needs a message", at: message.span)) }
        let scope = names.scope(for: .refusalAfter)
        guard let c = runtime(condition, as: .bool, scope: scope, what: "the condition of a 'refuse after' rule"),
              let text = checkText(parts, scope: scope, what: "a message")
        else { return nil }
        return RefusalRule(condition: c, message: text, after: true)
    }
}
