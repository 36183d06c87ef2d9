import ArgumentParser
import Foundation
import RefereeCheck
import RefereeLanguage

/// `referee check PATH…`: the batch validator a designer runs in CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check rule files and run their scenarios.",
        discussion: """
        Checks every rule file named and every *.rules file in the folders named, then runs each \
        file's scenarios (and those of its sibling NAME.scenarios file). Exits 0 when all pass, 1 \
        when a scenario fails, 65 when a rule file is invalid.
        """
    )

    @Argument(help: "Rule files, or folders to search for *.rules files.")
    var paths: [String]

    @Flag(name: .shortAndLong, help: "List every scenario, not only those that fail.")
    var verbose = false

    func run() throws {
        let (files, missing) = BatchCheck.ruleFiles(in: paths)
        for path in missing { Output.error("\(path): no such file or folder") }
        if files.isEmpty && missing.isEmpty { Output.error("no .rules files found in \(paths.joined(separator: " "))") }
        var passed = 0, failed = 0, invalid = 0
        let color = Output.stderrIsTerminal
        for file in files {
            let report = BatchCheck.check(file: file)
            for diagnostic in report.diagnostics { Output.error(diagnostic.rendered(color: color), newline: false) }
            if report.isInvalid {
                invalid += 1
                Output.line("INVALID \(file)")
                continue
            }
            for result in report.scenarios {
                if let failure = result.failure {
                    failed += 1
                    Output.line("FAIL \(result.location) \"\(result.name)\"\n     \(failure.location): \(failure.message)")
                } else {
                    passed += 1
                    if verbose { Output.line("ok   \(result.location) \"\(result.name)\"") }
                }
            }
        }
        if invalid > 0 { Output.line("\(invalid) invalid rule file\(invalid == 1 ? "" : "s")") }
        Output.line("\(passed) passed, \(failed) failed")
        if invalid > 0 || !missing.isEmpty || (files.isEmpty && missing.isEmpty) { throw ExitCode(65) }
        if failed > 0 { throw ExitCode(1) }
    }
}
