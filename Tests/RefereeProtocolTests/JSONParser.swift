import RefereePlay

/// Reads JSON text into a `JSONValue`: what the schema test needs to read the schema and the
/// responses back. Numbers are whole numbers only, as the protocol and its schema use no others.
struct JSONParser {
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "at byte \(offset): \(message)" }
    }

    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0

    static func parse(_ text: String) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        guard parser.i == parser.bytes.count else { throw parser.fail("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func fail(_ message: String) -> Failure { Failure(offset: i, message: message) }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard i < bytes.count else { throw fail("a value was expected") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func word(_ w: String) throws(Failure) {
        let expected = Array(w.utf8)
        guard i + expected.count <= bytes.count, Array(bytes[i..<i + expected.count]) == expected else { throw fail("'\(w)' was expected") }
        i += expected.count
    }

    private mutating func nested() throws(Failure) {
        depth += 1
        guard depth <= 512 else { throw fail("nested too deeply") }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try nested()
        defer { depth -= 1 }
        i += 1
        var fields: [(String, JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(fields) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("a key was expected") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("':' was expected") }
            i += 1
            skipSpace()
            guard !fields.contains(where: { $0.0 == key }) else { throw fail("the key '\(key)' twice") }
            fields.append((key, try value()))
            skipSpace()
            guard i < bytes.count else { throw fail("'}' was expected") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "}") else { throw fail("',' or '}' was expected") }
            i += 1
            return .object(fields)
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try nested()
        defer { depth -= 1 }
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard i < bytes.count else { throw fail("']' was expected") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "]") else { throw fail("',' or ']' was expected") }
            i += 1
            return .array(items)
        }
    }

    private mutating func number() throws(Failure) -> Int {
        let start = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let digits = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        guard i > digits else { throw fail("a value was expected") }
        guard bytes[digits] != UInt8(ascii: "0") || i == digits + 1 else { throw fail("a number with a leading zero") }
        if i < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[i]) {
            throw fail("only whole numbers are read")
        }
        guard let n = Int(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw fail("a number too large") }
        return n
    }

    private mutating func string() throws(Failure) -> String {
        i += 1
        var scalars = String.UnicodeScalarView()
        var run = i
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                flush(i)
                i += 1
                return String(scalars)
            }
            guard b >= 0x20 else { throw fail("a control character in a string") }
            if b != UInt8(ascii: "\\") { i += 1; continue }
            flush(i)
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    try word("\\u")
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("a lone surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("a lone surrogate") }
                scalars.append(scalar)
            default: throw fail("an unknown escape")
            }
            run = i
        }
        throw fail("an unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw fail("four hexadecimal digits were expected")
        }
        i += 4
        return v
    }
}
