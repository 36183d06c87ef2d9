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
    /// Rule files named directly, and every `*.rules` file below the folders named, sorted.
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
            let found = (manager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".rules") }
                .sorted()
                .map { "\(base)/\($0)" }
            files += found
        }
        return (files, missing)
    }

    public static func check(file path: String) -> FileReport {
        switch RuleBook.load(path: path) {
        case .failure(let error):
            return FileReport(path: path, diagnostics: error.diagnostics, scenarios: [])
        case .success(let book):
            let results = book.scenarios.map { ScenarioRunner.run($0, in: book) }
            return FileReport(path: path, diagnostics: book.warnings, scenarios: results)
        }
    }
}
