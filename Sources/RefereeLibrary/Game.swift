import RefereeAnalysis
import RefereeEngine
import RefereeModel

/// One game being played: a value. Playing a move gives a new value and leaves copies alone, so
/// keeping an earlier value is the way back:
///
/// ```swift
/// var game = rules.newGame()
/// let before = game
/// try game.play("4")
/// game = before          // the move is undone
/// ```
///
/// ``undo()`` does the same for the moves played on this value.
public struct Game: Sendable {
    /// The rules the game is played by.
    public let rules: Rules
    let engine: Engine
    var state: GameState
    /// Every move that led here, the rules' own computer's included, in order.
    public private(set) var moves: [MoveRecord]
    private var earlier: [(state: GameState, moves: Int)] = []

    init(rules: Rules, seed: UInt64) {
        self.rules = rules
        engine = Engine(rules.model)
        let start = engine.newGameTellingMoves(seed: seed)
        state = start.state
        moves = start.rulesMoves.map { MoveRecord($0, players: rules.players) }
    }

    /// The player to move (the server, in a rally), or nil once the game is over.
    public var toMove: String? { engine.toMove(state).map { rules.players[$0] } }

    public var isOver: Bool { engine.isOver(state) }

    /// How the game ended, or nil while it goes on.
    public var outcome: Outcome? {
        engine.outcome(state).map { Outcome($0, message: engine.resultMessage(state) ?? "", players: rules.players) }
    }

    /// The legal moves now, as typed. A code game may have tens of thousands: see
    /// ``legalMoveCount``.
    public var legalMoves: [String] { engine.legalMoveTexts(state) }

    /// How many moves are legal now, without listing them.
    public var legalMoveCount: Int { engine.legalMoveCount(state) }

    /// Whether `move` may be played now; the error says which rule refuses it.
    public func check(_ move: String) -> Result<Void, IllegalMove> {
        engine.play(move, in: state).map { _ in () }
    }

    /// Plays a move as typed, then the moves the rules make for their computer players. A move
    /// the rules refuse throws, and the game stays as it was.
    public mutating func play(_ move: String) throws(IllegalMove) {
        let parsed: Move
        switch engine.parse(move, in: state) {
        case .success(let m): parsed = m
        case .failure(let illegal): throw illegal
        }
        try apply(parsed, typed: move, computer: nil)
    }

    /// The game after `move`, leaving this one as it is.
    public func playing(_ move: String) throws(IllegalMove) -> Game {
        var next = self
        try next.play(move)
        return next
    }

    mutating func apply(_ move: Move, typed: String, computer: String?) throws(IllegalMove) {
        let mover = engine.toMove(state) ?? 0
        switch engine.playTellingMoves(move, in: state, as: typed) {
        case .failure(let illegal): throw illegal
        case .success(let next):
            earlier.append((state, moves.count))
            moves.append(MoveRecord(move: typed, player: rules.players[mover], byRules: false, computer: computer))
            moves += next.rulesMoves.map { MoveRecord($0, players: rules.players) }
            state = next.state
        }
    }

    /// Takes back the last move played on this value (with the moves the rules made after it);
    /// false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let last = earlier.popLast() else { return false }
        state = last.state
        moves.removeLast(moves.count - last.moves)
        return true
    }

    /// The game's course as its players saw it, for a computer player that may not see
    /// everything.
    var played: PlayedGame {
        PlayedGame(start: earlier.first?.state ?? state, moves: moves.filter { !$0.byRules }.map(\.move))
    }

    /// The game as an onlooker sees it: what every player sees (a secret stays hidden until the
    /// game is over).
    public var view: GameView { engine.view(state) }

    /// The game as `player` sees it (the codemaker sees the secret); nil for a name that is no
    /// player's.
    public func view(for player: String) -> GameView? {
        rules.players.firstIndex(of: player).map { engine.view(state, for: $0) }
    }

    /// The score as the umpire calls it, in a rally ("Fifteen-Love", "Deuce"); nil in other games.
    public var spokenScore: String? { engine.spokenScore(state) }
}

/// A move of a game, with who made it.
public struct MoveRecord: Sendable, Hashable {
    /// The move as typed.
    public var move: String
    /// The player to move when it was made (the server, in a rally).
    public var player: String
    /// The rules made it for one of their computer players (`computer` in the rule file).
    public var byRules: Bool
    /// The computer player that chose it (``Game/playComputerMove(by:seed:thinkingTime:)``), or
    /// nil for a move played with ``Game/play(_:)`` or by the rules.
    public var computer: String?

    init(move: String, player: String, byRules: Bool, computer: String?) {
        self.move = move
        self.player = player
        self.byRules = byRules
        self.computer = computer
    }

    init(_ made: RulesMove, players: [String]) {
        self.init(move: made.move, player: players[made.player], byRules: true, computer: nil)
    }
}

/// How a game ended.
public struct Outcome: Sendable, Hashable {
    /// The winner, or nil for a draw.
    public var winner: String?
    /// Every other player, when someone won.
    public var losers: [String]
    public var isDraw: Bool { winner == nil }
    /// The result in the rule file's words ("X Wins", "Draw").
    public var message: String

    init(_ outcome: RefereeEngine.Outcome, message: String, players: [String]) {
        winner = outcome.winner.map { players[$0] }
        losers = outcome.winner.map { w in players.indices.filter { $0 != w }.map { players[$0] } } ?? []
        self.message = message
    }
}
