import Foundation
import RefereeLanguage
import RefereeModel

/// The rule files the project ships, found from this source file's place in the repository.
enum ShippedFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func ruleFiles(in folder: String) -> [String] {
        let path = root.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".rules") }.sorted().map { "\(path)/\($0)" }
    }

    static var all: [String] { ruleFiles(in: "rules") + ruleFiles(in: "examples") }

    /// One scenario of one shipped file, named for the test report.
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var scenario: String
        var description: String { "\(URL(fileURLWithPath: file).lastPathComponent): \(scenario)" }
    }

    static var cases: [Case] {
        all.flatMap { file -> [Case] in
            guard case .success(let book) = RuleBook.load(path: file) else { return [Case(file: file, scenario: "<invalid file>")] }
            return book.scenarios.map { Case(file: file, scenario: $0.name) }
        }
    }
}
