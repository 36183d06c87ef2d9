import Foundation
import RefereeModel

/// Why a file could not be read or written, in words for the user.
public struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }

    static func system(_ code: Int32 = errno) -> FileProblem {
        FileProblem(String(cString: strerror(code)))
    }
}

/// The one way Referee reads a file: rule files, scenarios, word lists, traces, transcripts and
/// the history all come through here. Only a regular file (or a link to one) is read; it is
/// opened without waiting for a writer (a FIFO is refused, never waited on); and reading stops
/// once more than `limit` bytes have come, whatever size the file claims (`/proc/self/pagemap`
/// says it is empty and goes on for ever).
public enum BoundedFile {
    public static func read(_ path: String, limit: Int = Limits.fileBytes) -> Result<[UInt8], FileProblem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(errno == ENOENT ? FileProblem("no such file") : .system())
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(.system()) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(FileProblem("this is a folder, not a file"))
        default: return .failure(FileProblem("this is not a regular file"))
        }
        if Int(status.st_size) > limit {
            return .failure(FileProblem("the file is \(status.st_size) bytes; the limit is \(limit)"))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            // Whole chunks: some files of /proc refuse reads of odd sizes.
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system())
            }
            if n == 0 { return .success(bytes) }
            bytes += chunk[0..<n]
        }
        return .failure(FileProblem("the file holds more than \(limit) bytes, the limit"))
    }

    /// Whether something exists at `path` (a dangling link counts).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
