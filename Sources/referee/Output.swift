import Foundation
import RefereeModel

/// Writing to the terminal: standard output for results, standard error for diagnostics. Lines
/// and errors may carry words from files (titles, names, paths): their control characters are
/// escaped here. Text written as it is (`prompt`, `diagnostics`) is escaped by whoever made it.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((Escaping.terminalLines(text) + "\n").utf8))
    }

    /// Text as it is, with no line end added: a formatted file, a JSON or XML document.
    static func prompt(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// A document meant for a file (a formatted rule file, a trace), exactly as it is when
    /// standard output is redirected; at a terminal, with control characters escaped.
    static func document(_ text: String) {
        prompt(isatty(1) == 1 ? Escaping.terminalLines(text) : text)
    }

    static func error(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((Escaping.terminalLines(text) + (newline ? "\n" : "")).utf8))
    }

    /// Diagnostics already rendered (and escaped, and maybe coloured) by the language layer.
    static func diagnostics(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var stderrIsTerminal: Bool {
        isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
