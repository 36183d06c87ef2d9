extension CoreGame {
    /// What a file's family statements mean in core terms: the rules the general interpreter
    /// runs for a file that uses only them. A model with neither a family nor core rules (which
    /// the checker never makes) means a game without moves.
    public static func translating(_ model: GameModel) -> CoreGame {
        switch model.family {
        case nil: CoreGame(board: CoreBoard(width: 0, height: 0, naming: .numbered(from: 0), lines: []), pieces: [], moves: [])
        case .board(let rules): CoreGame(translating: rules, players: model.players)
        case .frames(let rules): CoreGame(translating: rules, players: model.players)
        case .rally(let rules): CoreGame(translating: rules, players: model.players)
        case .code(let rules): CoreGame(translating: rules, players: model.players)
        }
    }

    /// A board game: each player places marks of their own on empty cells (dropped to the lowest
    /// empty cell of a column with `gravity`); a completed line wins (or, with `lose`, loses) for
    /// the player who completed it, and with `draw when full` a full board is a draw.
    ///
    /// - `board W by H`, `cells …`, `win|lose … lines` give `board`;
    /// - each player has one kind of piece, named after the player;
    /// - the one move is `move place` (`move place dropping` with `gravity`);
    /// - `win …` is `end when line: winner mover`, `lose …` is `end when line: loser mover`;
    /// - `draw when full` is `end when full: draw`.
    public init(translating rules: BoardRules, players: [String]) {
        var ends: [EndRule] = []
        if !rules.lines.isEmpty {
            let mover = Expr.state(.mover)
            ends.append(EndRule(condition: .state(.line), result: rules.lineEffect == .wins ? .winner(mover) : .loser(mover)))
        }
        if rules.drawWhenFull { ends.append(EndRule(condition: .state(.full), result: .draw)) }
        var board = CoreBoard(width: rules.width, height: rules.height, naming: rules.naming, lines: rules.lines)
        board.layers = rules.layers
        board.wraps = rules.wraps
        board.overlines = rules.overlines
        board.points = rules.points
        self.init(
            board: board,
            pieces: players.enumerated().map { PieceKind(name: $1, owner: $0) },
            moves: [MoveRule(action: .place(choices: nil, drop: rules.gravity))],
            ends: ends)
    }
}
