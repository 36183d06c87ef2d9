import RefereeEngine
import RefereeModel

/// The adversarial codemaker as a computer player (`vs computer Setter adversary`): it plays the
/// codemaker of a game whose secret nobody fixed, giving each guess the answer that leaves the
/// most codes possible (`Engine.adversaryChoices`, with its tie-break). It never guesses.
public struct AdversaryPlayer: ComputerPlayer {
    public init() {}
    public var name: String { CodeRules.adversaryWord }

    /// Whether the adversary can play a game: a code game of one secret small enough to weigh
    /// every code.
    public static func suits(_ model: GameModel) -> Bool {
        guard case .code(let rules) = model.family, !rules.severalSecrets else { return false }
        return rules.codeSpace <= Limits.distinctCodeSpace
    }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        engine.adversaryAnswer(state)
    }
}
