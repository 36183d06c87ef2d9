import Dispatch
import Foundation
import RefereeEngine
import RefereeStreams
import Synchronization

/// A line at the foot of a terminal showing how a long run goes: the work done, the rate, and
/// the time left when the total is known. It draws only when its output is a terminal, so
/// piped or redirected output gets nothing extra.
public final class ProgressLine: Sendable {
    /// What is being measured now.
    struct Stretch {
        var label: String
        var unit: String
        var total: Int?
        var start: ContinuousClock.Instant
    }

    let control: WorkControl
    let isTerminal: Bool
    let write: @Sendable (String) -> Void
    let stretch = Mutex<Stretch?>(nil)
    let timer = Mutex<DispatchSourceTimer?>(nil)

    /// `write` receives the text to draw, control characters included; nothing is ever written
    /// when `isTerminal` is false.
    public init(control: WorkControl, isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
        self.control = control
        self.isTerminal = isTerminal
        self.write = write
    }

    /// A progress line on standard error, drawn when standard error is a terminal.
    public static func standardError(_ control: WorkControl) -> ProgressLine {
        ProgressLine(control: control, isTerminal: isatty(STDERR_FILENO) == 1) { text in
            StandardStream.error.write(text)
        }
    }

    /// Starts a stretch of work: `total` units of `unit` (nil when unknown), counted by the
    /// control from zero. Redraws every fifth of a second from another thread.
    public func begin(_ label: String, unit: String, total: Int?) {
        stretch.withLock { $0 = Stretch(label: label, unit: unit, total: total, start: .now) }
        guard isTerminal else { return }
        timer.withLock { timer in
            guard timer == nil else { return }
            let t = DispatchSource.makeTimerSource(queue: .global())
            t.schedule(deadline: .now() + .milliseconds(200), repeating: .milliseconds(200))
            t.setEventHandler { [weak self] in self?.draw() }
            t.resume()
            timer = t
        }
    }

    /// Draws the line now.
    public func draw() {
        guard isTerminal, let s = stretch.withLock({ $0 }) else { return }
        let elapsed = Self.seconds(ContinuousClock.now - s.start)
        write("\r\u{1B}[K" + Self.text(label: s.label, unit: s.unit, done: control.done, total: s.total, elapsed: elapsed))
    }

    /// Wipes the line, so that ordinary output can be printed; it is drawn again at the next tick.
    public func clear() {
        if isTerminal { write("\r\u{1B}[K") }
    }

    /// Stops drawing and wipes the line.
    public func end() {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
        stretch.withLock { $0 = nil }
        clear()
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// The line's text: "label: 1.20 M of 5.00 M games, 2.40 M/s, 2 s left".
    public static func text(label: String, unit: String, done: Int, total: Int?, elapsed: Double) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var text = "\(label): \(amount(Double(done)))"
        if let total { text += " of \(amount(Double(total)))" }
        text += " \(unit), \(amount(rate))/s"
        if let total, rate > 0, done < total {
            text += ", \(duration(Double(total - done) / rate)) left"
        }
        return text + " (Ctrl-C stops)"
    }

    static func amount(_ x: Double) -> String {
        x >= 1e9 ? String(format: "%.2f G", x / 1e9)
            : x >= 1e6 ? String(format: "%.2f M", x / 1e6) : x >= 1e4 ? String(format: "%.1f k", x / 1e3) : String(Int(x))
    }

    static func duration(_ s: Double) -> String {
        s < 60 ? "\(Int(s.rounded(.up))) s" : s < 3600 ? "\(Int(s / 60)) min \(Int(s.truncatingRemainder(dividingBy: 60))) s"
            : "\(Int(s / 3600)) h \(Int(s.truncatingRemainder(dividingBy: 3600) / 60)) min"
    }
}
