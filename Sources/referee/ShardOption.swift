import ArgumentParser
import RefereeAnalysis

/// `--shard K/N`, as `check` and `playouts` take it: this machine's part of a run shared out.
struct ShardOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Do only part K of N of the run (rule files for check, blocks of games for playouts), for a CI matrix or a"
            + " batch array; 'referee merge' puts the parts' JSON reports together.",
        valueName: "K/N"))
    var shard: String?

    func validate() throws { _ = try value() }

    /// The part asked for, or nil for the whole run.
    func value() throws -> Shard? {
        guard let shard else { return nil }
        do {
            return try Shard(parsing: Substring(shard))
        } catch {
            throw ValidationError("--shard \(error)")
        }
    }
}
