import RefereeEngine

/// Random numbers for computer players, seeded once by the caller and moved on by every
/// draw, so that a loop of computer moves makes different choices from one move to the
/// next and the whole loop repeats exactly from the same seed:
///
/// ```swift
/// var random = RandomStream(seed: 7)
/// while !game.isOver {
///     game.playComputerMove(by: "random", using: &random)
/// }
/// ```
///
/// It is a value: a copy goes on from where the original was and leaves it alone.
public struct RandomStream: Sendable, Hashable {
    var generator: SeededGenerator

    /// A stream that starts at `seed`; the same seed always gives the same numbers.
    public init(seed: UInt64) { generator = SeededGenerator(seed: seed) }
}
