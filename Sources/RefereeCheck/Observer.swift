import RefereeEngine
import RefereeModel

/// What an observation found instead of what was expected: the message the report prints, and
/// the two values apart for machine-readable reports.
struct Mismatch: Sendable, Hashable {
    var message: String
    var expected: String
    var actual: String

    /// "expected WHAT EXPECTED, got ACTUAL".
    init(_ what: String, _ expected: String, _ actual: String) {
        self.message = "expected \(what) \(expected), got \(actual)"
        self.expected = expected
        self.actual = actual
    }

    /// A failure whose message is not of the "expected …, got …" form.
    init(message: String, expected: String, actual: String) {
        self.message = message
        self.expected = expected
        self.actual = actual
    }
}

/// Reads what a scenario expects off a game: through the engine's public questions and the
/// view a player sees, never its internals.
struct Observer {
    let engine: Engine
    let state: GameState

    var players: [String] { engine.model.players }

    func name(_ player: Int?) -> String { player.map { players[$0] } ?? "none" }

    func mismatch(_ what: String, _ expected: String, _ got: String) -> Mismatch? {
        expected == got ? nil : Mismatch(what, expected, got)
    }

    func list(_ values: [Int]) -> String { values.map(String.init).joined(separator: " ") }

    /// nil when the expectation holds, else what differs. Each observation of a family's view is
    /// read in that family's file (`Families/`).
    func check(_ expectation: Expectation) -> Mismatch? {
        switch expectation {
        case .turn(let player):
            return mismatch("turn", player, name(engine.toMove(state)))
        case .over(let over):
            return mismatch("the game", over ? "over" : "not over", engine.isOver(state) ? "over" : "not over")
        case .result(let message):
            return mismatch("result", message.map { "\"\($0)\"" } ?? "none", engine.resultMessage(state).map { "\"\($0)\"" } ?? "none")
        case .winner(let player):
            return mismatch("winner", player ?? "none", name(engine.outcome(state)?.winner))
        case .legal(let moves):
            let got = engine.legalMoveTexts(state)
            return mismatch("legal moves", moves.isEmpty ? "none" : moves.joined(separator: " "), got.isEmpty ? "none" : got.joined(separator: " "))
        case .cell(let cell, let player):
            return observe(expectation, \.board) { self.cell(cell, player, on: $0) }
        case .emptyCells(let n):
            return observe(expectation, \.board) { emptyCells(n, on: $0) }
        case .cellCount(let n):
            return observe(expectation, \.board) { cellCount(n, on: $0) }
        case .lines(let lines):
            return observe(expectation, \.board) { self.lines(lines, on: $0) }
        case .value(let name, let values):
            return value(name, values, on: engine.view(state))
        case .announced(let texts):
            return announced(texts, on: engine.view(state))
        case .answer(let text):
            return answer(text, on: engine.view(state))
        case .score(let player, let n):
            return observe(expectation, \.frames) { score(player, n, on: $0) }
        case .totals(let totals):
            return observe(expectation, \.frames) { self.totals(totals, on: $0) }
        case .frame(let n):
            return observe(expectation, \.frames) { frame(n, on: $0) }
        case .bowler(let name):
            return observe(expectation, \.frames) { bowler(name, on: $0) }
        case .call(let call):
            return observe(expectation, \.rally) { self.call(call, on: $0) }
        case .points(let points):
            return observe(expectation, \.rally) { self.points(points, on: $0) }
        case .finished(let scores):
            return observe(expectation, \.rally) { finished(scores, on: $0) }
        case .wins(let level, let wins):
            return observe(expectation, \.rally) { self.wins(level, wins, on: $0) }
        case .server(let player):
            return observe(expectation, \.rally) { server(player, on: $0) }
        case .receiver(let player):
            return observe(expectation, \.rally) { receiver(player, on: $0) }
        case .feedback(let text):
            return observe(expectation, \.code) { feedback(text, on: $0) }
        case .marks(let n):
            return observe(expectation, \.code) { marks(n, on: $0) }
        case .guessesLeft(let n):
            return observe(expectation, \.code) { guessesLeft(n, on: $0) }
        case .codesLeft(let n):
            return observe(expectation, \.code) { _ in codesLeft(n) }
        case .revealed(let text):
            return observe(expectation, \.code) { revealed(text, on: $0) }
        }
    }

    /// Reads an observation off one family's view (`part`), or says it does not apply to this game.
    func observe<View>(_ expectation: Expectation, _ part: (GameView) -> View?, _ read: (View) -> Mismatch?) -> Mismatch? {
        guard let view = part(engine.view(state)) else {
            return Mismatch(
                message: "this observation does not apply to a \(engine.model.familyName) game",
                expected: "an observation of a \(engine.model.familyName) game", actual: "\(expectation)")
        }
        return read(view)
    }
}
