import Foundation
import RefereeModel
import Testing
@testable import RefereeLanguage

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func format(_ text: String) throws -> String {
    try Formatter.format(SourceFile(name: "test.rules", text: text)).get()
}

/// Every shipped rule and scenarios file, as paths relative to the root.
func shippedFiles(ending suffixes: [String]) -> [String] {
    ["rules", "examples"].flatMap { folder -> [String] in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? []
        return names.filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted().map { "\(folder)/\($0)" }
    }
}

func read(_ path: String) throws -> SourceFile {
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
    return SourceFile(name: path, bytes: Array(data))
}

/// A scenario without where it was written, which formatting may move.
struct Meaning: Hashable {
    var name: String
    var options: [String: Int]
    var actions: [Scenario.Action]

    init(_ scenario: Scenario) {
        name = scenario.name
        options = scenario.options
        actions = scenario.steps.map(\.action)
    }
}

@Suite("Formatter")
struct FormatterTests {
    @Test func spacingIsCanonical() throws {
        let messy = """


            referee 1   # the version
            game   "A \\"quoted\\" title"
            players X O
            option n=-3
            option m = 2*(n+1)



            board   m  by  n
            turns by if moves%4<2 then X else O
            win lines (1 2 3)(4 5 6)
               scenario "s"
            # a step's comment
            move -1 fails
                  moves 1 2
              expect legal 0 .. 6
                end


            """
        #expect(try format(messy) == """
            referee 1 # the version
            game "A \\"quoted\\" title"
            players X O
            option n = -3
            option m = 2 * (n + 1)

            board m by n
            turns by if moves % 4 < 2 then X else O
            win lines (1 2 3) (4 5 6)
            scenario "s"
              # a step's comment
              move -1 fails
              moves 1 2
              expect legal 0..6
            end

            """)
    }

    @Test func callsKeepTheirParenthesesAndSignsStayWithTheirNumbers() throws {
        let text = "referee 1\nplayers A B\ngame: first to max(3, 4 - -1), lead by 2\nserve changes every point when min( points ) >= 10 and not (server == A)\n"
        #expect(try format(text) == "referee 1\nplayers A B\ngame: first to max(3, 4 - -1), lead by 2\nserve changes every point when min(points) >= 10 and not (server == A)\n")
    }

    @Test func aMovesSignIsKeptAsWritten() throws {
        // In a scenario '-1' is one move and '- 1' is not a move: spacing there is meaning.
        let text = "referee 1\nscenario \"s\"\n  setup points 3 -1\n  move -1\nend\n"
        #expect(try format(text) == text)
    }

    /// A table's row reads each `-` before a value as its sign, so it is written attached; in a
    /// `for each` binding or in parentheses it may subtract, and is spaced as such.
    @Test func aTableRowsSignsStayWithTheirValues() throws {
        let text = "referee 1\ntable gain = -5 3 - 1 (2 -1), for each i in 1 to 4 -1: i -2\n"
        #expect(try format(text) == "referee 1\ntable gain = -5 3 -1 (2 - 1), for each i in 1 to 4 - 1: i -2\n")
    }

    @Test func commentsAreKept() throws {
        let text = "# before the version\nreferee 1\n\n# about the players\nplayers X O # trailing   \n"
        #expect(try format(text) == "# before the version\nreferee 1\n\n# about the players\nplayers X O # trailing\n")
    }

    @Test func aFileThatDoesNotParseIsNotFormatted() {
        guard case .failure(let failure) = Formatter.format(SourceFile(name: "t", text: "referee 1\nboard 3 by\n")) else {
            Issue.record("expected a failure")
            return
        }
        #expect(!failure.diagnostics.isEmpty)
    }

    @Test(arguments: shippedFiles(ending: [".rules", ".scenarios"]))
    func formattingIsIdempotent(path: String) throws {
        let once = try Formatter.format(read(path)).get()
        let twice = try Formatter.format(SourceFile(name: path, text: once)).get()
        #expect(once == twice)
    }

    @Test(arguments: shippedFiles(ending: [".rules", ".scenarios"]))
    func everyShippedFileIsFormatted(path: String) throws {
        let source = try read(path)
        #expect(try Formatter.format(source).get() == String(decoding: source.bytes, as: UTF8.self))
    }

    @Test(arguments: shippedFiles(ending: [".rules"]))
    func formattingKeepsTheModelAndTheScenarios(path: String) throws {
        let rules = try read(path)
        let siblingPath = String(path.dropLast(".rules".count)) + ".scenarios"
        let sibling = FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(siblingPath).path)
            ? try read(siblingPath) : nil
        let before = try RuleBook.compile(rules, scenarioSources: sibling.map { [$0] } ?? []).get()
        let formattedRules = SourceFile(name: path, text: try Formatter.format(rules).get())
        let formattedSibling = try sibling.map { SourceFile(name: siblingPath, text: try Formatter.format($0).get()) }
        let after = try RuleBook.compile(formattedRules, scenarioSources: formattedSibling.map { [$0] } ?? []).get()
        #expect(before.model == after.model)
        #expect(before.scenarios.map(Meaning.init) == after.scenarios.map(Meaning.init))
        #expect(!before.scenarios.isEmpty)
    }
}

@Suite("Formatting core rules")
struct CoreFormattingTests {
    @Test func aNegativeAmountToAddKeepsItsSign() throws {
        let text = "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\nstate hand per player = 4\nmove place when hand(mover) > 0 then add -1 to hand(mover)\nend when stuck: winner -1 + 1 * 0\n"
        let formatted = try Formatter.format(SourceFile(name: "t.rules", text: text)).get()
        #expect(formatted.contains("then add -1 to hand(mover)"))
        #expect(formatted.contains(": winner -1 + 1 * 0"))
    }

    @Test func linesOfAPlayerIsACallButWinLinesIsAList() throws {
        let text = "referee 1\nplayers X O\nboard 3 by 3\nwin lines (0 1 2) (3 4 5)\nstate s per player = 0\nafter move then set s(mover) = lines (mover)\n"
        let formatted = try Formatter.format(SourceFile(name: "t.rules", text: text)).get()
        #expect(formatted.contains("win lines (0 1 2) (3 4 5)"))
        #expect(formatted.contains("set s(mover) = lines(mover)"))
    }
}
