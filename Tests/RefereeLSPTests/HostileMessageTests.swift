import Foundation
import RefereeLSP
import Testing

/// Messages built to make the built `referee lsp` work hard: arrays nested hundreds deep, and
/// flat arrays of a million bytes. Each gets its answer, and the request after it is answered.
@Suite("Language server, hostile messages")
struct HostileMessageTests {
    static func request(_ id: Int, params: String) -> Data {
        Data(#"{"jsonrpc":"2.0","id":\#(id),"method":"referee/nothing","params":"#.utf8) + Data(params.utf8) + Data("}".utf8)
    }

    /// Arrays nested `depth` deep, with numbers between the brackets to make up `size` bytes.
    static func nested(_ depth: Int, size: Int) -> String {
        let filler = String(repeating: "0,", count: max(0, (size - 2 * depth) / (2 * depth)))
        return String(repeating: "[" + filler, count: depth) + String(repeating: "]", count: depth)
    }

    @Test(arguments: [(500, 8 << 10), (4_000, 64 << 10), (30_000, 1 << 20), (500_000, 1 << 20)])
    func nestingPastTheLimitIsAParseError(depth: Int, size: Int) throws {
        let client = try Client()
        _ = try client.request("initialize", ["capabilities": [:]])
        client.send(body: Self.request(100, params: Self.nested(depth, size: size)))
        let refused = try client.read()
        #expect(refused["error"]["code"] == -32700)
        #expect(refused["id"] == .null)
        #expect(refused["error"]["message"].string?.contains("nested more than 64 deep") == true)
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test(arguments: [8 << 10, 64 << 10, 1 << 20])
    func longArraysAndNestingWithinTheLimitAreAnswered(size: Int) throws {
        let client = try Client()
        _ = try client.request("initialize", ["capabilities": [:]])
        let flat = "[" + String(repeating: "0,", count: size / 2) + "0]"
        client.send(body: Self.request(100, params: flat))
        #expect(try client.read()["error"]["code"] == -32601, "an unknown method, read whole")
        client.send(body: Self.request(101, params: Self.nested(63, size: size)))
        let deep = try client.read()
        #expect(deep["id"] == 101 && deep["error"]["code"] == -32601)
        #expect(try client.request("shutdown")["result"] == .null)
        client.notify("exit")
        #expect(client.finish() == 0)
    }
}
