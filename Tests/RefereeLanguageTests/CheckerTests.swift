import RefereeModel
import Testing
@testable import RefereeLanguage

@Suite("Checker")
struct CheckerTests {
    @Test func aBoardGameCompilesToItsLines() throws {
        let book = try compile(ticTacToe).get()
        guard case .board(let rules) = book.model.family else {
            Issue.record("expected a board game")
            return
        }
        #expect(rules.lines.count == 8)
        #expect(rules.lines.first == [0, 1, 2])
        #expect(rules.lines.last == [2, 4, 6])
        #expect(rules.drawWhenFull)
        #expect(book.model.players == ["X", "O"])
    }

    @Test func fourInARowOnSevenBySix() {
        #expect(BoardRules.linesInARow(4, width: 7, height: 6).count == 69)
    }

    @Test func optionsFoldIntoTheModelAndCanBeOverridden() throws {
        let text = """
            referee 1
            players X O
            option size = 3
            board size by size
            win size in a row

            """
        let small = try compile(text).get()
        let large = try compile(text, options: ["size": 4]).get()
        guard case .board(let a) = small.model.family, case .board(let b) = large.model.family else {
            Issue.record("expected board games")
            return
        }
        #expect(a.width == 3)
        #expect(b.width == 4)
        #expect(b.lines.count == 10)
    }

    @Test func aMisspeltStatementGetsASuggestion() {
        let error = firstError("referee 1\nplayres X O\n")
        #expect(error?.message == "unknown statement 'playres'")
        #expect(error?.line == 2)
        #expect(error?.column == 1)
        #expect(error?.help == "did you mean 'players'?")
    }

    @Test func theVersionLineComesFirst() {
        #expect(firstError("players X O\n")?.message == "a rule file must begin with its language version")
        #expect(firstError("referee 2\n")?.message == "this is Referee language version 1; the file asks for version 2")
    }

    @Test func severalErrorsAreReportedInOneRun() {
        let found = errors("referee 1\nplayres X O\nboard 3 bye 3\nwin 3 in a row\n")
        #expect(found.contains("unknown statement 'playres'"))
        #expect(found.contains("expected 'by'"))
    }

    @Test func aParseErrorDoesNotCascadeIntoWholeFileComplaints() {
        #expect(errors("referee 1\nplayres X O\nboard 3 bye 3\n") == ["unknown statement 'playres'", "expected 'by'"])
    }

    @Test func aLineOffTheBoardIsRejected() {
        let error = firstError("referee 1\nplayers X O\nboard 3 by 3\nwin 4 in a row\n")
        #expect(error?.message == "no line of 4 fits on a 3 by 3 board")
        #expect(error?.line == 4)
        #expect(error?.column == 5)
        let explicit = firstError("referee 1\nplayers X O\nboard 3 by 3\nwin lines (0 1 9)\n")
        #expect(explicit?.message == "cell 9 is not on the 3 by 3 board")
        #expect(explicit?.column == 16)
    }

    @Test func aGameWithNoWayToEndIsRejected() {
        #expect(errors("referee 1\nplayers X O\nboard 3 by 3\n") == ["this game has no way to end"])
    }

    @Test func aBoardTooLargeIsRejected() {
        #expect(errors("referee 1\nplayers X O\nboard 2000 by 2000\nwin 3 in a row\n").first?.hasPrefix("the board's width is 2000") == true)
        #expect(errors("referee 1\nplayers X O\nboard 40 by 40\nwin 3 in a row\n") == ["a 40 by 40 board has 1600 cells; the limit is 1024"])
    }

    @Test func aBoardGameHasAtMostFourPlayers() {
        #expect(errors("referee 1\nplayers A B C D E\nboard 5 by 5\nwin 3 in a row\n") == ["a board game has at most 4 players; this file names 5"])
    }

    @Test func familiesDoNotMix() {
        let found = errors("referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\nframes 10\n")
        #expect(found == ["'frames' belongs to a frames game, but this file describes a board game"])
    }

