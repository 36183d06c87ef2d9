import RefereeModel

/// The families of games a rule file can describe. Each keeps its checks in one file of this
/// layer (`CheckBoard.swift`, `CheckFrames.swift`, `CheckRally.swift`, `CheckCode.swift`);
/// `Checker.check()` switches over this enum without a `default:`, so a new family does not
/// compile until it is checked.
enum Family: String, CaseIterable {
    case board, frames, rally, code

    /// The family a statement belongs to; nil for the statements every family shares (the header,
    /// options, messages and core rules).
    init?(of kind: Statement.Kind) {
        switch kind {
        case .computer(_, let how) where how.text == CodeRules.adversaryWord:
            self = .code
        case .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .turnsAlternate, .turnsFixed, .turnsBy, .computer:
            self = .board
        case .frames, .pins, .rolls, .bonus, .fill, .bowlers: self = .frames
        case .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen:
            self = .rally
        case .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies: self = .code
        case .title, .players, .option, .message, .rulesReference: return nil
        case .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse: return nil
        case .table, .define, .forEach: return nil
        }
    }
}
