import Foundation
import Testing

/// What the built tool does with files and pipes it does not expect: links, a write that fails
/// half-way, a golden trace about to be replaced, an endless trace, a pipe closed early while
/// SIGPIPE is ignored.
@Suite("Files and pipes, through the built tool")
struct FileSafetyTests {
    static let unformatted = "referee 1\nplayers   X O\nboard 3 by 3\nwin 3 in a row\n"
    static let formatted = "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\n"

    func withFolder(_ body: (String, URL) throws -> Void) throws {
        let referee = try #require(CLI.referee)
        let folder = try CLI.temporaryFolder("files")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(referee, folder)
    }

    func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "state" }.sorted()
    }

    @Test func fmtWriteFormatsTheFileALinkPointsToAndKeepsItsMode() throws {
        try withFolder { referee, folder in
            let real = folder.appendingPathComponent("real.rules")
            try Self.unformatted.write(to: real, atomically: true, encoding: .utf8)
            #expect(chmod(real.path, 0o640) == 0)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.rules").path, withDestinationPath: "real.rules")
            let run = try CLI.shell("'\(referee)' fmt --write link.rules", in: folder)
            #expect(run.status == 0, "\(run.output)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.rules").path) == "real.rules")
            #expect(try String(contentsOf: real, encoding: .utf8) == Self.formatted)
            #expect(try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int == 0o640)
            #expect(try entries(folder) == ["link.rules", "real.rules"])
        }
    }

    @Test func fmtWriteThatCannotFinishLeavesTheFileAndNoTemporaryFile() throws {
        try withFolder { referee, folder in
            // A file size limit of one block makes the write fail half-way, as a full disk does.
            let comments = (1...100).map { "# comment \($0), so that the file is larger than a block\n" }.joined()
            let text = "referee 1\n" + comments + "players   X O\nboard 3 by 3\nwin 3 in a row\n"
            try text.write(to: folder.appendingPathComponent("big.rules"), atomically: true, encoding: .utf8)
            let run = try CLI.shell("ulimit -f 1; trap '' XFSZ; '\(referee)' fmt --write big.rules", in: folder)
            #expect(run.status == 74, "\(run.output)")
            #expect(run.output.contains("big.rules: cannot rewrite the file: File too large"))
            #expect(try String(contentsOf: folder.appendingPathComponent("big.rules"), encoding: .utf8) == text)
            #expect(try entries(folder) == ["big.rules"])
        }
    }

    @Test func fmtWriteRefusesAReadOnlyFileAndLeavesIt() throws {
        try withFolder { referee, folder in
            let file = folder.appendingPathComponent("kept.rules")
            try Self.unformatted.write(to: file, atomically: true, encoding: .utf8)
            #expect(chmod(file.path, 0o444) == 0)
            let run = try CLI.shell("'\(referee)' fmt --write kept.rules", in: folder)
            #expect(run.status == 74, "\(run.output)")
            #expect(run.output == "kept.rules: cannot rewrite the file: it is not writable (mode 0444)\n")
            #expect(try String(contentsOf: file, encoding: .utf8) == Self.unformatted)
            #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o444)
            #expect(try entries(folder) == ["kept.rules"])
        }
    }

    @Test func traceDoesNotReplaceADifferentGoldenTraceWithoutForce() throws {
        try withFolder { referee, folder in
            try Self.formatted.write(to: folder.appendingPathComponent("t.rules"), atomically: true, encoding: .utf8)
            #expect(try CLI.shell("'\(referee)' trace t.rules -n 2", in: folder).status == 0)
            let golden = try String(contentsOf: folder.appendingPathComponent("t.trace"), encoding: .utf8)

            let again = try CLI.shell("'\(referee)' trace t.rules -n 2", in: folder)
            #expect(again.status == 0, "the same games again: \(again.output)")

            let refused = try CLI.shell("'\(referee)' trace t.rules -n 2 --seed 5", in: folder)
            #expect(refused.status == 65)
            #expect(refused.output.contains("--- t.trace (recorded before)\n+++ t.trace (recorded now)\n@@ "))
            #expect(refused.output.contains("\n-#   referee trace t.rules --seed 0 -n 2\n"))
            #expect(refused.output.contains("\n+#   referee trace t.rules --seed 5 -n 2\n"))
            #expect(refused.output.contains("t.trace: the games recorded now differ from the trace there, which was left alone; --force replaces it"))
            #expect(try String(contentsOf: folder.appendingPathComponent("t.trace"), encoding: .utf8) == golden)

            let forced = try CLI.shell("'\(referee)' trace t.rules -n 2 --seed 5 --force", in: folder)
            #expect(forced.status == 0, "\(forced.output)")
            #expect(try String(contentsOf: folder.appendingPathComponent("t.trace"), encoding: .utf8).contains("--seed 5"))
            #expect(try entries(folder) == ["t.rules", "t.trace"])
        }
    }

    @Test func traceNeverWritesOverARuleScenariosOrOtherFile() throws {
        try withFolder { referee, folder in
            try Self.formatted.write(to: folder.appendingPathComponent("t.rules"), atomically: true, encoding: .utf8)
            try "notes\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("same").path, withDestinationPath: folder.path)
            for output in ["t.rules", "same/t.rules", "t.scenarios", "other.rules", "notes.txt"] {
                let run = try CLI.shell("'\(referee)' trace t.rules -n 1 --force -o \(output)", in: folder)
                #expect(run.status == 65, "\(output): \(run.output)")
            }
            #expect(try String(contentsOf: folder.appendingPathComponent("t.rules"), encoding: .utf8) == Self.formatted)
            #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "notes\n")
            #expect(try entries(folder) == ["notes.txt", "same", "t.rules"])
        }
    }

    @Test func anEndlessTraceIsReadOnlyToTheLimit() throws {
        try withFolder { referee, folder in
            try Self.formatted.write(to: folder.appendingPathComponent("t.rules"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("t.trace").path, withDestinationPath: "/proc/self/pagemap")
            let run = try CLI.shell("'\(referee)' check t.rules", in: folder)
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("the trace cannot be read: the file holds more than 4194304 bytes, the limit"))
        }
    }

    @Test func aPipeClosedEarlyEndsQuietlyEvenWhenSIGPIPEIsIgnored() throws {
        try withFolder { referee, folder in
            let input = String(repeating: "moves\n", count: 20_000)
            try input.write(to: folder.appendingPathComponent("in.txt"), atomically: true, encoding: .utf8)
            let rules = CLI.root.appendingPathComponent("rules/tictactoe.rules").path
            let run = try CLI.shell("trap '' PIPE; '\(referee)' play '\(rules)' < in.txt | head -1", in: folder)
            #expect(run.status == 0)
            #expect(run.output == "Tic-tac-toe: type a move, or 'help'\n")
        }
    }
}
