import RefereeEngine
import Synchronization

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
    /// Drawn afresh for every move made, and kept by undo and redo. A log only grows or shrinks
    /// at its end, so two logs whose moves at one place have the same serial agree on every move
    /// up to it: the protocol's writer finds what changed without comparing whole games.
    public let serial: UInt64 = playedMoveSerials.add(1, ordering: .relaxed).newValue
    /// What chance gave during the move and the rules' moves after it (`roll NAME A to B`, a
    /// card drawn), in order: written before it in a transcript.
    public var rolled: [Int] = []
    /// The same, as an onlooker may see it (a card drawn into a hidden value is nil): shown
    /// with the move at the prompt and in the protocol's history.
    public var seen: [ChanceOutcome] = []
    /// Shown for a viewer who may not see it: a sealed move of another player not yet
    /// revealed, whose `move` is `Session.sealedMark` (`Session.shownLog`).
    public var sealed = false

    /// Two moves are equal when they are the same move made the same way, whenever they were
    /// made: the serial tells apart moves made at different times, not different moves.
    public static func == (a: PlayedMove, b: PlayedMove) -> Bool {
        a.move == b.move && a.player == b.player && a.by == b.by && a.rulesMoves == b.rulesMoves && a.rolled == b.rolled && a.sealed == b.sealed
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(move)
        hasher.combine(player)
        hasher.combine(by)
        hasher.combine(rulesMoves)
        hasher.combine(rolled)
        hasher.combine(sealed)
    }
}

private let playedMoveSerials = Atomic<UInt64>(0)
