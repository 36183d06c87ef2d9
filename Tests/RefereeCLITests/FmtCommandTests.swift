import Foundation
import Testing

/// `referee fmt` on files and folders, through the built tool.
@Suite("referee fmt")
struct FmtCommandTests {
    static let formatted = "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\n"

    @Test func aFolderStandsForItsRuleAndScenariosFiles() throws {
        let referee = try #require(CLI.referee)
        let folder = try CLI.temporaryFolder("fmt")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("more"), withIntermediateDirectories: true)
        try Self.formatted.write(to: folder.appendingPathComponent("good.rules"), atomically: true, encoding: .utf8)
        try Self.formatted.replacingOccurrences(of: "players X O", with: "players   X O")
            .write(to: folder.appendingPathComponent("more/spaced.rules"), atomically: true, encoding: .utf8)
        try "not a rule file".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let check = try CLI.shell("'\(referee)' fmt --check .", in: folder)
        #expect(check.status == 1)
        #expect(check.output == "./more/spaced.rules\n")

        let write = try CLI.shell("'\(referee)' fmt --write . && '\(referee)' fmt --check .", in: folder)
        #expect(write.status == 0 && write.output.isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("more/spaced.rules"), encoding: .utf8) == Self.formatted)
    }

    @Test func everyShippedFileIsFormattedByTheCommandCIRuns() throws {
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' fmt --check rules/ examples/", in: CLI.root)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func aPathThatIsNeitherFileNorFolderIsAnError() throws {
        let referee = try #require(CLI.referee)
        let folder = try CLI.temporaryFolder("fmt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.shell("'\(referee)' fmt --check missing.rules", in: folder)
        #expect(run.status == 65)
        #expect(run.output.contains("missing.rules: cannot read the file"))
    }
}
