import Foundation

/// A JSON value, as JSON-RPC messages carry them: the protocol layer reads and writes these
/// rather than typed structures, since a server answers only the few fields it uses.
public enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The member `key` of an object; `.null` for anything else or a missing member.
    public subscript(key: String) -> JSON {
        if case .object(let members) = self { return members[key] ?? .null }
        return .null
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var int: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var isNull: Bool { self == .null }

    /// Reads one JSON document; nil when the bytes are not JSON.
    public static func parse(_ data: Data) -> JSON? {
        try? read(data).get()
    }

    /// Reads one JSON document in time proportional to its length, with arrays and objects
    /// nested at most 64 deep; or why the bytes are not such a document.
    public static func read(_ data: Data) -> Result<JSON, ReadingProblem> {
        var reader = JSONReader([UInt8](data))
        return Result { () throws(ReadingProblem) in try reader.document() }
    }

    /// Why bytes are not a JSON document, and the byte offset where that was seen.
    public struct ReadingProblem: Error, Equatable, Sendable {
        public var message: String
        public var offset: Int
    }

    /// The value as compact JSON text with its keys sorted, so that output is repeatable.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }
}

extension JSON: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value.isFinite ? value : 0)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}
