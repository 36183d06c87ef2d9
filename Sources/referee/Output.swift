import Foundation

/// Writing to the terminal: standard output for results, standard error for diagnostics.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func prompt(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((text + (newline ? "\n" : "")).utf8))
    }

    static var stderrIsTerminal: Bool {
        isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
