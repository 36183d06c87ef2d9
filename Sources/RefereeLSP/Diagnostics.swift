import RefereeCheck
import RefereeLanguage

/// The diagnostics `referee check` gives for a file, as the protocol publishes them: a rule file
/// is compiled with its sibling scenarios file, a scenarios file with the rule file it tests. A
/// file that compiles gets `check`'s warnings: the checker's and the lint's.
enum Diagnostics {
    /// What to publish, by path: every file of the document's unit, each with its diagnostics
    /// (an empty list clears the editor's).
    static func publish(for document: Document, in documents: Documents) -> [(path: String, diagnostics: [JSON])] {
        let path = document.path
        let rules: SourceFile
        var scenarios: [SourceFile] = []
        if path.hasSuffix(".scenarios") {
            guard let tested = rulesFile(for: document, in: documents) else {
                return [(path, [unlocated(
                    "this scenarios file does not say which rule file it tests",
                    help: "add a line such as 'rules \"tictactoe.rules\"', or keep it beside its rule file with the same name")])]
            }
            rules = tested
            scenarios = [document.source]
        } else {
            rules = document.source
            if let sibling = documents.source(path: RuleBook.scenariosPath(for: path)), path.hasSuffix(".rules") {
                scenarios = [sibling]
            }
        }
        let found: [(source: SourceFile, diagnostic: Diagnostic)]
        switch RuleBook.compile(rules, scenarioSources: scenarios) {
        case .success(let book): found = Lint.warnings(for: book, scenarioSources: scenarios).map { ($0.source, $0.diagnostic) }
        case .failure(let error): found = error.diagnostics.map { ($0.source, $0.diagnostic) }
        }
        // A transcript is shown its own diagnostics; a rule file that fails elsewhere is named.
        var files = [path]
        if !path.hasSuffix(".scenarios") || rules.name == RuleBook.siblingPath(ofScenarios: path) {
            files = [rules.name] + scenarios.map(\.name)
        }
        var result = files.map { file -> (path: String, diagnostics: [JSON]) in
            let source = file == rules.name ? rules : scenarios.first { $0.name == file } ?? rules
            let lines = LineIndex(source.bytes)
            return (file, found.filter { $0.source.name == file }.map { json($0.diagnostic, lines) })
        }
        if let outside = found.first(where: { !files.contains($0.source.name) && $0.diagnostic.severity == .error }),
           let own = result.firstIndex(where: { $0.path == path }) {
            let (line, column) = outside.source.position(of: outside.diagnostic.span.start)
            result[own].diagnostics.append(unlocated(
                "the rule file has errors: \(outside.source.name):\(line):\(column): \(outside.diagnostic.message)", help: nil))
        }
        return result
    }

    /// The rule file a scenarios document tests: the one its `rules "PATH"` line names, else the
    /// rule file beside it with the same name.
    static func rulesFile(for document: Document, in documents: Documents) -> SourceFile? {
        let (syntax, _) = Parser.parse(document.source)
        for statement in syntax.statements {
            guard case .rulesReference(let name) = statement.kind else { continue }
            let path = name.text.hasPrefix("/") ? name.text : "\(folder(of: document.path))/\(name.text)"
            return documents.source(path: path)
        }
        return RuleBook.siblingPath(ofScenarios: document.path).flatMap { documents.source(path: $0) }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// One diagnostic: the message, then what was expected and the help, each on a line of its
    /// own as `check` prints them.
    static func json(_ diagnostic: Diagnostic, _ lines: LineIndex) -> JSON {
        var message = diagnostic.message
        if let expected = diagnostic.expected { message += "\nexpected \(expected)" }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        let range = diagnostic.located ? lines.range(diagnostic.span) : lines.range(Span(0, 0))
        return [
            "range": range,
            "severity": .int(diagnostic.severity == .error ? 1 : 2),
            "source": "referee",
            "message": .string(message),
        ]
    }

    static func unlocated(_ message: String, help: String?) -> JSON {
        json(.unlocated(message, help: help), LineIndex([]))
    }
}

extension RuleBook {
    /// `NAME.rules` for `NAME.scenarios`.
    static func siblingPath(ofScenarios path: String) -> String? {
        guard path.hasSuffix(".scenarios") else { return nil }
        return String(path.dropLast(".scenarios".count)) + ".rules"
    }
}
