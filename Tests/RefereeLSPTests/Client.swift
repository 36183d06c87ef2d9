import Foundation
import RefereeLSP
import Testing

/// A language client as an editor is one: it starts the built `referee lsp`, frames JSON-RPC
/// messages with their `Content-Length` header (written here apart from the server's framing),
/// and reads the server's answers and notifications.
final class Client {
    let process = Process()
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private var buffer = Data()
    private var nextID = 1
    /// Notifications read while waiting for a response, oldest first.
    private(set) var notifications: [JSON] = []

    init() throws {
        let binary = try #require(Self.referee, "the referee binary is built beside the tests")
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lsp"]
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A server that stops answering must not hang the suite.
        let process = self.process
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if process.isRunning { process.terminate() }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    func send(_ message: JSON) {
        var object = message.objectValue
        object["jsonrpc"] = "2.0"
        send(body: JSON.object(object).encoded())
    }

    /// Sends a body as it is, JSON or not, with its header.
    func send(body: Data) {
        toServer.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: JSON = [:]) {
        send(["method": .string(method), "params": params])
    }

    /// Sends a request and waits for its response, keeping notifications that come first.
    func request(_ method: String, _ params: JSON = [:]) throws -> JSON {
        let id = nextID
        nextID += 1
        send(["id": .int(id), "method": .string(method), "params": params])
        while true {
            let message = try read()
            if message["id"].int == id { return message }
            notifications.append(message)
        }
    }

    /// The next notification with this method, read from the server if none is kept.
    func notification(_ method: String) throws -> JSON {
        if let index = notifications.firstIndex(where: { $0["method"].string == method }) {
            return notifications.remove(at: index)
        }
        while true {
            let message = try read()
            if message["method"].string == method { return message }
            notifications.append(message)
        }
    }

    struct StreamEnded: Error {}

    /// One message from the server.
    func read() throws -> JSON {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil { try fill() }
        let headerEnd = try #require(buffer.range(of: separator))
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        let lengthLine = try #require(header.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") })
        let length = try #require(Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
        buffer = Data(buffer[headerEnd.upperBound...])
        while buffer.count < length { try fill() }
        let body = Data(buffer.prefix(length))
        buffer = Data(buffer.dropFirst(length))
        return try #require(JSON.parse(body), "the server's message is JSON")
    }

    private func fill() throws {
        let chunk = fromServer.fileHandleForReading.availableData
        if chunk.isEmpty { throw StreamEnded() }
        buffer += chunk
    }

    /// Closes the server's input and waits for it to end; its exit status.
    func finish() -> Int32 {
        try? toServer.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The `referee` built beside this test binary (`swift test` builds every product).
    static let referee: String? = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("referee").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Runs the built `referee` with arguments; its standard output and error together.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(referee))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

extension JSON {
    var objectValue: [String: JSON] {
        if case .object(let members) = self { return members }
        return [:]
    }
}

/// Protocol shorthands for the tests.
enum LSP {
    static func document(_ uri: String) -> JSON { ["uri": .string(uri)] }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        ["textDocument": document(uri), "position": ["line": .int(line), "character": .int(character)]]
    }

    static func open(_ uri: String, _ text: String, version: Int = 1) -> JSON {
        ["textDocument": ["uri": .string(uri), "languageId": "referee", "version": .int(version), "text": .string(text)]]
    }

    static func change(_ uri: String, _ text: String, version: Int) -> JSON {
        ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(text)]]]
    }

    static func labels(_ completion: JSON) -> [String] {
        (completion["result"]["items"].array ?? []).compactMap { $0["label"].string }
    }
}
