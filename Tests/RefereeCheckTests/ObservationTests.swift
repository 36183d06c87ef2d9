import RefereeCheck
import RefereeLanguage
import RefereeModel
import Testing

/// Each family reads its own observations off its view, and says that another family's do not
/// apply: the observer sends every observation to the family whose view it reads.
struct ObservationTests {
    static let families: [(name: String, rules: String, own: String, others: [String])] = [
        ("board", "players X O\nboard 3 by 3\nwin 3 in a row\n", "expect empty cells 9", ["expect points 0 0", "expect frame 1", "expect guesses left 3"]),
        ("frames", "players A\nframes 3\npins 10\nrolls 2\n", "expect frame 1", ["expect empty cells 9", "expect server A", "expect marks 0"]),
        ("rally", "players A B\ngame: first to 3\n", "expect points 0 0", ["expect cells 9", "expect totals 0", "expect guesses left 3"]),
        ("code", "players Maker Breaker\ncode 2 from \"12\"\nguesses 3\n", "expect guesses left 3", ["expect lines none", "expect score Maker 0", "expect call \"Love\"", "expect finished none"]),
    ]

    static func failure(_ rules: String, _ step: String) throws -> ScenarioFailure? {
        let book = try CheckFixtures.book("referee 1\n" + rules + "\nscenario \"observed\"\n  \(step)\nend\n")
        let scenario = try #require(book.scenarios.first)
        return ScenarioRunner.run(scenario, in: book).failure
    }

    @Test(arguments: families.map(\.name))
    func ownObservationsHold(_ name: String) throws {
        let family = try #require(Self.families.first { $0.name == name })
        #expect(try Self.failure(family.rules, family.own) == nil)
    }

    @Test(arguments: families.map(\.name))
    func otherFamiliesObservationsDoNotApply(_ name: String) throws {
        let family = try #require(Self.families.first { $0.name == name })
        for step in family.others {
            let failure = try #require(try Self.failure(family.rules, step), "\(step)")
            #expect(failure.message == "this observation does not apply to a \(name) game", "\(step)")
            #expect(failure.expected == "an observation of a \(name) game", "\(step)")
        }
    }
}

/// `expect finished` reads the finished sets as the picture writes them, and says what it found.
struct FinishedObservationTests {
    static let tennis = """
        players A B
        game: first to 4, lead by 2
        set: first to 6, lead by 2, tiebreak at 6 to 7 by 2
        match: best of 3
        """

    @Test func noneHoldsBeforeASetEndsAndTheScoreAfter() throws {
        #expect(try ObservationTests.failure(Self.tennis, "expect finished none") == nil)
        let set = "moves " + Array(repeating: "A", count: 24).joined(separator: " ")
        #expect(try ObservationTests.failure(Self.tennis, set + "\n  expect finished \"6-0\"") == nil)
    }

    @Test func aWrongScoreSaysWhatWasFound() throws {
        let set = "moves " + Array(repeating: "A", count: 24).joined(separator: " ")
        let failure = try #require(try ObservationTests.failure(Self.tennis, set + "\n  expect finished \"6-4\""))
        #expect(failure.expected == "\"6-4\"")
        #expect(failure.actual == "\"6-0\"")
        let early = try #require(try ObservationTests.failure(Self.tennis, "expect finished \"6-4\""))
        #expect(early.actual == "none")
    }
}
