import Foundation
@testable import RefereeLSP
import Testing

/// The server's loop over a byte stream: headers with other fields, several messages in one read,
/// a header that cannot be trusted, and an input that ends early.
@Suite("Language server framing")
struct FramingTests {
    static func frame(_ json: String, extraHeader: String = "") -> String {
        "Content-Length: \(json.utf8.count)\r\n\(extraHeader)\r\n\(json)"
    }

    /// Serves the input in-process; the exit status and the messages written.
    static func serve(_ input: String) throws -> (Int32, [JSON]) {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0]
        #expect(pipe(&inPipe) == 0 && pipe(&outPipe) == 0)
        let bytes = Array(input.utf8)
        #expect(bytes.count < 60_000, "the input fits in the pipe")
        #expect(write(inPipe[1], bytes, bytes.count) == bytes.count)
        close(inPipe[1])
        let status = LanguageServer(version: "test").serve(input: inPipe[0], output: outPipe[1])
        close(inPipe[0])
        close(outPipe[1])
        let output = FileHandle(fileDescriptor: outPipe[0], closeOnDealloc: true).readDataToEndOfFile()
        var messages: [JSON] = []
        var rest = Substring(String(decoding: output, as: UTF8.self))
        while let header = rest.range(of: "\r\n\r\n") {
            let length = Int(rest[..<header.lowerBound].split(separator: " ").last ?? "") ?? 0
            let body = rest.utf8[header.upperBound...].prefix(length)
            messages.append(try #require(JSON.parse(Data(body))))
            rest = Substring(String(decoding: rest.utf8[header.upperBound...].dropFirst(length), as: UTF8.self))
        }
        return (status, messages)
    }

    @Test func messagesInOneReadWithOtherHeaderFields() throws {
        let input = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
            + Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
                         extraHeader: "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n")
            + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let (status, messages) = try Self.serve(input)
        #expect(status == 0)
        #expect(messages.map { $0["id"] } == [1, 2])
        #expect(messages.last?["result"] == .null)
    }

    @Test func aLengthPastTheLimitIsRefused() throws {
        let (status, messages) = try Self.serve("Content-Length: \(Framing.bodyLimit + 1)\r\n\r\n{}")
        #expect(status == 1)
        #expect(messages.first?["error"]["code"] == -32700)
        #expect(messages.first?["error"]["message"].string?.contains("the limit is") == true)
    }

    @Test func anInputThatEndsWithoutShutdownFails() throws {
        let (status, messages) = try Self.serve(Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#))
        #expect(status == 1)
        #expect(messages.count == 1)
    }

    @Test func aBodyCutShortIsReported() throws {
        let (status, messages) = try Self.serve("Content-Length: 50\r\n\r\n{\"jsonrpc\"")
        #expect(status == 1)
        #expect(messages.first?["error"]["message"].string == "the stream ended inside a message")
    }
}
