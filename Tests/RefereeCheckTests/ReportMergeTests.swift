import Foundation
import RefereeAnalysis
@testable import RefereeCheck
import RefereeEngine
import Testing

@Suite("Reading reports back")
struct ReportReadingTests {
    /// A report read and rendered again is the text it was, escapes and all.
    @Test func aCheckReportReadsBackToTheSameText() throws {
        var report = BatchCheck.check(file: CheckFixtures.failingScenario, settings: CheckSettings(playouts: 20))
        report.scenarios[0].name = "tab\there, bell\u{7}, quote \" and backslash \\, é, 😀, \u{2028}"
        let text = JSONReport.render([report], summary: CheckSummary([report]), settings: CheckSettings(playouts: 20))
        #expect(try ReportJSONReader.read(Array(text.utf8)).rendered() + "\n" == text)
    }

    @Test func aSeedTooLargeForAnIntReadsBack() throws {
        let text = JSON.object([("seed", .seed(UInt64.max)), ("small", .seed(3))]).rendered()
        let read = try ReportJSONReader.read(Array(text.utf8))
        #expect(read["seed"]?.unsignedInt == UInt64.max)
        #expect(read["small"]?.int == 3)
        #expect(read.rendered() == text)
    }

    @Test func escapesAreRead() throws {
        let read = try ReportJSONReader.read(Array(#""a\n\/\u00e9\ud83d\ude00""#.utf8))
        #expect(read.string == "a\n/é😀")
    }

    @Test(arguments: [
        ("", "line 1, column 1: the text ends where a value was expected"),
        ("{", "line 1, column 2: expected a member's name in quotes"),
        ("[1,]", "line 1, column 4: expected a JSON value"),
        ("{\n  \"a\" 1}", "line 2, column 7: expected ':'"),
        ("\"abc", "line 1, column 5: the text ends inside a string"),
        ("\"\\ud800\"", "line 1, column 8: a lone surrogate in a string"),
        ("\"\\q\"", "line 1, column 3: an unknown escape in a string"),
        ("1 2", "line 1, column 3: more text after the JSON value"),
        ("1e999", "line 1, column 1: '1e999' is not a number a report holds"),
        (String(repeating: "[", count: 65), "line 1, column 65: arrays and objects nest more than 64 deep"),
    ])
    func whatIsNotJSONIsSaidWhere(text: String, problem: String) {
        #expect(throws: ReportJSONProblem.self) { try ReportJSONReader.read(Array(text.utf8)) }
        do {
            _ = try ReportJSONReader.read(Array(text.utf8))
        } catch {
            #expect(error.description == problem)
        }
    }
}

@Suite("Merging reports")
struct ReportMergeTests {
    func playouts(_ shard: Shard?, games: Int? = nil) throws -> PlayoutsReport {
        var report = PlayoutsReport(
            rules: "t.rules", title: "T", options: [], players: ["X", "O"], computers: [], scoreName: "score", seed: 1,
            requested: 2500, shard: shard, tally: RandomGamesTally(players: 2), duration: 0.5)
        report.tally.games = games ?? report.planned
        report.tally.draws = report.tally.games
        return report
    }

    func merge(_ reports: [PlayoutsReport]) throws -> ReportMerge.Merged {
        try ReportMerge.merge(reports.enumerated().map { ("\($0.offset + 1).json", Array($0.element.json.utf8)) })
    }

    @Test func playoutTalliesAddUpAndTheirDurations() throws {
        let merged = try merge([playouts(try Shard(2, of: 2)), playouts(try Shard(1, of: 2))])
        guard case .playouts(let report) = merged else {
            Issue.record("not a playouts report")
            return
        }
        #expect(report == (try playouts(nil)).with(duration: 1))
    }

    @Test func aShardStoppedEarlyIsRefused() throws {
        #expect(throws: MergeError("2.json: shard 2/2 was stopped after 100 of its 1024 games; run it again")) {
            try merge([playouts(try Shard(1, of: 2)), playouts(try Shard(2, of: 2), games: 100)])
        }
    }

    @Test func manyMissingShardsAreNamed() throws {
        #expect(throws: MergeError("3 shards are missing: 1/4, 2/4, 4/4; merge needs every shard of the run")) {
            try merge([playouts(try Shard(3, of: 4))])
        }
    }

    /// A shard's report that holds more files than its share of the run is not the run's.
    @Test func aCheckShardWithTheWrongFilesIsRefused() throws {
        let files = [CheckFixtures.failingScenario, CheckFixtures.invalid, CheckFixtures.stuckBoard]
        let settings = CheckSettings(playouts: 0)
        var texts: [(name: String, bytes: [UInt8])] = []
        for k in 1...2 {
            let shard = CheckShard(try Shard(k, of: 2), paths: files, found: files, missing: 0)
            let reports = (k == 1 ? files : shard.files).map { BatchCheck.check(file: $0, settings: settings) }
            let text = JSONReport.render(reports, summary: CheckSummary(reports, found: files.count), settings: settings, shard: shard)
            texts.append(("\(k).json", Array(text.utf8)))
        }
        #expect(throws: MergeError("1.json: shard 1/2 of 3 files should hold 2, but its report has 3")) {
            try ReportMerge.merge(texts)
        }
    }
}

extension PlayoutsReport {
    func with(duration: Double) -> PlayoutsReport {
        var report = self
        report.duration = duration
        return report
    }
}
