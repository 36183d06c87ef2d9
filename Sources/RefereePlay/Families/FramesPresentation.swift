import RefereeEngine
import RefereeModel

/// How a game of frames is shown: a score sheet, moves that count the pins knocked down.
struct FramesPresentation: FamilyPresentation {
    let rules: FrameRules

    func picture(_ view: GameView, state: GameState, renderer: Renderer, personKeepsSecret: Bool) -> String {
        guard case .frames(let frames) = view else { return "" }
        return renderer.render(frames, current: renderer.engine.toMove(state)) + CoreWording.kept(view, players: renderer.players)
    }

    func brief(_ model: GameModel) -> String {
        let players = RulesSummary.list(model.players)
        return "\(players) bowl\(model.players.count == 1 ? "s" : "") \(rules.frames) frame\(rules.frames == 1 ? "" : "s") at \(rules.pins) pins."
    }

    func details(_ model: GameModel) -> [String] {
        var out = ["Up to \(rules.rolls) roll\(rules.rolls == 1 ? "" : "s") a frame."]
        for (roll, bonus) in rules.bonus.sorted(by: { $0.key < $1.key }) {
            let name = roll == 1 ? "a strike" : roll == 2 ? "a spare" : "clearing the pins on roll \(roll)"
            out.append("Bonus for \(name): the next \(bonus) roll\(bonus == 1 ? "" : "s").")
        }
        if rules.fillInLastFrame { out.append("The last frame gives the fill rolls its bonus needs.") }
        for lineup in rules.lineups {
            let turn = lineup.rotation == .frame ? "a frame each" : "a ball each, fill balls too"
            out.append("\(model.players[lineup.side]) bowls with \(lineup.bowlers.joined(separator: " ")), \(turn) in turn.")
        }
        if !rules.pinValues.isEmpty {
            let n = rules.pinValues.count
            out.append("The pins are numbered 1 to \(n), worth \(rules.pinValues.map(String.init).joined(separator: " ")) in that order; "
                + "a ball names the pins it knocks down (\(n > 1 ? "12: pins 1 and 2" : "1: pin 1")) and scores their values.")
        }
        return out
    }

    func examples(_ session: Session, player: String) -> [(String, String)] {
        let first: (String, String)
        if rules.pinValues.isEmpty {
            let n = min(7, rules.pins)
            first = ("\(n)", "\(player) knocks down \(n) pin\(n == 1 ? "" : "s")")
        } else if case .frames(let view) = session.engine.view(session.state), let pin = view.standingPinNumbers.first {
            let pair = view.standingPinNumbers.dropFirst().first
            first = pair.map { ("\(pin)\($0)", "\(player) knocks down pins \(pin) and \($0)") }
                ?? ("\(pin)", "\(player) knocks down pin \(pin)")
        } else {
            first = ("1", "\(player) knocks down pin 1")
        }
        return [
            first,
            ("X", "a strike: all \(rules.pins) pins on the first roll of a frame"),
            ("/", "a spare: every pin left standing"),
            ("-", "no pins"),
        ]
    }

    func whatAMoveIs(engine: Engine, state: GameState) -> String {
        guard case .frames(let view) = engine.view(state) else { return "a move says which pins fall" }
        let first = view.standing == rules.pins || (!rules.pinValues.isEmpty && view.standingPinNumbers.count == rules.pinValues.count)
        let notation = first ? "X (a strike: every pin), - (none); / (a spare) comes only after a frame's first ball"
            : "/ (a spare: every pin left), - (none); X (a strike) only with every pin standing"
        guard !rules.pinValues.isEmpty else {
            return "a move is the number of pins knocked down, 0 to \(view.standing) now, or \(notation)"
        }
        return "a move names the pins that fall by their numbers, 1 to \(rules.pinValues.count) from the left, in any order "
            + "(standing now: \(view.standingPinNumbers.map(String.init).joined(separator: " "))), or \(notation)"
    }

    func describe(_ text: String, by player: Int, name: String) -> String { "\(name) rolls \(text)" }

    func status(_ player: Int, name: String) -> String { "\(name) to roll" }


    func expectations(_ view: GameView, engine: Engine, state: GameState, over: Bool) -> [String] {
        guard case .frames(let frames) = view else { return [] }
        let players = engine.model.players
        var out: [String] = []
        for (p, score) in frames.scores.enumerated() { out.append("score \(players[p]) \(score)") }
        let card = frames.cards[engine.toMove(state) ?? 0]
        if !card.isEmpty { out.append("totals " + card.map { $0.total.map(String.init) ?? "_" }.joined(separator: " ")) }
        if !over { out.append("frame \(frames.frame)") }
        if !over, let bowler = frames.atTheLine { out.append("bowler \(bowler)") }
        return out
    }
}

