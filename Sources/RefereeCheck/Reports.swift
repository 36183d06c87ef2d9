import Foundation
import RefereeLanguage
import RefereeModel

/// The totals of a check, and the exit status they call for.
public struct CheckSummary: Sendable, Hashable {
    public var files = 0
    public var passed = 0
    public var failed = 0
    public var invalid = 0
    public var warnings = 0
    /// Paths named on the command line that do not exist.
    public var missing = 0
    public var strict = false
    /// Seconds for the whole run.
    public var duration: Double = 0
    /// Files found in the paths named, in every shard of the run (`--shard`): a shard may have
    /// none of them.
    public var found = 0

    /// The totals of `reports`, of `found` files found (all of them, unless a shard's).
    public init(_ reports: [FileReport], missing: Int = 0, strict: Bool = false, duration: Double = 0, found: Int? = nil) {
        files = reports.count
        self.found = found ?? reports.count
        for report in reports {
            passed += report.passedCount
            failed += report.failedCount
            invalid += report.isInvalid ? 1 : 0
            warnings += report.warnings.count
        }
        self.missing = missing
        self.strict = strict
        self.duration = duration
    }

    /// 65 when a rule file is invalid or missing (or there is nothing to check), 1 when a check
    /// failed (a warning, under `--strict`), else 0.
    public var exitCode: Int32 {
        if invalid > 0 || missing > 0 || found == 0 { return 65 }
        return failed > 0 ? 1 : 0
    }

    /// The run's status as the JSON report says it: `passed`, `failed` or `invalid`.
    public var status: String {
        exitCode == 0 ? "passed" : invalid > 0 || missing > 0 ? "invalid" : "failed"
    }
}

/// The three forms of a check's report: text for people, JSON for programs, JUnit XML for CI.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, junit
}

// MARK: Text

/// The text report: one line for each failure (and with `verbose` each check that passed), then
/// the totals, ending with `N passed, N failed`. Diagnostics and warnings are written apart
/// (standard error), rendered as the compiler renders them.
public enum TextReport {
    /// Diagnostics for standard error: the errors of an invalid file (at most `maxErrors`, 0:
    /// all, as `DiagnosticList` shows them), else its warnings.
    public static func diagnostics(
        _ report: FileReport, color: Bool, maxErrors: Int = DiagnosticList.defaultMaxErrors
    ) -> String {
        if report.isInvalid {
            return DiagnosticList.rendered(report.diagnostics, color: color, maxErrors: maxErrors)
        }
        return report.warnings.map { $0.rendered(color: color) }.joined()
    }

    /// Lines for standard output. Everything a file says (names, paths, messages, moves) is
    /// escaped for the terminal.
    public static func lines(_ report: FileReport, verbose: Bool) -> [String] {
        let e = Escaping.terminal
        let path = e(report.path)
        if report.isInvalid { return ["INVALID \(path)"] }
        var out: [String] = []
        for result in report.scenarios {
            if let failure = result.failure {
                out.append("FAIL \(e(result.location.description)) \"\(e(result.name))\"\n     \(e(failure.location.description)): \(e(failure.message))")
            } else if verbose {
                out.append("ok   \(e(result.location.description)) \"\(e(result.name))\"")
            }
        }
        if let simulation = report.simulation {
            if simulation.skipped {
                out.append("skip \(path): simulation, \(e(simulation.note ?? "no games"))")
            } else if simulation.passed {
                let games = simulation.note.map(e) ?? "\(simulation.games) games"
                if verbose { out.append("ok   \(path): simulation, \(games), \(simulation.moves) moves") }
            } else {
                for finding in simulation.findings {
                    out.append(simulationFailure(finding, file: report.path, of: simulation))
                }
            }
        }
        if let trace = report.trace {
            if let failure = trace.failure {
                out.append("FAIL \(e(trace.path)):\(failure.line): trace: \(e(failure.message))")
            } else if verbose {
                out.append("ok   \(e(trace.path)): trace, \(trace.games) games replayed")
            }
        }
        if report.lintFailed {
            let n = report.warnings.count
            out.append("FAIL \(path): \(n) warning\(n == 1 ? "" : "s") (--strict)")
        }
        return out
    }

