import ArgumentParser
import RefereeLanguage

/// `--max-errors N`: how many errors of one file every command that prints diagnostics shows
/// (0: all of them); the rest are counted in a last line.
struct MaxErrorsOption: ParsableArguments {
    @Option(name: .customLong("max-errors"), parsing: .unconditional, help: ArgumentHelp(
        "Show at most this many errors of a file (default \(DiagnosticList.defaultMaxErrors)); 0 shows all.",
        valueName: "n"))
    var count: Int = DiagnosticList.defaultMaxErrors

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--max-errors takes 0 or more") }
    }
}
