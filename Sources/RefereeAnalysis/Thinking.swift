import RefereeEngine

/// How long a computer player may think, and a way to stop it sooner (Ctrl-C at the prompt).
public struct ThinkingLimit: Sendable {
    /// When the player must answer; nil for no time limit.
    public var deadline: ContinuousClock.Instant?
    /// True once the player must stop at once, without a move.
    public var interrupted: @Sendable () -> Bool
    /// Asked beside the deadline: true once time is up, whatever the clock says. Tests stop a
    /// search after a number of checks with it, rather than after a time.
    public var expired: @Sendable () -> Bool

    public init(
        deadline: ContinuousClock.Instant? = nil,
        expired: @escaping @Sendable () -> Bool = { false },
        interrupted: @escaping @Sendable () -> Bool = { false }
    ) {
        self.deadline = deadline
        self.expired = expired
        self.interrupted = interrupted
    }

    /// A limit of `time` from now.
    public static func within(_ time: Duration, interrupted: @escaping @Sendable () -> Bool = { false }) -> ThinkingLimit {
        ThinkingLimit(deadline: .now + time, interrupted: interrupted)
    }

    /// No limit but the player's own.
    public static let none = ThinkingLimit()

    public var timeIsUp: Bool { expired() || (deadline.map { ContinuousClock.now >= $0 } ?? false) }

    /// Whether to stop thinking: out of time, or interrupted.
    public var isOver: Bool { timeIsUp || interrupted() }

    /// The same stop, with a deadline at the given share of the time left (for a player that
    /// tries one way first and keeps time for another).
    public func share(_ fraction: Double) -> ThinkingLimit {
        guard let deadline else { return self }
        let left = deadline - .now
        return ThinkingLimit(deadline: .now + left * fraction, expired: expired, interrupted: interrupted)
    }
}

/// What a computer player chose, and what it has to say about how.
public struct Choice: Sendable, Hashable {
    /// The move; nil when there is none or the player was interrupted.
    public var move: Move?
    /// Said when the player did not play at full strength, as when its search ran out of time
    /// and it fell back on another way of choosing.
    public var note: String?
    /// What the player did to choose (what it found at once, how far it searched), for those
    /// who ask, as `hint` does; nil from a player that does not search.
    public var report: String?
    /// The player was interrupted before it chose.
    public var interrupted: Bool
    /// The name of the player whose move this is, when it is not the player asked: the one it
    /// fell back on (`perfect` out of time hands the move to `mcts`).
    public var chosenBy: String?

    public init(move: Move?, note: String? = nil, report: String? = nil, interrupted: Bool = false) {
        self.move = move
        self.note = note
        self.report = report
        self.interrupted = interrupted
    }

    /// The note and the report, in that order, on lines of their own; nil when there is neither.
    public var said: String? {
        let lines = [note, report].compactMap { $0 }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    public static let stopped = Choice(move: nil, interrupted: true)
}
