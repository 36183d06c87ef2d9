import RefereeEngine
import RefereeModel

/// One game being played through the command language: the state, its history for undo and
/// redo, and the moves made. Shared by `referee play`'s scripted mode and the REPL.
public struct Session: Sendable {
    public let engine: Engine
    public let seed: UInt64
    public private(set) var state: GameState
    /// Earlier states, for undo; the last is the state before the last move.
    public private(set) var history: [GameState] = []
    /// States undone, for redo.
    public private(set) var undone: [GameState] = []
    /// The moves that led to the state, as typed.
    public private(set) var moves: [String] = []
    private var undoneMoves: [String] = []

    public init(engine: Engine, seed: UInt64 = 0) {
        self.engine = engine
        self.seed = seed
        self.state = engine.newGame(seed: seed)
    }

    public var model: GameModel { engine.model }

    /// What a command did.
    public struct Response: Sendable {
        public var ok: Bool
        public var error: String?
        /// Text for a person: a picture, a list, a message.
        public var text: String
        public var quit = false
    }

    /// Carries out one line. An error leaves the game exactly as it was.
    public mutating func execute(_ line: String, color: Bool = false) -> Response {
        switch Command.parse(line) {
        case .empty:
            return Response(ok: true, text: "")
        case .move(let text):
            return play(text, color: color)
        case .undo:
            guard let previous = history.popLast() else { return failure("nothing to undo") }
            undone.append(state)
            undoneMoves.append(moves.removeLast())
            state = previous
            return Response(ok: true, text: picture(color: color))
        case .redo:
            guard let next = undone.popLast() else { return failure("nothing to redo") }
            history.append(state)
            moves.append(undoneMoves.removeLast())
            state = next
            return Response(ok: true, text: picture(color: color))
        case .new:
            history = []
            undone = []
            moves = []
            undoneMoves = []
            state = engine.newGame(seed: seed)
            return Response(ok: true, text: picture(color: color))
        case .moves:
            let legal = engine.legalMoveTexts(state)
            return Response(ok: true, text: legal.isEmpty ? "no legal moves: \(status)" : "legal moves: \(Self.abbreviate(legal))")
        case .show:
            return Response(ok: true, text: picture(color: color))
        case .help:
            return Response(ok: true, text: help)
        case .quit:
            return Response(ok: true, text: "", quit: true)
        }
    }

    /// Plays a move typed at the prompt.
    public mutating func play(_ text: String, color: Bool = false) -> Response {
        switch engine.play(text, in: state) {
        case .failure(let illegal):
            return failure(illegal.message)
        case .success(let next):
            history.append(state)
            moves.append(text)
            undone = []
            undoneMoves = []
            let before = state
            state = next
            let events = Events.between(before, next, engine: engine)
            return Response(ok: true, text: (events.isEmpty ? "" : events.joined(separator: "\n") + "\n") + picture(color: color))
        }
    }

    private func failure(_ message: String) -> Response {
        Response(ok: false, error: message, text: "error: \(message)")
    }

    /// Who is to move, or how the game ended.
    public var status: String {
        if let result = engine.resultMessage(state) { return "game over: \(result)" }
        guard let p = engine.toMove(state) else { return "game over" }
        if case .rally = engine.model.kind { return "\(model.players[p]) to serve" }
        return "\(model.players[p]) to move"
    }

    public func picture(color: Bool = false) -> String {
        Renderer(engine: engine, color: color).render(state) + "\n" + status
    }

    public var help: String {
        let example = engine.legalMoveTexts(state).first ?? "…"
        return """
        Type a move to play it (for example: \(example)), or a command:
          moves   list the legal moves
          undo    take back the last move      redo   play it again
          new     start a new game             show   draw the game
          help    this text                    quit   leave
        A move whose name is a command is played with 'move NAME'; text in quotes is taken as it is.
        """
    }

    static func abbreviate(_ moves: [String]) -> String {
        guard moves.count > 40 else { return moves.joined(separator: " ") }
        return moves.prefix(20).joined(separator: " ") + " … " + moves.suffix(5).joined(separator: " ") + " (\(moves.count) in all)"
    }
}
