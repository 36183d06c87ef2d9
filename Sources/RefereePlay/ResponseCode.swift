import RefereeModel

/// Why a command failed, as a stable machine-readable word: the `code` of a JSON response beside
/// its message. A refused move carries the rule that refused it (`occupied`, `pins`, `over`, …);
/// the other codes are the session's own.
public enum ResponseCode: Hashable, Sendable {
    /// A move the rules refuse, by the rule that refuses it.
    case refused(MessageKey)
    /// A command used the wrong way: the line could not be read as what its first word asks.
    case usage
    /// `help WORD` for a word that is no command.
    case noCommand
    case nothingToUndo
    case nothingToRedo
    /// `undo` past the end of a game that showed what it hid (a secret code, a hidden number):
    /// taking a move back would let a player use what the end showed.
    case revealed
    /// `hint` or `ai` with no legal move to choose.
    case noLegalMove
    /// A computer player that is not on offer, or that chose a move the rules refuse.
    case computerPlayer
    /// `vs computer` with a side that cannot be given to the computer.
    case side
    /// An option that does not exist, or the game has none (or no rule file to change).
    case option
    /// A value an option cannot take, or with which the rules no longer hold.
    case optionValue
    /// `think` with a time it cannot take.
    case thinkingTime
    /// A computer player was interrupted while it thought; the game is as it was.
    case stopped
    case save
    case load
    /// `toss` outside a rally game, after the first rally, or naming no player.
    case toss
    /// `secret` outside a code game, when a person does not keep the secret, after the first
    /// guess, or with a code the game does not allow.
    case secret
    /// `amend N MOVE` with no move N, or a game whose moves no longer replay after it.
    case amend
    /// `name` for a player the game does not have, or a name that cannot be used or is taken.
    case name
    /// A rule file that does not compile (`referee play --json` on it, before any command).
    case rules

    /// The word a client reads.
    public var rawValue: String {
        switch self {
        case .refused(let rule): rule.rawValue
        case .usage: "usage"
        case .noCommand: "no-command"
        case .nothingToUndo: "nothing-to-undo"
        case .nothingToRedo: "nothing-to-redo"
        case .revealed: "revealed"
        case .noLegalMove: "no-legal-move"
        case .computerPlayer: "computer-player"
        case .side: "side"
        case .option: "option"
        case .optionValue: "option-value"
        case .thinkingTime: "thinking-time"
        case .stopped: "stopped"
        case .save: "save"
        case .load: "load"
        case .toss: "toss"
        case .secret: "secret"
        case .amend: "amend"
        case .name: "name"
        case .rules: "rules"
        }
    }

    /// Every code there is, for the schema and its test.
    public static var all: [ResponseCode] {
        MessageKey.allCases.filter { $0 != .win && $0 != .draw }.map(ResponseCode.refused)
            + [.usage, .noCommand, .nothingToUndo, .nothingToRedo, .revealed, .noLegalMove, .computerPlayer, .side, .option,
               .optionValue, .thinkingTime, .stopped, .save, .load, .toss, .secret, .amend, .name, .rules]
    }
}
