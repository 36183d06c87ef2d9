import RefereeModel

/// A sum that picks one term by a value: `sum(for each i in 1 to 24: if k == i then p(i) else
/// 0)`, which `for each` writes out as one `if` a term. Each term's test reads the same key
/// and compares it with its own constant, so at most one term counts; the compiled sum reads
/// the key once and goes straight to that term, where the written sum would read the key and
/// test it once a term. The value is the same.
extension CoreCompiler {
    /// The sum of `terms` compiled as a pick by key, or nil when the terms are not of that shape:
    /// each `if KEY == C then X else 0` (or `C == KEY`), one KEY for all, every C a different
    /// constant.
    func selection(_ terms: [Expr]) -> CoreEval<Bits>? {
        guard terms.count > 2 else { return nil }
        var key: Expr?
        var picked: [Int: CoreEval<Bits>] = [:]
        for term in terms {
            guard case .choose(.binary(.equal, let a, let b), let value, .int(0)) = term else { return nil }
            let (k, c): (Expr, Int)
            if case .int(let n) = b { (k, c) = (a, n) } else if case .int(let n) = a { (k, c) = (b, n) } else { return nil }
            if let key, key != k { return nil }
            key = k
            guard picked[c] == nil else { return nil }
            picked[c] = compile(value)
        }
        guard let key else { return nil }
        let read = compile(key)
        let low = picked.keys.min() ?? 0, high = picked.keys.max() ?? 0
        guard high - low < 4 * picked.count else {
            let sparse = picked
            return { s, m, n in sparse[read(s, m, n)]?(s, m, n) ?? 0 }
        }
        let dense: [CoreEval<Bits>?] = (low...high).map { picked[$0] }
        return { s, m, n in
            let k = read(s, m, n)
            guard k >= low, k <= high, let term = dense[k - low] else { return 0 }
            return term(s, m, n)
        }
    }
}
