import Foundation
import RefereeModel
import RefereeStreams

/// Writing to the terminal: standard output for results, standard error for diagnostics. Lines
/// and errors may carry words from files (titles, names, paths): their control characters are
/// escaped here. Text written as it is (`prompt`, `diagnostics`) is escaped by whoever made it.
/// A write that fails ends the process with status 74 (`StandardStream`).
enum Output {
    static func line(_ text: String) {
        StandardStream.output.write(Escaping.terminalLines(text) + "\n")
    }

    /// Text as it is, with no line end added: a formatted file, a JSON or XML document.
    static func prompt(_ text: String) {
        StandardStream.output.write(text)
    }

    /// A document meant for a file (a formatted rule file, a trace), exactly as it is when
    /// standard output is redirected; at a terminal, with control characters escaped.
    static func document(_ text: String) {
        prompt(isatty(1) == 1 ? Escaping.terminalLines(text) : text)
    }

    static func error(_ text: String, newline: Bool = true) {
        StandardStream.error.write(Escaping.terminalLines(text) + (newline ? "\n" : ""))
    }

    /// Diagnostics already rendered (and escaped, and maybe coloured) by the language layer.
    static func diagnostics(_ text: String) {
        StandardStream.error.write(text)
    }

    static var stderrIsTerminal: Bool {
        isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