    @Test func unknownNamesInExpressionsGetSuggestions() {
        let error = firstError("referee 1\nplayers X O\noption size = 3\nboard sise by 3\nwin 3 in a row\n")
        #expect(error?.message == "unknown name 'sise'")
        #expect(error?.help == "did you mean 'size'?")
    }

    @Test func typesAreChecked() {
        let found = errors("""
            referee 1
            players A B
            game: first to 11 > 3
            """)
        #expect(found == ["the target of a game must be a number, not true or false"])
    }

    @Test func valuesThatChangeDuringPlayCannotSizeABoard() {
        let found = errors("referee 1\nplayers X O\nboard moves by 3\nwin 3 in a row\n")
        #expect(found == ["'moves' changes during play, but this value must be known before the game starts"])
    }

    @Test func anUnknownOptionOnTheCommandLineIsNamed() {
        let found = errors("referee 1\nplayers X O\noption size = 3\nboard size by size\nwin 3 in a row\n", options: ["sixe": 4])
        #expect(found == ["no option 'sixe' in this rule file"])
    }

    @Test func anUnusedOptionIsAWarningNotAnError() throws {
        let book = try compile("referee 1\nplayers X O\noption unused = 3\nboard 3 by 3\nwin 3 in a row\n").get()
        #expect(book.warnings.map(\.diagnostic.message) == ["option 'unused' is never used"])
    }

    @Test func scenariosNameRealPlayers() {
        let found = errors(ticTacToe + "scenario \"s\"\n  expect turn Y\nend\n")
        #expect(found == ["unknown player 'Y'"])
    }

    @Test func aScenarioWithoutEndIsReported() {
        let found = errors(ticTacToe + "scenario \"s\"\n  expect turn X\n")
        #expect(found == ["scenario \"s\" has no 'end'"])
    }

    @Test func deeplyNestedExpressionsStopAtTheLimit() {
        let nested = String(repeating: "(", count: 200) + "3" + String(repeating: ")", count: 200)
        let found = errors("referee 1\nplayers X O\nboard \(nested) by 3\nwin 3 in a row\n")
        #expect(found.first?.hasPrefix("expression nested too deeply") == true)
    }

    @Test func hugeNumbersAreRejected() {
        let found = errors("referee 1\nplayers X O\nboard 99999999999999999999 by 3\nwin 3 in a row\n")
        #expect(found.first?.hasPrefix("number 99999999999999999999 is too large") == true)
    }

    @Test func anEmptyFileIsRejected() {
        #expect(errors("").first == "a rule file must begin with its language version")
    }

    @Test func aRallyNeedsTwoPlayersAndOddBestOf() {
        #expect(errors("referee 1\nplayers A B C\ngame: first to 11\n") == ["a rally game is between two players; this file names 3"])
        #expect(errors("referee 1\nplayers A B\ngame: first to 11\nmatch: best of 4\n") == ["best of 4 can end in a tie at 2 all"])
    }

    @Test func aCodeOfDistinctSymbolsMustFit() {
        let found = errors("referee 1\nplayers M B\ncode 5 from \"1234\"\nrepeats forbidden\nguesses 10\n")
        #expect(found == ["a code of 5 different symbols cannot be made from 4 symbols"])
    }

    @Test func messagePlaceholdersAreChecked() {
        let found = errors(ticTacToe + "message win \"{winer} wins\"\n")
        #expect(found == ["unknown placeholder '{winer}' in the message"])
    }

    @Test func aComputerPlayerNeedsAKnownStrategy() {
        let found = errors(ticTacToe + "computer O plays best\n")
        #expect(found == ["unknown way to play 'best'"])
    }
}

