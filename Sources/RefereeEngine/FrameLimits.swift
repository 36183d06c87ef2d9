import RefereeModel

/// The numbers of a game of frames that every roll reads, copied out of the rules into one small
/// value: a loop of rolls holds it in registers, where reading `FrameRules` through the kernel
/// loaded each number again at every roll. The kernel's rolls and scores both go through it.
struct FrameLimits: Sendable {
    /// Frames in a game, and rolls in a frame other than the last's fill.
    let frames: Int
    let rolls: Int
    /// The frame (0-based) whose clearing earns fill rolls; -1 when no frame does.
    let fillFrame: Int
    /// What a full rack scores, and every pin as a set (0 when pins are not valued).
    let rack: Int
    let allPins: Int
    let players: Int
    /// The bonus for clearing on each roll (index 0 is roll 1).
    let bonusByRoll: [Int]

    init(rules: FrameRules, players: Int, rack: Int, allPins: Int, bonusByRoll: [Int]) {
        frames = rules.frames
        rolls = rules.rolls
        fillFrame = rules.fillInLastFrame ? rules.frames - 1 : -1
        self.rack = rack
        self.allPins = allPins
        self.players = players
        self.bonusByRoll = bonusByRoll
    }

    @inline(__always)
    func bonus(forClearingOn roll: Int) -> Int { roll <= bonusByRoll.count ? bonusByRoll[roll - 1] : 0 }

    /// Puts a state back to the start of a game, leaving its rolls alone.
    @inline(__always)
    func restart(_ state: inout FrameKernel.State) {
        state.player = 0
        state.frame = 0
        state.rollInFrame = 0
        state.standing = rack
        state.clearedOn = 0
        state.allowed = rolls
        state.over = false
        state.standingPins = allPins
    }

    /// Everything a roll does but record it: the pins standing, the end of the frame, the next
    /// player and the end of the game. `pins` is the move (with valued pins, the set knocked).
    @inline(__always)
    func advance(_ state: inout FrameKernel.State, knocked: Int, pins: Int) {
        state.rollInFrame &+= 1
        state.standing &-= knocked
        state.standingPins &= ~pins
        let roll = state.rollInFrame
        let frameOver: Bool
        if state.frame == fillFrame {
            if state.standing == 0 {
                if state.clearedOn == 0 {
                    state.clearedOn = roll
                    state.allowed = roll &+ bonus(forClearingOn: roll)
                }
                state.standing = rack
                state.standingPins = allPins
            }
            frameOver = roll >= state.allowed
        } else {
            frameOver = state.standing == 0 || roll >= rolls
        }
        guard frameOver else { return }
        state.rollInFrame = 0
        state.standing = rack
        state.standingPins = allPins
        state.clearedOn = 0
        state.allowed = rolls
        state.player &+= 1
        if state.player == players {
            state.player = 0
            state.frame &+= 1
            if state.frame == frames { state.over = true }
        }
    }

    /// One bowler's whole game of plain pins, rolled a frame at a time into `made` (at most
    /// `frames * rolls` and the largest bonus), and scored as it goes: the same draws, in the
    /// same order, and the same rolls as `advance` a roll at a time, and the score `score`
    /// gives them. Every pin counts once; a frame before the last cleared on roll `r` earns the
    /// `bonus(forClearingOn: r)` rolls after it, added once the game is rolled (when they were
    /// all made, as `score` has it). `clears` holds at least `frames` numbers. Returns how many
    /// rolls were made, and the score.
    @inline(__always)
    func rollGame(
        into made: UnsafeMutablePointer<Int>, clears: UnsafeMutablePointer<Int>, _ g: inout SeededGenerator
    ) -> (rolls: Int, score: Int) {
        var n = 0, total = 0, cleared = 0
        for frame in 0..<frames {
            var standing = rack, roll = 0
            if frame == fillFrame {
                var allowed = rolls, done = false
                repeat {
                    let pins = g.below(standing &+ 1)
                    made[n] = pins
                    n &+= 1
                    roll &+= 1
                    total &+= pins
                    standing &-= pins
                    if standing == 0 {
                        if !done {
                            done = true
                            allowed = roll &+ bonus(forClearingOn: roll)
                        }
                        standing = rack
                    }
                } while roll < allowed
            } else {
                repeat {
                    let pins = g.below(standing &+ 1)
                    made[n] = pins
                    n &+= 1
                    roll &+= 1
                    total &+= pins
                    standing &-= pins
                } while standing != 0 && roll < rolls
                if standing == 0 {
                    // Where the bonus rolls start, and how many: packed in one number.
                    clears[cleared] = n &<< 8 | bonus(forClearingOn: roll)
                    cleared &+= 1
                }
            }
        }
        for c in 0..<cleared {
            let start = clears[c] &>> 8, count = clears[c] & 0xFF
            guard start &+ count <= n else { continue }
            for i in start..<(start &+ count) { total &+= made[i] }
        }
        return (n, total)
    }

    /// The score of one player's rolls: each frame's pins, and for clearing the rack early the
    /// rolls that follow as its bonus once they have all been made.
    @inline(__always)
    func score<Rolls: RandomAccessCollection<Int>>(rolls made: Rolls) -> Int where Rolls.Index == Int {
        var total = 0
        var i = made.startIndex
        let end = made.endIndex
        var frame = 0
        while i < end, frame < frames {
            let isLast = frame == fillFrame
            var standing = rack
            var rollInFrame = 0
            var allowed = rolls
            var cleared = false
            while i < end {
                let pins = made[i]
                rollInFrame &+= 1
                standing &-= pins
                total &+= pins
                i &+= 1
                if standing == 0 && !cleared {
                    cleared = true
                    let bonus = bonus(forClearingOn: rollInFrame)
                    if isLast {
                        allowed = rollInFrame &+ bonus
                    } else if i &+ bonus <= end {
                        for b in 0..<bonus { total &+= made[i &+ b] }
                    }
                }
                if isLast {
                    if standing == 0 { standing = rack }
                    if rollInFrame >= allowed { break }
                } else if standing == 0 || rollInFrame >= rolls {
                    break
                }
            }
            frame &+= 1
        }
        return total
    }
}
