import RefereeModel

/// The text of one rule file, with what diagnostics need to point into it.
public struct SourceFile: Sendable {
    /// The name shown in diagnostics (the path as given).
    public let name: String
    /// The file's bytes as UTF-8 code units.
    public let bytes: [UInt8]
    /// Offsets at which each line starts.
    private let lineStarts: [Int]
    /// Lines that hold a byte outside ASCII, whose columns must be counted in characters.
    private let wideLines: Set<Int>

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts = [0]
        var wide: Set<Int> = []
        for (i, b) in bytes.enumerated() {
            if b == UInt8(ascii: "\n") {
                starts.append(i + 1)
            } else if b >= 0x80 {
                wide.insert(starts.count)
            }
        }
        self.lineStarts = starts
        self.wideLines = wide
    }

    /// The 1-based line of a byte offset, found without reading the line.
    public func line(of offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// The 1-based line and column (in characters) of a byte offset. On a line of ASCII the
    /// column is the offset into the line; only a line with other characters is decoded.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let line = line(of: clamped)
        let start = lineStarts[line - 1]
        guard wideLines.contains(line) else { return (line, clamped - start + 1) }
        return (line, String(decoding: bytes[start..<clamped], as: UTF8.self).count + 1)
    }

    public func location(of offset: Int) -> Location {
        let (line, column) = position(of: offset)
        return Location(file: name, line: line, column: column)
    }

    /// The text of a 1-based line, without its line end.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text between two byte offsets.
    public func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }
}

/// A stretch of a source file, as byte offsets.
public struct Span: Sendable, Hashable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    public func merged(with other: Span) -> Span {
        Span(min(start, other.start), max(end, other.end))
    }
}
