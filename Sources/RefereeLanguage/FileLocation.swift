import Foundation

/// Where a path leads wrong before it reaches its file.
enum FileLocation {
    /// Why `path` cannot be reached when the system says one of its folders is not a folder:
    /// names the first part of it that exists and is something else, such as
    /// `tictactoe.rules is a file, not a folder` for `tictactoe.rules/` or `tictactoe.rules/a`.
    static func notAFolder(on path: String) -> FileProblem {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            var status = stat()
            guard stat(prefix, &status) == 0 else { break }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFREG: return FileProblem("\(prefix) is a file, not a folder")
            default: return FileProblem("\(prefix) is not a folder")
            }
        }
        return .system(ENOTDIR)
    }
}
