import Foundation
import RefereeEngine
import RefereeLanguage
import RefereeModel

/// What `referee check` does besides running scenarios.
public struct CheckSettings: Sendable, Hashable {
    /// Random games played for each rule file; 0 skips simulation.
    public var playouts: Int
    /// A random game not over after this many moves is reported.
    public var maxMoves: Int
    /// Whether to replay the trace beside each rule file.
    public var traces: Bool
    /// Whether warnings are failures.
    public var strict: Bool
    /// The names of the scenarios to run, the others skipped, with the random games and the
    /// trace (`check --scenario`); nil runs every check.
    public var scenarioNames: Set<String>?

    public init(
        playouts: Int = Simulation.defaultPlayouts, maxMoves: Int = RandomGame.defaultMaxMoves,
        traces: Bool = true, strict: Bool = false, scenarioNames: Set<String>? = nil
    ) {
        self.playouts = playouts
        self.maxMoves = maxMoves
        self.traces = traces
        self.strict = strict
        self.scenarioNames = scenarioNames
    }

    /// Scenarios only, as `check` ran before simulation and traces.
    public static let scenariosOnly = CheckSettings(playouts: 0, traces: false)
}

/// The outcome of checking one rule file.
public struct FileReport: Sendable {
    public enum Status: String, Sendable {
        case passed, failed, invalid
    }

    public var path: String
    /// The language checker's diagnostics: the errors of an invalid file, or its warnings.
    public var diagnostics: [FileDiagnostic]
    /// Every warning: the checker's and the lint's.
    public var warnings: [LintWarning] = []
    public var scenarios: [ScenarioResult]
    /// Random games; nil when none were played (`--playouts 0`, an invalid file, a transcript).
    public var simulation: SimulationReport?
    /// The trace replayed; nil when there is none beside the file.
    public var trace: TraceReport?
    /// Whether warnings count as failures.
    public var strict = false
    /// Seconds taken for the whole file.
    public var duration: Double = 0
    /// The names of every scenario the file has, run or not.
    public var scenarioNames: [String] = []

    public init(path: String, diagnostics: [FileDiagnostic], scenarios: [ScenarioResult]) {
        self.path = path
        self.diagnostics = diagnostics
        self.scenarios = scenarios
    }

    public var isInvalid: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }

    /// Whether the warnings fail the file (`--strict`).
    public var lintFailed: Bool { strict && !warnings.isEmpty }

    /// Checks that passed: each scenario, the simulation, the trace, and under `--strict` the lint.
    public var passedCount: Int {
        guard !isInvalid else { return 0 }
        return scenarios.filter(\.passed).count + (simulation.map { $0.passed && !$0.skipped } == true ? 1 : 0) + (trace?.passed == true ? 1 : 0)
            + (strict && warnings.isEmpty ? 1 : 0)
    }

    /// Checks that failed.
    public var failedCount: Int {
        guard !isInvalid else { return 0 }
        return scenarios.filter { !$0.passed }.count + (simulation?.passed == false ? 1 : 0) + (trace?.passed == false ? 1 : 0)
            + (lintFailed ? 1 : 0)
    }

    public var status: Status {
        if isInvalid { return .invalid }
        return failedCount > 0 ? .failed : .passed
    }
}

/// `referee check`: finds rule files under the paths given, checks each, runs its scenarios,
/// plays random games by it, replays its trace and lints it.
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

    /// Checks one file: a rule file with its scenarios, random games, trace and lint, or a
    /// transcript (a scenarios file standing alone) with its scenarios.
    public static func check(file path: String, settings: CheckSettings = CheckSettings()) -> FileReport {
        let (report, seconds) = Stopwatch.time { () -> FileReport in
            let transcript = path.hasSuffix(".scenarios")
            let loaded = transcript ? RuleBook.loadScenarios(path: path) : RuleBook.load(path: path)
            switch loaded {
            case .failure(let error):
                return FileReport(path: path, diagnostics: error.diagnostics, scenarios: [])
            case .success(let book):
                let chosen = settings.scenarioNames.map { names in book.scenarios.filter { names.contains($0.name) } }
                let results = (chosen ?? book.scenarios).map { ScenarioRunner.run($0, in: book) }
                var report = FileReport(path: path, diagnostics: book.warnings, scenarios: results)
                report.strict = settings.strict
                if transcript {
                    // The rule file is checked on its own; here only the transcript's scenarios.
                    var linter = Linter(book: book)
                    linter.scenarios()
                    report.warnings = linter.found
                    report.scenarioNames = book.scenarios.map(\.name)
                    return report
                }
                report.warnings = Lint.warnings(for: book)
                report.scenarioNames = book.scenarios.map(\.name)
                if chosen != nil { return report }
                if settings.playouts > 0 {
                    report.simulation = Simulation.run(Engine(book.model), playouts: settings.playouts, maxMoves: settings.maxMoves)
                }
                let tracePath = TraceFile.path(for: path)
                if settings.traces, FileManager.default.fileExists(atPath: tracePath) {
                    report.trace = TraceReplay.replay(path: tracePath, book: book)
                }
                return report
            }
        }
        var timed = report
        timed.duration = seconds
        return timed
    }

    /// Checks files on `jobs` threads at once. `onReport` sees each report in the order of
    /// `files`, as soon as it and every report before it are done, so the output is the same
    /// whatever the number of jobs. Returns the reports in the order of `files`.
    /// A worker the system cannot start is not waited for: the threads that did start, this one
    /// among them, share its files.
    public static func run(
        files: [String], settings: CheckSettings = CheckSettings(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        onReport: @escaping @Sendable (FileReport) -> Void = { _ in },
        spawn: (@escaping @Sendable () -> Void) -> Bool = WorkerThread.start
    ) -> [FileReport] {
        let pool = Pool(count: files.count, onReport: onReport)
        let workers = max(1, min(jobs, files.count))
        let work: @Sendable (Int) -> Void = { _ in
            while let index = pool.take() {
                pool.finish(index, check(file: files[index], settings: settings))
            }
        }
        // Threads of our own, so that --jobs is honoured whatever the dispatch pool's width; this
        // thread is one of them.
        let group = DispatchGroup()
        for worker in 1..<workers {
            group.enter()
            guard spawn({ work(worker); group.leave() }) else {
                group.leave()
                break
            }
        }
        work(0)
        group.wait()
        return pool.reports
    }

    /// The work shared by the threads of `run`: which file is next, and the reports so far.
    final class Pool: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var done: [FileReport?]
        private var delivered = 0
        private let onReport: @Sendable (FileReport) -> Void

        init(count: Int, onReport: @escaping @Sendable (FileReport) -> Void) {
            done = Array(repeating: nil, count: count)
            self.onReport = onReport
        }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < done.count else { return nil }
            next += 1
            return next - 1
        }

        func finish(_ index: Int, _ report: FileReport) {
            lock.lock()
            defer { lock.unlock() }
            done[index] = report
            while delivered < done.count, let ready = done[delivered] {
                onReport(ready)
                delivered += 1
            }
        }

        var reports: [FileReport] {
            lock.lock()
            defer { lock.unlock() }
            return done.compactMap { $0 }
        }
    }
}