    static func simulationFailure(_ finding: SimulationFinding, file: String, of simulation: SimulationReport) -> String {
        let e = Escaping.terminal
        var text = "FAIL \(e(file)): simulation: \(finding.games) of \(simulation.games) games \(finding.kind.summary) [\(finding.kind.rawValue)]\n"
        text += "     seed \(finding.seed): \(e(finding.message))\n"
        let shown = 40
        if finding.moves.count <= shown {
            text += "     moves: \(finding.moves.isEmpty ? "(none)" : e(finding.moves.joined(separator: " ")))\n"
            text += "     replay: \(e(Simulation.playCommand(finding, file: file)))\n"
        } else {
            text += "     moves: \(e(finding.moves.prefix(shown).joined(separator: " "))) … (\(finding.moves.count) in all)\n"
        }
        text += "     trace:  \(e(Simulation.traceCommand(finding, file: file, maxMoves: simulation.maxMoves)))"
        return text
    }

    /// The closing lines.
    public static func summary(_ summary: CheckSummary) -> [String] {
        var out: [String] = []
        if summary.invalid > 0 { out.append("\(summary.invalid) invalid rule file\(summary.invalid == 1 ? "" : "s")") }
        if summary.warnings > 0 {
            out.append("\(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")\(summary.strict ? ", failures under --strict" : "")")
        }
        out.append("\(summary.passed) passed, \(summary.failed) failed")
        return out
    }
}

// MARK: JSON

/// The JSON report: one object for the run, with one object per file, each with one object per
/// scenario. Its shape is documented in docs/checking.md.
public enum JSONReport {
    public static let format = "referee-check"
    public static let version = 1

    /// The report of a run, or with `shard` of a shard's part of it: then with a `shard` object
    /// after `version`, which `merge` reads.
    public static func render(_ reports: [FileReport], summary: CheckSummary, settings: CheckSettings, shard: CheckShard? = nil) -> String {
        let document: JSON = .object([
            ("format", .string(format)),
            ("version", .int(version)),
        ] + (shard.map { [("shard", $0.json(settings))] } ?? []) + [
            ("status", .string(summary.status)),
            ("passed", .int(summary.passed)),
            ("failed", .int(summary.failed)),
            ("invalid", .int(summary.invalid)),
            ("warnings", .int(summary.warnings)),
            ("strict", .bool(settings.strict)),
            ("playouts", .int(settings.playouts)),
            ("maxMoves", .int(settings.maxMoves)),
            ("duration", .decimal(summary.duration)),
            ("files", .array(reports.map(file))),
        ])
        return document.rendered() + "\n"
    }

