import RefereePlay
import Testing

@Suite("The JSON reader and the schema validator, on their own")
struct JSONSchemaTests {
    func schema(_ text: String) throws -> JSONSchema { JSONSchema(root: try JSONParser.parse(text)) }
    func problems(_ schemaText: String, _ valueText: String) throws -> [String] {
        try schema(schemaText).problems(try JSONParser.parse(valueText))
    }

    @Test func theReaderReadsWhatTheEncoderWrites() throws {
        let value = JSONValue.object([
            ("a", .array([.number(-12), .bool(true), .null])),
            ("b \"q\"", .string("line\nbreak \u{1} é 😀 \\")),
            ("c", .object([])),
        ])
        #expect(try JSONParser.parse(value.encoded) == value)
        #expect(try JSONParser.parse(" { \"x\" : [ 1 , 2 ] } ") == .object([("x", .array([.number(1), .number(2)]))]))
        #expect(try JSONParser.parse("\"\\ud83d\\ude00\\u00e9\\/\"") == .string("😀é/"))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.5", "\"\\x\"", "\"abc", "{\"a\":1,\"a\":2}", "[1] 2", "\"\\ud800\"", "tru"])
    func theReaderRefusesBrokenText(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test func typesIncludingALists() throws {
        #expect(try problems(#"{"type":"integer"}"#, "3").isEmpty)
        #expect(try problems(#"{"type":"integer"}"#, "\"3\"").count == 1)
        #expect(try problems(#"{"type":["string","null"]}"#, "null").isEmpty)
        #expect(try problems(#"{"type":["string","null"]}"#, "false").count == 1)
        #expect(try problems(#"{"type":"object"}"#, "[]").count == 1)
        #expect(try problems(#"{"type":"array"}"#, "[]").isEmpty)
        #expect(try problems(#"{"type":"boolean"}"#, "true").isEmpty)
    }

    @Test func enumAndConst() throws {
        #expect(try problems(#"{"enum":["a",1]}"#, "1").isEmpty)
        #expect(try problems(#"{"enum":["a",1]}"#, "\"b\"").count == 1)
        #expect(try problems(#"{"const":{"k":[1]}}"#, #"{"k":[1]}"#).isEmpty)
        #expect(try problems(#"{"const":{"k":[1]}}"#, #"{"k":[2]}"#).count == 1)
    }

    @Test func propertiesRequiredAndAdditional() throws {
        let s = #"{"type":"object","required":["a"],"properties":{"a":{"type":"integer"}},"additionalProperties":false}"#
        #expect(try problems(s, #"{"a":1}"#).isEmpty)
        #expect(try problems(s, #"{}"#) == [": the field 'a' is missing"])
        #expect(try problems(s, #"{"a":"x"}"#) == ["/a: a string is not of type integer"])
        #expect(try problems(s, #"{"a":1,"b":2}"#) == [": the field 'b' is not allowed"])
        let map = #"{"type":"object","additionalProperties":{"type":"integer"}}"#
        #expect(try problems(map, #"{"X":1,"O":2}"#).isEmpty)
        #expect(try problems(map, #"{"X":1,"O":"2"}"#) == ["/O: a string is not of type integer"])
    }

    @Test func itemsMinItemsAndMinimum() throws {
        let s = #"{"type":"array","minItems":1,"items":{"type":"integer","minimum":0}}"#
        #expect(try problems(s, "[0,3]").isEmpty)
        #expect(try problems(s, "[]").count == 1)
        #expect(try problems(s, "[1,-1]") == ["/1: -1 is less than 0"])
    }

    @Test func aPatternIsSearchedForInStringsOnly() throws {
        let digits = #"{"pattern":"^(0|[1-9][0-9]*)$"}"#
        #expect(try problems(digits, #""0""#).isEmpty)
        #expect(try problems(digits, #""4294967295""#).isEmpty)
        #expect(try problems(digits, #""012""#) == [#": "012" does not match ^(0|[1-9][0-9]*)$"#])
        #expect(try problems(digits, #""12a""#).count == 1)
        #expect(try problems(digits, "12").isEmpty)
        #expect(try problems(#"{"pattern":"b"}"#, #""abc""#).isEmpty)
        #expect(try problems(#"{"pattern":"("}"#, #""x""#) == [": pattern must be a regular expression"])
    }

    @Test func oneOfWantsExactlyOneAndAnyOfAtLeastOne() throws {
        let one = #"{"oneOf":[{"type":"integer"},{"type":"integer","minimum":0}]}"#
        #expect(try problems(one, "-1").isEmpty)
        #expect(try problems(one, "1") == [": matches 2 of oneOf, not one"])
        #expect(try problems(one, "\"x\"").count == 1)
        let any = #"{"anyOf":[{"type":"integer"},{"type":"integer","minimum":0}]}"#
        #expect(try problems(any, "1").isEmpty)
        #expect(try problems(any, "null").count == 1)
    }

    @Test func referencesToDefinitions() throws {
        let s = ##"{"$defs":{"n":{"type":"integer"},"list":{"type":"array","items":{"$ref":"#/$defs/n"}}},"$ref":"#/$defs/list"}"##
        #expect(try problems(s, "[1,2]").isEmpty)
        #expect(try problems(s, "[1,\"2\"]") == ["/1: a string is not of type integer"])
        #expect(try problems(##"{"$ref":"#/$defs/none"}"##, "1").count == 1)
        #expect(try problems(##"{"$defs":{"loop":{"$ref":"#/$defs/loop"}},"$ref":"#/$defs/loop"}"##, "1").count == 1)
    }

    @Test func anUnknownKeywordIsAnErrorNotSkipped() throws {
        #expect(try problems(#"{"maxLength":1}"#, "\"bc\"") == [": the schema uses 'maxLength', which this validator does not know"])
        #expect(try problems(#"{"title":"t","description":"d","$schema":"x"}"#, "1").isEmpty)
    }
}
