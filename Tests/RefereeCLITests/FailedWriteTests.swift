import Foundation
import Testing

/// What the built tool does when its own output cannot be written: standard output on a full
/// disk (`/dev/full`) or closed, standard error the same, a reader that leaves early.
@Suite("Failed writes to standard output and error, through the built tool")
struct FailedWriteTests {
    /// Runs a script in the repository's root, with REFEREE standing for the built tool.
    func run(_ script: String) throws -> (output: String, status: Int32) {
        let referee = try #require(CLI.referee)
        return try CLI.shell(script.replacingOccurrences(of: "REFEREE", with: "'\(referee)'"), in: CLI.root)
    }

    static let commands = [
        "REFEREE check rules/tictactoe.rules",
        "printf 'moves\\nX b2\\n' | REFEREE play rules/tictactoe.rules",
        "printf 'moves\\nX b2\\n' | REFEREE play --json rules/tictactoe.rules",
        "REFEREE fmt rules/tictactoe.rules",
        "REFEREE perft rules/tictactoe.rules --depth 2",
        "REFEREE --help",
    ]

    static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

    @Test(.enabled(if: hasDevFull), arguments: commands)
    func standardOutputOnAFullDiskEndsWithStatus74AndOneLine(_ command: String) throws {
        let run = try run(command + " > /dev/full")
        #expect(run.status == 74, "\(run.output)")
        #expect(run.output == "referee: cannot write to standard output: No space left on device\n")
    }

    @Test(arguments: commands)
    func aClosedStandardOutputEndsWithStatus74AndOneLine(_ command: String) throws {
        let run = try run(command + " >&-")
        #expect(run.status == 74, "\(run.output)")
        #expect(run.output == "referee: cannot write to standard output: Bad file descriptor\n")
    }

    @Test(.enabled(if: hasDevFull), arguments: [
        "REFEREE check no-such-file.rules",
        "REFEREE check",
        "REFEREE play no-such-file.rules",
    ])
    func standardErrorThatCannotBeWrittenEndsWithStatus74Quietly(_ command: String) throws {
        for redirection in [" 2> /dev/full > /dev/null", " 2>&- > /dev/null"] {
            let run = try run("(" + command + redirection + "); echo \"status $?\"")
            #expect(run.output == "status 74\n", "\(redirection)")
        }
    }

    @Test func aReaderThatLeavesEarlyEndsTheRunQuietly() throws {
        let run = try run("REFEREE check -v rules/ | head -1")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("ok "), "\(run.output)")
        #expect(run.output.split(separator: "\n").count == 1, "\(run.output)")
    }
}
