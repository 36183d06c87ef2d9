import RefereeModel

/// Diagnostics of one or more files as they are shown together: in order of place, and at most
/// so many errors of a file, so that a file full of mistakes does not bury the first ones.
public enum DiagnosticList {
    /// The errors of one file shown when nothing else is asked (`--max-errors`).
    public static let defaultMaxErrors = 20

    /// The diagnostics grouped by file, the files in the order they first appear, and within a
    /// file those without a place first, then by where they start. Equal places keep their order.
    public static func ordered(_ diagnostics: [FileDiagnostic]) -> [FileDiagnostic] {
        var files: [String: Int] = [:]
        for item in diagnostics where files[item.source.name] == nil { files[item.source.name] = files.count }
        return diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            let keyX = (files[x.source.name] ?? 0, x.diagnostic.located ? 1 : 0, x.diagnostic.span.start, a.offset)
            let keyY = (files[y.source.name] ?? 0, y.diagnostic.located ? 1 : 0, y.diagnostic.span.start, b.offset)
            return keyX < keyY
        }.map(\.element)
    }

    /// The diagnostics rendered, each file's shown up to its `maxErrors`th error (0: all), and
    /// for a file with more a last line that says how many were not shown.
    public static func rendered(
        _ diagnostics: [FileDiagnostic], color: Bool = false, maxErrors: Int = defaultMaxErrors, separator: String = ""
    ) -> String {
        var shown: [String] = []
        var errors: [String: Int] = [:]
        var hidden: [(file: String, count: Int)] = []
        for item in diagnostics {
            let name = item.source.name
            let isError = item.diagnostic.severity == .error
            let count = errors[name, default: 0]
            if maxErrors > 0, count >= maxErrors {
                if isError {
                    if let last = hidden.last, last.file == name { hidden[hidden.count - 1].count += 1 }
                    else { hidden.append((name, 1)) }
                }
                continue
            }
            if isError { errors[name] = count + 1 }
            shown.append(item.rendered(color: color))
        }
        for (file, count) in hidden {
            shown.append("\(Escaping.terminal(file)): \(count) more error\(count == 1 ? "" : "s") not shown\n")
        }
        return shown.joined(separator: separator)
    }
}
