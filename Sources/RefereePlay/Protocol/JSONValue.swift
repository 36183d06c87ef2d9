import RefereeModel

/// A JSON value whose object keys keep the order they were given in, so that every response
/// reads the same way from one run to the next.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as one line of JSON.
    public var encoded: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += String(n)
        case .string(let s): out += Escaping.json(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out += "," }
                out += Escaping.json(key)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// The value of a field of an object; nil for another value or a missing field.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(encoded) }
}

extension JSONValue {
    /// A string, or null.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// An object with one number for each player, keyed by the players' names.
    static func perPlayer(_ players: [String], _ values: [Int]) -> JSONValue {
        .object(zip(players, values).map { ($0, .number($1)) })
    }

    static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
}
