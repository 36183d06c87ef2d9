import RefereeEngine

/// What has been played so far, as every player saw it: the state before the first move and
/// the moves since, as typed. A player that may not see everything (a value `hidden from` it)
/// reads the game's course from it to tell which hidden values could have given what it saw.
public struct PlayedGame: Sendable {
    /// The state before the first move.
    public var start: GameState
    /// The moves since, in order, as `Engine.format` writes them.
    public var moves: [String]

    public init(start: GameState, moves: [String]) {
        self.start = start
        self.moves = moves
    }

    /// A game whose course is this one state: nothing has been played yet.
    public static func starting(at state: GameState) -> PlayedGame { PlayedGame(start: state, moves: []) }
}
