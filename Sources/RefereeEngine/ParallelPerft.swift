import Dispatch
import Synchronization

extension AnyKernel {
    /// Positions to hand out per job: enough that uneven subtrees even out.
    static var subtreesPerJob: Int { 16 }

    /// Counts the first levels breadth first until there are enough positions to share out,
    /// then walks those positions' subtrees on `jobs` threads, each taking the next position
    /// left. The counts are sums, so they do not depend on the number of jobs.
    static func perft<K: Kernel>(
        _ kernel: K, depth: Int, seed: UInt64, jobs: Int, control: WorkControl,
        subtree: (@Sendable (K.State, Int, inout PerftWalker) -> Void)? = nil
    ) -> PerftCounts? {
        var counts = PerftCounts(nodes: Array(repeating: 0, count: depth), finished: Array(repeating: 0, count: depth))
        guard depth > 0 else { return counts }
        var frontier = [kernel.initial(seed: seed)]
        var level = 0
        let wanted = jobs > 1 ? jobs * subtreesPerJob : 1
        var moves: [Move] = []
        while frontier.count < wanted, level < depth, !frontier.isEmpty {
            var next: [K.State] = []
            for state in frontier {
                moves.removeAll(keepingCapacity: true)
                kernel.legalMoves(state, into: &moves)
                counts.nodes[level] += moves.count
                for move in moves {
                    var child = state
                    kernel.applyLegal(move, to: &child)
                    if kernel.toMove(child) == nil {
                        counts.finished[level] += 1
                    } else if level + 1 < depth {
                        next.append(child)
                    }
                }
            }
            if level == depth - 1 { control.add(counts.nodes[level]) }
            frontier = next
            level += 1
        }
        guard level < depth, !frontier.isEmpty else { return counts }
        let roots = frontier, start = level
        let parts = Mutex([PerftCounts?](repeating: nil, count: max(1, jobs)))
        let nextRoot = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { job in
            var walker = PerftWalker(depth: depth, control: control)
            var stack: [Move] = []
            stack.reserveCapacity(64 * depth)
            while !walker.stopped {
                let i = nextRoot.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < roots.count else { break }
                if let subtree {
                    subtree(roots[i], start, &walker)
                } else {
                    walker.walk(kernel, roots[i], level: start, stack: &stack)
                }
            }
            walker.publish(pending: 0)
            let part = walker.stopped ? nil : walker.counts
            parts.withLock { $0[job] = part }
        }
        guard !control.isStopped else { return nil }
        for part in parts.withLock({ $0 }) {
            guard let part else { return nil }
            for d in 0..<depth {
                counts.nodes[d] += part.nodes[d]
                counts.finished[d] += part.finished[d]
            }
        }
        return counts
    }
}

/// One thread's depth-first walk: its counts, and how much of them it has reported.
struct PerftWalker {
    var counts: PerftCounts
    let depth: Int
    let control: WorkControl
    var published = 0
    var stopped = false

    init(depth: Int, control: WorkControl) {
        counts = PerftCounts(nodes: Array(repeating: 0, count: depth), finished: Array(repeating: 0, count: depth))
        self.depth = depth
        self.control = control
    }

    /// Reports the deepest level's new sequences, with `pending` found but not yet added to
    /// `counts`, and notices a stop.
    mutating func publish(pending: Int) {
        let now = counts.nodes[depth - 1] + pending
        control.add(now - published)
        published = now
        if control.isStopped { stopped = true }
    }

    /// Adds counts laid out as `nodes` then `finished`.
    mutating func add(_ flat: [Int]) {
        for d in 0..<depth {
            counts.nodes[d] += flat[d]
            counts.finished[d] += flat[depth + d]
        }
    }

    /// Polls happen at positions this many moves above the deepest level, where subtrees are
    /// large enough that a poll costs nothing measurable.
    static var pollHeight: Int { 4 }

    mutating func walk<K: Kernel>(_ kernel: K, _ state: K.State, level: Int, stack: inout [Move]) {
        if level + Self.pollHeight == depth {
            publish(pending: 0)
            if stopped { return }
        }
        let start = stack.count
        kernel.legalMoves(state, into: &stack)
        let end = stack.count
        counts.nodes[level] += end - start
        for i in start..<end {
            var next = state
            kernel.applyLegal(stack[i], to: &next)
            if kernel.toMove(next) == nil {
                counts.finished[level] += 1
            } else if level + 1 < depth {
                walk(kernel, next, level: level + 1, stack: &stack)
                if stopped { break }
            }
        }
        stack.removeLast(end - start)
    }
}
