/// A compiled expression that `CompiledRules` holds, called without reference counting.
///
/// A closure read from an array and called is retained and released around the call: the
/// compiler cannot tell that nothing the call does frees the array. Play calls the rules'
/// conditions, effects, end conditions and turn expression this way on every move, and the
/// retains and releases were about a fifth of a Mastermind guess. `CompiledRules` keeps each
/// closure in a box (`held`) for as long as it lives, and play reads the box unretained, lent
/// for the call (`Unmanaged._withUnsafeGuaranteedRef`); a `LentEval` never leaves the rules
/// that hold its box.
struct LentEval<Bits: BoardBits>: @unchecked Sendable {
    /// A closure in a box, so that it can be referred to without being retained.
    final class Box: Sendable {
        let eval: CoreEval<Bits>

        init(_ eval: @escaping CoreEval<Bits>) {
            self.eval = eval
        }
    }

    private let box: Unmanaged<Box>

    /// Lends `box`'s closure; the caller keeps `box` alive for as long as this value is used.
    init(lending box: Box) {
        self.box = .passUnretained(box)
    }

    @inline(__always)
    func callAsFunction(_ state: UnsafePointer<CoreKernel<Bits>.State>, _ mover: Int, _ next: Int) -> Int {
        box._withUnsafeGuaranteedRef { $0.eval(state, mover, next) }
    }
}

/// Runs a lent compiled expression on a state that play holds, lending it by address.
@inline(__always)
func evaluate<Bits>(_ e: LentEval<Bits>, _ state: inout CoreKernel<Bits>.State, _ mover: Int, _ next: Int) -> Int {
    withUnsafePointer(to: &state) { e($0, mover, next) }
}
