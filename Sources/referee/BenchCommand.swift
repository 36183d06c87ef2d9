import ArgumentParser
import Foundation
import RefereeBench

/// `referee bench`: the engine, running rule files, against hand-written Swift for the same work.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the engine against hand-written baselines.",
        discussion: """
        Runs each workload several times, on the engine (from the shipped rule files) and on \
        hand-written Swift, and prints the medians and their ratio. Two rows compare the engine \
        with itself: two jobs against one, and a move on a 32 by 32 board against one on 8 by 8. \
        Build in release mode first: \
        swift build -c release && .build/release/referee bench
        """
    )

    @Option(help: "The repository folder holding rules/ and examples/.")
    var root: String = "."

    @Option(parsing: .unconditional, help: "Runs of each workload; the median is reported.")
    var repeats: Int = 5

    @Option(help: "Measure only the workloads whose name contains this text.")
    var only: String?

    @Flag(help: "A small, fast run (for smoke tests; its figures are not the published ones).")
    var quick = false

    func run() throws {
        #if DEBUG
        Output.error("warning: this is a debug build; measure with swift build -c release")
        #endif
        let bench = RefereeBench.Bench(rulesFolder: root, repeats: quick ? 1 : repeats, scale: quick ? 0.01 : 1)
        let long = LongRun()
        Output.line(Machine.description)
        Output.line("")
        Output.line("| workload | unit | engine /s | hand-written /s | ratio | target |")
        Output.line("|---|---|---:|---:|---:|---:|")
        var invalid = 0
        let rows = try bench.run(
            only: only, control: long.control,
            starting: { name, rounds in long.progress.begin(name, unit: "rounds", total: rounds) },
            finished: { row in
                let ratio = row.isValid ? String(format: "%.2f", row.ratio) : "INVALID"
                long.line("| \(row.name) | \(row.unit) | \(Self.rate(row.engine)) | \(Self.rate(row.baseline)) | \(ratio) | ≥ \(String(format: "%.2f", row.target)) |")
                if !row.isValid {
                    invalid += 1
                    long.line("  (\(row.problem ?? "more than 5 times faster than the hand-written code: the work was not all done"))")
                }
            })
        try long.finish("\(rows.count) row\(rows.count == 1 ? "" : "s") measured")
        if only == nil {
            let checking = bench.checkingTime(folders: ["rules", "examples"])
            Output.line("")
            Output.line(String(format: "parsing and checking %d rule files: %.1f ms (target < 50 ms)", checking.files, checking.seconds * 1000))
        }
        if invalid > 0 { throw ExitCode(1) }
    }

    static func rate(_ x: Double) -> String {
        x >= 1e6 ? String(format: "%.2f M", x / 1e6) : x >= 1e3 ? String(format: "%.1f k", x / 1e3) : String(format: "%.2f", x)
    }
}

/// What the figures were measured on.
enum Machine {
    static var description: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        let info = ProcessInfo.processInfo
        return "machine: \(cpu), \(info.activeProcessorCount) cores, \(info.physicalMemory >> 30) GiB; \(info.operatingSystemVersionString)"
    }
}
