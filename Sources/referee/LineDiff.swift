/// The difference between two texts, line by line, as a unified diff (`diff -u`): for
/// `referee fmt --diff`, and for `referee trace` refusing to replace a different trace.
enum LineDiff {
    enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The shortest edit script turning `old` into `new` (Myers' greedy algorithm: time and
    /// memory grow with the lines times the number of differences, which formatting keeps small).
    static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        let limit = n + m
        var v = [Int](repeating: 0, count: 2 * limit + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...max(limit, 0) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[limit + k - 1] < v[limit + k + 1])) ? v[limit + k + 1] : v[limit + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                v[limit + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        var script: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) where x > 0 || y > 0 {
            let v = trace[d]
            let k = x - y
            let previous = (k == -d || (k != d && v[limit + k - 1] < v[limit + k + 1])) ? k + 1 : k - 1
            let px = v[limit + previous]
            let py = px - previous
            while x > px, y > py {
                x -= 1
                y -= 1
                script.append(.same(old[x]))
            }
            if d > 0 {
                if x == px { y -= 1; script.append(.added(new[y])) } else { x -= 1; script.append(.removed(old[x])) }
            }
        }
        return script.reversed()
    }

    /// `diff -u` of two texts, with `context` lines around each change; empty when they are the same.
    static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = edits(a, b)
        guard script.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        let changes = script.indices.filter { if case .same = script[$0] { false } else { true } }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var next = 0
        while next < changes.count {
            var last = changes[next]
            let first = last
            next += 1
            while next < changes.count, changes[next] - last <= 2 * context {
                last = changes[next]
                next += 1
            }
            let start = max(0, first - context), end = min(script.count, last + context + 1)
            let hunk = script[start..<end]
            func inOld(_ e: Edit) -> Bool { if case .added = e { false } else { true } }
            func inNew(_ e: Edit) -> Bool { if case .removed = e { false } else { true } }
            let oldStart = script[..<start].filter(inOld).count, newStart = script[..<start].filter(inNew).count
            let oldCount = hunk.filter(inOld).count, newCount = hunk.filter(inNew).count
            out += "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let line): out += " \(line)\n"
                case .removed(let line): out += "-\(line)\n"
                case .added(let line): out += "+\(line)\n"
                }
            }
        }
        return out
    }

    /// `unified`, cut short after `limit` lines of changes (for a message, not a patch).
    static func render(old: String, new: String, oldName: String, newName: String, limit: Int = 20) -> String {
        let lines = unified(old, new, oldName: oldName, newName: newName).split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.dropFirst(2).filter { !$0.isEmpty }
        var out = Array(lines.prefix(2)).map(String.init)
        var changes = 0
        for line in body {
            if line.hasPrefix("-") || line.hasPrefix("+") { changes += 1 }
            if changes > limit {
                out.append("… \(body.filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count - limit) more changed lines")
                break
            }
            out.append(String(line))
        }
        return out.joined(separator: "\n")
    }

    static func lines(_ text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}
