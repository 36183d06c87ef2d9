import RefereeAnalysis
import RefereeModel

/// The whole run's check report, put together from its shards' reports.
public struct MergedCheck: Sendable {
    /// The JSON report the whole run gives, durations aside: a merged duration is the shards'
    /// added up.
    public var json: String
    /// The whole run's totals and exit status.
    public var summary: CheckSummary
    /// For the text summary: a line (with details below it) for each check that failed and
    /// each invalid file, as `check` prints them.
    public var failures: [String]
    /// Errors for `--scenario` names that no file checked has.
    public var unknownScenarios: [String]
}

/// The merge of `check` shards: their files dealt back into the whole run's order (file `i` of
/// the run is file `i / N` of shard `i mod N + 1`), with the totals added up.
enum CheckMerge {
    static let runKeys = ["strict", "playouts", "maxMoves"]
    static let shardKeys = ["count", "paths", "files", "digest", "missing", "traces", "scenarios"]

    /// `reports` are in the order of their shards, each once.
    static func merge(_ reports: [ShardReport]) throws(MergeError) -> MergedCheck {
        try ReportMerge.agree(reports, on: runKeys)
        try ReportMerge.agree(reports, on: shardKeys, inShard: true)
        let first = reports[0]
        let total = try first.int("files", in: first.document["shard"])
        var parts: [[JSON]] = []
        var summary = CheckSummary([], missing: try first.int("missing", in: first.document["shard"]), strict: first.document["strict"]?.bool == true)
        summary.found = total
        for report in reports {
            guard let files = report.document["files"]?.array else { throw MergeError("\(report.name): a check report without its 'files'") }
            guard files.count == report.shard.share(of: total) else {
                throw MergeError("\(report.name): shard \(report.shard) of \(total) files should hold \(report.shard.share(of: total)),"
                    + " but its report has \(files.count)")
            }
            parts.append(files)
            summary.passed += try report.int("passed")
            summary.failed += try report.int("failed")
            summary.invalid += try report.int("invalid")
            summary.warnings += try report.int("warnings")
            summary.duration += report.document["duration"]?.decimal ?? 0
        }
        summary.files = total
        let files = (0..<total).map { parts[$0 % reports.count][$0 / reports.count] }
        var document = first.document.removing("shard")
        let totals: [(String, JSON)] = [
            ("status", .string(summary.status)), ("passed", .int(summary.passed)), ("failed", .int(summary.failed)),
            ("invalid", .int(summary.invalid)), ("warnings", .int(summary.warnings)), ("duration", .decimal(summary.duration)),
            ("files", .array(files)),
        ]
        for (key, value) in totals { document = document.replacing(key, with: value) }
        let names = first.document["shard"]?["scenarios"]?.array?.compactMap(\.string)
        return MergedCheck(
            json: document.rendered() + "\n", summary: summary, failures: files.flatMap { failures($0, strict: summary.strict) },
            unknownScenarios: names.map { unknown($0, in: files) } ?? [])
    }

    /// Errors for the names that no valid file checked has, as `check --scenario` says them.
    static func unknown(_ names: [String], in files: [JSON]) -> [String] {
        let checked = files.filter { $0["status"]?.string != "invalid" }
        guard !checked.isEmpty else { return [] }
        let known = Set(checked.flatMap { $0["scenarios"]?.array ?? [] }.compactMap { $0["name"]?.string })
        let scope = checked.count == 1 ? checked[0]["path"]?.string ?? "" : "the \(checked.count) files checked"
        return names.filter { !known.contains($0) }.map { "error: no scenario '\($0)' in \(scope)" }
    }

    /// A line for each check of a file's report that failed, or one for an invalid file.
    static func failures(_ file: JSON, strict: Bool) -> [String] {
        let e = Escaping.terminal
        let path = e(file["path"]?.string ?? "")
        switch file["status"]?.string {
        case "invalid": return ["INVALID \(path)"]
        case "failed": break
        default: return []
        }
        func place(_ object: JSON?) -> String {
            "\(e(object?["file"]?.string ?? "")):\(object?["line"]?.int ?? 0):\(object?["column"]?.int ?? 0)"
        }
        var out: [String] = []
        for scenario in file["scenarios"]?.array ?? [] where scenario["status"]?.string == "failed" {
            let failure = scenario["failure"]
            out.append("FAIL \(place(scenario)) \"\(e(scenario["name"]?.string ?? ""))\"\n"
                + "     \(place(failure)): \(e(failure?["message"]?.string ?? ""))")
        }
        if let simulation = file["simulation"], simulation["status"]?.string == "failed" {
            let games = simulation["games"]?.int ?? 0
            for problem in simulation["problems"]?.array ?? [] {
                out.append("FAIL \(path): simulation: \(problem["games"]?.int ?? 0) of \(games) games"
                    + " [\(e(problem["kind"]?.string ?? ""))]\n     seed \(problem["seed"]?.rendered() ?? ""):"
                    + " \(e(problem["message"]?.string ?? ""))\n     replay: \(e(problem["replay"]?.string ?? ""))")
            }
        }
        if let trace = file["trace"], trace["status"]?.string == "failed", let failure = trace["failure"] {
            out.append("FAIL \(e(trace["path"]?.string ?? "")):\(failure["line"]?.int ?? 0): trace: \(e(failure["message"]?.string ?? ""))")
        }
        if strict, let warnings = file["warnings"]?.array, !warnings.isEmpty {
            out.append("FAIL \(path): \(warnings.count) warning\(warnings.count == 1 ? "" : "s") (--strict)")
        }
        return out
    }
}
