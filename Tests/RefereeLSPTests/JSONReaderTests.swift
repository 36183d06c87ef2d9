import Foundation
@testable import RefereeLSP
import Testing

/// The server's JSON reader: it reads what Foundation's decoder read before, its work grows with
/// the length of the text whatever the shape, and it refuses arrays and objects nested too deep.
@Suite("JSON reader")
struct JSONReaderTests {
    /// The way the server decoded messages before: each type tried in turn at every level.
    enum Previous: Decodable, Equatable {
        case null, bool(Bool), int(Int), double(Double), string(String), array([Previous]), object([String: Previous])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Int.self) { self = .int(value) }
            else if let value = try? container.decode(Double.self) { self = .double(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([Previous].self) { self = .array(value) }
            else { self = .object(try container.decode([String: Previous].self)) }
        }

        var json: JSON {
            switch self {
            case .null: .null
            case .bool(let value): .bool(value)
            case .int(let value): .int(value)
            case .double(let value): .double(value)
            case .string(let value): .string(value)
            case .array(let value): .array(value.map(\.json))
            case .object(let value): .object(value.mapValues(\.json))
            }
        }

        static func parse(_ bytes: [UInt8]) -> JSON? {
            (try? JSONDecoder().decode(Previous.self, from: Data(bytes)))?.json
        }
    }

    static let texts: [String] = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a%20b.rules","languageId":"referee","version":1,"text":"referee 1\n\tgame \"é😀\"\r\n"}}}"#,
        "1.0", "1e2", "1E+2", "-0", "-0.0", "1.5", "-2.5e-3", "0.1e1", "1e15", "1e-400", "1.5e300",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809", "100000000000000000000",
        "1e400", "-1e400", "01", "-01", "1.", ".5", "+1", "-", "1e", "NaN", "Infinity",
        #""\ud83d\ude00""#, #""\u00e9\u0000\/\b\f\n\r\t\"\\""#, #""\ud83d""#, #""\ude00""#, #""\ud83dx""#, #""\ud83d\u0041""#,
        "\"a\u{01}b\"", #""\x""#, #""\U0041""#, #""\u00""#, "\"\u{7F}\"", "\"unclosed",
        #"{"a":1,"a":2}"#, #"{"e\u0301":1,"\u00e9":2}"#, "\u{FEFF}{}", " {} ", "{} x", "", "   ", "true", "tru", "nul", "falsey",
        "[1,]", #"{"a":1,}"#, "[,]", "[1,,2]", "{,}", "[1 2]", #"{"a" 1}"#, #"{a:1}"#, "\t\r\n[]", "\u{0C}[]", "[", "]", "{", #"{"a":"#,
        "[[[[]]],[{}],{\"k\":[true,false,null]}]",
    ]

    static let invalidUTF8: [[UInt8]] = [
        [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0xEF, 0xBB, 0xBF, 0x31], [0x5B, 0x5D, 0x00],
    ]

    @Test func readsWhatFoundationRead() {
        for bytes in Self.texts.map({ Array($0.utf8) }) + Self.invalidUTF8 {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(JSON.parse(Data(bytes)) == Previous.parse(bytes), "\(text.debugDescription)")
        }
    }

    static func nested(_ depth: Int) -> [UInt8] {
        Array(String(repeating: "[", count: depth).utf8) + Array(String(repeating: "]", count: depth).utf8)
    }

    @Test func nestingIsLimited() throws {
        #expect(JSON.parse(Data(Self.nested(JSONReader.depthLimit))) != nil)
        let mixed = String(repeating: #"{"a":["#, count: JSONReader.depthLimit / 2) + String(repeating: "]}", count: JSONReader.depthLimit / 2)
        #expect(JSON.parse(Data(mixed.utf8)) != nil)
        guard case .failure(let problem) = JSON.read(Data(Self.nested(JSONReader.depthLimit + 1))) else {
            Issue.record("65 levels are read")
            return
        }
        #expect(problem == JSON.ReadingProblem(message: "arrays and objects nested more than 64 deep", offset: 64))
    }

    /// Bytes looked at by the reader for a text.
    static func looks(_ bytes: [UInt8]) -> Int {
        var reader = JSONReader(bytes)
        _ = try? reader.document()
        return reader.looks
    }

    /// Texts of every shape, at 8 KB, 64 KB and 1 MB: deep nesting (within the limit and past it),
    /// long flat arrays of numbers, strings and objects, escapes, white space. No text's work may
    /// exceed 8 looks a byte (the most is 5.5, for one-digit numbers), so no shape can take time
    /// out of proportion to its length.
    @Test func theWorkGrowsWithTheLengthWhateverTheShape() {
        func repeated(_ unit: String, toward size: Int) -> String { String(repeating: unit, count: max(1, size / unit.utf8.count)) }
        for size in [8 << 10, 64 << 10, 1 << 20] {
            let levels = 500
            let filler = repeated("0,", toward: size / levels - 1)
            let shapes: [String: String] = [
                "nested past the limit": String(repeating: "[" + filler, count: levels) + String(repeating: "]", count: levels),
                "nested objects past the limit": repeated(#"{"a":"#, toward: size / 2) + repeated("}", toward: size / 2),
                "nested within the limit": String(repeating: "[" + repeated("0,", toward: size / 64), count: 63) + String(repeating: "]", count: 63),
                "flat numbers": "[" + repeated("-12.5e3,", toward: size) + "0]",
                "flat integers": "[" + repeated("0,", toward: size) + "0]",
                "flat strings": "[" + repeated(#""a\"\u00e9😀","#, toward: size) + "0]",
                "flat empty arrays": "[" + repeated("[],", toward: size) + "0]",
                "flat objects": "[" + repeated(#"{"k":[true,null,false]},"#, toward: size) + "0]",
                "one long string": "\"" + repeated(#"ab\n"#, toward: size) + "\"",
                "white space": "[" + repeated(" \t\r\n", toward: size) + "]",
                "unclosed arrays": repeated("[", toward: size),
            ]
            for (shape, text) in shapes {
                let bytes = Array(text.utf8)
                let looks = Self.looks(bytes)
                #expect(looks <= 8 * bytes.count, "\(shape), \(bytes.count) bytes: \(looks) looks")
            }
        }
    }

    @Test func deepAndLongMessagesGetAnErrorOrAnAnswerAndTheServerGoesOn() {
        let server = LanguageServer(version: "test")
        _ = server.handle(ServerTests.message(id: 1, "initialize", ["capabilities": [:]]))
        let deep = Data(#"{"jsonrpc":"2.0","id":2,"method":"x","params":"#.utf8) + Data(Self.nested(500)) + Data("}".utf8)
        let refused = server.handle(deep).first
        #expect(refused?["error"]["code"] == -32700)
        #expect(refused?["id"] == .null)
        #expect(refused?["error"]["message"].string?.hasPrefix("the message is not JSON: arrays and objects nested more than 64 deep") == true)
        let flat = Data(#"{"jsonrpc":"2.0","id":3,"method":"x","params":["#.utf8) + Data(String(repeating: "0,", count: 4000).utf8) + Data("0]}".utf8)
        #expect(server.handle(flat).first?["error"]["code"] == -32601)
        #expect(server.handle(ServerTests.message(id: 4, "shutdown")).first?["result"] == .null)
    }
}
