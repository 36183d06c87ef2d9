/// The lines where two texts differ, in the unified style of `diff -u` with one hunk: the lines
/// both share at the start and the end are left out, and a long middle is cut short.
enum LineDiff {
    static func render(old: String, new: String, oldName: String, newName: String, limit: Int = 20) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let removed = a[head..<(a.count - tail)]
        let added = b[head..<(b.count - tail)]
        var out = ["--- \(oldName)", "+++ \(newName)", "@@ -\(head + 1),\(removed.count) +\(head + 1),\(added.count) @@"]
        for (sign, lines) in [("-", removed), ("+", added)] {
            out += lines.prefix(limit).map { sign + $0 }
            if lines.count > limit { out.append("\(sign)… \(lines.count - limit) more lines") }
        }
        return out.joined(separator: "\n")
    }
}
