import Dispatch
import Foundation
import ArgumentParser
import RefereeAnalysis
import RefereeEngine

/// Ctrl-C during a long run: the first asks the work to stop, so that what is finished can be
/// printed; a second ends the process at once.
enum Interrupt {
    /// The exit status of a run stopped by Ctrl-C (128 + SIGINT, as shells report it).
    static let status: Int32 = 130

    nonisolated(unsafe) static var source: DispatchSourceSignal?

    /// Routes SIGINT to `control` until the process ends.
    static func route(to control: WorkControl) {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            if control.isStopped { exit(status) }
            control.stop()
        }
        source.resume()
        Self.source = source
    }
}

/// A long run's progress line and Ctrl-C handling, set up together.
struct LongRun {
    let control = WorkControl()
    let progress: ProgressLine

    init() {
        progress = ProgressLine.standardError(control)
        Interrupt.route(to: control)
    }

    /// Prints a line of results without tearing the progress line.
    func line(_ text: String) {
        progress.clear()
        Output.line(text)
    }

    /// Ends the progress line; after a Ctrl-C says so and exits with the interrupt status.
    func finish(_ what: String) throws {
        progress.end()
        if control.isStopped {
            Output.error("interrupted: \(what)")
            throw ExitCode(Interrupt.status)
        }
    }
}
