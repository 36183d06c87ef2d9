import CEditLine
import Foundation
import RefereeLanguage
import Synchronization

/// libedit's readline, with persistent history and context-aware completion. One per process,
/// used from one thread.
final class LineEditor {
    enum Input: Equatable {
        case line(String)
        /// Ctrl-C: the line being typed is dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the end of input.
        case end
    }

    let historyPath: String?
    /// Why history cannot be kept, when it cannot.
    private(set) var historyProblem: String?
    private var lastEntry: String?

    init(historyPath: String?) {
        self.historyPath = historyPath
        setlocale(LC_CTYPE, "")
        referee_set_readline_name("referee")
        using_history()
        stifle_history(1000)
        referee_set_completer(completeWord)
        referee_set_completion_query_items(200)
        _ = referee_catch_sigint()
        guard let historyPath else {
            historyProblem = "history is not kept: neither XDG_STATE_HOME nor HOME is set"
            return
        }
        let folder = (historyPath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            historyProblem = "history is not kept: cannot create \(folder)"
            return
        }
        switch HistoryFile.load(historyPath) {
        case .success(let entries):
            for entry in entries.suffix(HistoryFile.entryLimit) { _ = add_history(entry) }
            lastEntry = entries.last
        case .failure(let problem):
            historyProblem = "history is not kept: \(historyPath): \(problem.message)"
        }
    }

    /// Whether Ctrl-C was pressed since `clearInterrupt()`. Read here, in the file that installs
    /// the handler: the flag is a static in the C header, and each Swift file may get a copy of it.
    /// Never inlined, so that no other file's copy is read.
    @inline(never) static func interruptPending() -> Bool { referee_interrupt_pending() != 0 }

    @inline(never) static func clearInterrupt() { referee_clear_interrupt() }

    /// Reads a line with the prompt shown.
    func read(prompt: String) -> Input {
        errno = 0
        guard let raw = readline(prompt) else {
            return errno == EINTR ? .interrupted : .end
        }
        defer { free(raw) }
        return .line(String(cString: raw))
    }

    /// Adds a line to the history and to the history file at once, so that Ctrl-C or a crash
    /// loses nothing but the line being typed (`HistoryFile.append`: merged with what other
    /// prompts wrote, replaced whole).
    func remember(_ line: String) {
        let entry = line.trimmingCharacters(in: .whitespaces)
        guard !entry.isEmpty, entry != lastEntry else { return }
        lastEntry = entry
        _ = add_history(entry)
        guard let historyPath, historyProblem == nil else { return }
        if case .failure(let problem) = HistoryFile.append(entry, to: historyPath) {
            historyProblem = "history could not be written to \(historyPath): \(problem.message)"
        }
    }

    /// The completer libedit asks on Tab.
    func setCompleter(_ completer: Completer) {
        Completion.state.withLock { $0.completer = completer }
    }
}

/// What the C callbacks read: they capture nothing, so the completer lives here.
enum Completion {
    struct State: Sendable {
        var completer: Completer?
        var matches: [String] = []
    }

    static let state = Mutex(State())
}

/// libedit's completion hook: the word under the cursor is `text`, starting at byte `start` of
/// the line.
private func completeWord(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    referee_set_completion_over(1)
    let word = text.map { String(cString: $0) } ?? ""
    var before = ""
    if let buffer = referee_line_buffer() {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: strlen(buffer))
        before = String(decoding: bytes.prefix(max(0, Int(start))), as: UTF8.self)
    }
    let matches = Completion.state.withLock { state -> [String] in
        state.matches = state.completer?.candidates(before: before, word: word) ?? []
        return state.matches
    }
    let open = matches.count == 1 && (matches[0].hasSuffix("/") || matches[0].hasSuffix("="))
    referee_set_completion_append_character(open ? 0 : 32)
    guard !matches.isEmpty, let text else { return nil }
    return rl_completion_matches(text, nextMatch)
}

/// libedit's generator: called with `state` = the number of matches already returned.
private func nextMatch(_ text: UnsafePointer<CChar>?, _ index: Int32) -> UnsafeMutablePointer<CChar>? {
    Completion.state.withLock { state in
        let i = Int(index)
        return i < state.matches.count ? strdup(state.matches[i]) : nil
    }
}
