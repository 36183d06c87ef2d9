import Foundation
import Testing

/// The real `referee` binary at a real terminal: tmux gives it a pseudo-terminal, `send-keys`
/// types, and `capture-pane` reads the screen. Each test has its own tmux server (its own
/// socket) and its own XDG_STATE_HOME, so tests run side by side and leave no history behind.
final class Terminal {
    static let tmux: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The `referee` built beside this test binary (`swift test` builds every target).
    static let referee: String? = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On macOS the tests run inside a bundle: …/debug/RefereePackageTests.xctest/Contents/MacOS.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("referee").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    let socket = "referee-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let stateHome: URL
    var launches = 0

    init() throws {
        stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("referee-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: stateHome)
    }

    /// Starts `referee play RULES` in a new window of `width` (100) by `height` (40), from the
    /// repository's root. The shell line after it reports how the program ended, and keeps the window open.
    func start(_ arguments: String, color: Bool = false, stateHome: String? = nil, width: Int = 100, height: Int = 40) throws {
        guard let referee = Self.referee else { throw Failure("the referee binary was not found beside the tests") }
        launches += 1
        let environment = "XDG_STATE_HOME='\(stateHome ?? self.stateHome.path)' TERM=xterm-256color " + (color ? "" : "NO_COLOR=1 ")
        let command = "cd '\(Repository.root.path)' && env -u NO_COLOR \(environment)'\(referee)' play \(arguments); echo \"[exit $?]\"; sleep 120"
        let window = "run\(launches)"
        if launches == 1 {
            try tmux(["new-session", "-d", "-s", "test", "-n", window, "-x", "\(width)", "-y", "\(height)", command])
        } else {
            try tmux(["new-window", "-t", "test", "-n", window, command])
        }
        try waitFor(")>")
    }

    /// The window typed into and read: the last one started, unless set.
    var window: Int?

    var target: String { "test:run\(window ?? launches)" }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Presses keys by tmux's names: Enter, Tab, Up, C-c, C-d.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// The screen as text; `joined`, with the lines the terminal wrapped joined again, so that
    /// only the program's own line ends remain.
    func screen(escapes: Bool = false, joined: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []) + (joined ? ["-J"] : []))
    }

    /// Waits until the screen shows `text` (or `count` copies of it); returns the screen.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = ""
        while Date() < deadline {
            shown = try screen()
            if shown.components(separatedBy: text).count - 1 >= count { return shown }
            usleep(50_000)
        }
        throw Failure("timed out waiting for \(count) × \"\(text)\"; the screen shows:\n\(shown)")
    }

    /// The line the cursor is on: what is being typed at the prompt.
    func promptLine() throws -> String {
        let lines = try screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.last { $0.contains("> ") } ?? ""
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let (status, output) = try Self.spawn([Self.tmux!, "-L", socket, "-f", "/dev/null"] + arguments,
                                               capture: arguments.first == "capture-pane")
        if status != 0, arguments.first != "kill-server" {
            throw Failure("tmux \(arguments.joined(separator: " ")) failed with status \(status)")
        }
        return output
    }

    /// Runs a program and waits for it; returns its exit status and, with `capture`, its output.
    ///
    /// Not Foundation's `Process`: the first tmux command forks the tmux server, which keeps
    /// every descriptor it inherits, and `Process` then never sees the command end. Here the
    /// child gets /dev/null (or, with `capture`, one pipe) and nothing else, an empty signal mask
    /// and default signal actions (a test runner's threads may block signals, and a mask is
    /// inherited), and `waitpid` waits for it alone.
    static func spawn(_ arguments: [String], capture: Bool) throws -> (Int32, String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // Pipes are made and spawns started under one lock, so that no child spawned by a test
        // running alongside inherits this pipe before it is marked close-on-exec.
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        var fds: [Int32] = [-1, -1]
        if capture {
            guard pipe(&fds) == 0 else { throw Failure("pipe failed: errno \(errno)") }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TMUX")
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        if capture { close(fds[1]) }
        spawnLock.unlock()
        locked = false
        guard spawned == 0 else {
            if capture { close(fds[0]) }
            throw Failure("cannot run \(arguments[0]): error \(spawned)")
        }
        var output: [UInt8] = []
        if capture {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(fds[0], &buffer, buffer.count)
                if n > 0 { output += buffer[0..<n] } else if n == 0 || errno != EINTR { break }
            }
            close(fds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), String(decoding: output, as: UTF8.self))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

private let spawnLock = NSLock()

@Suite("The REPL at a terminal", .enabled(if: Terminal.tmux != nil, "tmux is not installed (apt-get install tmux; .ci/run does)"))
struct TerminalTests {
    @Test func tabCompletesALegalMoveAndItIsPlayed() throws {
        let t = try Terminal()
        let rules = t.stateHome.appendingPathComponent("corner.rules")
        try """
        referee 1
        game "Corner"
        players N S
        board 2 by 2
        cells named a1
        win 2 in a row
        """.write(to: rules, atomically: true, encoding: .utf8)
        try t.start("'\(rules.path)'")
        try t.type("a1")
        try t.press("Enter")
        try t.waitFor("Corner (S to move)>")
        // a1 is taken: of the cells in column a only a2 is legal, so Tab completes it. (At the
        // start of a line 'a' could also begin the command 'ai'.)
        try t.type("move a")
        try t.press("Tab")
        try t.waitFor("Corner (S to move)> move a2")
        try t.press("Enter")
        let screen = try t.waitFor("Corner (N to move)>", count: 2)
        #expect(screen.contains(" S  | b2\n----+----\n N  | b1"))
    }

    @Test func tabListsTheLegalMovesNow() throws {
        let t = try Terminal()
        try t.start("rules/bowling.rules")
        try t.type("7")
        try t.press("Enter")
        try t.waitFor("3 pins standing")
        try t.type("move ")
        try t.press("Tab", "Tab")
        let screen = try t.waitFor("0  1  2  3")
        #expect(!screen.contains("0  1  2  3  4"))
    }

    @Test func tabCompletesCommandsSidesAndFiles() throws {
        let t = try Terminal()
        try t.start("rules/mastermind.rules")
        try t.type("vs computer Codeb")
        try t.press("Tab")
        try t.waitFor("> vs computer Codebreaker")
        try t.press("C-u")
        try t.type("load rules/mast")
        try t.press("Tab")
        try t.waitFor("> load rules/mastermind.")
        try t.press("C-u")
        try t.type("he")
        try t.press("Tab")
        try t.waitFor("> help")
    }

    @Test func historyIsRecalledInASecondRun() throws {
        let t = try Terminal()
        try t.start("rules/tictactoe.rules")
        try t.type("4")
        try t.press("Enter")
        try t.waitFor("O to move)>")
        try t.type("quit")
        try t.press("Enter")
        try t.waitFor("[exit 0]")
        let history = try String(contentsOf: t.stateHome.appendingPathComponent("referee/history"), encoding: .utf8)
        #expect(history.hasPrefix("_HiStOrY_V2_\n"))
        #expect(history.contains("\n4\n"))

        try t.start("rules/tictactoe.rules")
        try t.press("Up")
        try t.waitFor("> quit")
        try t.press("Up")
        try t.waitFor("> 4")
        try t.press("Enter")
        let screen = try t.waitFor("O to move)>")
        #expect(screen.contains(" 3 | X | 5"))
    }

    @Test func aPictureFollowsEveryMove() throws {
        let t = try Terminal()
        try t.start("rules/tictactoe.rules")
        for move in ["0", "3", "1", "4", "2"] {
            try t.type(move)
            try t.press("Enter")
        }
        let screen = try t.waitFor("game over: X Wins)>")
        #expect(screen.contains("[X]|[X]|[X]"))
        #expect(screen.contains(" O | O | 5"))
        #expect(screen.contains("winning line: (0 1 2)"))
        #expect(screen.contains("Tic-tac-toe (O to move)>"))
    }

    @Test func ctrlCClearsTheLineAndLeavesTheGameIntact() throws {
        let t = try Terminal()
        try t.start("rules/tictactoe.rules")
        try t.type("4")
        try t.press("Enter")
        try t.waitFor("O to move)>")
        try t.type("0")
        try t.press("C-c")
        try t.waitFor("Ctrl-C clears the line")
        try t.type("moves")
        try t.press("Enter")
        let screen = try t.waitFor("legal moves:")
        #expect(screen.contains("legal moves: 0 1 2 3 5 6 7 8"))
        #expect(screen.contains("Tic-tac-toe (O to move)> moves"))
        #expect(!screen.contains("[exit"))
    }

    @Test func anIllegalMoveIsRefusedWithItsRule() throws {
        let t = try Terminal()
        try t.start("rules/tictactoe-vs-computer.rules")
        try t.type("1")
        try t.press("Enter")
        let screen = try t.waitFor("error: Cannot place peg at position 1")
        #expect(screen.contains("why: a mark goes only on an empty cell (the 'occupied' rule)"))
        try t.type("5")
        try t.press("Enter")
        // The game was untouched by the refusal: X's 5, then the computer's reply on 2.
        let after = try t.waitFor(" C | C | 3")
        #expect(after.contains(" 4 | X | 6"))
    }

    @Test func textWrapsAtTheTerminalsWidth() throws {
        let t = try Terminal()
        // Tall enough that the help, narrow and so long, leaves the first prompt on the screen.
        try t.start("examples/tennis.rules", width: 60, height: 50)
        try t.type("help")
        try t.press("Enter")
        try t.waitFor("Up recalls")
        try t.type("why 1")
        try t.press("Enter")
        try t.waitFor("1 is refused")
        try t.waitFor(")>", count: 3)
        let lines = try t.screen(joined: true).split(separator: "\n")
        // Lines the terminal had to wrap itself would come back joined, longer than 60.
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.filter { $0.count > 60 })")
        #expect(lines.contains { $0.hasPrefix("  why [MOVE]") })
        #expect(lines.contains { $0.hasPrefix("  vs computer [SIDE]") })
    }

    @Test func ctrlDQuitsCleanly() throws {
        let t = try Terminal()
        try t.start("rules/table-tennis.rules")
        try t.waitFor("Table tennis (A to serve)>")
        try t.press("C-d")
        let screen = try t.waitFor("[exit 0]")
        let lines = screen.split(separator: "\n").map(String.init)
        // The shell's next output starts on a line of its own.
        #expect(lines.contains("[exit 0]"))
    }

    @Test func aHistoryThatCannotBeKeptIsSaidOnceAndPlayGoesOn() throws {
        let t = try Terminal()
        // A folder cannot be made under a plain file.
        let file = t.stateHome.appendingPathComponent("plain-file")
        try "".write(to: file, atomically: true, encoding: .utf8)
        try t.start("rules/tictactoe.rules", stateHome: file.path)
        try t.type("4")
        try t.press("Enter")
        let screen = try t.waitFor("O to move)>")
        #expect(screen.components(separatedBy: "note: history is not kept").count == 2)
        #expect(screen.contains(" 3 | X | 5"))
    }

    @Test func twoPromptsOpenAtOnceKeepEachOthersHistory() throws {
        let t = try Terminal()
        try t.start("rules/tictactoe.rules")
        try t.type("4")
        try t.press("Enter")
        try t.waitFor("O to move)>")
        try t.start("rules/tictactoe.rules")
        try t.type("0")
        try t.press("Enter")
        try t.waitFor("O to move)>")
        // Back to the first prompt, which has not seen the second's line.
        t.window = 1
        try t.type("moves")
        try t.press("Enter")
        try t.waitFor("legal moves:")
        let history = try String(contentsOf: t.stateHome.appendingPathComponent("referee/history"), encoding: .utf8)
        #expect(history == "_HiStOrY_V2_\n4\n0\nmoves\n")
    }

    @Test func aHistoryFileThatIsAPipeIsNotWaitedOn() throws {
        let t = try Terminal()
        let folder = t.stateHome.appendingPathComponent("referee")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("history").path, 0o600) == 0)
        // Reading a pipe would wait for a writer before the prompt ever appeared.
        try t.start("rules/tictactoe.rules")
        try t.type("4")
        try t.press("Enter")
        let screen = try t.waitFor("O to move)>")
        // The note is wider than the window, which breaks it after the path.
        #expect(screen.contains("note: history is not kept: \(folder.path)/history:\nthis is not a regular file"))
        #expect(screen.contains(" 3 | X | 5"))
    }

    @Test func colourOnlyWithoutNoColor() throws {
        let t = try Terminal()
        try t.start("rules/tictactoe.rules", color: true)
        try t.type("4")
        try t.press("Enter")
        try t.waitFor("O to move)>")
        #expect(try t.screen(escapes: true).contains("\u{1B}["))
        try t.start("rules/tictactoe.rules", color: false)
        try t.type("4")
        try t.press("Enter")
        try t.waitFor("O to move)>")
        #expect(!(try t.screen(escapes: true).contains("\u{1B}[")))
    }
}
