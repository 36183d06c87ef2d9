import Foundation
import RefereeLanguage
import RefereeModel

/// A warning about a rule file that checks but is probably not what its designer meant: something
/// defined and never used, a rule that can never apply, a scenario that asserts nothing.
public struct LintWarning: Sendable {
    /// A short name for the kind of warning, such as `unused-message` (`checker` for the warnings
    /// the language checker itself gives).
    public var code: String
    /// The file the warning points into.
    public var source: SourceFile
    public var diagnostic: Diagnostic

    public init(code: String, source: SourceFile, diagnostic: Diagnostic) {
        self.code = code
        self.source = source
        self.diagnostic = diagnostic
    }

    public var message: String { diagnostic.message }

    /// Where the warning points.
    public var location: Location { source.location(of: diagnostic.span.start) }

    /// The warning as the compiler renders diagnostics.
    public func rendered(color: Bool = false) -> String { diagnostic.rendered(in: source, color: color) }
}

/// Static lint: reads a checked rule file (its syntax, model and scenarios) and warns about what
/// cannot matter. Warnings never stop a check; `--strict` makes them failures.
public enum Lint {
    /// Every warning for a rule file: the language checker's own, then the lint's, in file order.
    /// `scenarioSources` are the scenarios files the book was compiled with, as it read them (an
    /// editor's unsaved text); a scenarios file not among them is read from the disk.
    public static func warnings(for book: RuleBook, scenarioSources: [SourceFile] = []) -> [LintWarning] {
        var linter = Linter(book: book, scenarioSources: scenarioSources)
        linter.run()
        let own = book.warnings.filter { $0.diagnostic.severity == .warning }.map {
            LintWarning(code: "checker", source: $0.source, diagnostic: $0.diagnostic)
        }
        // In file order; warnings at the same place keep the order they were found in.
        let ordered = linter.found.enumerated().sorted { a, b in
            (a.element.source.name, a.element.diagnostic.span.start, a.offset) < (b.element.source.name, b.element.diagnostic.span.start, b.offset)
        }
        return own + ordered.map(\.element)
    }
}

struct Linter {
    let book: RuleBook
    /// The scenarios files to read scenarios' places in, besides the rule file itself.
    var scenarioSources: [SourceFile] = []
    var found: [LintWarning] = []

    var model: GameModel { book.model }
    var statements: [Statement] { book.expanded }

    mutating func warn(_ code: String, _ message: String, at span: Span, help: String? = nil, in source: SourceFile? = nil) {
        found.append(LintWarning(code: code, source: source ?? book.source, diagnostic: .warning(message, at: span, help: help)))
    }

    mutating func run() {
        messages()
        model.checks.lint(&self)
        hiddenLegality()
        scenarios()
    }

    // MARK: Messages

    /// The messages a game of this kind can ever show.
    func shownMessages() -> Set<MessageKey> {
        model.checks.shownMessages(model).union([.over, .unknown])
    }

    mutating func messages() {
        let shown = shownMessages()
        for statement in statements {
            guard case .message(let key, _) = statement.kind, let messageKey = MessageKey(rawValue: key.text),
                  !shown.contains(messageKey) else { continue }
            let why = model.checks.neverShown(messageKey)
                ?? (messageKey == .draw ? "a \(model.familyName) game never ends in a draw" : "a \(model.familyName) game never shows it")
            warn("unused-message", "message '\(key.text)' is never shown", at: statement.span, help: why)
        }
    }

    // MARK: Scenarios

    mutating func scenarios() {
        var sources: [String: SourceFile] = [book.source.name: book.source]
        for source in scenarioSources { sources[source.name] = source }
        for scenario in book.scenarios {
            let asserts = scenario.steps.contains {
                switch $0.action {
                case .expect: true
                case .move(_, let failure): failure != nil
                case .setup, .new, .undo, .redo: false
                }
            }
            guard !asserts else { continue }
            let file = scenario.location.file
            if sources[file] == nil, case .success(let bytes) = BoundedFile.read(file) {
                sources[file] = SourceFile(name: file, bytes: bytes)
            }
            guard let source = sources[file] else { continue }
            let start = Self.offset(of: scenario.location, in: source)
            warn(
                "scenario-asserts-nothing", "scenario \"\(scenario.name)\" asserts nothing",
                at: Span(start, start + "scenario".utf8.count),
                help: "it has no 'expect' step and no 'move … fails'; say what the moves should lead to, such as 'expect not over'",
                in: source)
        }
    }

    /// The byte offset of a line and column (in characters) in a file.
    static func offset(of location: Location, in source: SourceFile) -> Int {
        var line = 1
        var offset = 0
        let bytes = source.bytes
        while line < location.line, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        let text = source.lineText(location.line)
        let prefix = text.prefix(max(0, location.column - 1))
        return min(bytes.count, offset + prefix.utf8.count)
    }
}
