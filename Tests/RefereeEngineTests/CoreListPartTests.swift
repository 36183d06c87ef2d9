import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// A list as a whole: dice rolled into it together (`roll L N times A to B`), a move that names
/// part of it (`move some of L`, with `chosen` the numbers named) and numbers taken out of it
/// (`remove X from L`).
@Suite("Parts of a kept list")
struct CoreListPartTests {
    static let dice = """
        referee 1
        players A B
        state dice = list
        state kept = list
        state pot = 0
        state fives = 0
        move "roll" when length(dice) == 0 then roll dice 4 times 1 to 6, again
        move some of dice then remove chosen from dice, add sum(chosen) to pot, set fives = count(chosen == 5),
            append length(chosen) to kept
        refuse when count(chosen == 6) > 0: "{move} names a 6"
        end when moves == 40: draw

        """

    func kept(_ e: Engine, _ s: GameState, _ name: String) throws -> String {
        try #require(values(e, s).kept.first { $0.name == name }).values.joined(separator: " ")
    }

    @Test func aRollOfSeveralDiceFillsTheListInTheOrderOfTheStream() throws {
        let e = try engine(Self.dice)
        for seed in 0..<20 as Range<UInt64> {
            let s = try play(e, ["roll"], from: e.newGame(seed: seed))
            let rolled = Array(e.rolls(s))
            #expect(rolled.count == 4)
            #expect(rolled.allSatisfy { (1...6).contains($0) })
            #expect(try kept(e, s, "dice") == rolled.map(String.init).joined(separator: " "))
        }
    }

    @Test func eachPartIsListedOnceByTheNumbersItHolds() throws {
        let e = try engine(Self.dice)
        let s = try play(e, ["roll"], from: e.setup(.rolls([5, 1, 5, 6]), in: e.newGame()).get())
        #expect(e.legalMoveTexts(s) == ["1", "5", "15", "55", "155"])
    }

    @Test func chosenIsTheListOfNumbersNamedAndTheyLeaveTheList() throws {
        let e = try engine(Self.dice)
        var s = try play(e, ["roll"], from: e.setup(.rolls([5, 1, 5, 3]), in: e.newGame()).get())
        s = try play(e, ["535"], from: s)
        #expect(try kept(e, s, "dice") == "1")
        #expect(try kept(e, s, "pot") == "13")
        #expect(try kept(e, s, "fives") == "2")
        #expect(try kept(e, s, "kept") == "3")
    }

    @Test func aPartTheListDoesNotHoldIsRefusedAndChangesNothing() throws {
        let e = try engine(Self.dice)
        let s = try play(e, ["roll"], from: e.setup(.rolls([5, 1, 5, 3]), in: e.newGame()).get())
        for text in ["11", "4", "5553"] {
            guard case .failure(let error) = e.play(text, in: s) else {
                Issue.record("'\(text)' was played")
                continue
            }
            #expect(error.message == "'\(text)' is not allowed now")
        }
        guard case .failure(let unknown) = e.play("x", in: s) else {
            Issue.record("'x' was played")
            return
        }
        #expect(unknown.message == "'x' is not a move in this game")
        #expect(try kept(e, s, "dice") == "5 1 5 3")
    }

    @Test func refuseRulesJudgeAPartByTheNumbersItNames() throws {
        let e = try engine(Self.dice)
        let s = try play(e, ["roll"], from: e.setup(.rolls([6, 1, 2, 2]), in: e.newGame()).get())
        #expect(!e.legalMoveTexts(s).contains { $0.contains("6") })
        #expect(e.legalMoveTexts(s).count == 5)
        guard case .failure(let error) = e.play("16", in: s) else {
            Issue.record("a part with a 6 was played")
            return
        }
        #expect(error.message == "16 names a 6")
    }

    @Test func removingANumberTheListDoesNotHoldLeavesItAlone() throws {
        let e = try engine("""
            referee 1
            players A B
            state dice = list
            move "roll" when length(dice) == 0 then roll dice 3 times 2 to 2
            move "take" when length(dice) > 0 then remove 7 from dice, remove 2 from dice
            move "clear" when length(dice) > 0 then remove dice from dice
            end when moves == 10: draw

            """)
        var s = try play(e, ["roll", "take"])
        #expect(try kept(e, s, "dice") == "2 2")
        s = try play(e, ["clear"], from: s)
        #expect(try kept(e, s, "dice") == "none")
        #expect(e.legalMoveTexts(s) == ["roll"])
    }

    @Test func rollingZeroTimesEmptiesTheListAndRollsNothing() throws {
        let e = try engine("""
            referee 1
            players A B
            state dice = list
            move "roll" then roll dice moves % 2 * 3 times 1 to 6
            end when moves == 10: draw

            """)
        let s = try play(e, ["roll", "roll"])
        #expect(e.rolls(s).count == 3)
        #expect(try kept(e, s, "dice") == "none")
    }
}
