import RefereeAnalysis

/// A shard of `referee check` (`--shard K/N`): its part of the files the paths named hold, and
/// what its JSON report says of the whole run, so that `merge` can see that the reports it is
/// given are the parts of one run and put their files back in the whole run's order.
public struct CheckShard: Sendable, Hashable {
    public var shard: Shard
    /// The paths named on the command line.
    public var paths: [String]
    /// Every file the paths hold, in the order the whole run checks them.
    public var found: [String]
    /// Paths named that do not exist.
    public var missing: Int

    public init(_ shard: Shard, paths: [String], found: [String], missing: Int) {
        self.shard = shard
        self.paths = paths
        self.found = found
        self.missing = missing
    }

    /// The files this shard checks: those at positions K−1, K−1+N, … of the whole run's list.
    public var files: [String] { shard.pieces(of: found) }

    /// The report's `shard` object: which part this is, and what every part must agree on.
    func json(_ settings: CheckSettings) -> JSON {
        .object([
            ("index", .int(shard.index)),
            ("count", .int(shard.count)),
            ("paths", .array(paths.map(JSON.string))),
            ("files", .int(found.count)),
            ("digest", .string(Self.digest(found))),
            ("missing", .int(missing)),
            ("traces", .bool(settings.traces)),
            ("scenarios", settings.scenarioNames.map { .array($0.sorted().map(JSON.string)) } ?? .null),
        ])
    }

    /// A fingerprint of the whole run's list of files (64-bit FNV-1a of the paths, a line each,
    /// in hexadecimal), the same on every machine that finds the same files.
    static func digest(_ files: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in files.map({ $0 + "\n" }).joined().utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
