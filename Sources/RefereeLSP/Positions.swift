import RefereeLanguage

/// A place in a document as the protocol counts it: a 0-based line and a 0-based character
/// offset in UTF-16 code units.
public struct Position: Sendable, Hashable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var json: JSON { ["line": .int(line), "character": .int(character)] }

    init?(_ json: JSON) {
        guard let line = json["line"].int, let character = json["character"].int else { return nil }
        self.init(line: line, character: character)
    }
}

/// Converts between the language layer's byte offsets (UTF-8) and protocol positions (UTF-16).
struct LineIndex {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    init(_ text: String) { self.init(Array(text.utf8)) }

    var lineCount: Int { lineStarts.count }

    /// The position of a byte offset (clamped to the document).
    func position(of offset: Int) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[lo]..<clamped], as: UTF8.self)
        return Position(line: lo, character: prefix.utf16.count)
    }

    /// The byte offset of a position; a character past the line's end means its end, a line past
    /// the last means the document's end.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        var offset = start
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
            guard units < position.character else { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        // A byte that is not UTF-8 decodes to a wider replacement character.
        return min(offset, end)
    }

    /// The offset at which a 0-based line's text ends, before its line end.
    func lineEnd(_ line: Int) -> Int {
        guard line >= 0, line < lineStarts.count else { return bytes.count }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    func lineStart(_ line: Int) -> Int {
        guard line >= 0 else { return 0 }
        return line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// A range of the protocol for a span of bytes.
    func range(_ span: Span) -> JSON {
        ["start": position(of: span.start).json, "end": position(of: span.end).json]
    }

    /// The range that covers the whole document.
    var wholeRange: JSON {
        ["start": Position(line: 0, character: 0).json, "end": position(of: bytes.count).json]
    }
}