    static func position(_ location: Location) -> [(String, JSON)] {
        [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
    }

    static func file(_ report: FileReport) -> JSON {
        var fields: [(String, JSON)] = [
            ("path", .string(report.path)),
            ("status", .string(report.status.rawValue)),
            ("duration", .decimal(report.duration)),
        ]
        if report.isInvalid {
            fields.append(("errors", .array(report.diagnostics.filter { $0.diagnostic.severity == .error }.map {
                diagnostic($0.diagnostic, in: $0.source, code: nil)
            })))
        }
        fields.append(("warnings", .array(report.warnings.map { diagnostic($0.diagnostic, in: $0.source, code: $0.code) })))
        fields.append(("scenarios", .array(report.scenarios.map(scenario))))
        fields.append(("simulation", report.simulation.map { simulation($0, file: report.path) } ?? .null))
        fields.append(("trace", report.trace.map(trace) ?? .null))
        return .object(fields)
    }

    static func diagnostic(_ d: Diagnostic, in source: SourceFile, code: String?) -> JSON {
        var fields: [(String, JSON)] = [("severity", .string(d.severity.rawValue))]
        if let code { fields.append(("code", .string(code))) }
        fields.append(("message", .string(d.message)))
        fields += position(source.location(of: d.span.start))
        fields.append(("help", d.help.map(JSON.string) ?? .null))
        return .object(fields)
    }

    static func scenario(_ result: ScenarioResult) -> JSON {
        var fields: [(String, JSON)] = [("name", .string(result.name))]
        fields += position(result.location)
        fields.append(("status", .string(result.passed ? "passed" : "failed")))
        fields.append(("duration", .decimal(result.duration)))
        if let failure = result.failure {
            fields.append(("failure", .object([
                ("message", .string(failure.message)),
                ("expected", .string(failure.expected)),
                ("actual", .string(failure.actual)),
            ] + position(failure.location))))
        }
        return .object(fields)
    }

    static func simulation(_ report: SimulationReport, file: String) -> JSON {
        .object([
            ("status", .string(report.skipped ? "skipped" : report.passed ? "passed" : "failed")),
            ("games", .int(report.games)),
            ("requested", .int(report.requested)),
            ("note", report.note.map(JSON.string) ?? .null),
            ("moves", .int(report.moves)),
            ("maxMoves", .int(report.maxMoves)),
            ("duration", .decimal(report.duration)),
            ("problems", .array(report.findings.map { finding in
                .object([
                    ("kind", .string(finding.kind.rawValue)),
                    ("message", .string(finding.message)),
                    ("games", .int(finding.games)),
                    ("seed", .int(Int(truncatingIfNeeded: finding.seed))),
                    ("moves", .array(finding.moves.map(JSON.string))),
                    ("replay", .string(Simulation.playCommand(finding, file: file))),
                    ("trace", .string(Simulation.traceCommand(finding, file: file, maxMoves: report.maxMoves))),
                ])
            })),
        ])
    }

    static func trace(_ report: TraceReport) -> JSON {
        var fields: [(String, JSON)] = [
            ("path", .string(report.path)),
            ("status", .string(report.passed ? "passed" : "failed")),
            ("games", .int(report.games)),
            ("duration", .decimal(report.duration)),
        ]
        if let failure = report.failure {
            fields.append(("failure", .object([
                ("message", .string(failure.message)),
                ("expected", .string(failure.expected)),
                ("actual", .string(failure.actual)),
                ("file", .string(report.path)),
                ("line", .int(failure.line)),
                ("game", .int(failure.game)),
                ("seed", .int(Int(truncatingIfNeeded: failure.seed))),
                ("step", failure.step.map(JSON.int) ?? .null),
            ])))
        }
        return .object(fields)
    }
}

// MARK: JUnit

/// The JUnit XML report, as CI systems read it: a `testsuites` element holding one `testsuite`
/// per rule file, with one `testcase` per scenario, one for the random games, one for the trace
/// and, under `--strict`, one for the warnings. A failed check has a `failure` element; an invalid
/// rule file is one test case with an `error` element.
public enum JUnitReport {
    public static func render(_ reports: [FileReport], summary: CheckSummary) -> String {
        let suites = reports.map(suite)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"referee check\" tests=\"\(suites.reduce(0) { $0 + $1.tests })\""
        out += " failures=\"\(suites.reduce(0) { $0 + $1.failures })\" errors=\"\(suites.reduce(0) { $0 + $1.errors })\""
        out += " skipped=\"\(suites.reduce(0) { $0 + $1.skipped })\" time=\(attribute(seconds(summary.duration)))>\n"
        for suite in suites { out += suite.xml }
        out += "</testsuites>\n"
        return out
    }

    struct Suite {
        var xml: String
        var tests: Int
        var failures: Int
        var errors: Int
        var skipped: Int
    }

