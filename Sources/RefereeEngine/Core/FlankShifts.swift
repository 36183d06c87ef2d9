/// Flanking on a board of up to 64 cells by shifts of a whole word, derived from the board's
/// rays: each direction is a step of `delta` cells taken from the cells of `mask`. Built only
/// where every ray of the board is such a walk (a rectangular board's eight directions are;
/// a wrapping or a point-drawn board's may not be), so it finds exactly what walking the rays
/// cell by cell finds.
struct FlankShifts: Sendable {
    /// A step along one direction as a shift: the cells of `mask` have a next cell that way,
    /// `amount` cells higher (or lower, among `downward`).
    struct Shift: Sendable {
        let amount: UInt64
        let mask: UInt64
    }

    /// For each direction, the step in cells and the cells that have a next cell that way.
    let steps: [(delta: Int, mask: UInt64)]
    /// The steps to higher cells and those to lower ones, apart, so that a shift is one
    /// instruction with its amount known to be below 64.
    let upward: [Shift]
    let downward: [Shift]

    /// The shifts that walk `rays` (each cell's runs away from it, nearest first), or nil when
    /// some ray is not a walk of a fixed step from the cells that have one.
    init?(rays: [[[Int]]]) {
        guard !rays.isEmpty, rays.count <= 64 else { return nil }
        var masks: [Int: UInt64] = [:]
        for (cell, around) in rays.enumerated() {
            var deltas: Set<Int> = []
            for ray in around where !ray.isEmpty {
                let delta = ray[0] - cell
                guard delta != 0, deltas.insert(delta).inserted else { return nil }
                for (i, next) in ray.enumerated() where next != cell + delta * (i + 1) { return nil }
                masks[delta, default: 0] |= 1 << UInt64(cell)
            }
        }
        for (cell, around) in rays.enumerated() {
            for (delta, mask) in masks {
                let ray = around.first { !$0.isEmpty && $0[0] - cell == delta } ?? []
                var walk: [Int] = []
                var at = cell
                while mask & (1 << UInt64(at)) != 0, walk.count <= rays.count {
                    at += delta
                    walk.append(at)
                }
                guard walk == ray else { return nil }
            }
        }
        steps = masks.sorted { $0.key < $1.key }.map { (delta: $0.key, mask: $0.value) }
        upward = steps.filter { $0.delta > 0 }.map { Shift(amount: UInt64($0.delta), mask: $0.mask) }
        downward = steps.filter { $0.delta < 0 }.map { Shift(amount: UInt64(-$0.delta), mask: $0.mask) }
    }

    /// The cells of `candidates` from which some direction runs over one or more of `others`
    /// and then reaches one of `mine`.
    @inline(__always)
    func flankingCells(_ candidates: UInt64, mine: UInt64, others: UInt64) -> UInt64 {
        var cells: UInt64 = 0
        for step in upward {
            var run = mine &>> step.amount & step.mask & others
            while true {
                let grown = run | run &>> step.amount & step.mask & others
                if grown == run { break }
                run = grown
            }
            cells |= run &>> step.amount & step.mask & candidates
        }
        for step in downward {
            var run = mine &<< step.amount & step.mask & others
            while true {
                let grown = run | run &<< step.amount & step.mask & others
                if grown == run { break }
                run = grown
            }
            cells |= run &<< step.amount & step.mask & candidates
        }
        return cells
    }

    /// The pieces a placement on `cell` flanks: along each direction, an unbroken run of
    /// `others` ended by one of `mine`.
    @inline(__always)
    func flanked(from cell: Int, mine: UInt64, others: UInt64) -> UInt64 {
        var turned: UInt64 = 0
        for (delta, mask) in steps {
            var run: UInt64 = 0
            var at: UInt64 = 1 << UInt64(cell)
            while true {
                at = Self.forth(at, delta, mask)
                if at & others != 0 {
                    run |= at
                } else {
                    if at & mine != 0 { turned |= run }
                    break
                }
            }
        }
        return turned
    }

    /// The cells of `mask` whose next cell `delta` away is in `set`.
    @inline(__always)
    static func back(_ set: UInt64, _ delta: Int, _ mask: UInt64) -> UInt64 {
        (delta > 0 ? set >> UInt64(delta) : set << UInt64(-delta)) & mask
    }

    /// The next cells `delta` away from the cells of `set` that are in `mask`.
    @inline(__always)
    static func forth(_ set: UInt64, _ delta: Int, _ mask: UInt64) -> UInt64 {
        let from = set & mask
        return delta > 0 ? from << UInt64(delta) : from >> UInt64(-delta)
    }
}
