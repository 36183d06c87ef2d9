import RefereeModel

/// Checks sealed moves (`move … sealed`) and the effect that reveals them (`reveal`).
extension Checker {
    /// Whether a move rule is sealed: only a move that names something (a number, a player, a
    /// table's row) may be, and its own effects, which wait for the reveal, may neither reveal
    /// nor give another move.
    mutating func checkSealedMove(_ move: MoveSyntax, _ rule: MoveRule) -> Bool {
        guard let sealed = move.sealed else { return false }
        switch rule.action {
        case .choose(.number), .choose(.player), .choose(.row): break
        case .place, .slide, .jump, .remove, .pass, .word, .choose:
            diagnostics.append(.error(
                "'sealed' goes with a move that names something, to keep from the others", at: sealed.span,
                help: "seal a move that names a number, a player or a table's row: 'move number 1 to 5 sealed'"))
            return false
        }
        for effect in move.effects {
            switch effect {
            case .reveal(let word):
                diagnostics.append(.error(
                    "a sealed move's effects wait for 'reveal', so they cannot reveal", at: word.span,
                    help: "reveal in a rule after the move: 'after move when mover == B then reveal'"))
            case .again(let word):
                diagnostics.append(.error(
                    "'again' gives no move in a sealed move's effects, which run at its reveal", at: word.span,
                    help: "give the extra move in a rule after the move: 'after move when … then again'"))
            case .set, .add, .append, .roll, .draw, .announce, .answer, .removeCell, .removeItems, .placeCell, .moveCell, .forEach: break
            }
        }
        return true
    }

    /// `reveal` in a file with no sealed move has nothing to reveal.
    mutating func checkSealed(_ statements: [Statement], _ game: CoreGame) {
        guard !game.sealedMoves else { return }
        for statement in statements {
            var effects: [EffectSyntax] = []
            if case .move(let move) = statement.kind { effects = move.effects }
            if case .afterMove(_, let listed) = statement.kind { effects = listed }
            for case .reveal(let word) in effects {
                diagnostics.append(.error(
                    "'reveal' reveals sealed moves, and no move here is sealed", at: word.span,
                    help: "seal the moves to keep from the other players: 'move number 1 to 5 sealed'"))
            }
        }
    }
}
