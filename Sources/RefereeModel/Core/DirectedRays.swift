/// A board's ways out of each cell, by direction: what a slide or a jump that moves by kind, by
/// direction, flying or in chains walks. A direction is one step (layers, rows, columns), so that
/// a direction relative to a player (`forward`) and the direction straight back can be looked up.
public struct DirectedRays: Sendable, Hashable {
    /// The directions, one step each.
    public var steps: [Lattice.Step]
    /// For each cell and each direction, the cells away from it that way, nearest first; empty
    /// where the board goes no way from it in that direction.
    public var rays: [[[Int]]]

    public init(steps: [Lattice.Step], rays: [[[Int]]]) {
        self.steps = steps
        self.rays = rays
    }
}

extension CoreBoard {
    /// The ways out of each cell in the given sense. On a grid, straight runs of cells in each of
    /// the adjacency's steps, or with `alongLines` the runs along the board's lines, each in the
    /// direction its first step takes. On a board of points, the runs along its straight lines in
    /// the eight directions of the grid it stands on, and, but for `alongLines`, a link off the
    /// lines as a run of one point. Where two runs leave a cell the same way, the longer is kept.
    public func directedRays(_ adjacency: Adjacency) -> DirectedRays {
        if let points { return points.directedRays(alongLinesOnly: adjacency == .alongLines) }
        let lattice = lattice
        guard adjacency == .alongLines else {
            let steps = lattice.steps(adjacency)
            return DirectedRays(steps: steps, rays: (0..<cellCount).map { start in steps.map { lattice.ray(from: start, $0) } })
        }
        var ways = DirectedRays(steps: [], rays: Array(repeating: [], count: cellCount))
        for line in lines {
            for (i, cell) in line.enumerated() {
                if i + 1 < line.count { ways.keep(Array(line[(i + 1)...]), from: cell, lattice.step(from: cell, to: line[i + 1])) }
                if i > 0 { ways.keep(Array(line[..<i].reversed()), from: cell, lattice.step(from: cell, to: line[i - 1])) }
            }
        }
        return ways
    }
}

extension PointLayout {
    /// The ways out of each point along its straight lines in the eight directions of its grid,
    /// and along the links off them unless `alongLinesOnly`.
    public func directedRays(alongLinesOnly: Bool) -> DirectedRays {
        let steps = Grid.square.steps(.adjacent).map { Lattice.Step(0, $0.0, $0.1) }
        var ways = DirectedRays(steps: steps, rays: Array(repeating: Array(repeating: [], count: steps.count), count: count))
        for line in lines {
            for (i, point) in line.enumerated() {
                if i + 1 < line.count { ways.keep(Array(line[(i + 1)...]), from: point, step(from: point, to: line[i + 1])) }
                if i > 0 { ways.keep(Array(line[..<i].reversed()), from: point, step(from: point, to: line[i - 1])) }
            }
        }
        if !alongLinesOnly {
            for link in links where link.count == 2 {
                ways.keep([link[1]], from: link[0], step(from: link[0], to: link[1]))
                ways.keep([link[0]], from: link[1], step(from: link[1], to: link[0]))
            }
        }
        return ways
    }

    /// The direction from one point to another, each coordinate -1, 0 or 1.
    func step(from a: Int, to b: Int) -> Lattice.Step {
        let (ra, ca) = position(of: a), (rb, cb) = position(of: b)
        return Lattice.Step(0, (rb - ra).signum(), (cb - ca).signum())
    }
}

extension DirectedRays {
    /// Keeps a run from a cell in a direction, adding the direction if it is new, unless a run
    /// at least as long leaves the cell that way already.
    mutating func keep(_ ray: [Int], from cell: Int, _ step: Lattice.Step) {
        let d: Int
        if let known = steps.firstIndex(of: step) {
            d = known
        } else {
            d = steps.count
            steps.append(step)
            for c in rays.indices { rays[c].append([]) }
        }
        if rays[cell][d].count < ray.count { rays[cell][d] = ray }
    }
}

extension Lattice {
    /// The cells away from a cell in one step's direction, nearest first, ending before the way
    /// would come back to a cell it has passed (on a board whose edges wrap).
    public func ray(from start: Int, _ step: Step) -> [Int] {
        var ray: [Int] = []
        var seen: Set<Int> = [start]
        var at = start
        while let next = cell(from: at, step), seen.insert(next).inserted {
            ray.append(next)
            at = next
        }
        return ray
    }

    /// The step from a cell to another: the step to a neighbour that reaches it (on a board whose
    /// edges wrap, perhaps the way round), else each coordinate's difference -1, 0 or 1.
    func step(from a: Int, to b: Int) -> Step {
        if let step = steps(.adjacent).first(where: { cell(from: a, $0) == b }) { return step }
        let (la, ra, ca) = coordinates(of: a), (lb, rb, cb) = coordinates(of: b)
        return Step((lb - la).signum(), (rb - ra).signum(), (cb - ca).signum())
    }
}
