import RefereeModel

/// A move, as a number whose meaning the game's kind decides: a cell or column on a board, a pin
/// count in a game of frames, the winner of a rally, a code or an answer in a code game.
public struct Move: Hashable, Sendable, Comparable {
    public var value: Int

    public init(_ value: Int) { self.value = value }

    public static func < (a: Move, b: Move) -> Bool { a.value < b.value }
}

/// How a game ended.
public struct Outcome: Hashable, Sendable {
    /// The winning player's index; nil for a draw.
    public var winner: Int?

    public init(winner: Int?) { self.winner = winner }

    public var isDraw: Bool { winner == nil }
}

/// A move the rules forbid. `rule` names the rule; `message` says it in the file's words.
public struct IllegalMove: Error, Hashable, Sendable, CustomStringConvertible {
    public var rule: MessageKey
    public var message: String
    /// The rule of the file that refuses the move, in words, when the engine can name it (a
    /// core move rule whose condition, modifier or form the move does not meet).
    public var because: String?
    /// When one of the file's `refuse when …` rules refused the move, its place among them (from 0),
    /// so that a consumer holding the file can quote it.
    public var refusingRule: Int?
    /// When one of the game's move rules refused a move it names, its place among them (from
    /// 0), so that a consumer holding the file can quote it.
    public var moveRule: Int?
    /// What of that rule the move does not meet now.
    public var unmet: Unmet?
    /// The text is a move of the game that its rules refuse in this position but allow in
    /// others: a cell taken, a condition that does not hold now, another player's turn, a
    /// notation that names no move while every pin stands. False for a text that names no move.
    public var notNow = false

    /// What of its move rule a refused move does not meet.
    public enum Unmet: Hashable, Sendable {
        /// The rule's condition is false now; what it reads, as it stands now.
        case condition([Reading])
        /// The number is not among those the rule names now (nil: it names none now).
        case range(ClosedRange<Int>?)
        /// An `otherwise` rule, while another rule allows a move.
        case otherwise
    }

    /// A value a condition reads, named as the condition names it (`pot`, `score(mover)`), and
    /// what it is now; nil when it is hidden from the player to move.
    public struct Reading: Hashable, Sendable {
        public var name: String
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    public init(rule: MessageKey, message: String) {
        self.rule = rule
        self.message = message
    }

    public var description: String { message }
}

/// A setup step the state cannot take (an unknown cell, a code of the wrong length, …).
public struct SetupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// A move the rules made for a computer player (`computer` in the rule file), as typed.
public struct RulesMove: Hashable, Sendable {
    public var player: Int
    public var move: String

    public init(player: Int, move: String) {
        self.player = player
        self.move = move
    }
}
