import Foundation

/// The base protocol's framing: each message is a header (`Content-Length: N`, other fields
/// ignored), an empty line, then N bytes of JSON.
public enum Framing {
    /// The largest message body read; a larger one is refused rather than held in memory.
    public static let bodyLimit = 64 << 20
    /// The longest header section read before giving up on the stream.
    static let headerLimit = 8 << 10

    /// A message with its header.
    public static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    public enum Problem: Error, Equatable {
        /// The stream ended between messages (or before the first).
        case closed
        /// The header cannot be read; the stream cannot be trusted after it.
        case badHeader(String)
    }

    /// Reads messages from a file descriptor, one at a time.
    public final class Reader {
        private let descriptor: Int32
        private var buffer: [UInt8] = []
        private var atEnd = false

        public init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// The next message's body.
        public func next() -> Result<Data, Problem> {
            var length: Int?
            while true {
                guard let line = readLine() else {
                    return .failure(length == nil && buffer.isEmpty ? .closed : .badHeader("the stream ended inside a header"))
                }
                if line.isEmpty {
                    if length == nil { continue }
                    break
                }
                guard let colon = line.firstIndex(of: ":") else { return .failure(.badHeader("a header line without ':'")) }
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if name == "content-length" {
                    guard let count = Int(value), count >= 0 else { return .failure(.badHeader("Content-Length is not a number")) }
                    guard count <= bodyLimit else {
                        return .failure(.badHeader("a message of \(count) bytes; the limit is \(bodyLimit)"))
                    }
                    length = count
                }
            }
            guard let length, let body = readBytes(length) else {
                return .failure(.badHeader("the stream ended inside a message"))
            }
            return .success(Data(body))
        }

        /// One header line without its line end; nil at the end of the stream.
        private func readLine() -> String? {
            var scanned = 0
            while true {
                if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                    var line = Array(buffer[..<newline])
                    buffer.removeFirst(newline + 1)
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    return String(decoding: line, as: UTF8.self)
                }
                scanned = buffer.count
                guard buffer.count < headerLimit, fill() else { return nil }
            }
        }

        private func readBytes(_ count: Int) -> [UInt8]? {
            while buffer.count < count {
                guard fill() else { return nil }
            }
            let bytes = Array(buffer[..<count])
            buffer.removeFirst(count)
            return bytes
        }

        /// Reads more bytes into the buffer; false at the end of the stream or on an error.
        private func fill() -> Bool {
            guard !atEnd else { return false }
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffer.append(contentsOf: chunk[..<count])
                    return true
                }
                if count < 0, errno == EINTR { continue }
                atEnd = true
                return false
            }
        }
    }

    /// Writes whole messages to a file descriptor; false once the other end has gone.
    public static func write(_ body: Data, to descriptor: Int32) -> Bool {
        let bytes = [UInt8](frame(body))
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
