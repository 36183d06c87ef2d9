import RefereeEngine
import RefereeModel

/// How a rally game is shown: a scoreboard, moves that name the rally's winner.
struct RallyPresentation: FamilyPresentation {
    let rules: RallyRules

    func picture(_ view: GameView, state: GameState, renderer: Renderer, personKeepsSecret: Bool) -> String {
        guard case .rally(let rally) = view else { return "" }
        return renderer.render(rally, over: renderer.engine.isOver(state)) + CoreWording.kept(view, players: renderer.players)
    }

    func brief(_ model: GameModel) -> String {
        let players = RulesSummary.list(model.players)
        return "\(players) play rallies; each move names the rally's winner. The \(rules.levels.last?.name ?? "contest") decides."
    }

    func details(_ model: GameModel) -> [String] {
        var lines = ["Levels, innermost first: \(rules.levels.map(\.name).joined(separator: ", "))."]
        if let sides = rules.sides {
            let each = zip(model.players, sides.members).map { "\($0.0) is \(RulesSummary.list($0.1))" }
            lines.append("Sides: \(each.joined(separator: "; ")); each side's players take turns to serve.")
        }
        return lines
    }

    func examples(_ session: Session, player: String) -> [(String, String)] {
        if case .rally(let view) = session.engine.view(session.state), view.choice != nil,
           let side = session.engine.toMove(session.state), let sides = rules.sides {
            return sides.members[side].map { ($0, "side \(session.model.players[side]) names \($0)") }
        }
        return session.model.players.map { ($0, "\($0) wins the rally") }
    }

    func whatAMoveIs(engine: Engine, state: GameState) -> String {
        if case .rally(let view) = engine.view(state), let choice = view.choice { return "a move names a player now: \(choice)" }
        return "a move names the \(rules.sides == nil ? "player" : "side") who won the rally: \(engine.model.players.joined(separator: " or "))"
    }

    func describe(_ text: String, by player: Int, name: String) -> String {
        rules.sides?.member(named: text) != nil ? "\(name) names \(text)" : "\(text) wins the rally"
    }

    func status(_ player: Int, name: String) -> String { "\(name) to serve" }

    func status(_ player: Int, name: String, engine: Engine, state: GameState) -> String {
        if case .rally(let view) = engine.view(state), view.choice != nil { return "\(name) to choose" }
        return status(player, name: name)
    }


    func expectations(_ view: GameView, engine: Engine, state: GameState, over: Bool) -> [String] {
        guard case .rally(let rally) = view else { return [] }
        var out: [String] = []
        out.append("points \(rally.points.map(String.init).joined(separator: " "))")
        for level in rally.levels.dropLast() {
            out.append("\(level.name)s \(level.wins.map(String.init).joined(separator: " "))")
        }
        if !over { out.append("server \(rally.serving?.server ?? engine.model.players[rally.server])") }
        if !over, let receiver = rally.serving?.receiver { out.append("receiver \(receiver)") }
        return out
    }

    /// A game or set won, with the score in games or sets, the winner's count first; a set won
    /// also says how many games it took, since the picture starts the next set at 0-0.
    func events(_ before: GameState, _ after: GameState, engine: Engine) -> [String] {
        guard case .rally(let a) = engine.view(before), case .rally(let b) = engine.view(after) else { return [] }
        let players = engine.model.players
        guard !engine.isOver(after) else { return [] }
        for (i, level) in b.levels.enumerated().reversed() where i < b.levels.count - 1 {
            let old = a.levels[i].wins, new = level.wins
            for p in 0..<2 where new[p] == old[p] + 1 {
                var line = "\(players[p]) wins the \(level.name): \(new[p])-\(new[1 - p]) in \(level.name)s"
                if i > 0 {
                    let inner = a.levels[i - 1]
                    let won = inner.wins[p] + 1, lost = inner.wins[1 - p]
                    line += " (the \(level.name) \(won)-\(lost) in \(inner.name)s)"
                }
                return [line]
            }
        }
        return []
    }
}

extension Renderer {
    /// A scoreboard: units won at each level from the outermost in, then the points (or their
    /// calls); a star marks the server.
    func render(_ rally: RallyView, over: Bool) -> String {
        // With sides of several players, each side's row names its players too: "A (A1, A2)".
        var labels = players
        if case .rally(let rules) = engine.model.family, let sides = rules.sides {
            labels = zip(players, sides.members).map { "\($0.0) (\($0.1.joined(separator: ", ")))" }
        }
        let nameWidth = max(6, labels.map(\.count).max() ?? 6)
        let counted = rally.levels.dropLast().reversed()
        let columns = counted.map { $0.name + "s" } + ["points"]
        let widths = columns.map { max($0.count, 6) + 2 }
        // Points in words only while both players' points have words ("Forty" beside "Thirty");
        // past the calls (deuce, a tiebreak) both in numbers, and the umpire's call says the rest.
        let spoken = rally.calls.map { calls in calls.count == 2 && zip(calls, rally.points).allSatisfy { $0.0 != String($0.1) } } ?? false
        var header = pad("", nameWidth + 2)
        for (name, w) in zip(columns, widths) { header += pad(name, w, right: true) }
        var lines = [header]
        for p in 0..<2 {
            let serving = !over && rally.server == p
            let marker = serving ? paint("*", "1;33") : " "
            var line = marker + " " + (serving ? paint(pad(labels[p], nameWidth), "1") : pad(labels[p], nameWidth))
            for (level, w) in zip(counted, widths) { line += pad(String(level.wins[p]), w, right: true) }
            line += paint(pad(spoken ? rally.calls?[p] ?? "" : String(rally.points[p]), widths.last ?? 8, right: true), "1")
            lines.append(line)
        }
        if !rally.finished.isEmpty, rally.levels.count > 1 {
            // The latest sets that fit in 80 columns, an ellipsis for the earlier ones.
            let label = "\(Escaping.terminal(rally.levels[1].name))s so far (\(players[0])-\(players[1])):"
            var shown: [String] = []
            for set in rally.finished.reversed() {
                let score = "\(set[0])-\(set[1])"
                guard label.count + (shown + [score, "…"]).joined(separator: " ").count < 80 else { break }
                shown.insert(score, at: 0)
            }
            let more = shown.count < rally.finished.count ? " …" : ""
            lines.append(label + more + " " + shown.joined(separator: " "))
        }
        if !over {
            let innermost = rally.levels.first?.name ?? "game"
            let number = (rally.levels.first?.wins.reduce(0, +) ?? 0) + 1
            // With spoken calls, the umpire's call too: "Deuce", "Advantage A".
            // A new game is called at its own score, not at the call that ended the last one.
            let fresh = rally.points.allSatisfy { $0 == 0 }
            let said = fresh ? (rally.calls?.first).map { "\($0)-All" } ?? rally.call : rally.call
            let call = rally.calls != nil && !said.isEmpty ? ": \(said)" : ""
            let serves = rally.serving.map { "\($0.server) serves to \($0.receiver)" } ?? "* serves"
            lines.append("\(innermost) \(number)\(call), \(serves)")
            if let choice = rally.choice { lines.append(choice) }
        }
        return lines.joined(separator: "\n")
    }

}