@Suite("Tiebreak and deuce clauses")
struct TiebreakClauseTests {
    @Test func aTiebreakAndDeuceCompileIntoTheLevels() throws {
        let book = try compile("""
            referee 1
            players A B
            game: first to 4, lead by 2, call "Love" "Fifteen" "Thirty" "Forty", deuce "Deuce" "Ad"
            set: first to 6, lead by 2, tiebreak at 6 to 7 by 2

            """).get()
        guard case .rally(let rules) = book.model.family else { Issue.record("expected a rally"); return }
        #expect(rules.levels[0].deuce == RallyRules.Deuce(tie: "Deuce", advantage: "Ad"))
        #expect(rules.levels[1].tiebreak == RallyRules.Tiebreak(at: .int(6), target: .int(7), lead: .int(2)))
        #expect(rules.levels[0].tiebreak == nil)
    }

    @Test func aTiebreakWithoutALeadNeedsOne() throws {
        let book = try compile("referee 1\nplayers A B\ngame: first to 4\nset: first to 6, tiebreak at 6 to 7\n").get()
        guard case .rally(let rules) = book.model.family else { return }
        #expect(rules.levels[1].tiebreak?.lead == .int(1))
    }

    @Test func onlyTheSecondLevelHasATiebreak() {
        #expect(errors("referee 1\nplayers A B\ngame: first to 4, tiebreak at 6 to 7\n")
            == ["a tiebreak is one unit of the level below scored in points, so only the second level may have one"])
    }

    @Test func deuceNeedsCalls() {
        #expect(errors("referee 1\nplayers A B\ngame: first to 4, lead by 2, deuce \"Deuce\" \"Advantage\"\n")
            == ["deuce starts when both players reach the last call, but this level has no calls"])
    }

    @Test func tiebreakIsATrueOrFalseName() {
        #expect(errors("referee 1\nplayers A B\ngame: first to 4\nset: first to 6, tiebreak at 6 to 7\nserve changes every point when tiebreak + 1\n")
            .count == 1)
        #expect(errors("referee 1\nplayers A B\noption tiebreak = 3\ngame: first to tiebreak\n").first
            == "option 'tiebreak' has the name of something the game keeps track of")
    }
}

@Suite("Pin values")
struct PinValueTests {
    let head = "referee 1\nplayers P\nframes 10\nrolls 3\n"

    @Test func valuesCompileInPinOrder() throws {
        let book = try compile(head + "pins 5 worth 2 3 5 3 2\n").get()
        guard case .frames(let rules) = book.model.family else { Issue.record("expected frames"); return }
        #expect(rules.pinValues == [2, 3, 5, 3, 2])
        #expect(rules.rackValue == 15)
        #expect(rules.maximumScore == 150)
    }

    @Test func theScoreBoundTakesTheLargestBonus() throws {
        let tenPin = try compile("referee 1\nplayers P\nframes 10\npins 10\nrolls 2\nbonus 2 for a strike\nbonus 1 for a spare\n").get()
        guard case .frames(let rules) = tenPin.model.family else { Issue.record("expected frames"); return }
        #expect(rules.maximumScore == 300)
        let spareHeavy = try compile("referee 1\nplayers P\nframes 10\npins 10\nrolls 2\nbonus 1 for a strike\nbonus 4 for a spare\n").get()
        guard case .frames(let heavy) = spareHeavy.model.family else { return }
        #expect(heavy.maximumScore == 10 * 10 * 5)
    }

    @Test func withoutValuesEveryPinScoresOne() throws {
        let book = try compile(head + "pins 10\n").get()
        guard case .frames(let rules) = book.model.family else { return }
        #expect(rules.pinValues.isEmpty)
        #expect(rules.rackValue == 10)
    }

    @Test func eachPinNeedsOneValue() {
        #expect(errors(head + "pins 5 worth 2 3 5\n") == ["3 values for 5 pins"])
    }

    @Test func valuedPinsAreNamedByOneDigit() {
        #expect(errors(head + "pins 10 worth 1 1 1 1 1 1 1 1 1 1\n") == ["10 pins with values; the limit is 9"])
    }

    @Test func aValueIsPositive() {
        #expect(errors(head + "pins 2 worth 0 1\n") == ["a pin's value is 0, but must be from 1 to 16666666"])
    }
}
