import Foundation
import RefereeAnalysis

/// `referee merge`: puts the JSON reports of a run's shards (`check --shard K/N --format json`,
/// `playouts --shard K/N --json`) together into the report the whole run gives, refusing
/// reports that are not every shard of one run, each once.
public enum ReportMerge {
    /// The largest report file read.
    public static let largestReport = 256 << 20

    /// The whole run's report.
    public enum Merged: Sendable {
        case check(MergedCheck)
        case playouts(PlayoutsReport)
    }

    /// Merges reports given by name with their text, or says why they do not make one run.
    public static func merge(_ files: [(name: String, bytes: [UInt8])]) throws(MergeError) -> Merged {
        guard !files.isEmpty else { throw MergeError("no reports to merge") }
        var reports: [ShardReport] = []
        for file in files { reports.append(try ShardReport(name: file.name, bytes: file.bytes)) }
        let first = reports[0]
        for report in reports.dropFirst() where report.format != first.format {
            throw MergeError("\(report.name) is a report of \(report.format) and \(first.name) of \(first.format): merge the reports of one run")
        }
        let ordered = try inOrder(reports)
        if first.format == PlayoutsReport.format { return .playouts(try PlayoutsMerge.merge(ordered)) }
        return .check(try CheckMerge.merge(ordered))
    }

    /// The reports in the order of their shards, once each shard of one count is there once.
    static func inOrder(_ reports: [ShardReport]) throws(MergeError) -> [ShardReport] {
        let count = reports[0].shard.count
        for report in reports where report.shard.count != count {
            throw MergeError("\(report.name) is shard \(report.shard) and \(reports[0].name) shard \(reports[0].shard):"
                + " the reports are of runs cut into different numbers of shards")
        }
        var byIndex: [Int: ShardReport] = [:]
        for report in reports {
            if let other = byIndex[report.shard.index] {
                throw MergeError("shard \(report.shard) is given twice: \(other.name) and \(report.name)")
            }
            byIndex[report.shard.index] = report
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 10 ? ", …" : "")
            throw MergeError((missing.count == 1 ? "shard \(names) is missing" : "\(missing.count) shards are missing: \(names)")
                + "; merge needs every shard of the run")
        }
        return (1...count).compactMap { byIndex[$0] }
    }

    /// That every report says the same as the first under `key` (at the top, or in its `shard`).
    static func agree(_ reports: [ShardReport], on keys: [String], inShard: Bool = false) throws(MergeError) {
        let first = reports[0]
        func value(_ report: ShardReport, _ key: String) -> String {
            (inShard ? report.document["shard"]?[key] : report.document[key])?.rendered() ?? "nothing"
        }
        for report in reports.dropFirst() {
            for key in keys where value(report, key) != value(first, key) {
                let shown = [first, report].map { value($0, key).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
                throw MergeError("\(first.name) and \(report.name) are reports of different runs: their '\(key)' differs"
                    + " (\(shown[0]) and \(shown[1]))")
            }
        }
    }
}

/// One report read for merging: its document, its format and its shard.
struct ShardReport: Sendable {
    var name: String
    var document: JSON
    var format: String
    var shard: Shard

    init(name: String, bytes: [UInt8]) throws(MergeError) {
        self.name = name
        let document: JSON
        do {
            document = try ReportJSONReader.read(bytes)
        } catch {
            throw MergeError("\(name): not a JSON report: \(error)")
        }
        let formats = [JSONReport.format, PlayoutsReport.format]
        guard let format = document["format"]?.string, formats.contains(format) else {
            throw MergeError("\(name): not a report of 'referee check --format json' or 'referee playouts --json'")
        }
        guard document["version"]?.int == 1 else {
            throw MergeError("\(name): a report of version \(document["version"]?.rendered() ?? "none"); merge reads version 1")
        }
        guard let shard = document["shard"] else {
            throw MergeError("\(name): the report of a whole run, not of a shard: merge reads the reports of runs with --shard K/N")
        }
        guard let index = shard["index"]?.int, let count = shard["count"]?.int, let part = try? Shard(index, of: count) else {
            throw MergeError("\(name): its 'shard' does not say which shard it is (an index from 1 to a count)")
        }
        self.document = document
        self.format = format
        self.shard = part
    }

    /// A whole number the report holds under `key` (in its `shard`, or at `path` below it).
    func int(_ key: String, in object: JSON? = nil) throws(MergeError) -> Int {
        guard let n = (object ?? document)[key]?.int, n >= 0 else { throw MergeError("\(name): '\(key)' is not a count") }
        return n
    }
}

/// Why reports cannot be merged, said for the user.
public struct MergeError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
