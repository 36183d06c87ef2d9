import RefereeLanguage

/// A problem found in a rule file: where it is, what it says and how to fix it, as
/// `referee check` reports it.
public struct Problem: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// The file's name, as given to ``Rules/load(path:options:)`` or ``Rules/compile(_:name:options:)``.
    public var file: String
    public var severity: Severity
    /// The line (from 1), or nil for a problem that belongs to no place in the file.
    public var line: Int?
    /// The column (from 1) on ``line``, or nil with it.
    public var column: Int?
    public var message: String
    /// A correction to offer, as `did you mean 'players'?`.
    public var help: String?
    /// The problem as `referee check` prints it, with the line and a caret under the place.
    public var rendered: String

    public var description: String { rendered }

    init(_ item: FileDiagnostic) {
        let d = item.diagnostic
        let start = item.source.position(of: d.span.start)
        file = item.source.name
        severity = d.severity == .error ? .error : .warning
        line = d.located ? start.line : nil
        column = d.located ? start.column : nil
        message = d.message
        help = d.help
        rendered = item.rendered
    }
}

/// A rule file that cannot be used: every problem found in it.
public struct RulesError: Error, Sendable, CustomStringConvertible {
    /// Every problem, errors and warnings, in the order of the file.
    public var problems: [Problem]
    /// The problems as `referee check` prints them.
    public var description: String
    /// The rule book's own error, for programs that use the lower layers (the CLI does).
    public let underlying: RuleBookError

    init(_ error: RuleBookError) {
        problems = error.diagnostics.map(Problem.init)
        description = error.rendered(color: false)
        underlying = error
    }

    /// The problems that stop the file from being used.
    public var errors: [Problem] { problems.filter { $0.severity == .error } }
}
