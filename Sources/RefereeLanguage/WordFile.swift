/// Word files by the path a rule file gives, each read or the reason it could not be.
typealias WordFiles = [String: Result<SourceFile, RuleBookError>]

/// Reads a word file, as `words from "FILE"` names one: words separated by spaces, tabs and line
/// ends; `#` starts a comment that runs to the end of the line. Each word keeps its place in the
/// file, so that a diagnostic can point at it.
enum WordFile {
    static func words(in source: SourceFile) -> [Name] {
        var words: [Name] = []
        let bytes = source.bytes
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "#") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            } else if isSeparator(b) {
                i += 1
            } else {
                let start = i
                while i < bytes.count, !isSeparator(bytes[i]), bytes[i] != UInt8(ascii: "#") { i += 1 }
                words.append(Name(source.text(start..<i), Span(start, i)))
            }
        }
        return words
    }

    private static func isSeparator(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
    }
}
