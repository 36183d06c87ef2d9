import RefereeModel

/// The one rule engine: runs any compiled game model. It knows families of game (boards, frames,
/// rallies, codes), never a game by name. All methods are pure: they take a state and return a
/// new one, leaving the old untouched.
public struct Engine: Sendable {
    public let model: GameModel
    let runner: Runner

    enum Runner: Sendable {
        case board(BoardKernel<Bits256>)
        case frames(FrameKernel)
        case rally(RallyKernel)
        case code(CodeKernel)
    }

    public init(_ model: GameModel) {
        self.model = model
        switch model.kind {
        case .board(let rules): runner = .board(BoardKernel(model: model, rules: rules))
        case .frames(let rules): runner = .frames(FrameKernel(model: model, rules: rules))
        case .rally(let rules): runner = .rally(RallyKernel(model: model, rules: rules))
        case .code(let rules): runner = .code(CodeKernel(model: model, rules: rules))
        }
    }

    /// A new game. Randomness (a secret code, a random computer player) comes from `seed` only.
    /// Moves the rules make for computer players are already made.
    public func newGame(seed: UInt64 = 0) -> GameState {
        let state: GameState = switch runner {
        case .board(let k): GameState(storage: .board(k.initial(seed: seed)))
        case .frames(let k): GameState(storage: .frames(k.initial(seed: seed)))
        case .rally(let k): GameState(storage: .rally(k.initial(seed: seed)))
        case .code(let k): GameState(storage: .code(k.initial(seed: seed)))
        }
        return playComputers(state)
    }

