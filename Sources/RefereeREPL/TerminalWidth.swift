import Foundation
import RefereeModel

/// The width of the terminal standard output writes to, read again before each write so that a
/// resized window is followed.
enum TerminalWidth {
    /// Its columns, or `TextWrapping.defaultWidth` when it is not a terminal or does not say.
    static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return TextWrapping.defaultWidth }
        return Int(size.ws_col)
    }
}
