/// The only source of randomness in a game: SplitMix64, a value that travels with the state, so
/// that the same seed always plays out the same way. Its methods are inlinable so that loops in
/// other modules (the bench's baselines, the analyses) draw without a call per number.
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    public var state: UInt64

    @inlinable
    public init(seed: UInt64) { self.state = seed }

    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound, without modulo bias worth measuring (Lemire's multiply-shift).
    @inlinable @inline(__always)
    public mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }
}
