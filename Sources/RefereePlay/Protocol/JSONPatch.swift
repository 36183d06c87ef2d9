/// A JSON Patch (RFC 6902) of `add`, `remove` and `replace` operations that turns one JSON
/// value into another: what a version-2 response carries instead of the whole document.
public struct JSONPatch: Hashable, Sendable {
    /// One operation, at a JSON Pointer (RFC 6901).
    public enum Operation: Hashable, Sendable {
        case add(path: String, value: JSONValue)
        case remove(path: String)
        case replace(path: String, value: JSONValue)
    }

    /// The operations, in the order they apply.
    public var operations: [Operation]

    public init(_ operations: [Operation] = []) { self.operations = operations }

    /// The patch from `old` to `new`. Objects are compared key by key: a key only in `old` is
    /// removed, one only in `new` added. Arrays are compared past their common prefix and suffix:
    /// middles of one length are compared element by element, each differing element patched in
    /// place; middles of different lengths are removed (from the last index down) and the new
    /// one added in order, unless the arrays have nothing in common at either end (one of them
    /// empty, a new game's history), when the array is replaced whole. Anything else that
    /// differs is replaced.
    public static func difference(from old: JSONValue, to new: JSONValue) -> JSONPatch {
        difference(from: old, to: new, at: "")
    }

    /// The patch from `old` to `new` where they stand at `path` of a larger document.
    static func difference(from old: JSONValue, to new: JSONValue, at path: String) -> JSONPatch {
        var patch = JSONPatch()
        patch.compare(old, new, at: path)
        return patch
    }

    /// The patch from one array to another at `path`, given only what follows the first
    /// `kept` elements, which the two share: the same operations as `difference` of the whole
    /// arrays, for the work of their ends alone.
    static func difference(
        fromTail old: ArraySlice<JSONValue>, toTail new: ArraySlice<JSONValue>, kept: Int, at path: String
    ) -> JSONPatch {
        var patch = JSONPatch()
        patch.compareArrays(old, new, offset: kept, at: path)
        return patch
    }

    /// The patch as JSON: an array of `{"op", "path", "value"}` objects.
    public var json: JSONValue {
        .array(operations.map { operation in
            switch operation {
            case .add(let path, let value):
                .object([("op", .string("add")), ("path", .string(path)), ("value", value)])
            case .remove(let path):
                .object([("op", .string("remove")), ("path", .string(path))])
            case .replace(let path, let value):
                .object([("op", .string("replace")), ("path", .string(path)), ("value", value)])
            }
        })
    }

    /// A key or an index as one reference token of a JSON Pointer: `~` written `~0` and `/`
    /// written `~1` (RFC 6901).
    public static func token(_ key: String) -> String {
        guard key.contains(where: { $0 == "~" || $0 == "/" }) else { return key }
        return key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private mutating func compare(_ old: JSONValue, _ new: JSONValue, at path: String) {
        switch (old, new) {
        case (.object(let a), .object(let b)):
            compareObjects(a, b, at: path)
        case (.array(let a), .array(let b)):
            compareArrays(a, b, at: path)
        case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _):
            if old != new { operations.append(.replace(path: path, value: new)) }
        }
    }

    private mutating func compareObjects(_ old: [(String, JSONValue)], _ new: [(String, JSONValue)], at path: String) {
        let newKeys = Set(new.map(\.0))
        for (key, _) in old where !newKeys.contains(key) {
            operations.append(.remove(path: path + "/" + Self.token(key)))
        }
        let oldValues = Dictionary(old, uniquingKeysWith: { first, _ in first })
        for (key, value) in new {
            let at = path + "/" + Self.token(key)
            if let before = oldValues[key] {
                compare(before, value, at: at)
            } else {
                operations.append(.add(path: at, value: value))
            }
        }
    }

    private mutating func compareArrays(_ old: [JSONValue], _ new: [JSONValue], at path: String) {
        compareArrays(old[...], new[...], offset: 0, at: path)
    }

    /// Compares the elements of two arrays after the first `offset`, which they share.
    private mutating func compareArrays(
        _ old: ArraySlice<JSONValue>, _ new: ArraySlice<JSONValue>, offset: Int, at path: String
    ) {
        let old = Array(old), new = Array(new)
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if offset == 0, prefix == 0, suffix == 0, old.count != new.count {
            operations.append(.replace(path: path, value: .array(new)))
            return
        }
        func at(_ i: Int) -> String { path + "/" + String(offset + i) }
        if oldMiddle.count == newMiddle.count {
            for i in oldMiddle where old[i] != new[i] { compare(old[i], new[i], at: at(i)) }
            return
        }
        for i in oldMiddle.reversed() { operations.append(.remove(path: at(i))) }
        for i in newMiddle { operations.append(.add(path: at(i), value: new[i])) }
    }
}