extension Renderer {
    /// A score sheet: for each player a row of marks (X strike, / spare, - none), the frame's
    /// score, and the running total, with the total so far at the end; while a frame waits for
    /// its bonus balls, a line saying why its total is blank.
    func render(_ view: FramesView, current: Int?) -> String {
        var rules: FrameRules?
        if case .frames(let r) = engine.model.family { rules = r }
        let rolls = rules?.rolls ?? 2
        let fill = rules.map { r in r.fillInLastFrame ? (r.bonus.map { $0.key + $0.value }.max() ?? r.rolls) : r.rolls } ?? rolls
        func marks(_ frame: FramesCard.Frame?) -> String { frame?.marks.joined(separator: " ") ?? "" }
        var widths: [Int] = (0..<view.frames).map { f in
            let least = 2 * max(f == view.frames - 1 ? max(fill, rolls) : rolls, 1) - 1
            var w = max(3, least, String(f + 1).count)
            for card in view.cards where f < card.count {
                w = max(w, marks(card[f]).count, String(card[f].total ?? 0).count, String(card[f].score ?? 0).count)
            }
            return w
        }
        if widths.isEmpty { widths = [3] }
        let nameWidth = max(5, players.map(\.count).max() ?? 5)
        // The score so far counts every pin down, bonuses still to come aside; the `total` row
        // holds the running totals of the frames already scored.
        let scoreWidth = max(6, view.scores.map { String($0).count }.max() ?? 1)
        var labels: [String] = [], cells: [[String]] = [], ends: [String] = []
        func row(_ label: String, _ rowCells: [String], _ end: String) {
            labels.append(label)
            cells.append(rowCells)
            ends.append(end)
        }
        let headers = (0..<view.frames).map { f -> String in
            let text = center(String(f + 1), widths[f])
            return current != nil && f + 1 == view.frame ? paint(text, "7") : text
        }
        row(pad("frame", nameWidth), headers, pad("so far", scoreWidth, right: true))
        for (p, card) in view.cards.enumerated() {
            var markCells: [String] = [], scoreCells: [String] = [], totalCells: [String] = []
            for f in 0..<view.frames {
                let frame = f < card.count ? card[f] : nil
                markCells.append(paint(center(marks(frame), widths[f]), "1"))
                scoreCells.append(pad(frame?.score.map(String.init) ?? "", widths[f], right: true))
                totalCells.append(pad(frame?.total.map(String.init) ?? "", widths[f], right: true))
            }
            let name = p == current ? paint(pad(players[p], nameWidth), "1;4") : pad(players[p], nameWidth)
            row(name, markCells, paint(pad(String(view.scores[p]), scoreWidth, right: true), "1"))
            row(pad("score", nameWidth, right: true), scoreCells, "")
            row(pad("total", nameWidth, right: true), totalCells, "")
        }
        var lines = PictureLayout.table(labels: labels, labelWidth: nameWidth, cells: cells, widths: widths, ends: ends, endWidth: scoreWidth)
        if Self.awaitsBonus(view) { lines.append("so far counts a bonus once its balls are rolled; a blank total waits for them") }
        if current != nil {
            if view.standingPinNumbers.isEmpty {
                lines.append("frame \(view.frame) of \(view.frames), \(view.standing) pin\(view.standing == 1 ? "" : "s") standing")
            } else {
                let numbers = view.standingPinNumbers.map(String.init).joined(separator: " ")
                lines.append("frame \(view.frame) of \(view.frames), pins standing: \(numbers) (numbered 1 to \(view.pins) from the left)")
            }
            if let bowler = view.atTheLine, let side = current { lines.append("\(bowler) is at the line for \(players[side])") }
        }
        return lines.map { $0.trailingSpacesRemoved() }.joined(separator: "\n")
    }

    /// Whether a frame cleared with a strike or a spare waits for its bonus balls: its total is
    /// blank, and `so far` is less than it will be.
    static func awaitsBonus(_ view: FramesView) -> Bool {
        view.cards.contains { card in card.contains { $0.score == nil && $0.marks.contains { $0 == "X" || $0 == "/" } } }
    }

}
