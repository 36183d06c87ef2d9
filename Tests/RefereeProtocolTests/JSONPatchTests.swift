import RefereePlay
import Testing

/// The diff behind protocol version 2 on hand-made values: the operations it gives, and that
/// applying them (`JSONPatchApplier`, written apart) gives the new value.
@Suite("JSON Patch")
struct JSONPatchTests {
    /// The patch from `old` to `new`, after checking that it turns one into the other.
    func patch(_ old: JSONValue, _ new: JSONValue) throws -> [JSONPatch.Operation] {
        let patch = JSONPatch.difference(from: old, to: new)
        let rebuilt = try JSONPatchApplier.apply(patch.json, to: old)
        #expect(JSONPatchApplier.same(rebuilt, new), "\(rebuilt.encoded) is not \(new.encoded)")
        return patch.operations
    }

    static func strings(_ items: String...) -> JSONValue { .array(items.map(JSONValue.string)) }

    @Test func equalValuesGiveAnEmptyPatch() throws {
        let value = JSONValue.object([("a", Self.strings("x", "y")), ("b", .object([("c", .null)]))])
        #expect(try patch(value, value).isEmpty)
        #expect(JSONPatch.difference(from: value, to: value).json == .array([]))
    }

    @Test func aScalarOrAChangedTypeIsReplaced() throws {
        #expect(try patch(.object([("n", .number(1))]), .object([("n", .number(2))]))
            == [.replace(path: "/n", value: .number(2))])
        #expect(try patch(.object([("n", .number(1))]), .object([("n", .string("1"))]))
            == [.replace(path: "/n", value: .string("1"))])
        #expect(try patch(.object([("n", .null)]), .object([("n", Self.strings("a"))]))
            == [.replace(path: "/n", value: Self.strings("a"))])
    }

    @Test func keysAddedAndRemoved() throws {
        let old = JSONValue.object([("a", .number(1)), ("b", .number(2))])
        let new = JSONValue.object([("b", .number(2)), ("c", .bool(true))])
        #expect(try patch(old, new) == [.remove(path: "/a"), .add(path: "/c", value: .bool(true))])
    }

    @Test func keysWithSlashAndTildeAreEscaped() throws {
        let old = JSONValue.object([("a/b", .number(1)), ("m~n", .object([("~/", .number(0))]))])
        let new = JSONValue.object([("a/b", .number(2)), ("m~n", .object([("~/", .number(5))]))])
        #expect(try patch(old, new) == [
            .replace(path: "/a~1b", value: .number(2)),
            .replace(path: "/m~0n/~0~1", value: .number(5)),
        ])
        #expect(JSONPatch.token("~1") == "~01")
        #expect(try JSONPatchApplier.pointer("/~01/a~1b") == ["~1", "a/b"])
    }

    @Test func appendingIsOneAdd() throws {
        let old = JSONValue.object([("history", Self.strings("a", "b"))])
        let new = JSONValue.object([("history", Self.strings("a", "b", "c"))])
        #expect(try patch(old, new) == [.add(path: "/history/2", value: .string("c"))])
    }

    @Test func oneChangedFieldOfOneElementIsOneOperation() throws {
        func cell(_ name: String, _ owner: String?) -> JSONValue {
            .object([("cell", .string(name)), ("owner", owner.map(JSONValue.string) ?? .null)])
        }
        let old = JSONValue.array([cell("1", nil), cell("2", nil), cell("3", "X")])
        let new = JSONValue.array([cell("1", nil), cell("2", "O"), cell("3", "X")])
        #expect(try patch(old, new) == [.replace(path: "/1/owner", value: .string("O"))])
    }

    @Test func removalOfSeveralGoesFromTheLastIndexDown() throws {
        let old = Self.strings("a", "b", "c", "d", "e")
        let new = Self.strings("a", "e")
        #expect(try patch(old, new) == [.remove(path: "/3"), .remove(path: "/2"), .remove(path: "/1")])
    }

    @Test func aMiddleOfAnotherLengthIsRemovedThenAdded() throws {
        let old = Self.strings("a", "x", "z")
        let new = Self.strings("a", "p", "q", "z")
        #expect(try patch(old, new) == [
            .remove(path: "/1"), .add(path: "/1", value: .string("p")), .add(path: "/2", value: .string("q")),
        ])
    }

    @Test func emptyAndNonEmptyArrays() throws {
        let full = JSONValue.object([("legal", Self.strings("1", "2", "3"))])
        let empty = JSONValue.object([("legal", .array([]))])
        #expect(try patch(full, empty) == [.replace(path: "/legal", value: .array([]))])
        #expect(try patch(empty, full) == [.replace(path: "/legal", value: Self.strings("1", "2", "3"))])
        #expect(try patch(empty, empty).isEmpty)
    }

    @Test func nestedArrays() throws {
        let old = JSONValue.array([Self.strings("a", "b"), Self.strings("c"), .array([Self.strings("d")])])
        let new = JSONValue.array([Self.strings("a", "b"), Self.strings("c", "e"), .array([Self.strings("f")])])
        #expect(try patch(old, new) == [
            .add(path: "/1/1", value: .string("e")),
            .replace(path: "/2/0/0", value: .string("f")),
        ])
    }

    @Test func theJSONFormOfEachOperation() {
        let patch = JSONPatch([
            .add(path: "/a", value: .number(1)), .remove(path: "/b"), .replace(path: "/c", value: .null),
        ])
        #expect(patch.json.encoded == #"[{"op":"add","path":"/a","value":1},{"op":"remove","path":"/b"},"#
            + #"{"op":"replace","path":"/c","value":null}]"#)
    }

    @Test func theApplierRefusesAPathThatIsNotThere() {
        let patch = JSONPatch([.remove(path: "/missing")]).json
        #expect(throws: JSONPatchApplier.Failure.self) { try JSONPatchApplier.apply(patch, to: .object([])) }
    }
}
