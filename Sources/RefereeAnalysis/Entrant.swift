import RefereeEngine
import RefereeModel

/// A computer player entered in an arena, and how long it thinks: `mcts` (the arena's
/// thinking time), `mcts:2s` (2 seconds a move), `mcts:500p` (500 playouts a move, whatever
/// the time, so that a seeded arena repeats).
public struct Entrant: Sendable {
    /// The player.
    public var player: any ComputerPlayer
    /// How long it may think a move; nil for no limit but its own (a playout count).
    public var thinkingTime: Duration?
    /// How the entrant was written: its name in the arena's report.
    public var label: String

    public init(player: any ComputerPlayer, thinkingTime: Duration?, label: String) {
        self.player = player
        self.thinkingTime = thinkingTime
        self.label = label
    }

    /// The entrant `text` names among the players `offered`, thinking `standard` unless the
    /// text says otherwise; or why the text names none.
    public static func parse(
        _ text: String, offered: [any ComputerPlayer], standard: Duration
    ) -> Result<Entrant, EntrantError> {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let player = offered.first(where: { $0.name == name }) else {
            let names = offered.map(\.name).joined(separator: ", ")
            return .failure(EntrantError("no computer player '\(name)' for this game; on offer: \(names)"))
        }
        guard parts.count == 2 else {
            return .success(Entrant(player: player, thinkingTime: standard, label: name))
        }
        let limit = String(parts[1])
        if limit.hasSuffix("s"), let seconds = Double(limit.dropLast()), seconds.isFinite, seconds > 0, seconds <= 3600 {
            return .success(Entrant(player: player, thinkingTime: .milliseconds(Int((seconds * 1000).rounded())), label: text))
        }
        if limit.hasSuffix("p"), let playouts = Int(limit.dropLast()), playouts > 0 {
            guard player is MonteCarloPlayer else {
                return .failure(EntrantError("'\(text)': only mcts takes a number of playouts"))
            }
            return .success(Entrant(player: MonteCarloPlayer(iterations: playouts), thinkingTime: nil, label: text))
        }
        return .failure(EntrantError(
            "'\(text)': after the colon comes a thinking time in seconds (2s, 0.1s, at most 3600s) or, for mcts, "
                + "a number of playouts (500p)"))
    }
}

/// Why an entrant's text names no entrant.
public struct EntrantError: Error, Sendable, Hashable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
