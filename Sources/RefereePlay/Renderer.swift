import RefereeEngine
import RefereeModel

/// Draws the picture of a game from its view: a board grid, a bowling card, a rally scoreboard
/// or a code-breaking board. Drawn from the game's constructs, never per game. Without colour
/// every distinction is still visible in plain text.
public struct Renderer {
    public let engine: Engine
    /// ANSI colour, for terminals that show it.
    public let color: Bool
    /// The cell the last move acted on (`Engine.cell(of:in:)`): a board too large to show whole
    /// is shown around it.
    public let focus: Int?

    public init(engine: Engine, color: Bool, focus: Int? = nil) {
        self.engine = engine
        self.color = color
        self.focus = focus
    }

    /// The players' names, escaped for the terminal.
    var players: [String] { engine.model.players.map(Escaping.terminal) }

    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// The picture of `state` as `viewer` may see it (nil: an onlooker). `personKeepsSecret`: in a
    /// code game, the secret is a person's, not the engine's.
    public func render(_ state: GameState, for viewer: Int? = nil, personKeepsSecret: Bool = false) -> String {
        engine.model.presentation.picture(
            engine.view(state, for: viewer).escaped, state: state, renderer: self, personKeepsSecret: personKeepsSecret)
    }

    func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let n = max(0, width - text.count)
        return right ? String(repeating: " ", count: n) + text : text + String(repeating: " ", count: n)
    }

    func center(_ text: String, _ width: Int) -> String {
        let n = max(0, width - text.count)
        return String(repeating: " ", count: n / 2) + text + String(repeating: " ", count: n - n / 2)
    }
}

extension String {
    func trailingSpacesRemoved() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
