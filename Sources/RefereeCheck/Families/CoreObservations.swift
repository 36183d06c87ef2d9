import RefereeEngine
import RefereeModel

/// Scenario observations of what core rules add to any family's game: the values a file keeps,
/// what the last move announced, and the latest answer an `answer` rule gave.
extension Observer {
    func value(_ name: String, _ values: [String], on view: GameView) -> Mismatch? {
        guard let kept = view.kept.first(where: { $0.name == name }) else {
            return Mismatch(message: "no value '\(name)' in this game", expected: "a value '\(name)'", actual: "no such value")
        }
        return mismatch(name, values.joined(separator: " "), kept.values.joined(separator: " "))
    }

    func announced(_ texts: [String], on view: GameView) -> Mismatch? {
        let shown = { (xs: [String]) in xs.isEmpty ? "nothing" : xs.map { "\"\($0)\"" }.joined(separator: " ") }
        return mismatch("announced", shown(texts), shown(view.announcements))
    }

    func answer(_ text: String?, on view: GameView) -> Mismatch? {
        let shown = { (x: String?) in x.map { "\"\($0)\"" } ?? "none" }
        return mismatch("answer", shown(text), shown(view.answers.last?.answer))
    }
}
