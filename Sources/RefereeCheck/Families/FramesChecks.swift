import RefereeEngine
import RefereeLanguage
import RefereeModel

/// What `check` knows of games of frames: scores, running totals and pins standing.
struct FramesChecks: FamilyChecks {
    let rules: FrameRules
    /// The highest score the frame rules allow one player.
    let maximumScore: Int
    var previousScores: [Int] = []
    let players: Int

    init(rules: FrameRules, players: Int) {
        self.rules = rules
        self.players = players
        maximumScore = rules.maximumScore
    }

    /// Every roll's check reads every player's card: about players × frames × rolls rolls a
    /// game, each reading players × frames frames. At the largest sizes only as many games as
    /// fit the budget are played.
    func plan(playouts: Int, budget: Int) -> (games: Int, note: String?)? {
        let perGame = players * players * rules.frames * rules.frames * rules.rolls
        guard perGame * playouts > budget else { return (playouts, nil) }
        let games = max(1, budget / perGame)
        return (games, "\(games) of \(playouts) games: each roll's check reads \(players) card\(players == 1 ? "" : "s") of \(rules.frames) frames")
    }

    func score(_ view: GameView, players: [String]) -> String {
        guard case .frames(let frames) = view else { return "" }
        return players.indices.map { "\(players[$0]) \(frames.scores[$0])" }.joined(separator: " ")
    }

    /// Scores and totals stay from 0 to the most the rules allow, and never fall.
    mutating func after(_ state: GameState, engine: Engine, when: String) -> GameProblem? {
        guard case .frames(let view) = engine.view(state) else { return nil }
        for (p, score) in view.scores.enumerated() {
            let name = engine.model.players[p]
            if score < 0 || score > maximumScore {
                return GameProblem(.scoreOutOfRange, "\(when) \(name)'s score is \(score), outside 0 to \(maximumScore)")
            }
            if p < previousScores.count, score < previousScores[p] {
                return GameProblem(.scoreOutOfRange, "\(when) \(name)'s score fell from \(previousScores[p]) to \(score)")
            }
            for (f, frame) in view.cards[p].enumerated() {
                if let total = frame.total, total < 0 || total > maximumScore {
                    return GameProblem(.scoreOutOfRange, "\(when) \(name)'s running total in frame \(f + 1) is \(total), outside 0 to \(maximumScore)")
                }
            }
        }
        previousScores = view.scores
        if view.standing < 0 || view.standing > rules.pins {
            return GameProblem(.inconsistentView, "\(when) \(view.standing) pins are standing, outside 0 to \(rules.pins)")
        }
        return nil
    }

    func shownMessages(_ model: GameModel) -> Set<MessageKey> {
        var keys: Set<MessageKey> = [.win, .pins]
        if model.players.count > 1 { keys.insert(.draw) }
        return keys
    }

    func neverShown(_ key: MessageKey) -> String? {
        key == .draw ? "a game of frames with one player never ends in a draw" : nil
    }

    func lint(_ linter: inout Linter) { linter.frames(rules) }
}

extension GameView {
    /// The view of a game of frames; nil for another family's.
    var frames: FramesView? { if case .frames(let view) = self { view } else { nil } }
}

extension Observer {
    func score(_ player: String?, _ n: Int, on frames: FramesView) -> Mismatch? {
        let p = player.flatMap(engine.model.playerIndex) ?? engine.toMove(state) ?? 0
        return mismatch("score", String(n), String(frames.scores[p]))
    }

    func totals(_ totals: [Int?], on frames: FramesView) -> Mismatch? {
        let card = frames.cards[engine.toMove(state) ?? 0]
        let known = card.map(\.total) + Array(repeating: nil, count: max(0, totals.count - card.count))
        let got = Array(known.prefix(totals.count))
        let shown = { (xs: [Int?]) in xs.map { $0.map(String.init) ?? "_" }.joined(separator: " ") }
        return got == totals ? nil : Mismatch("totals", shown(totals), shown(got))
    }

    func frame(_ n: Int, on frames: FramesView) -> Mismatch? {
        mismatch("frame", String(n), String(frames.frame))
    }

    func bowler(_ name: String, on frames: FramesView) -> Mismatch? {
        mismatch("bowler", name, frames.atTheLine ?? "none")
    }
}

extension Linter {
    mutating func frames(_ rules: FrameRules) {
        for statement in statements {
            guard case .bonus(let amount, _) = statement.kind else { continue }
            if case .integer(0, _) = amount {
                warn("bonus-adds-nothing", "a bonus of 0 rolls adds nothing", at: statement.span,
                     help: "clearing the rack on a roll with no bonus already scores its pins alone; remove the line")
            }
        }
        if rules.fillInLastFrame, !rules.bonus.values.contains(where: { $0 > 0 }),
           let fill = statements.first(where: { if case .fill = $0.kind { true } else { false } }) {
            warn("fill-never-applies", "fill rolls never happen: no roll earns a bonus", at: fill.span,
                 help: "fill rolls only let the last frame's bonus be rolled")
        }
    }
}
