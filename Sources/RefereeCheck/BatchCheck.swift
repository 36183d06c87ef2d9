import Foundation
import RefereeLanguage
import RefereeModel

/// The outcome of checking one rule file.
public struct FileReport: Sendable {
    public var path: String
    /// The file's errors (it could not be checked) and warnings.
    public var diagnostics: [FileDiagnostic]
    public var scenarios: [ScenarioResult]

    public var isInvalid: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }
}

/// `referee check`: finds rule files under the paths given, checks each, and runs its scenarios.
public enum BatchCheck {
    /// Rule files and transcripts named directly, and below the folders named every `*.rules`
    /// file and every `*.scenarios` file that has no rule file beside it, sorted.
    public static func ruleFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let entries = manager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            let rules = Set(entries.filter { $0.hasSuffix(".rules") })
            // A scenarios file beside its rule file is checked with it; one standing alone (a
            // saved transcript) is checked on its own.
            let standalone = entries.filter {
                $0.hasSuffix(".scenarios") && !rules.contains(String($0.dropLast(".scenarios".count)) + ".rules")
            }
            files += (Array(rules) + standalone).sorted().map { "\(base)/\($0)" }
        }
        return (files, missing)
    }

    public static func check(file path: String) -> FileReport {
        let loaded = path.hasSuffix(".scenarios") ? RuleBook.loadScenarios(path: path) : RuleBook.load(path: path)
        switch loaded {
        case .failure(let error):
            return FileReport(path: path, diagnostics: error.diagnostics, scenarios: [])
        case .success(let book):
            let results = book.scenarios.map { ScenarioRunner.run($0, in: book) }
            return FileReport(path: path, diagnostics: book.warnings, scenarios: results)
        }
    }
}
