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
    /// False when the problem belongs to no place in the file (the file cannot be read, or a
    /// command-line option names nothing the file declares): it is shown without a line.
    public var located = true
    /// Other places the problem involves, each shown under it with its own line (the first of
    /// two declarations of one name: "first named here").
    public var notes: [Note] = []
    /// Set when the problem may only follow from a line the parser could not read; such a
    /// diagnostic is not shown when the file has one (see `RuleBook.compile`).
    public var followOn: FollowOn?

    /// A second place in the same file that a diagnostic points at.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var span: Span

        public init(_ message: String, at span: Span) {
            self.message = message
            self.span = span
        }
    }

    /// How a problem can be the consequence of a line the parser could not read.
    public enum FollowOn: Sendable, Hashable {
        /// It says something is missing from the file (a way to end, moves, players), which the
        /// unread line may have given.
        case absence
        /// It says a name is not declared, and the unread line may have declared it.
        case undeclared(String)
    }

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

    /// A problem with the file as a whole, or with what the command line asked of it.
    public static func unlocated(_ message: String, help: String? = nil) -> Diagnostic {
        var diagnostic = Diagnostic(.error, message, at: Span(0, 0), help: help)
        diagnostic.located = false
        return diagnostic
    }

    public static func warning(_ message: String, at span: Span, help: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: span, help: help)
    }

    /// The diagnostic with a note pointing at another place.
    public func noting(_ message: String, at span: Span) -> Diagnostic {
        var copy = self
        copy.notes.append(Note(message, at: span))
        return copy
    }

    /// The diagnostic of a second declaration, pointing back at the first.
    public func firstNamed(at span: Span) -> Diagnostic { noting("first named here", at: span) }

    /// The diagnostic marked as one that may follow from a line the parser could not read.
    public func following(_ cause: FollowOn) -> Diagnostic {
        var copy = self
        copy.followOn = cause
        return copy
    }

    /// The diagnostic as the Swift and Rust compilers print theirs:
    ///
    ///     rules/t.rules:3:9: error: unknown statement 'playres'
    ///         3 | playres X O
    ///           | ^^^^^^^ expected a statement such as 'players' or 'board'
    ///           = help: did you mean 'players'?
    ///
    /// then each note the same way (`rules/t.rules:2:9: note: first named here` over its line).
    /// Everything taken from the file (its name, the line, names quoted in the message) is
    /// escaped for the terminal; the help is wrapped to `width` columns. A problem with no place
    /// in the file (or in an empty file) is shown without a line:
    /// `rules/t.rules: error: no such file`.
    public func rendered(in source: SourceFile, color: Bool = false, width: Int = TextWrapping.defaultWidth) -> String {
        let e = Escaping.terminal
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        let label = paint("\(severity.rawValue):", severity == .error ? "1;31" : "1;33")
        guard located, !(source.bytes.isEmpty && span == Span(0, 0)) else {
            var out = "\(e(source.name)): \(label) \(paint(e(message), "1"))"
            if let expected { out += " (expected \(e(expected)))" }
            out += "\n"
            if let help { out += TextWrapping.wrap("  = help: " + e(help), width: width, hanging: 10) + "\n" }
            return out
        }
        let (line, column) = source.position(of: span.start)
        let gutter = String(repeating: " ", count: String(line).count)
        var out = "\(e(source.name)):\(line):\(column): \(label) \(paint(e(message), "1"))\n"
        out += Self.snippet(source, span, mark: { paint($0, "1;32") })
        if let expected { out += " expected \(e(expected))" }
        out += "\n"
        if let help {
            out += TextWrapping.wrap("\(gutter) = help: " + e(help), width: width, hanging: gutter.count + 9) + "\n"
        }
        for note in notes {
            let (noteLine, noteColumn) = source.position(of: note.span.start)
            out += "\(e(source.name)):\(noteLine):\(noteColumn): \(paint("note:", "1;36")) \(e(note.message))\n"
            out += Self.snippet(source, note.span, mark: { paint($0, "1;36") }) + "\n"
        }
        return out
    }

    /// A span's line with a gutter and carets under the span, without a final line end.
    private static func snippet(_ source: SourceFile, _ span: Span, mark: (String) -> String) -> String {
        let e = Escaping.terminal
        let (line, column) = source.position(of: span.start)
        let (endLine, endColumn) = source.position(of: span.end)
        let text = Array(source.lineText(line).replacingTabs())
        let start = min(max(0, column - 1), text.count)
        let end = endLine == line ? min(max(start, endColumn - 1), text.count) : text.count
        let before = e(String(text[..<start]))
        let marked = e(String(text[start..<end]))
        let width = max(1, marked.count)
        let pad = String(repeating: " ", count: String(line).count)
        var out = "\(pad) |\n"
        out += "\(line) | \(before)\(marked)\(e(String(text[end...])))\n"
        let caretPad = String(repeating: " ", count: before.count)
        out += "\(pad) | \(caretPad)\(mark(String(repeating: "^", count: width)))"
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

    /// Edits (insert, delete, replace, or swap two neighbours) from `a` to `b`: a swap is
    /// one slip of the fingers, so `chekc` is one edit from `check`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
