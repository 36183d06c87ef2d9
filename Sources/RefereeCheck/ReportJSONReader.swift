/// Reads a report's JSON text back into `JSON` values, keeping each object's keys in order and
/// each number as it was written (a whole number as `.int`, one with a fraction or an exponent
/// as `.decimal`), so that a report read and rendered again is the text it was. Arrays and
/// objects may nest at most `depthLimit` deep, so that no file can exhaust the stack.
struct ReportJSONReader {
    static let depthLimit = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// The one value `bytes` hold, with nothing but white space around it, or why they do not
    /// hold one.
    static func read(_ bytes: [UInt8]) throws(ReportJSONProblem) -> JSON {
        var reader = ReportJSONReader(bytes: bytes)
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.problem("more text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func problem(_ message: String) -> ReportJSONProblem {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return ReportJSONProblem(message: message, line: line, column: column)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(ReportJSONProblem) {
        guard current == byte else { throw problem("expected '\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    private mutating func value() throws(ReportJSONProblem) -> JSON {
        skipSpace()
        guard let byte = current else { throw problem("the text ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (r: inout Self) throws(ReportJSONProblem) in try r.object() }
        case UInt8(ascii: "["): return try nested { (r: inout Self) throws(ReportJSONProblem) in try r.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw problem("expected a JSON value")
        }
    }

    private mutating func nested(_ read: (inout Self) throws(ReportJSONProblem) -> JSON) throws(ReportJSONProblem) -> JSON {
        guard depth < Self.depthLimit else { throw problem("arrays and objects nest more than \(Self.depthLimit) deep") }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func literal(_ word: String, _ value: JSON) throws(ReportJSONProblem) -> JSON {
        let text = Array(word.utf8)
        guard bytes[index...].starts(with: text) else { throw problem("expected a JSON value") }
        index += text.count
        return value
    }

    private mutating func object() throws(ReportJSONProblem) -> JSON {
        try expect(UInt8(ascii: "{"))
        var fields: [(String, JSON)] = []
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw problem("expected a member's name in quotes") }
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            fields.append((key, try value()))
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return .object(fields)
        }
    }

    private mutating func array() throws(ReportJSONProblem) -> JSON {
        try expect(UInt8(ascii: "["))
        var items: [JSON] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return .array(items)
        }
    }

    private mutating func number() throws(ReportJSONProblem) -> JSON {
        let start = index
        var whole = true
        while let byte = current {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): break
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): whole = false
            default:
                return try number(String(decoding: bytes[start..<index], as: UTF8.self), whole: whole, at: start)
            }
            index += 1
        }
        return try number(String(decoding: bytes[start..<index], as: UTF8.self), whole: whole, at: start)
    }

    private func number(_ text: String, whole: Bool, at start: Int) throws(ReportJSONProblem) -> JSON {
        if whole, let n = Int(text) { return .int(n) }
        if whole, let n = UInt64(text) { return .unsigned(n) }
        if !whole, let d = Double(text), d.isFinite { return .decimal(d) }
        var at = self
        at.index = start
        throw at.problem("'\(text)' is not a number a report holds")
    }

    private mutating func string() throws(ReportJSONProblem) -> String {
        try expect(UInt8(ascii: "\""))
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll(keepingCapacity: true)
        }
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try escaped())
            case 0x00..<0x20:
                index -= 1
                throw problem("a control character inside a string")
            default:
                plain.append(byte)
            }
        }
        throw problem("the text ends inside a string")
    }

    private mutating func escaped() throws(ReportJSONProblem) -> Unicode.Scalar {
        guard let byte = current else { throw problem("the text ends inside a string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexUnit()
            if (0xD800..<0xDC00).contains(first) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw problem("a lone surrogate in a string") }
                index += 2
                let second = try hexUnit()
                guard (0xDC00..<0xE000).contains(second),
                      let scalar = Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00))
                else { throw problem("a lone surrogate in a string") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw problem("a lone surrogate in a string") }
            return scalar
        default:
            index -= 1
            throw problem("an unknown escape in a string")
        }
    }

    private mutating func hexUnit() throws(ReportJSONProblem) -> UInt32 {
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw problem("expected four hexadecimal digits after \\u") }
        index += 4
        return unit
    }
}

/// Why a file's text is not JSON, and where that was seen.
struct ReportJSONProblem: Error, Sendable, Hashable, CustomStringConvertible {
    var message: String
    var line: Int
    var column: Int

    var description: String { "line \(line), column \(column): \(message)" }
}
