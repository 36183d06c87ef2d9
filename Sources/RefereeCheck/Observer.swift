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

    /// nil when the expectation holds, else what differs.
    func check(_ expectation: Expectation) -> Mismatch? {
        let view = engine.view(state)
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
        default:
            break
        }
        switch (expectation, view) {
        case (.cell(let cell, let player), .board(let board)):
            guard let index = board.cellNames.firstIndex(of: cell) else {
                return Mismatch(message: "no cell '\(cell)' on this board", expected: "cell \(cell)", actual: "no such cell")
            }
            return mismatch("cell \(cell)", player ?? "empty", board.pieces[index] ?? "empty")
        case (.emptyCells(let n), .board(let board)):
            return mismatch("empty cells", String(n), String(board.pieces.filter { $0 == nil }.count))
        case (.cellCount(let n), .board(let board)):
            return mismatch("cells", String(n), String(board.cells.count))
        case (.lines(let lines), .board(let board)):
            let got = board.lines.map { "(" + $0.map { board.cellNames[$0] }.joined(separator: " ") + ")" }
            let wanted = lines.map { "(" + $0.joined(separator: " ") + ")" }
            return mismatch("winning lines", wanted.isEmpty ? "none" : wanted.joined(separator: " "), got.isEmpty ? "none" : got.joined(separator: " "))
        case (.score(let player, let n), .frames(let frames)):
            let p = player.flatMap(engine.model.playerIndex) ?? engine.toMove(state) ?? 0
            return mismatch("score", String(n), String(frames.scores[p]))
        case (.totals(let totals), .frames(let frames)):
            let card = frames.cards[engine.toMove(state) ?? 0]
            let known = card.map(\.total) + Array(repeating: nil, count: max(0, totals.count - card.count))
            let got = Array(known.prefix(totals.count))
            let shown = { (xs: [Int?]) in xs.map { $0.map(String.init) ?? "_" }.joined(separator: " ") }
            return got == totals ? nil : Mismatch("totals", shown(totals), shown(got))
        case (.frame(let n), .frames(let frames)):
            return mismatch("frame", String(n), String(frames.frame))
        case (.value(let name, let values), .board(let board)):
            guard let kept = board.kept.first(where: { $0.name == name }) else {
                return Mismatch(message: "no value '\(name)' in this game", expected: "a value '\(name)'", actual: "no such value")
            }
            return mismatch(name, values.joined(separator: " "), kept.values.joined(separator: " "))
        case (.announced(let texts), .board(let board)):
            let shown = { (xs: [String]) in xs.isEmpty ? "nothing" : xs.map { "\"\($0)\"" }.joined(separator: " ") }
            return mismatch("announced", shown(texts), shown(board.announcements))
        case (.call(let call), .rally(let rally)):
            return mismatch("call", "\"\(call)\"", "\"\(rally.call)\"")
        case (.points(let points), .rally(let rally)):
            return mismatch("points", list(points), list(rally.points))
        case (.wins(let level, let wins), .rally(let rally)):
            guard let found = rally.levels.first(where: { $0.name == level }) else {
                return Mismatch(message: "no level '\(level)' in this game", expected: "a level '\(level)'", actual: "no such level")
            }
            return mismatch("\(level)s", list(wins), list(found.wins))
        case (.server(let player), .rally(let rally)):
            return mismatch("server", player, engine.isOver(state) ? "none" : players[rally.server])
        case (.feedback(let text), .code(let code)):
            let got = code.rows.last.map { $0.feedback.map { "\"\($0)\"" } ?? "no answer yet" } ?? "\"\""
            return mismatch("feedback", "\"\(text)\"", got)
        case (.marks(let n), .code(let code)):
            return mismatch("marks", String(n), String(code.rows.last.map { $0.exact + $0.partial } ?? 0))
        case (.guessesLeft(let n), .code(let code)):
            return mismatch("guesses left", String(n), String(code.guessesLeft))
        default:
            return Mismatch(
                message: "this observation does not apply to a \(engine.model.kind.name) game",
                expected: "an observation of a \(engine.model.kind.name) game", actual: "\(expectation)")
        }
    }
}