    /// How a CI system groups a file's test cases: its path without `.rules`.
    static func className(_ path: String) -> String {
        for suffix in [".rules", ".scenarios"] where path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) }
        return path
    }

    static func seconds(_ s: Double) -> String { String(format: "%.6f", s.isFinite ? max(0, s) : 0) }

    static func suite(_ report: FileReport) -> Suite {
        let cls = className(report.path)
        var cases: [String] = []
        func testCase(_ name: String, time: Double, location: Location? = nil, body: String? = nil) {
            var open = "    <testcase classname=\(attribute(cls)) name=\(attribute(name))"
            if let location { open += " file=\(attribute(location.file)) line=\"\(location.line)\"" }
            open += " time=\(attribute(seconds(time)))"
            cases.append(body.map { "\(open)>\n\($0)    </testcase>\n" } ?? "\(open)/>\n")
        }
        func failure(_ message: String, type: String, details: String) -> String {
            "      <failure message=\(attribute(message)) type=\(attribute(type))>\(text(details))</failure>\n"
        }
        if report.isInvalid {
            let errors = report.diagnostics.filter { $0.diagnostic.severity == .error }
            let first = errors.first?.diagnostic.message ?? "the rule file is invalid"
            let details = report.diagnostics.map(\.rendered).joined()
            testCase("rule file", time: report.duration,
                     body: "      <error message=\(attribute(first)) type=\"invalid\">\(text(details))</error>\n")
        } else {
            for result in report.scenarios {
                let body = result.failure.map { f in
                    failure(f.message, type: "scenario", details: "\(f.location): \(f.message)\nexpected: \(f.expected)\nactual: \(f.actual)\n")
                }
                testCase(result.name, time: result.duration, location: result.location, body: body)
            }
            if let simulation = report.simulation {
                // One failure element, as most CI systems read one per test case: the first kind
                // of problem names it, and the details hold every kind.
                let body = simulation.findings.first.map { first in
                    failure(
                        "\(first.games) of \(simulation.games) games \(first.kind.summary): seed \(first.seed): \(first.message)",
                        type: first.kind.rawValue,
                        details: simulation.findings.map { TextReport.simulationFailure($0, file: report.path, of: simulation) + "\n" }.joined())
                }
                let skipped = simulation.skipped ? "      <skipped message=\(attribute(simulation.note ?? "no games"))/>\n" : nil
                testCase("simulation (\(simulation.games) random games)", time: simulation.duration, body: body ?? skipped)
            }
            if let trace = report.trace {
                let body = trace.failure.map { f in
                    failure(f.message, type: "trace", details: "\(trace.path):\(f.line): \(f.message)\nexpected: \(f.expected)\nactual: \(f.actual)\n")
                }
                testCase("trace \(trace.path)", time: trace.duration, body: body)
            }
            if report.strict {
                let n = report.warnings.count
                let body = report.warnings.isEmpty ? nil : failure(
                    "\(n) warning\(n == 1 ? "" : "s") (--strict)", type: "lint",
                    details: report.warnings.map { $0.rendered() }.joined())
                testCase("lint", time: 0, body: body)
            }
        }
        let failures = report.failedCount
        let errors = report.isInvalid ? 1 : 0
        let skipped = report.simulation?.skipped == true ? 1 : 0
        var out = "  <testsuite name=\(attribute(report.path)) tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\(attribute(seconds(report.duration)))>\n"
        out += cases.joined()
        if !report.isInvalid, !report.warnings.isEmpty {
            out += "    <system-err>\(text(report.warnings.map { $0.rendered() }.joined()))</system-err>\n"
        }
        out += "  </testsuite>\n"
        return Suite(xml: out, tests: cases.count, failures: failures, errors: errors, skipped: skipped)
    }

    /// Text as an XML attribute value, quotes included.
    static func attribute(_ s: String) -> String {
        "\"" + escape(s, attribute: true) + "\""
    }

    /// Text as XML element content.
    static func text(_ s: String) -> String { escape(s, attribute: false) }

    /// Escapes markup, and replaces characters XML 1.0 cannot hold (most control characters) with
    /// U+FFFD.
    static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\r": out += "&#13;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
