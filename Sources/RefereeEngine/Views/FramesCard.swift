import RefereeModel

/// A game of frames' score sheet, drawn from a player's rolls as the rules score them: each
/// frame's rolls in the usual notation, its score once its bonus rolls are made, and the running
/// total. The picture of every game of frames reads it (`CoreKernel+Frames.swift`).
public struct FramesCard: Sendable {
    public let rules: FrameRules
    /// What a full rack scores: the pins, or the sum of their values.
    let rack: Int

    public init(rules: FrameRules) {
        self.rules = rules
        rack = rules.rackValue
    }

    /// The bonus rolls for clearing the rack on a roll of a frame (1 is the first).
    private func bonus(forClearingOn roll: Int) -> Int { roll <= max(1, rules.rolls + 1) ? rules.bonus[roll] ?? 0 : 0 }

    /// One frame of one player's card.
    public struct Frame: Hashable, Sendable {
        /// Pins knocked down by each roll of the frame (with fill rolls in the last frame).
        public var rolls: [Int]
        /// The usual notation of each roll: X, /, - or the count.
        public var marks: [String]
        /// The frame's score with its bonus, once the rolls it needs have been made.
        public var score: Int?
        /// The running total up to this frame, once known.
        public var total: Int?
    }

    /// A player's frames so far, from their rolls, with scores and running totals where they
    /// are known.
    public func card(_ rolls: [Int]) -> [Frame] {
        var frames: [Frame] = []
        var i = 0
        var total: Int? = 0
        for f in 0..<rules.frames where i < rolls.count {
            let isLast = f == rules.frames - 1 && rules.fillInLastFrame
            var standing = rack
            var frameRolls: [Int] = []
            var marks: [String] = []
            var base = 0
            var bonusRolls = 0
            var cleared = false
            var allowed = rules.rolls
            var rollInFrame = 0
            while i < rolls.count {
                let pins = rolls[i]
                rollInFrame += 1
                let full = standing == rack
                standing -= pins
                frameRolls.append(pins)
                marks.append(pins == 0 ? "-" : standing == 0 ? (full ? "X" : "/") : String(pins))
                i += 1
                if !cleared { base += pins }
                if standing == 0 && !cleared {
                    cleared = true
                    bonusRolls = bonus(forClearingOn: rollInFrame)
                    if isLast { allowed = rollInFrame + bonusRolls }
                }
                if isLast {
                    if standing == 0 { standing = rack }
                    if rollInFrame >= allowed { break }
                } else if standing == 0 || rollInFrame >= rules.rolls {
                    break
                }
            }
            var score: Int?
            if isLast {
                let complete = rollInFrame >= allowed
                score = complete ? frameRolls.reduce(0, +) : nil
            } else {
                let complete = standing == 0 || rollInFrame >= rules.rolls
                if complete, i + bonusRolls <= rolls.count {
                    score = base + rolls[i..<(i + bonusRolls)].reduce(0, +)
                }
            }
            if let s = score, let t = total { total = t + s } else { total = nil }
            frames.append(Frame(rolls: frameRolls, marks: marks, score: score, total: total))
        }
        return frames
    }
}
