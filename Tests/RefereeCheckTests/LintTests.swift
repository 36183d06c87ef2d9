import RefereeCheck
import RefereeLanguage
import Testing

@Suite("Lint")
struct LintTests {
    /// The warnings' codes with the line each points at.
    func found(_ book: RuleBook) -> [String] {
        Lint.warnings(for: book).map { "\($0.location.line) \($0.code)" }
    }

    @Test func theLintFixtureEarnsExactlyItsWarnings() throws {
        let book = try RuleBook.load(path: CheckFixtures.lint).get()
        #expect(found(book) == [
            "7 checker",
            "8 cap-never-applies",
            "10 serve-order", "10 serve-never-applies",
            "11 serve-order",
            "12 serve-never-applies", "12 serve-order",
            "13 first-serve-never-applies",
            "14 unused-message",
            "21 scenario-asserts-nothing",
        ])
    }

    @Test(arguments: ShippedFiles.all)
    func shippedRuleFilesAreLintClean(_ file: String) throws {
        let book = try RuleBook.load(path: file).get()
        #expect(Lint.warnings(for: book).map { $0.rendered() } == [])
    }

    @Test func warningsPassUnlessStrict() {
        let lenient = BatchCheck.check(file: CheckFixtures.lint, settings: CheckSettings(playouts: 10))
        #expect(!lenient.warnings.isEmpty)
        #expect(lenient.status == .passed)
        #expect(CheckSummary([lenient]).exitCode == 0)
        let strict = BatchCheck.check(file: CheckFixtures.lint, settings: CheckSettings(playouts: 10, strict: true))
        #expect(strict.status == .failed)
        #expect(strict.failedCount == 1)
        #expect(CheckSummary([strict], strict: true).exitCode == 1)
        #expect(TextReport.lines(strict, verbose: false).last?.contains("warnings (--strict)") == true)
    }

    @Test func aScenarioWithOnlyMovesAssertsNothingButAMoveThatMustFailDoes() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players X O
            board 3 by 3
            win 3 in a row
            draw when full

            scenario "just moves"
              moves 0 1 2
              undo
            end

            scenario "a refusal"
              move 0
              move 0 fails
            end

            scenario "an expectation"
              expect turn X
            end
            """)
        #expect(found(book) == ["7 scenario-asserts-nothing"])
        let warning = try #require(Lint.warnings(for: book).first)
        #expect(warning.message == "scenario \"just moves\" asserts nothing")
        #expect(warning.rendered().contains("test.rules:7:1: warning:"))
    }

    @Test func boardRulesThatCannotMatter() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players X O
            board 3 by 3
            cells numbered from 1
            gravity
            turns fixed X
            win lines (1 2 3) (4 5 6) (3 2 1)
            message draw "never"
            message occupied "never either"
            message full "column {move} is full"
            """)
        #expect(found(book) == ["6 idle-player", "7 duplicate-line", "8 unused-message", "9 unused-message"])
    }

    /// A rule that decides legality by a value hidden from a player shows the value through the
    /// legal moves; reading only what the players see is fine.
    @Test func aRuleOfLegalityThatReadsAHiddenValueIsWarnedOf() throws {
        let game = """
            referee 1
            players Guesser Thinker
            turns fixed Guesser
            state number = random 1 to 100 hidden from Guesser
            state guesses = 0
            move number 1 to 100 then add 1 to guesses
            end when chosen == number: winner Guesser
            end when guesses == 7: winner Thinker

            """
        let leaks = try CheckFixtures.book(game + "refuse when chosen > number: \"too high\"\n")
        #expect(found(leaks) == ["9 hidden-legality"])
        #expect(Lint.warnings(for: leaks).first?.message == "'number' is hidden from Guesser, but this rule decides which moves are legal by it")
        let condition = try CheckFixtures.book(game.replacingOccurrences(of: "move number 1 to 100 then", with: "move number 1 to 100 when number > 0 then"))
        #expect(found(condition) == ["6 hidden-legality"])
        #expect(found(try CheckFixtures.book(game + "refuse when chosen > 50 + guesses: \"too high\"\n")) == [])
    }

    @Test func aTurnExpressionThatNeverNamesAPlayerLeavesThemIdle() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players X O Z
            board 3 by 3
            turns by if moves % 2 == 0 then X else O
            win 3 in a row
            draw when full
            """)
        let warnings = Lint.warnings(for: book)
        #expect(warnings.map(\.message) == ["player Z never moves"])
        let alternating = try CheckFixtures.book("""
            referee 1
            players X O
            board 3 by 3
            win 3 in a row
            """)
        #expect(found(alternating) == [])
    }

    @Test func frameRulesThatCannotMatter() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players Solo
            frames 10
            pins 10
            rolls 2
            bonus 0 for a strike
            fill rolls in the last frame
            message draw "tie"
            message pins "only {standing} left"
            """)
        #expect(found(book) == ["6 bonus-adds-nothing", "7 fill-never-applies", "8 unused-message"])
    }

    @Test func rallyCallsPastTheTargetAreNeverUsed() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players A B
            game: first to 3, call "love" "fifteen" "thirty" "forty" "game"
            """)
        #expect(found(book) == ["3 call-never-used"])
        // A tiebreak game is scored to its own target, where the later calls are used.
        let tiebreak = try CheckFixtures.book("""
            referee 1
            players A B
            game: first to 3, call "love" "fifteen" "thirty" "forty" "game"
            set: first to 6, lead by 2, tiebreak at 6 to 7 by 2
            """)
        #expect(found(tiebreak) == [])
        let capped = try CheckFixtures.book("""
            referee 1
            players A B
            game: first to 21, lead by 2, cap 21
            """)
        #expect(found(capped) == ["3 lead-never-applies"])
    }

    @Test func aServeRuleThatAlwaysAppliesHidesTheRest() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players A B
            game: first to 11, lead by 2
            serve changes every point when 1 < 2
            serve to rally winner when min(points) >= 10
            serve changes every 2 points
            """)
        #expect(found(book) == ["5 serve-never-applies", "6 serve-never-applies"])
    }
}
