import Foundation
import RefereeModel

/// A JSON value whose objects keep their keys in the order given, so reports read top-down. A
/// report read back (`JSON.read`) renders to the same text it was read from.
indirect enum JSON: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A whole number above `Int.max` (a seed).
    case unsigned(UInt64)
    /// A number that is not negative, written with six decimals: a duration, a mean.
    case decimal(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return String(n)
        case .unsigned(let n): return String(n)
        case .decimal(let s): return String(format: "%.6f", s.isFinite ? max(0, s) : 0)
        case .string(let s): return Self.quote(s)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(close)]"
        case .object(let fields):
            guard !fields.isEmpty else { return "{}" }
            return "{\n" + fields.map { pad + Self.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(close)}"
        }
    }

    static func quote(_ s: String) -> String { Escaping.json(s) }

    /// A seed: as a whole number, however large.
    static func seed(_ value: UInt64) -> JSON {
        value <= UInt64(Int.max) ? .int(Int(value)) : .unsigned(value)
    }

    /// The member `key` of an object; nil for anything else or a missing member.
    subscript(key: String) -> JSON? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    /// The object's members without `key`.
    func removing(_ key: String) -> JSON {
        guard case .object(let fields) = self else { return self }
        return .object(fields.filter { $0.0 != key })
    }

    /// The object with `key`'s value replaced, where it has the key.
    func replacing(_ key: String, with value: JSON) -> JSON {
        guard case .object(let fields) = self else { return self }
        return .object(fields.map { $0.0 == key ? ($0.0, value) : $0 })
    }

    var int: Int? {
        if case .int(let n) = self { return n }
        return nil
    }

    /// A whole number that is not negative, as large as a seed may be.
    var unsignedInt: UInt64? {
        switch self {
        case .int(let n) where n >= 0: return UInt64(n)
        case .unsigned(let n): return n
        case .null, .bool, .int, .decimal, .string, .array, .object: return nil
        }
    }

    var decimal: Double? {
        switch self {
        case .decimal(let d): return d
        case .int(let n): return Double(n)
        case .null, .bool, .unsigned, .string, .array, .object: return nil
        }
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var array: [JSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var members: [(String, JSON)]? {
        if case .object(let fields) = self { return fields }
        return nil
    }
}
