import Dispatch
import Foundation
import RefereeEngine
import RefereePlay

/// Standard input of `referee play` with piped commands, read on a thread of its own so that a
/// `stop` line, or Ctrl-C, reaches a computer player while its command thinks. A `stop` read
/// while a command runs stops that command's computer player and then waits its turn; every
/// other line waits, in order, for the lines before it. Ctrl-C while a command runs stops it as
/// `stop` does; while none runs, or a second time, it ends the session.
final class PlayInput: @unchecked Sendable {
    /// What the session is to do next.
    enum Item {
        /// A line to carry out. `stopped` is set for a `stop` line read while another line was
        /// carried out: the number (`begin`) of the line it stopped.
        case line(String, stopped: Int?)
        /// The end of input, or Ctrl-C.
        case end(interrupted: Bool)
    }

    /// Lines read but not yet carried out at most: the reader waits beyond it.
    static let queued = 4_096

    private let condition = NSCondition()
    private var lines: [Item] = []
    private var head = 0
    private var ended = false
    private var interrupted = false
    private var running: (number: Int, control: WorkControl, stoppedByLine: Bool)?
    private let isStop: @Sendable (String) -> Bool
    private var signalSource: DispatchSourceSignal?

    /// Starts reading. `isStop` tells a line that stops a thinking computer player.
    init(isStop: @escaping @Sendable (String) -> Bool) {
        self.isStop = isStop
        let thread = Thread { [self] in read() }
        thread.start()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in interrupt() }
        source.resume()
        signalSource = source
    }

    /// The next thing to do, waiting for it.
    func next() -> Item {
        condition.lock()
        defer { condition.unlock() }
        while head == lines.count, !ended, !interrupted { condition.wait() }
        if interrupted { return .end(interrupted: true) }
        guard head < lines.count else { return .end(interrupted: false) }
        let item = lines[head]
        head += 1
        if head >= 1_024, head * 2 >= lines.count {
            lines.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return item
    }

    /// Line `number` starts: a `stop` read from now on stops `control`.
    func begin(_ number: Int) -> WorkControl {
        let control = WorkControl()
        condition.lock()
        running = (number, control, false)
        condition.unlock()
        return control
    }

    /// The line begun last is done; true when a `stop` line was read while it ran.
    func end() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let stopped = running?.stoppedByLine ?? false
        running = nil
        return stopped
    }

    private func read() {
        while let line = Swift.readLine() {
            condition.lock()
            while lines.count - head >= Self.queued { condition.wait() }
            var stopped: Int?
            if isStop(line), let now = running {
                now.control.stop()
                running?.stoppedByLine = true
                stopped = now.number
            }
            lines.append(.line(line, stopped: stopped))
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    private func interrupt() {
        condition.lock()
        defer { condition.unlock() }
        if let now = running, !now.control.isStopped {
            now.control.stop()
            return
        }
        interrupted = true
        condition.broadcast()
    }
}
