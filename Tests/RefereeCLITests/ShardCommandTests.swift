import Foundation
import Testing

/// `check --shard K/N` and `playouts --shard K/N`, and `merge`: the shards of a run, merged,
/// give the whole run's report.
@Suite("Shards and merge")
struct ShardCommandTests {
    /// A folder of rule files that pass, fail and do not compile, with a golden trace, so that
    /// every kind of file report and every total has something to add up.
    func ruleFolder() throws -> URL {
        let folder = try CLI.temporaryFolder("shards")
        let rules = folder.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        for name in ["tictactoe.rules", "tictactoe.scenarios", "tictactoe.trace", "bowling.rules", "bowling.scenarios"] {
            try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("rules/\(name)"), to: rules.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(
            at: CLI.root.appendingPathComponent("rules/tictactoe.rules"), to: rules.appendingPathComponent("wrong.rules"))
        try """
            referee 1
            scenario "the first move is O's"
              expect turn O
            end
            """.write(to: rules.appendingPathComponent("wrong.scenarios"), atomically: true, encoding: .utf8)
        try "board 3 by\n".write(to: rules.appendingPathComponent("broken.rules"), atomically: true, encoding: .utf8)
        return folder
    }

    func run(_ script: String, in folder: URL) throws -> (output: String, status: Int32) {
        let referee = try #require(CLI.referee)
        return try CLI.shell(script.replacingOccurrences(of: "REFEREE", with: "'\(referee)'"), in: folder)
    }

    func text(_ file: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    /// Every duration in a report set to 0: the only thing a merge may not give as a run does.
    func timeless(_ report: String) throws -> String {
        report.replacing(/"duration": [0-9.]+/, with: "\"duration\": 0")
    }

    @Test(arguments: [1, 2, 3])
    func checkShardsMergeToTheWholeRun(shards: Int) throws {
        let folder = try ruleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = "rules --playouts 20 --format json --jobs 1"
        let whole = try run("REFEREE check \(options) > whole.json 2> /dev/null", in: folder)
        #expect(whole.status == 65, "the folder holds an invalid file")
        for k in 1...shards {
            _ = try run("REFEREE check \(options) --shard \(k)/\(shards) > shard-\(k).json 2> /dev/null", in: folder)
        }
        let reports = (1...shards).reversed().map { "shard-\($0).json" }.joined(separator: " ")
        let merged = try run("REFEREE merge --json \(reports) > merged.json", in: folder)
        #expect(merged.status == whole.status)
        let wholeReport = try text("whole.json", in: folder)
        #expect(wholeReport.contains("\"status\": \"failed\"") && wholeReport.contains("\"status\": \"invalid\""))
        #expect(try timeless(text("merged.json", in: folder)) == timeless(wholeReport))
        let summary = try run("REFEREE merge \(reports)", in: folder)
        #expect(summary.status == 65)
        #expect(summary.output.contains("INVALID rules/broken.rules"))
        #expect(summary.output.contains("FAIL rules/wrong.scenarios:2:1 \"the first move is O's\""))
    }

    @Test(arguments: [1, 2, 3])
    func playoutShardsMergeToTheWholeRun(shards: Int) throws {
        for (file, games) in [("rules/tictactoe.rules", 3000), ("rules/bowling.rules", 2100)] {
            let options = "\(CLI.root.path)/\(file) -n \(games) --seed 5 --json"
            let folder = try CLI.temporaryFolder("playout-shards")
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try run("REFEREE playouts \(options) > whole.json", in: folder).status == 0)
            for k in 1...shards {
                #expect(try run("REFEREE playouts \(options) --jobs 2 --shard \(k)/\(shards) > shard-\(k).json", in: folder).status == 0)
            }
            let reports = (1...shards).map { "shard-\($0).json" }.joined(separator: " ")
            #expect(try run("REFEREE merge --json \(reports) > merged.json", in: folder).status == 0)
            let whole = try text("whole.json", in: folder)
            #expect(whole.contains("\"games\": \(games),"))
            #expect(try timeless(text("merged.json", in: folder)) == timeless(whole), "\(file)")
        }
    }

    /// The text `merge` prints for playouts is the text the whole run prints, but for how it
    /// was played and its speed.
    @Test func mergedPlayoutsReadAsTheWholeRun() throws {
        let folder = try CLI.temporaryFolder("playout-text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = "\(CLI.root.path)/examples/golf.rules -n 1500 --seed 3"
        let whole = try run("REFEREE playouts \(options)", in: folder)
        for k in 1...2 { _ = try run("REFEREE playouts \(options) --json --shard \(k)/2 > \(k).json", in: folder) }
        let merged = try run("REFEREE merge 2.json 1.json", in: folder)
        #expect(merged.status == 0)
        func body(_ text: String) -> [Substring] { text.split(separator: "\n").dropFirst().dropLast() }
        #expect(body(merged.output) == body(whole.output))
        #expect(merged.output.hasPrefix("1500 random games of Golf, stroke play (seed 3, 2 shards merged)\n"))
    }

    @Test(arguments: ["0/3", "4/3", "x", "3", "1/0"])
    func aShardThatIsNotKOfNIsRefused(text: String) throws {
        for command in ["check rules", "playouts rules/tictactoe.rules"] {
            let result = try run("REFEREE \(command) --shard '\(text)'", in: CLI.root)
            #expect(result.status == 64)
            #expect(result.output.hasPrefix("error: --shard "), "\(result.output)")
            #expect(result.output.contains(text))
        }
    }

    @Test func reportsOfDifferentRunsAreRefused() throws {
        let folder = try CLI.temporaryFolder("merge-mismatch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = "\(CLI.root.path)/rules/tictactoe.rules -n 2100 --json"
        _ = try run("""
            REFEREE playouts \(file) --seed 1 --shard 1/2 > a1.json
            REFEREE playouts \(file) --seed 2 --shard 2/2 > b2.json
            REFEREE playouts \(file) --seed 1 --shard 2/3 > c2.json
            REFEREE playouts \(file) --seed 1 > whole.json
            REFEREE check \(CLI.root.path)/rules/tictactoe.rules --format json --shard 2/2 > check2.json
            echo '{"format": "something else"}' > other.json
            """, in: folder)
        let cases: [(String, String)] = [
            ("a1.json b2.json", "error: a1.json and b2.json are reports of different runs: their 'seed' differs (1 and 2)"),
            ("a1.json c2.json", "error: c2.json is shard 2/3 and a1.json shard 1/2: the reports are of runs cut into"),
            ("a1.json", "error: shard 2/2 is missing; merge needs every shard of the run"),
            ("a1.json a1.json", "error: shard 1/2 is given twice: a1.json and a1.json"),
            ("a1.json check2.json", "error: check2.json is a report of referee-check and a1.json of referee-playouts"),
            ("whole.json", "error: whole.json: the report of a whole run, not of a shard"),
            ("other.json", "error: other.json: not a report of 'referee check --format json' or 'referee playouts --json'"),
            ("a1.json \(CLI.root.path)/rules/tictactoe.rules",
             "error: \(CLI.root.path)/rules/tictactoe.rules: not a JSON report: line 1, column 1: expected a JSON value"),
        ]
        for (reports, problem) in cases {
            let result = try run("REFEREE merge \(reports)", in: folder)
            #expect(result.status == 65, "\(reports)")
            #expect(result.output.hasPrefix(problem), "\(result.output)")
        }
        let absent = try run("REFEREE merge a1.json nothing.json", in: folder)
        #expect(absent.status == 66)
        #expect(absent.output == "error: nothing.json: no such file\n")
    }

    @Test func aMistypedMergeIsSuggested() throws {
        let result = try run("REFEREE mrege a.json", in: CLI.root)
        #expect(result.output.hasPrefix("error: no command 'mrege'; did you mean 'merge'?"))
    }
}
