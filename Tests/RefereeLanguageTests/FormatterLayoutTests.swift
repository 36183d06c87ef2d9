import Testing
@testable import RefereeLanguage

/// How the formatter lays a statement out over lines: on one line when it fits, else broken
/// where the statement continues, and always to the same text whatever the lines it was given.
@Suite("Formatter layout")
struct FormatterLayoutTests {
    static let long = "referee 1\nplayers A B\nstate total = 0\n"
        + "move number 1 to 6 then add chosen to total, add chosen to total, add chosen to total, add chosen to total,"
        + " add 1 to total\nend when total > 50: draw\n"

    @Test func aLongStatementIsBrokenAfterItsCommasWithinTheWidth() throws {
        let formatted = try format(Self.long)
        let lines = formatted.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "move number 1 to 6 then add chosen to total, add chosen to total, add chosen to total,")
        #expect(lines[4] == "    add chosen to total, add 1 to total")
        #expect(lines.allSatisfy { $0.count <= Formatter.width })
    }

    @Test func theLayoutDoesNotDependOnTheLinesGiven() throws {
        let broken = Self.long.replacingOccurrences(of: "total, add", with: "total,\n  add")
        #expect(try format(broken) == format(Self.long))
        #expect(try format(format(Self.long)) == format(Self.long))
    }

    @Test func aShortStatementOverSeveralLinesIsJoined() throws {
        let text = "referee 1\nplayers A B\nstate total = 0\nmove number 1 to 6 then\n    add chosen to total\nend when total > 9: draw\n"
        #expect(try format(text) == "referee 1\nplayers A B\nstate total = 0\nmove number 1 to 6 then add chosen to total\nend when total > 9: draw\n")
    }

    @Test func aStatementWithACommentInsideKeepsItsLines() throws {
        let text = "referee 1\nplayers A B\nstate total = 0\nmove number 1 to 6 then add chosen to total, # the roll\n  add 1 to total\nend when total > 9: draw\n"
        #expect(try format(text)
            == "referee 1\nplayers A B\nstate total = 0\nmove number 1 to 6 then add chosen to total, # the roll\n    add 1 to total\nend when total > 9: draw\n")
    }

    /// A word that continues a statement where the parser reads it so is only a name elsewhere:
    /// the formatter never breaks where the parser would not go on.
    @Test func aBreakAfterAWordIsMadeOnlyWhereTheParserGoesOn() throws {
        let names = (1...8).map { "then\($0)" }.joined(separator: " ")
        let text = "referee 1\nplayers A B\nstate total = 0\nmove number 1 to 6 when total < 100 and total >= 0 and total != 7 and total != 9 and total != 11 then add 1 to total\nend when total > 9: draw\n# \(names)\n"
        let formatted = try format(text)
        #expect(Formatter.sameMeaning(formatted, as: SourceFile(name: "t.rules", text: text)))
        #expect(formatted.split(separator: "\n").allSatisfy { $0.count <= Formatter.width })
    }
}
