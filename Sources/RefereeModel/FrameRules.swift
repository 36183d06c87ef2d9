/// A game of frames: in each frame a player rolls at a rack of pins, and clearing the rack early
/// earns the pins of the next rolls as a bonus.
public struct FrameRules: Sendable, Hashable {
    public var frames: Int
    public var pins: Int
    /// Rolls in an ordinary frame, at most.
    public var rolls: Int
    /// The bonus, in following rolls, for clearing the rack on a given roll (1-based); a roll
    /// absent from the table earns none.
    public var bonus: [Int: Int]
    /// Whether the last frame grants fill rolls so that its bonus can be rolled.
    public var fillInLastFrame: Bool
    /// What each pin scores, from pin 1; empty when every pin scores 1 and a move is a count of
    /// pins. With values, a move names the pins that fall.
    public var pinValues: [Int]

    public init(
        frames: Int, pins: Int, rolls: Int, bonus: [Int: Int] = [:], fillInLastFrame: Bool = false,
        pinValues: [Int] = []
    ) {
        self.frames = frames
        self.pins = pins
        self.rolls = rolls
        self.bonus = bonus
        self.fillInLastFrame = fillInLastFrame
        self.pinValues = pinValues
    }

    /// What a full rack scores.
    public var rackValue: Int { pinValues.isEmpty ? pins : pinValues.reduce(0, +) }

    /// A bound on one player's score: every frame scores a full rack and its largest bonus,
    /// every bonus roll a full rack. Reached when the largest bonus is a strike's (300 in ten-pin).
    public var maximumScore: Int {
        frames * rackValue * (1 + (bonus.values.max() ?? 0))
    }
}
