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
    /// The named bowlers of each side that has them, and how they take their turns at the line;
    /// empty when every side bowls as one.
    public var lineups: [Lineup]

    public init(
        frames: Int, pins: Int, rolls: Int, bonus: [Int: Int] = [:], fillInLastFrame: Bool = false,
        pinValues: [Int] = [], lineups: [Lineup] = []
    ) {
        self.frames = frames
        self.pins = pins
        self.rolls = rolls
        self.bonus = bonus
        self.fillInLastFrame = fillInLastFrame
        self.pinValues = pinValues
        self.lineups = lineups
    }

    /// `bowlers [SIDE:] A B … rotate every frame|ball`: a side (a player of the game) made of
    /// named bowlers who go to the line in the order listed, the first from the start, the next
    /// after each of the side's frames (`frame`) or after each of its balls (`ball`), fill balls
    /// of the last frame included, and after the last the first again.
    public struct Lineup: Sendable, Hashable {
        public enum Rotation: String, Sendable, Hashable {
            case frame, ball
        }

        /// The side's index among the players.
        public var side: Int
        public var bowlers: [String]
        public var rotation: Rotation

        public init(side: Int, bowlers: [String], rotation: Rotation) {
            self.side = side
            self.bowlers = bowlers
            self.rotation = rotation
        }

        /// Which bowler (0-based) bowls the side's next ball, after `frames` whole frames and
        /// `balls` balls of the side.
        public func bowler(afterFrames frames: Int, balls: Int) -> Int {
            switch rotation {
            case .frame: frames % bowlers.count
            case .ball: balls % bowlers.count
            }
        }
    }

    /// The lineup of a side, if it has one.
    public func lineup(of side: Int) -> Lineup? { lineups.first { $0.side == side } }

    /// What a full rack scores.
    public var rackValue: Int { pinValues.isEmpty ? pins : pinValues.reduce(0, +) }

    /// A bound on one player's score: every frame scores a full rack and its largest bonus,
    /// every bonus roll a full rack. Reached when the largest bonus is a strike's (300 in ten-pin).
    public var maximumScore: Int {
        frames * rackValue * (1 + (bonus.values.max() ?? 0))
    }
}
