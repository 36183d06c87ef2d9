import RefereeModel

/// Rolls at a rack of pins, frame by frame, with bonuses for clearing the rack early and fill
/// rolls in the last frame. Players take whole frames in turn.
public struct FrameKernel: Kernel {
    public let model: GameModel
    public let rules: FrameRules
    /// The bonus for clearing on each roll (index 0 is roll 1).
    let bonusByRoll: [Int]
    /// What a full rack scores: the pins, or the sum of their values.
    let rack: Int
    /// With valued pins, a move is a set of pins (bit i for pin i + 1), and this is what each
    /// set scores; empty when a move is a count of pins.
    let valueOfPins: [Int]
    /// Every pin, as a set.
    let allPins: Int
    /// The numbers every roll reads.
    let limits: FrameLimits

    var valued: Bool { !valueOfPins.isEmpty }

    public struct State: Hashable, Sendable {
        /// Every roll of every player, in order.
        public var rolls: [[Int]]
        /// The player rolling and the frame (0-based) they are in.
        public var player = 0
        public var frame = 0
        /// Rolls made in the current frame, and pins standing.
        public var rollInFrame = 0
        public var standing: Int
        /// In the last frame: the roll (1-based) that first cleared the rack, and the rolls allowed.
        public var clearedOn = 0
        public var allowed: Int
        public var over = false
        /// With valued pins, the pins standing as a set (bit i for pin i + 1); `standing` is then
        /// their total value.
        public var standingPins = 0
    }

    public init(model: GameModel, rules: FrameRules) {
        self.model = model
        self.rules = rules
        bonusByRoll = (1...max(1, rules.rolls + 1)).map { rules.bonus[$0] ?? 0 }
        rack = rules.rackValue
        let n = rules.pinValues.count
        allPins = n == 0 ? 0 : (1 << n) - 1
        valueOfPins = n == 0 ? [] : (0..<(1 << n)).map { set in
            (0..<n).reduce(0) { set & (1 << $1) != 0 ? $0 + rules.pinValues[$1] : $0 }
        }
        limits = FrameLimits(
            rules: rules, players: model.players.count, rack: rack, allPins: allPins, bonusByRoll: bonusByRoll)
    }

    public func initial(seed: UInt64) -> State {
        State(rolls: Array(repeating: [], count: model.players.count), standing: rack, allowed: rules.rolls, standingPins: allPins)
    }

    public func toMove(_ state: State) -> Int? { state.over ? nil : state.player }

    public func outcome(_ state: State) -> Outcome? {
        guard state.over else { return nil }
        var best = Int.min, leader: Int? = nil
        for p in 0..<model.players.count {
            let s = score(rolls: state.rolls[p])
            if s > best {
                best = s
                leader = p
            } else if s == best {
                leader = nil
            }
        }
        return Outcome(winner: leader)
    }

    public func legalMoves(_ state: State, into moves: inout [Move]) {
        guard !state.over else { return }
        if valued {
            // Every set of standing pins, in increasing order.
            var set = 0
            while true {
                moves.append(Move(set))
                if set == state.standingPins { break }
                set = (set - state.standingPins) & state.standingPins
            }
            return
        }
        for pins in 0...state.standing { moves.append(Move(pins)) }
    }

    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        guard !state.over else { return nil }
        guard valued else { return Move(generator.below(state.standing + 1)) }
        return Move(Self.pinSet(generator.below(1 << state.standingPins.nonzeroBitCount), of: state.standingPins))
    }

    /// The `index`-th set of the standing pins in increasing order.
    @inline(__always)
    static func pinSet(_ index: Int, of standing: Int) -> Int { nthSubset(index, of: standing) }

    public func legalMoveCount(_ state: State) -> Int {
        state.over ? 0 : valued ? 1 << state.standingPins.nonzeroBitCount : state.standing + 1
    }

    public func applyLegal(_ move: Move, to state: inout State) {
        let knocked = valued ? valueOfPins[move.value] : move.value
        state.rolls[state.player].append(knocked)
        advance(&state, knocked: knocked, pins: move.value)
    }

    /// Everything a roll does but record it (see `FrameLimits.advance`).
    @inline(__always)
    func advance(_ state: inout State, knocked: Int, pins: Int) {
        limits.advance(&state, knocked: knocked, pins: pins)
    }

    public func format(_ move: Move, in state: State) -> String {
        guard valued, move.value >= 0, move.value <= allPins else { return String(move.value) }
        if move.value == 0 { return "-" }
        var text = ""
        for pin in 0..<rules.pinValues.count where move.value & (1 << pin) != 0 { text += String(pin + 1) }
        return text
    }

    // MARK: Scoring

    public var keepsScore: Bool { true }

    /// A player's score so far: each frame's score where its bonus rolls have all been made,
    /// else its pins. Equal to the sum over the card (`FramesCard`), computed in one pass without
    /// building it.
    public func score(of player: Int, in state: State) -> Int? {
        score(rolls: state.rolls[player])
    }

    /// The score of one player's rolls, as `score(of:in:)`.
    @inline(__always)
    func score<Rolls: RandomAccessCollection<Int>>(rolls: Rolls) -> Int where Rolls.Index == Int {
        limits.score(rolls: rolls)
    }
}
