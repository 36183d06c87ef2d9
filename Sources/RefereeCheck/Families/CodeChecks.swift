import RefereeEngine
import RefereeLanguage
import RefereeModel

/// What `check` knows of code games: guesses, feedback, and how many codes a guess lists.
struct CodeChecks: FamilyChecks {
    let rules: CodeRules
    var previousGuessesLeft: Int?

    init(rules: CodeRules) { self.rules = rules }

    func score(_ view: GameView, players: [String]) -> String {
        guard case .code(let code) = view else { return "" }
        return "guesses \(code.rows.count), secret \(code.secret ?? "hidden")"
    }

    /// The guesses left stay in range and never go up; feedback never has more marks than pegs
    /// (than the pegs of every secret, with several).
    mutating func after(_ state: GameState, engine: Engine, when: String) -> GameProblem? {
        guard case .code(let view) = engine.view(state) else { return nil }
        if view.guessesLeft < 0 || view.guessesLeft > rules.guesses {
            return GameProblem(.scoreOutOfRange, "\(when) \(view.guessesLeft) guesses are left, outside 0 to \(rules.guesses)")
        }
        if let previous = previousGuessesLeft, view.guessesLeft > previous {
            return GameProblem(.inconsistentView, "\(when) the guesses left went up from \(previous) to \(view.guessesLeft)")
        }
        previousGuessesLeft = view.guessesLeft
        let pegs = rules.length * rules.secrets
        for row in view.rows where row.exact < 0 || row.partial < 0 || row.exact + row.partial > pegs {
            return GameProblem(.scoreOutOfRange, "\(when) guess \(row.guess) has \(row.exact) exact and \(row.partial) partial marks for \(pegs) pegs")
        }
        return nil
    }

    /// Fewer games when every guess lists more codes than the budget allows.
    func plan(playouts: Int, budget: Int) -> (games: Int, note: String?)? {
        let space = rules.codeSpace
        // Without repeats the engine checks every code for a repeated symbol as it lists them,
        // which costs about ten times as much as listing a code.
        let perGame = space * rules.guesses * (rules.repeats ? 1 : 10)
        guard Double(perGame) * Double(playouts) > Double(budget) else { return (playouts, nil) }
        if perGame > 2 * budget {
            return (0, "not simulated: every guess lists \(space) codes, too many to play random games in reasonable time")
        }
        let games = max(1, budget / perGame)
        return (games, "\(games) of \(playouts) games: every guess lists \(space) codes")
    }

    func shownMessages(_ model: GameModel) -> Set<MessageKey> { [.win, .turn, .code, .feedback] }

    func lint(_ linter: inout Linter) { linter.code(rules) }
}

extension GameView {
    /// The view of a code game; nil for another family's.
    var code: CodeView? { if case .code(let view) = self { view } else { nil } }
}

extension Observer {
    func feedback(_ text: String, on code: CodeView) -> Mismatch? {
        let got = code.rows.last.map { $0.feedback.map { "\"\($0)\"" } ?? "no answer yet" } ?? "\"\""
        return mismatch("feedback", "\"\(text)\"", got)
    }

    func marks(_ n: Int, on code: CodeView) -> Mismatch? {
        mismatch("marks", String(n), String(code.rows.last.map { $0.exact + $0.partial } ?? 0))
    }

    /// What the codebreaker is shown of the secret, as the picture shows it: `?` where hidden.
    func revealed(_ text: String, on code: CodeView) -> Mismatch? {
        let got = code.revealed.isEmpty ? "nothing revealed" : "\"" + code.revealed.map { $0 ?? "?" }.joined() + "\""
        return mismatch("revealed", "\"\(text)\"", got)
    }

    func guessesLeft(_ n: Int, on code: CodeView) -> Mismatch? {
        mismatch("guesses left", String(n), String(code.guessesLeft))
    }

    func codesLeft(_ n: Int) -> Mismatch? {
        var none = "too many codes to count"
        if case .code(let rules) = engine.model.family, rules.severalSecrets {
            none = "codes left are counted for one secret, and this game keeps \(rules.secrets)"
        }
        return mismatch("codes left", String(n), engine.codesLeft(state).map(String.init) ?? none)
    }
}

extension Linter {
    mutating func code(_ rules: CodeRules) {
        if !rules.repeats, rules.length == 1,
           let statement = statements.first(where: { if case .repeats(false) = $0.kind { true } else { false } }) {
            warn("repeats-no-effect", "'repeats forbidden' has no effect on a code of one symbol", at: statement.span)
        }
    }
}
