import Foundation
import Testing

/// `stop` while a computer player thinks, sent to `referee play --json` as a client sends it:
/// the thinking command answers `stopped`, and the session goes on.
@Suite("stop during a think")
struct StopCLITests {
    /// A running `referee play`, its standard input open, its lines gathered as they come.
    final class Player: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        private let lock = NSLock()
        private var buffer = Data()

        init(_ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: try #require(CLI.referee))
            process.arguments = arguments
            process.currentDirectoryURL = CLI.root
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [self] handle in
                let data = handle.availableData
                lock.lock()
                buffer.append(data)
                lock.unlock()
            }
            try process.run()
        }

        func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

        /// The whole lines written so far.
        var lines: [String] {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
        }

        /// Waits for a line holding `text`, up to the hang guard; sends `nudge` while it waits.
        func await(_ text: String, nudge: String? = nil) -> String? {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if let line = lines.first(where: { $0.contains(text) }) { return line }
                if let nudge { send(nudge) }
                Thread.sleep(forTimeInterval: 0.3)
            }
            return nil
        }

        func finish() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test func stopEndsHintPerfectOnMnkAndTheSessionGoesOn() throws {
        // A minute to think: perfect's search of the empty 4×4 board would take it all.
        let player = try Player(["play", "examples/mnk.rules", "--json", "--seed", "1", "--think", "60"])
        defer { player.finish() }
        #expect(player.await("\"greeting\"") != nil)
        player.send("#1 hint perfect")
        // Sent until one is read while the hint thinks: each gets its own answer.
        let stopped = try #require(player.await("\"code\":\"stopped\"", nudge: "stop"), "no stopped answer: \(player.lines)")
        #expect(stopped.contains("\"id\":\"1\"") && stopped.contains("\"command\":\"hint\""))
        #expect(player.await("stopped the computer player thinking for 'hint perfect'") != nil)
        player.send("#2 6")
        let move = try #require(player.await("\"id\":\"2\""), "no answer after the stop: \(player.lines)")
        #expect(move.contains("\"ok\":true") && move.contains("\"toMove\":\"O\""))
        player.send("quit")
        player.finish()
        let answers = player.lines.filter { $0.contains("\"kind\":\"response\"") }
        #expect(answers.filter { $0.contains("\"command\":\"hint\"") }.count == 1)
        #expect(answers.last?.contains("\"command\":\"quit\"") == true)
    }

    @Test func linesSentDuringAThinkAreAnsweredInOrderAfterIt() throws {
        let player = try Player(["play", "examples/mnk.rules", "--json", "--seed", "1", "--think", "60"])
        defer { player.finish() }
        #expect(player.await("\"greeting\"") != nil)
        player.send("#1 hint perfect")
        player.send("#2 6")
        player.send("#3 moves 1")
        #expect(player.await("\"code\":\"stopped\"", nudge: "stop") != nil, "\(player.lines)")
        #expect(player.await("\"id\":\"3\"") != nil, "\(player.lines)")
        let ids = player.lines.compactMap { line in
            ["\"id\":\"1\"", "\"id\":\"2\"", "\"id\":\"3\""].firstIndex { line.contains($0) }
        }
        #expect(ids == [0, 1, 2])
    }
}
