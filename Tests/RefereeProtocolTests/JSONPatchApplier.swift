import RefereePlay

/// Applies a JSON Patch (RFC 6902) as a client of protocol version 2 would: `add`, `remove` and
/// `replace`, at JSON Pointers (RFC 6901) read with their `~1` and `~0` escapes. Written apart
/// from the library's diff, so that the tests hold one to the other.
enum JSONPatchApplier {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `document` with every operation of `patch` (the patch as JSON, as a line carries it)
    /// applied in order.
    static func apply(_ patch: JSONValue, to document: JSONValue) throws(Failure) -> JSONValue {
        guard case .array(let operations) = patch else { throw Failure(description: "a patch is an array") }
        var result = document
        for operation in operations {
            guard case .string(let op)? = operation["op"], case .string(let path)? = operation["path"] else {
                throw Failure(description: "an operation without op or path: \(operation.encoded)")
            }
            let tokens = try pointer(path)
            switch op {
            case "add", "replace":
                guard let value = operation["value"] else { throw Failure(description: "\(op) without a value") }
                result = try change(result, tokens[...], op: op, value: value)
            case "remove":
                result = try change(result, tokens[...], op: op, value: nil)
            default:
                throw Failure(description: "an operation this protocol does not use: \(op)")
            }
        }
        return result
    }

    /// The reference tokens of a JSON Pointer, unescaped: `~1` is `/`, then `~0` is `~`.
    static func pointer(_ path: String) throws(Failure) -> [String] {
        if path.isEmpty { return [] }
        guard path.hasPrefix("/") else { throw Failure(description: "a pointer starts with /: \(path)") }
        return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    private static func change(
        _ value: JSONValue, _ tokens: ArraySlice<String>, op: String, value new: JSONValue?
    ) throws(Failure) -> JSONValue {
        guard let token = tokens.first else {
            guard op == "replace", let new else { throw Failure(description: "\(op) of the whole document") }
            return new
        }
        let last = tokens.count == 1
        switch value {
        case .object(var fields):
            let index = fields.firstIndex { $0.0 == token }
            if last {
                switch (op, index) {
                case ("add", let i?), ("replace", let i?): fields[i].1 = new ?? .null
                case ("add", nil): fields.append((token, new ?? .null))
                case ("remove", let i?): fields.remove(at: i)
                default: throw Failure(description: "\(op) of a missing field '\(token)'")
                }
                return .object(fields)
            }
            guard let i = index else { throw Failure(description: "no field '\(token)'") }
            fields[i].1 = try change(fields[i].1, tokens.dropFirst(), op: op, value: new)
            return .object(fields)
        case .array(var items):
            let index = token == "-" ? items.count : Int(token)
            guard let i = index, i >= 0, i <= items.count else { throw Failure(description: "no index '\(token)'") }
            if last {
                switch op {
                case "add": items.insert(new ?? .null, at: i)
                case "replace" where i < items.count: items[i] = new ?? .null
                case "remove" where i < items.count: items.remove(at: i)
                default: throw Failure(description: "\(op) past the end of an array, at \(i)")
                }
                return .array(items)
            }
            guard i < items.count else { throw Failure(description: "no index \(i)") }
            items[i] = try change(items[i], tokens.dropFirst(), op: op, value: new)
            return .array(items)
        case .null, .bool, .number, .string:
            throw Failure(description: "'\(token)' inside a value that is neither an object nor an array")
        }
    }

    /// Whether two values are the same JSON: objects compared as sets of fields, since an added
    /// field comes last however the writer ordered it.
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            return x.allSatisfy { key, value in y.first { $0.0 == key }.map { same(value, $0.1) } ?? false }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _):
            return a == b
        }
    }
}
