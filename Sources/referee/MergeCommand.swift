import ArgumentParser
import Foundation
import RefereeCheck
import RefereeLanguage

/// `referee merge REPORT…`: the whole run's report from its shards' reports.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge the JSON reports of a run's shards into the whole run's report.",
        discussion: """
        Reads the JSON reports of the N shards of one run of 'check --shard K/N --format json' \
        or 'playouts --shard K/N --json', one for each shard, and prints the report of the \
        whole run: the same as a run without --shard gives, durations aside. Exits as check \
        does for check reports (0, 1 or 65), 65 when the reports are not every shard of one \
        run each once, and 66 when a report cannot be read. See docs/checking.md.
        """
    )

    @Argument(help: "The shards' JSON reports, in any order.")
    var reports: [String]

    @Flag(help: "Print the merged report as JSON, in the form of the reports merged.")
    var json = false

    func run() throws {
        var files: [(name: String, bytes: [UInt8])] = []
        for path in reports {
            switch BoundedFile.read(path, limit: ReportMerge.largestReport) {
            case .success(let bytes): files.append((path, bytes))
            case .failure(let problem):
                Output.error("error: \(path): \(problem)")
                throw ExitCode(66)
            }
        }
        let merged: ReportMerge.Merged
        do {
            merged = try ReportMerge.merge(files)
        } catch {
            Output.error("error: \(error)")
            throw ExitCode(65)
        }
        switch merged {
        case .playouts(let report):
            if json {
                Output.prompt(report.json)
            } else {
                let how = "\(reports.count) shard\(reports.count == 1 ? "" : "s") merged"
                for line in PlayoutsText.lines(report, how: how) { Output.line(line) }
            }
        case .check(let check):
            if json {
                Output.prompt(check.json)
            } else {
                let files = "\(check.summary.files) file\(check.summary.files == 1 ? "" : "s") from \(reports.count) shard\(reports.count == 1 ? "" : "s")"
                for line in check.failures + [files] + TextReport.summary(check.summary) { Output.line(line) }
            }
            for problem in check.unknownScenarios { Output.error(problem) }
            if check.summary.exitCode != 0 { throw ExitCode(check.summary.exitCode) }
            if !check.unknownScenarios.isEmpty { throw ExitCode(1) }
        }
    }
}
