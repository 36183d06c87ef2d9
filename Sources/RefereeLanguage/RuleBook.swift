import Foundation
import RefereeModel

/// A diagnostic together with the file it points into, so that it can be rendered.
public struct FileDiagnostic: Sendable {
    public var source: SourceFile
    public var diagnostic: Diagnostic

    public init(source: SourceFile, diagnostic: Diagnostic) {
        self.source = source
        self.diagnostic = diagnostic
    }

    public var rendered: String { diagnostic.rendered(in: source) }

    public func rendered(color: Bool) -> String { diagnostic.rendered(in: source, color: color) }
}

/// Why a rule file could not be used: every error found, and any warnings, in order of place.
public struct RuleBookError: Error, Sendable {
    public var diagnostics: [FileDiagnostic]

    public init(diagnostics: [FileDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var errors: [FileDiagnostic] { diagnostics.filter { $0.diagnostic.severity == .error } }

    /// The diagnostics (at most `maxErrors` errors of each file, 0 for all; see
    /// `DiagnosticList`), then how many errors there are in which files.
    public func rendered(color: Bool = false, maxErrors: Int = DiagnosticList.defaultMaxErrors) -> String {
        var out = DiagnosticList.rendered(diagnostics, color: color, maxErrors: maxErrors, separator: "\n")
        let count = errors.count
        out += "\n\(count) error\(count == 1 ? "" : "s") in \(Set(errors.map(\.source.name)).sorted().joined(separator: ", "))\n"
        return out
    }
}

/// A rule file read, parsed and checked: its game model (with the options chosen), its scenarios,
/// and the warnings it earned. The front door of the language front end.
public struct RuleBook: Sendable {
    public let source: SourceFile
    public let syntax: RuleFileSyntax
    /// The rule file's statements as the checker read them: tables, definitions and `for each`
    /// expanded into core rules, each with the span it was written at.
    public let expanded: [Statement]
    public let model: GameModel
    /// Scenarios from the rule file and from its sibling `.scenarios` file.
    public let scenarios: [Scenario]
    public let warnings: [FileDiagnostic]
    /// The options the file declares, with their default values.
    public let optionDefaults: [String: Int]
    /// The word files the rule file names, by the path as written.
    let wordFiles: WordFiles

    /// Compiles rule text; `scenarioSources` are sibling files holding more scenarios.
    public static func compile(
        _ source: SourceFile, options: [String: Int] = [:], scenarioSources: [SourceFile] = []
    ) -> Result<RuleBook, RuleBookError> {
        guard source.bytes.count <= Limits.fileBytes else {
            return .failure(RuleBookError(diagnostics: [FileDiagnostic(
                source: source,
                diagnostic: .error("the file is \(source.bytes.count) bytes; the limit is \(Limits.fileBytes)", at: Span(0, 0)))]))
        }
        var found: [FileDiagnostic] = []
        let (syntax, parseDiagnostics) = Parser.parse(source)
        found += parseDiagnostics.map { FileDiagnostic(source: source, diagnostic: $0) }
        guard syntax.recognised else { return .failure(RuleBookError(diagnostics: found)) }

        let wordFiles = readWordFiles(syntax, besides: source)
        var checker = Checker(syntax, overrides: options, wordFiles: wordFiles)
        let model = checker.check()
        found += checker.wordFileDiagnostics
        // A line the parser could not read often explains a whole-file complaint ("names no
        // players"); such complaints are reported only when parsing went cleanly.
        let parsedCleanly = !parseDiagnostics.contains { $0.severity == .error } && !checker.expansionFailed
        found += checker.diagnostics
            .filter { parsedCleanly || !Self.mayFollow($0, from: syntax) }
            .map { FileDiagnostic(source: source, diagnostic: $0) }

        var scenarioSyntax = syntax.scenarios.map { (source, $0) }
        for extra in scenarioSources {
            let (extraSyntax, extraDiagnostics) = Parser.parse(extra)
            found += extraDiagnostics.map { FileDiagnostic(source: extra, diagnostic: $0) }
            for statement in extraSyntax.statements {
                if case .rulesReference = statement.kind { continue }
                found.append(FileDiagnostic(source: extra, diagnostic: .error(
                    "a scenarios file holds only scenarios", at: statement.keyword.span,
                    help: "move '\(statement.keyword.text)' into \(source.name)")))
            }
            scenarioSyntax += extraSyntax.scenarios.map { (extra, $0) }
        }
        let defaults = Self.declaredOptions(syntax)
        if let model {
            for (file, scenario) in scenarioSyntax {
                found += validate(scenario, model: model, options: defaults).map { FileDiagnostic(source: file, diagnostic: $0) }
            }
        }
        var names: [String: (file: String, span: Span)] = [:]
        for (file, scenario) in scenarioSyntax {
            if let first = names[scenario.scenario.name] {
                var diagnostic = Diagnostic.error("two scenarios are called \"\(scenario.scenario.name)\"", at: scenario.span)
                if first.file == file.name { diagnostic = diagnostic.firstNamed(at: first.span) }
                found.append(FileDiagnostic(source: file, diagnostic: diagnostic))
            } else {
                names[scenario.scenario.name] = (file.name, scenario.span)
            }
        }
        found = DiagnosticList.ordered(found)
        guard let model, !found.contains(where: { $0.diagnostic.severity == .error }) else {
            return .failure(RuleBookError(diagnostics: found))
        }
        return .success(RuleBook(
            source: source, syntax: syntax, expanded: checker.syntax.statements, model: model, scenarios: scenarioSyntax.map(\.1.scenario),
            warnings: found, optionDefaults: defaults, wordFiles: wordFiles))
    }

    /// Whether a checker's diagnostic may only follow from a line the parser could not read, in
    /// a file where one could not be read: a complaint about the file as a whole (at no place),
    /// one that something is missing, or one that a name is unknown that an unread line holds.
    static func mayFollow(_ diagnostic: Diagnostic, from syntax: RuleFileSyntax) -> Bool {
        if diagnostic.span == Span(0, 0) { return true }
        switch diagnostic.followOn {
        case .absence: return true
        case .undeclared(let name): return syntax.unreadWords.contains(name)
        case nil: return false
        }
    }

    /// Reads the files that `words from` statements and table items name, relative to the rule file's folder.
    /// The checker reports a file that could not be read at the statement naming it.
    static func readWordFiles(_ syntax: RuleFileSyntax, besides source: SourceFile) -> WordFiles {
        var files: WordFiles = [:]
        var paths: [Name] = []
        for statement in syntax.statements {
            if case .words(.file(let path)) = statement.kind { paths.append(path) }
            if case .table(let table) = statement.kind { paths += wordFilePaths(table.items) }
        }
        for path in paths where files[path.text] == nil {
            files[path.text] = read(path.text.hasPrefix("/") ? path.text : "\(folder(of: source.name))/\(path.text)")
        }
        return files
    }

    /// The word files a table's `words from` items name.
    private static func wordFilePaths(_ items: [TableItemSyntax]) -> [Name] {
        items.flatMap { item -> [Name] in
            switch item {
            case .wordsFrom(let path, _): [path]
            case .forEach(_, let inner): wordFilePaths(inner)
            case .row, .letters: []
            }
        }
    }

    static func folder(of path: String) -> String {
        path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
    }

    /// Reads, parses and checks a rule file, with its sibling `NAME.scenarios` file if there is one.
    public static func load(path: String, options: [String: Int] = [:]) -> Result<RuleBook, RuleBookError> {
        let source: SourceFile
        switch read(path) {
        case .success(let file): source = file
        case .failure(let error): return .failure(error)
        }
        var extras: [SourceFile] = []
        let sibling = scenariosPath(for: path)
        if FileManager.default.fileExists(atPath: sibling) {
            switch read(sibling) {
            case .success(let file): extras.append(file)
            case .failure(let error): return .failure(error)
            }
        }
        return compile(source, options: options, scenarioSources: extras)
    }

    /// Loads a scenarios file kept apart from its rule file, such as a saved transcript: its
    /// `rules "PATH"` line names the rule file (relative to the scenarios file). The book holds
    /// the transcript's scenarios only.
    public static func loadScenarios(path: String, options: [String: Int] = [:]) -> Result<RuleBook, RuleBookError> {
        let transcript: SourceFile
        switch read(path) {
        case .success(let file): transcript = file
        case .failure(let error): return .failure(error)
        }
        let (syntax, _) = Parser.parse(transcript)
        let references = syntax.statements.compactMap { statement -> Name? in
            if case .rulesReference(let name) = statement.kind { return name }
            return nil
        }
        let rules: SourceFile
        if let reference = references.first {
            let rulesPath = reference.text.hasPrefix("/") ? reference.text : "\(folder(of: path))/\(reference.text)"
            switch read(rulesPath) {
            case .success(let file): rules = file
            case .failure:
                return .failure(RuleBookError(diagnostics: [FileDiagnostic(source: transcript, diagnostic: .error(
                    "cannot read the rule file '\(reference.text)'", at: reference.span))]))
            }
        } else if let sibling = siblingRulesPath(for: path), case .success(let file) = read(sibling) {
            // A scenarios file beside its rule file, with the same name, tests that rule file.
            rules = file
        } else {
            return .failure(RuleBookError(diagnostics: [FileDiagnostic(source: transcript, diagnostic: .unlocated(
                "this scenarios file does not say which rule file it tests",
                help: "add a line such as 'rules \"tictactoe.rules\"', or keep it beside its rule file with the same name"))]))
        }
        return compile(rules, options: options, scenarioSources: [transcript]).map { book in
            RuleBook(
                source: book.source, syntax: book.syntax, expanded: book.expanded, model: book.model,
                scenarios: book.scenarios.filter { $0.location.file == transcript.name },
                warnings: book.warnings, optionDefaults: book.optionDefaults, wordFiles: book.wordFiles)
        }
    }

    /// Whether the option `name` takes true or false (its default is written `true` or `false`)
    /// rather than a number.
    public func isYesOrNoOption(_ name: String) -> Bool {
        for statement in syntax.statements {
            if case .option(let option, let value) = statement.kind, option.text == name, case .name(let word) = value,
               word.text == "true" || word.text == "false" {
                return true
            }
        }
        return false
    }

    /// The model again with other option values, as a scenario's `option` lines ask.
    public func model(options: [String: Int]) -> Result<GameModel, RuleBookError> {
        var checker = Checker(syntax, overrides: options, wordFiles: wordFiles)
        let model = checker.check()
        let errors = checker.diagnostics.filter { $0.severity == .error }
        guard let model, errors.isEmpty else {
            return .failure(RuleBookError(
                diagnostics: errors.map { FileDiagnostic(source: source, diagnostic: $0) } + checker.wordFileDiagnostics))
        }
        return .success(model)
    }

    /// The rule file a scenarios file sits beside: `NAME.rules` for `NAME.scenarios`, if it is there.
    static func siblingRulesPath(for path: String) -> String? {
        guard path.hasSuffix(".scenarios") else { return nil }
        let sibling = String(path.dropLast(".scenarios".count)) + ".rules"
        return FileManager.default.fileExists(atPath: sibling) ? sibling : nil
    }

    public static func scenariosPath(for path: String) -> String {
        let base = path.hasSuffix(".rules") ? String(path.dropLast(".rules".count)) : path
        return base + ".scenarios"
    }

    /// Reads a file through `BoundedFile`, so that no file (a device, a pipe, a file of /proc
    /// that never ends) is read past the limit.
    static func read(_ path: String) -> Result<SourceFile, RuleBookError> {
        switch BoundedFile.read(path) {
        case .success(let bytes): return .success(SourceFile(name: path, bytes: bytes))
        case .failure(let problem):
            return .failure(RuleBookError(diagnostics: [FileDiagnostic(
                source: SourceFile(name: path, text: ""), diagnostic: .error(problem.message, at: Span(0, 0)))]))
        }
    }

    static func declaredOptions(_ syntax: RuleFileSyntax) -> [String: Int] {
        var checker = Checker(syntax, overrides: [:])
        return checker.optionValues()
    }

    /// Checks the names a scenario uses against the rules.
    static func validate(_ syntax: ScenarioSyntax, model: GameModel, options: [String: Int]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let pieces = model.core?.pieces.map(\.name) ?? []
        for name in syntax.playerNames where model.playerIndex(name.text) == nil && !pieces.contains(name.text)
            && !model.sideMembers.contains(name.text)
            && model.core?.pieceKind(named: name.text, players: model.players) == nil
            && !(name.text == "empty" && model.core != nil) {
            found.append(.error(
                "unknown player '\(name.text)'", at: name.span,
                help: Suggestion.didYouMean(name.text, among: model.players) ?? "the players are \(model.players.joined(separator: ", "))"))
        }
        for name in syntax.optionNames where options[name.text] == nil {
            found.append(.error(
                "no option '\(name.text)' in this rule file", at: name.span,
                help: Suggestion.didYouMean(name.text, among: options.keys)))
        }
        let levels: [String] = if case .rally(let rules) = model.family { rules.levels.map(\.name) } else { [] }
        for name in syntax.levelNames where !levels.contains(name.text) {
            found.append(.error(
                "no level '\(name.text)' counts wins in this game", at: name.span,
                help: Suggestion.closest(to: name.text, among: levels).map { "did you mean '\($0)s'?" }
                    ?? (levels.isEmpty ? "only rally games count games and sets" : "its levels: \(levels.map { $0 + "s" }.joined(separator: ", "))")))
        }
        let bowlers: [String] = if case .frames(let rules) = model.family { rules.lineups.flatMap(\.bowlers) } else { [] }
        for name in syntax.bowlerNames where !bowlers.contains(name.text) {
            found.append(.error(
                "no bowler '\(name.text)' in this game", at: name.span,
                help: Suggestion.didYouMean(name.text, among: bowlers)
                    ?? (bowlers.isEmpty ? "a side names its bowlers with 'bowlers A B rotate every frame'" : "the bowlers are \(bowlers.joined(separator: ", "))")))
        }
        let values = model.core?.variables.map(\.name) ?? []
        for name in syntax.valueNames where !values.contains(name.text) {
            found.append(.error(
                "no value called '\(name.text)' in this game", at: name.span,
                help: Suggestion.didYouMean(name.text, among: values)
                    ?? (values.isEmpty ? "this game keeps no values of its own" : "it keeps: \(values.joined(separator: ", "))")))
        }
        return found
    }
}
