import Foundation
import Testing

/// What the command line says when it is used wrongly, through the built tool.
@Suite("Command-line manners")
struct CommandLineMannersTests {
    /// Runs a script in the repository's root, with REFEREE standing for the built tool.
    func run(_ script: String) throws -> (output: String, status: Int32) {
        let referee = try #require(CLI.referee)
        return try CLI.shell(script.replacingOccurrences(of: "REFEREE", with: "'\(referee)'"), in: CLI.root)
    }

    @Test func aMisspeltCommandGetsASuggestion() throws {
        let run = try run("REFEREE chek rules/")
        #expect(run.status == 64)
        #expect(run.output.hasPrefix("error: no command 'chek'; did you mean 'check'?\n"))
        #expect(!run.output.contains("unexpected argument"))
    }

    @Test func twoLettersSwappedAreOneSlip() throws {
        let run = try run("REFEREE chekc rules/")
        #expect(run.status == 64)
        #expect(run.output.hasPrefix("error: no command 'chekc'; did you mean 'check'?\n"))
    }

    @Test func aMistypedOptionIsSaidInTheToolsOwnStyle() throws {
        let run = try run("REFEREE play rules/tictactoe.rules --seeed 3 </dev/null")
        #expect(run.status == 64)
        #expect(run.output.hasPrefix("error: unknown option '--seeed'; did you mean '--seed'?\n"))
        #expect(run.output.contains("Usage: referee play <rules>"))
        #expect(!run.output.contains("Error:"))
    }

    @Test func everyArgumentErrorIsLowerCaseError() throws {
        for script in [
            "REFEREE perft rules/tictactoe.rules --depth x", "REFEREE check",
            "REFEREE check --playouts -1 rules/", "REFEREE fmt --nope",
        ] {
            let run = try run(script)
            #expect(run.status == 64, "\(script)")
            #expect(run.output.hasPrefix("error: "), "\(script): \(run.output)")
            #expect(!run.output.contains("Error:"), "\(script)")
        }
    }

    @Test func helpAndVersionStillGoToStandardOutputAndSucceed() throws {
        let help = try run("REFEREE check --help 2>/dev/null")
        #expect(help.status == 0)
        #expect(help.output.contains("--scenario <name>"))
        let version = try run("REFEREE --version 2>/dev/null")
        #expect(version.status == 0)
        #expect(!version.output.isEmpty)
    }

    @Test func aNegativeNumberIsReadAsANumberAndJudged() throws {
        let run = try run("REFEREE perft rules/tictactoe.rules --depth -1")
        #expect(run.status == 64)
        #expect(run.output.contains("--depth takes a number from 1 to 64"))
        #expect(!run.output.contains("Missing value"))
    }

    @Test func aProblemFoundWhileRunningShowsTheSubcommandsUsage() throws {
        let run = try run("REFEREE playouts rules/tictactoe.rules --player Q=first")
        #expect(run.status == 64)
        #expect(run.output.contains("Usage: referee playouts <rules>"))
        #expect(!run.output.contains("Usage: referee <subcommand>"))
    }

    @Test func aMissingFileIsNamedWithoutACaretUnderAnEmptyLine() throws {
        let run = try run("REFEREE play no-such-file.rules")
        #expect(run.status == 65)
        #expect(run.output.hasPrefix("no-such-file.rules: error: no such file\n"))
        #expect(!run.output.contains(" | "))
    }

    @Test func anUnknownOptionIsNotBlamedOnLineOne() throws {
        let run = try run("REFEREE play rules/tictactoe.rules --option size=3 </dev/null")
        #expect(run.status == 65)
        #expect(run.output.hasPrefix("rules/tictactoe.rules: error: no option 'size' in this rule file\n"))
        #expect(!run.output.contains("1 | REFEREE 1"))
    }

    @Test func pipedPlayExitsOneWhenALineFailedAndBailStopsThere() throws {
        let good = try run("printf '4\\n0\\n' | REFEREE play rules/tictactoe.rules --json")
        #expect(good.status == 0)
        let bad = try run("printf '4\\n4\\n0\\n' | REFEREE play rules/tictactoe.rules --json")
        #expect(bad.status == 1)
        // The greeting, then one line a command.
        #expect(bad.output.split(separator: "\n").count == 4)
        let bail = try run("printf '4\\n4\\n0\\n' | REFEREE play rules/tictactoe.rules --json --bail")
        #expect(bail.status == 1)
        #expect(bail.output.split(separator: "\n").count == 3)
    }

    @Test func aScenariosFileBesideItsRuleFileIsChecked() throws {
        let run = try run("REFEREE check rules/tictactoe.scenarios")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix(" passed, 0 failed\n"))
    }

    @Test func fmtShowsADiffAndReadsStandardInput() throws {
        let spaced = "referee 1\\ngame   \"T\"\\nplayers X O\\nboard 3 by 3\\nwin 3 in a row\\n"
        let diff = try run("printf '\(spaced)' | REFEREE fmt --diff")
        #expect(diff.status == 1)
        #expect(diff.output == """
            --- <stdin>
            +++ <stdin> (formatted)
            @@ -1,5 +1,5 @@
             referee 1
            -game   "T"
            +game "T"
             players X O
             board 3 by 3
             win 3 in a row

            """)
        let printed = try run("printf '\(spaced)' | REFEREE fmt -")
        #expect(printed.status == 0)
        #expect(printed.output == "referee 1\ngame \"T\"\nplayers X O\nboard 3 by 3\nwin 3 in a row\n")
        let same = try run("REFEREE fmt --diff rules/tictactoe.rules")
        #expect(same.status == 0 && same.output.isEmpty)
        let write = try run("echo x | REFEREE fmt --write")
        #expect(write.status == 64)
    }

    @Test func aTitleWithControlCharactersIsEscapedInAnalysisOutput() throws {
        let folder = try CLI.temporaryFolder("escape")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "referee 1\ngame \"T\u{1B}]0;owned\u{07}\"\nplayers X O\nboard 3 by 3\nwin 3 in a row\ndraw when full\n"
            .write(to: folder.appendingPathComponent("t.rules"), atomically: true, encoding: .utf8)
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' playouts t.rules -n 10 && '\(referee)' solve t.rules", in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(run.output.contains("T\\u{1B}]0;owned\\u{7}"))
    }
}
