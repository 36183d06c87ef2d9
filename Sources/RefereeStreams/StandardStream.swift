import Foundation
import Synchronization

/// Standard output or standard error, written without buffering. Every write is checked: a
/// write cut short is continued, one interrupted by a signal is tried again, and one that fails
/// ends the process with status 74 (`EX_IOERR`), after a line on standard error saying why when
/// standard error can still take it. A failed write never traps and never loops.
public enum StandardStream: Sendable {
    case output
    case error

    /// The exit status after a write that failed, `EX_IOERR` from `sysexits.h`.
    public static let failureStatus: Int32 = 74

    var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    var name: String {
        switch self {
        case .output: "standard output"
        case .error: "standard error"
        }
    }

    /// Writes `text` whole, or ends the process (see the type).
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes
        while !rest.isEmpty {
            let count = Foundation.write(descriptor, rest.baseAddress, rest.count)
            if count > 0 {
                rest = UnsafeRawBufferPointer(rebasing: rest[count...])
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                Self.waitUntilWritable(descriptor)
            } else {
                fail(count < 0 ? errno : EIO)
            }
        }
    }

    /// A descriptor a parent left non-blocking takes more once the reader catches up.
    static func waitUntilWritable(_ descriptor: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, -1)
    }

    static let failing = Atomic<Bool>(false)

    /// Ends the process after a failed write, saying why once, on standard error, if that can
    /// still be written. A reader that closed its end of a pipe left on purpose, so that is not
    /// reported.
    func fail(_ code: Int32) -> Never {
        if !Self.failing.exchange(true, ordering: .sequentiallyConsistent), self == .output, code != EPIPE {
            let message = "referee: cannot write to \(name): \(String(cString: strerror(code)))\n"
            _ = message.utf8.withContiguousStorageIfAvailable { Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        _exit(Self.failureStatus)
    }
}