    /// The player to move (the server, in a rally); nil once the game is over.
    public func toMove(_ state: GameState) -> Int? {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.toMove(s)
        case (.frames(let k), .frames(let s)): k.toMove(s)
        case (.rally(let k), .rally(let s)): k.toMove(s)
        case (.code(let k), .code(let s)): k.toMove(s)
        default: nil
        }
    }

    public func outcome(_ state: GameState) -> Outcome? {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.outcome(s)
        case (.frames(let k), .frames(let s)): k.outcome(s)
        case (.rally(let k), .rally(let s)): k.outcome(s)
        case (.code(let k), .code(let s)): k.outcome(s)
        default: nil
        }
    }

    public func isOver(_ state: GameState) -> Bool { outcome(state) != nil }

    /// The outcome in the rule file's words ("X Wins", "Draw"); nil while the game is on.
    public func resultMessage(_ state: GameState) -> String? {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.resultMessage(s)
        case (.frames(let k), .frames(let s)): k.resultMessage(s)
        case (.rally(let k), .rally(let s)): k.resultMessage(s)
        case (.code(let k), .code(let s)): k.resultMessage(s)
        default: nil
        }
    }

    public func moveCount(_ state: GameState) -> Int {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.moveCount(s)
        case (.frames(let k), .frames(let s)): k.moveCount(s)
        case (.rally(let k), .rally(let s)): k.moveCount(s)
        case (.code(let k), .code(let s)): k.moveCount(s)
        default: 0
        }
    }

    /// The legal moves now, in increasing order.
    public func legalMoves(_ state: GameState) -> [Move] {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.legalMoves(s)
        case (.frames(let k), .frames(let s)): k.legalMoves(s)
        case (.rally(let k), .rally(let s)): k.legalMoves(s)
        case (.code(let k), .code(let s)): k.legalMoves(s)
        default: []
        }
    }

    /// How many moves are legal now, without listing them where the kernel can count them (a
    /// code game with every code legal).
    public func legalMoveCount(_ state: GameState) -> Int {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.legalMoveCount(s)
        case (.frames(let k), .frames(let s)): k.legalMoveCount(s)
        case (.rally(let k), .rally(let s)): k.legalMoveCount(s)
        case (.code(let k), .code(let s)): k.legalMoveCount(s)
        default: 0
        }
    }

    /// A move as typed at the prompt.
    public func format(_ move: Move, in state: GameState) -> String {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.format(move, in: s)
        case (.frames(let k), .frames(let s)): k.format(move, in: s)
        case (.rally(let k), .rally(let s)): k.format(move, in: s)
        case (.code(let k), .code(let s)): k.format(move, in: s)
        default: String(move.value)
        }
    }

    /// The legal moves as typed at the prompt.
    public func legalMoveTexts(_ state: GameState) -> [String] {
        legalMoves(state).map { format($0, in: state) }
    }

    /// Reads a move as typed. A text that names no move of this game is an illegal move whose
    /// message says so; a game that is over refuses every move with its `over` message.
    public func parse(_ text: String, in state: GameState) -> Result<Move, IllegalMove> {
        let parsed: Move?
        var unknown = MessageKey.unknown
        var finished: IllegalMove?
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)):
            parsed = k.parse(text, in: s)
            if k.outcome(s) != nil { finished = k.illegal(.over, s, text: text) }
        case (.frames(let k), .frames(let s)):
            parsed = k.parse(text, in: s)
            if k.outcome(s) != nil { finished = k.illegal(.over, s, text: text) }
        case (.rally(let k), .rally(let s)):
            parsed = k.parse(text, in: s)
            if k.outcome(s) != nil { finished = k.illegal(.over, s, text: text) }
        case (.code(let k), .code(let s)):
            parsed = k.parse(text, in: s)
            if !s.awaitingAnswer { unknown = .code }
            if k.outcome(s) != nil { finished = k.illegal(.over, s, text: text) }
        default:
            parsed = nil
        }
        if let finished { return .failure(finished) }
        guard let parsed else { return .failure(illegal(unknown, text, in: state)) }
        return .success(parsed)
    }

    private func illegal(_ key: MessageKey, _ text: String, in state: GameState) -> IllegalMove {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)): k.illegal(key, s, text: text)
        case (.frames(let k), .frames(let s)): k.illegal(key, s, text: text)
        case (.rally(let k), .rally(let s)): k.illegal(key, s, text: text)
        case (.code(let k), .code(let s)): k.illegal(key, s, text: text)
        default: IllegalMove(rule: key, message: key.defaultTemplate)
        }
    }

    /// Plays a move, then the moves the rules make for computer players. On an illegal move the
    /// error names the rule that forbids it, and no new state exists.
    public func play(_ move: Move, in state: GameState, as typed: String? = nil) -> Result<GameState, IllegalMove> {
        var next = state
        do {
            switch (runner, next.storage) {
            case (.board(let k), .board(var s)):
                try k.apply(move, to: &s, as: typed)
                next.storage = .board(s)
            case (.frames(let k), .frames(var s)):
                try k.apply(move, to: &s, as: typed)
                next.storage = .frames(s)
            case (.rally(let k), .rally(var s)):
                try k.apply(move, to: &s, as: typed)
                next.storage = .rally(s)
            case (.code(let k), .code(var s)):
                try k.apply(move, to: &s, as: typed)
                next.storage = .code(s)
            default:
                return .failure(IllegalMove(rule: .unknown, message: "the state belongs to another game"))
            }
        } catch {
            return .failure(error)
        }
        return .success(playComputers(next))
    }

    /// Reads and plays a move as typed.
    public func play(_ text: String, in state: GameState) -> Result<GameState, IllegalMove> {
        parse(text, in: state).flatMap { play($0, in: state, as: text) }
    }

    /// Makes the moves of computer-controlled players until a person is to move or the game ends.
    func playComputers(_ state: GameState) -> GameState {
        guard !model.computers.isEmpty else { return state }
        var state = state
        var guardCount = 0
        while let p = toMove(state), model.computers[p] != nil, guardCount < Limits.boardCells + 1 {
            guardCount += 1
            guard let move = legalMoves(state).first, case .success(let next) = play(move, in: state) else { break }
            state = next
        }
        return state
    }

    /// The picture of the game that `viewer` may see (nil: an onlooker who sees what every
    /// player sees; hidden information stays hidden until the game is over).
    public func view(_ state: GameState, for viewer: Int? = nil) -> GameView {
        switch (runner, state.storage) {
        case (.board(let k), .board(let s)):
            let n = k.rules.cellCount
            return .board(BoardView(
                width: k.rules.width, height: k.rules.height,
                cells: (0..<n).map { k.owner(of: $0, in: s) },
                cellNames: (0..<n).map(k.cellName), lines: k.completedLines(s), gravity: k.rules.gravity,
                columnNames: (0..<k.rules.width).map { k.format(Move($0), in: s) }))
        case (.frames(let k), .frames(let s)):
            return .frames(FramesView(
                frames: k.rules.frames, pins: k.rules.pins,
                cards: model.players.indices.map { k.card(of: $0, in: s) },
                scores: model.players.indices.map { k.score(of: $0, in: s) },
                frame: min(s.frame + 1, k.rules.frames), standing: k.pinsStanding(s)))
        case (.rally(let k), .rally(let s)):
            let levels = k.rules.levels.enumerated().map { (i, level) in (name: level.name, wins: k.wins(level: i, in: s)) }
            let calls = k.rules.levels.first.map { !$0.calls.isEmpty } == true
                ? s.points.map { k.call($0, in: s) ?? String($0) } : nil
            return .rally(RallyView(points: s.points, levels: levels, server: s.server, calls: calls, call: k.spokenScore(s)))
        case (.code(let k), .code(let s)):
            var rows: [CodeView.Row] = []
            for (i, guess) in s.guesses.enumerated() {
                let f = i < s.feedback.count ? s.feedback[i] : nil
                rows.append(CodeView.Row(
                    guess: k.codeText(guess), feedback: f.map(k.display), exact: f?.exact ?? 0, partial: f?.partial ?? 0,
                    feedbackClass: f.map(k.feedbackClass)))
            }
            let hidden = k.rules.hidden && s.winner == nil && viewer != k.rules.maker
            return .code(CodeView(
                length: k.rules.length, alphabet: String(k.rules.alphabet), rows: rows,
                guessesLeft: k.rules.guesses - s.guesses.count, secret: hidden ? nil : k.secretText(s),
                awaitingAnswer: s.awaitingAnswer))
        default:
            return .board(BoardView(width: 0, height: 0, cells: [], cellNames: [], lines: [], gravity: false, columnNames: []))
        }
    }

    /// The score as the umpire calls it, in a rally ("Fifteen-Love", "Deuce", "Advantage A",
    /// "Game A"); nil in other games.
    public func spokenScore(_ state: GameState) -> String? {
        guard case (.rally(let k), .rally(let s)) = (runner, state.storage) else { return nil }
        return k.spokenScore(s)
    }

    /// Changes the state directly, outside the rules, as a scenario's `setup` does.
    public func setup(_ setup: Setup, in state: GameState) -> Result<GameState, SetupError> {
        var next = state
        do throws(SetupError) {
            switch (setup, runner, next.storage) {
            case (.marks(let name, let cellNames), .board(let k), .board(var s)):
                guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
                var cells: [Int] = []
                for cellName in cellNames {
                    guard let cell = k.cellIndex(cellName) else { throw SetupError("no cell '\(cellName)' on this board") }
                    cells.append(cell)
                }
                try k.setMarks(p, cells: cells, in: &s)
                next.storage = .board(s)
            case (.turn(let name), .board(_), .board(var s)):
                guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
                s.toMove = p
                next.storage = .board(s)
            case (.secret(let text), .code(let k), .code(var s)):
                try k.setSecret(text, in: &s)
                next.storage = .code(s)
            case (.secretUnknown, .code(let k), .code(var s)):
                try k.setSecret(nil, in: &s)
                next.storage = .code(s)
            case (.points(let points), .rally(_), .rally(var s)):
                guard points.count == 2, points.allSatisfy({ $0 >= 0 && $0 <= Limits.rallyTarget }) else {
                    throw SetupError("points take two numbers from 0 to \(Limits.rallyTarget), one per player")
                }
                s.points = points
                s.gameWonBy = nil
                next.storage = .rally(s)
            case (.server(let name), .rally(_), .rally(var s)):
                guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
                s.server = p
                next.storage = .rally(s)
            default:
                throw SetupError("this setup does not apply to a \(model.kind.name) game")
            }
        } catch {
            return .failure(error)
        }
        return .success(next)
    }
}
