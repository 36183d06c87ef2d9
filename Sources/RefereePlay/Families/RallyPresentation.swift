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
    /// also says how many games it took (and a tiebreak's loser's points), since the picture
    /// starts the next set at 0-0.
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
                    // A set won in a tiebreak, with the loser's tiebreak points: "7-6(5)".
                    let tiebreak = i == b.levels.count - 2 ? b.finished.last?.tiebreak?.min().map { "(\($0))" } ?? "" : ""
                    line += " (the \(level.name) \(won)-\(lost)\(tiebreak) in \(inner.name)s)"
                }
                return [line]
            }
        }
        return []
    }
}

extension Renderer {
    /// A scoreboard: units won at each level from the outermost in, then the points as the
    /// scorer writes them (the calls, where the rules name them; numbers in a tiebreak, whose
    /// column says so); a star marks the server. Below it, the finished sets (or games).
    func render(_ rally: RallyView, over: Bool) -> String {
        // With sides of several players, each side's row names its players too: "A (A1, A2)".
        var labels = players
        var rules: RallyRules?
        if case .rally(let r) = engine.model.family {
            rules = r
            if let sides = r.sides { labels = zip(players, sides.members).map { "\($0.0) (\($0.1.joined(separator: ", ")))" } }
        }
        let nameWidth = max(6, labels.map(\.count).max() ?? 6)
        let counted = rally.levels.dropLast().reversed()
        let pointsColumn = rally.tiebreak ? "tiebreak" : "points"
        let columns = counted.map { $0.name + "s" } + [pointsColumn]
        var widths = columns.map { max($0.count, 6) + 2 }
        let widest = ((rally.calls ?? []).map { Self.shortened($0).count } + [rules.map(Self.widestCall) ?? 0]).max() ?? 0
        widths[widths.count - 1] = max(widths[widths.count - 1], widest + 2)
        var header = pad("", nameWidth + 2)
        for (name, w) in zip(columns, widths) { header += pad(name, w, right: true) }
        var lines = [header]
        for p in 0..<2 {
            let serving = !over && rally.server == p
            let marker = serving ? paint("*", "1;33") : " "
            var line = marker + " " + (serving ? paint(pad(labels[p], nameWidth), "1") : pad(labels[p], nameWidth))
            for (level, w) in zip(counted, widths) { line += pad(String(level.wins[p]), w, right: true) }
            let points = rally.calls.map { Self.shortened($0[p]) } ?? String(rally.points[p])
            line += paint(pad(points, widths.last ?? 8, right: true), "1")
            lines.append(line)
        }
        if let finished = finishedLine(rally) { lines.append(finished) }
        if !over {
            let innermost = rally.levels.first?.name ?? "game"
            let number = (rally.levels.first?.wins.reduce(0, +) ?? 0) + 1
            // With spoken calls, the umpire's call too: "Deuce", "Advantage A".
            // A new game is called at its own score, not at the call that ended the last one.
            let fresh = rally.points.allSatisfy { $0 == 0 }
            let said = fresh ? (rally.calls?.first).map { "\($0)-All" } ?? rally.call : rally.call
            let call = rally.calls != nil && !said.isEmpty ? ": \(said)" : ""
            let kind = rally.tiebreak ? " (tiebreak)" : ""
            let serves = rally.serving.map { "\($0.server) serves to \($0.receiver)" } ?? "* serves"
            lines.append("\(innermost) \(number)\(kind)\(call), \(serves)")
            if let choice = rally.choice { lines.append(choice) }
        }
        return lines.joined(separator: "\n")
    }

    /// The longest word the points column may hold: a call or the advantage word, shortened.
    static func widestCall(_ rules: RallyRules) -> Int {
        let words = (rules.levels.first?.calls ?? []) + [rules.levels.first?.deuce?.advantage].compactMap { $0 }
        return words.map { shortened($0).count }.max() ?? 0
    }

    /// A call cut to the points column's widest, 10 characters: "Advantage" stays whole.
    static func shortened(_ word: String) -> String {
        word.count <= 10 ? word : word.prefix(9) + "."
    }

    /// The finished sets (or games) in the players' order, as scorers write them, a set won in a
    /// tiebreak with the loser's tiebreak points in brackets: "sets (A-B): 6-4 3-6 7-6(5)". The
    /// latest that fit in 80 columns, an ellipsis for the earlier ones.
    func finishedLine(_ rally: RallyView) -> String? {
        guard !rally.finished.isEmpty, let level = rally.finishedLevel else { return nil }
        let label = "\(level)s (\(players[0])-\(players[1])):"
        var shown: [String] = []
        for unit in rally.finished.reversed() {
            guard label.count + (shown + [unit.written, "…"]).joined(separator: " ").count < 80 else { break }
            shown.insert(unit.written, at: 0)
        }
        let more = shown.count < rally.finished.count ? " …" : ""
        return label + more + " " + shown.joined(separator: " ")
    }
}
