import RefereeModel

/// A problem found in a rule file, located and explained the way compilers explain them.
public struct Diagnostic: Sendable, Hashable, Error {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var severity: Severity
    public var message: String
    public var span: Span
    /// What the parser was looking for, when that helps (`expected a number`).
    public var expected: String?
    /// A correction to offer (`did you mean 'players'?`).
    public var help: String?

    public init(_ severity: Severity = .error, _ message: String, at span: Span, expected: String? = nil, help: String? = nil) {
        self.severity = severity
        self.message = message
        self.span = span
        self.expected = expected
        self.help = help
    }

    public static func error(_ message: String, at span: Span, expected: String? = nil, help: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: span, expected: expected, help: help)
    }

    public static func warning(_ message: String, at span: Span, help: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: span, help: help)
    }

    /// The diagnostic as the Swift and Rust compilers print theirs:
    ///
    ///     rules/t.rules:3:9: error: unknown statement 'playres'
    ///         3 | playres X O
    ///           | ^^^^^^^ expected a statement such as 'players' or 'board'
    ///           = help: did you mean 'players'?
    public func rendered(in source: SourceFile, color: Bool = false) -> String {
        let (line, column) = source.position(of: span.start)
        let (endLine, endColumn) = source.position(of: span.end)
        let text = source.lineText(line)
        let width = endLine == line ? max(1, endColumn - column) : max(1, text.count - column + 1)
        let gutter = String(line).count
        let pad = String(repeating: " ", count: gutter)
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        let label = paint("\(severity.rawValue):", severity == .error ? "1;31" : "1;33")
        var out = "\(source.name):\(line):\(column): \(label) \(paint(message, "1"))\n"
        out += "\(pad) |\n"
        out += "\(line) | \(text.replacingTabs())\n"
        let caretPad = String(repeating: " ", count: max(0, column - 1))
        out += "\(pad) | \(caretPad)\(paint(String(repeating: "^", count: width), "1;32"))"
        if let expected { out += " expected \(expected)" }
        out += "\n"
        if let help { out += "\(pad) = help: \(help)\n" }
        return out
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        var out = ""
        for ch in self { out.append(ch == "\t" ? " " : ch) }
        return out
    }
}

/// Suggests the closest of a set of names to a misspelt one, for "did you mean …?".
public enum Suggestion {
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            let allowed = max(1, min(3, candidate.count / 3))
            guard distance <= allowed else { continue }
            if distance < best?.1 ?? Int.max { best = (candidate, distance) }
        }
        return best?.0
    }

    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
