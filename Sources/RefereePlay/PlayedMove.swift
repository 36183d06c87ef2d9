import RefereeEngine

/// A move of the game being played, with who made it and the moves the rules made for their own
/// computer players straight after it.
public struct PlayedMove: Hashable, Sendable {
    /// Who chose a move.
    public enum Chooser: Hashable, Sendable {
        /// A person typed it.
        case person
        /// A computer player of the session (`vs computer`, `ai`), by its name.
        case computer(String)
    }

    /// The move as typed.
    public var move: String
    /// The player to move when it was made (the server, in a rally).
    public var player: Int
    public var by: Chooser
    /// The moves the rules then made for computer players (`computer` in the rule file).
    public var rulesMoves: [RulesMove]
    /// What chance gave during the move and the rules' moves after it (`roll NAME A to B`), in
    /// order: shown with the move, and written before it in a transcript.
    public var rolled: [Int] = []
}
