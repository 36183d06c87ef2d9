/// Reads JSON text into `JSON` values in one pass from start to end, never going back: each byte
/// is looked at a bounded number of times, so the time taken grows with the length of the text
/// whatever its shape. Arrays and objects may nest at most `depthLimit` deep, so that no message
/// can exhaust the stack.
///
/// It reads what Foundation's `JSONDecoder` read for the server before: a number that is a whole
/// number an `Int` holds (`1.0` and `1e2` too) is `.int`; a member named twice keeps its first
/// value; a byte-order mark at the start and a comma before a closing bracket are passed over.
struct JSONReader {
    /// The deepest nesting of arrays and objects read; a 65th level is refused.
    static let depthLimit = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Bytes looked at so far, a byte looked at twice counting twice: the work done.
    private(set) var looks = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one value the text holds, with nothing but white space around it.
    mutating func document() throws(JSON.ReadingProblem) -> JSON {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try value()
        skipSpace()
        guard peek() == nil else { throw problem("more text after the value") }
        return value
    }

    private func problem(_ message: String) -> JSON.ReadingProblem {
        JSON.ReadingProblem(message: message, offset: index)
    }

    private mutating func peek() -> UInt8? {
        looks += 1
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func value() throws(JSON.ReadingProblem) -> JSON {
        skipSpace()
        guard let byte = peek() else { throw problem("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw problem("no value starts here")
        }
    }

    private mutating func word(_ word: String) throws(JSON.ReadingProblem) {
        let start = index
        for expected in word.utf8 {
            guard peek() == expected else {
                index = start
                throw problem("no value starts here")
            }
            index += 1
        }
    }

    /// Opens an array or object: one level deeper, past its bracket.
    private mutating func enter() throws(JSON.ReadingProblem) {
        guard depth < Self.depthLimit else { throw problem("arrays and objects nested more than \(Self.depthLimit) deep") }
        depth += 1
        index += 1
    }

    /// After a member or element: true at the closing bracket (passed over, with a comma before
    /// it), false after a comma with more to come.
    private mutating func closes(_ bracket: Unicode.Scalar) throws(JSON.ReadingProblem) -> Bool {
        let close = UInt8(ascii: bracket)
        skipSpace()
        if peek() == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        } else if peek() != close {
            throw problem("expected ',' or '\(bracket)'")
        }
        guard peek() == close else { return false }
        index += 1
        depth -= 1
        return true
    }

    private mutating func array() throws(JSON.ReadingProblem) -> JSON {
        try enter()
        var elements: [JSON] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        repeat {
            elements.append(try value())
        } while try !closes("]")
        return .array(elements)
    }

    private mutating func object() throws(JSON.ReadingProblem) -> JSON {
        try enter()
        var members: [String: JSON] = [:]
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        repeat {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw problem("expected a member's name in quotes") }
            let name = try string()
            skipSpace()
            guard peek() == UInt8(ascii: ":") else { throw problem("expected ':' after a member's name") }
            index += 1
            let value = try value()
            if members[name] == nil { members[name] = value }
        } while try !closes("}")
        return .object(members)
    }

    private mutating func number() throws(JSON.ReadingProblem) -> JSON {
        let start = index
        let negative = peek() == UInt8(ascii: "-")
        if negative { index += 1 }
        let wholeStart = index
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw problem("expected a digit") }
        }
        var whole = true
        if peek() == UInt8(ascii: ".") {
            index += 1
            whole = false
            guard digits() > 0 else { throw problem("expected a digit after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            whole = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw problem("expected a digit in the exponent") }
        }
        if whole, let value = Self.integer(bytes[wholeStart..<index], negative: negative) { return .int(value) }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw problem("a number too large to hold")
        }
        guard !whole, let integer = Int(exactly: value) else { return .double(value) }
        return .int(integer)
    }

    /// The number the digits spell, if an `Int` holds it.
    private static func integer(_ digits: ArraySlice<UInt8>, negative: Bool) -> Int? {
        // Counted down from zero, since Int.min has no positive counterpart.
        var value = 0
        for digit in digits {
            let (shifted, over) = value.multipliedReportingOverflow(by: 10)
            let (next, under) = shifted.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !over, !under else { return nil }
            value = next
        }
        if negative { return value }
        return value == .min ? nil : -value
    }

    /// Passes over digits; how many.
    private mutating func digits() -> Int {
        let start = index
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            index += 1
        }
        return index - start
    }

    /// A string, from its opening quote to past its closing one.
    private mutating func string() throws(JSON.ReadingProblem) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw problem("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    index = start
                    throw problem("a string that is not UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &utf8)
            case 0..<0x20:
                throw problem("a control character in a string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// The character an escape (past its backslash) stands for, appended as UTF-8.
    private mutating func escape(into utf8: inout [UInt8]) throws(JSON.ReadingProblem) {
        guard let byte = peek() else { throw problem("a string is not closed") }
        if let replacement = Self.escapes[byte] {
            utf8.append(replacement)
            index += 1
            return
        }
        guard byte == UInt8(ascii: "u") else { throw problem("an unknown escape") }
        index += 1
        var scalar = try hex()
        if (0xD800..<0xDC00).contains(scalar) {
            guard peek() == UInt8(ascii: "\\") else { throw problem("a lone surrogate") }
            index += 1
            guard peek() == UInt8(ascii: "u") else { throw problem("a lone surrogate") }
            index += 1
            let low = try hex()
            guard (0xDC00..<0xE000).contains(low) else { throw problem("a lone surrogate") }
            scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let character = Unicode.Scalar(scalar) else { throw problem("a lone surrogate") }
        UTF8.encode(character) { utf8.append($0) }
    }

    /// The characters a backslash and one letter stand for, by that letter.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// Four hexadecimal digits.
    private mutating func hex() throws(JSON.ReadingProblem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else { throw problem("expected four hexadecimal digits") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
