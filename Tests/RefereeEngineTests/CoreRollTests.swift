import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Rolls during play (`roll NAME A to B`): a stream of the game's seed kept in the state, and
/// `setup roll`, which fixes the next numbers.
@Suite("Core rolls during play")
struct CoreRollTests {
    static let dice = """
        referee 1
        players A B
        state die = 0
        state other per player = 0
        state total = 0
        move "roll" then roll die 1 to 6, roll other(mover) 2 to 3, add die to total
        end when total >= 1000: winner mover

        """

    func die(_ e: Engine, _ s: GameState) throws -> Int {
        let kept = try #require(values(e, s).kept.first { $0.name == "die" })
        return try #require(Int(kept.values[0]))
    }

    @Test func rollsStayInTheirRangesAndComeFromTheSeed() throws {
        let e = try engine(Self.dice)
        var seen: Set<Int> = []
        for seed in 0..<50 as Range<UInt64> {
            var s = e.newGame(seed: seed)
            for _ in 0..<10 { s = try play(e, ["roll"], from: s) }
            let rolls = e.rolls(s)
            #expect(rolls.count == 20)
            for (i, n) in rolls.enumerated() { #expect(i % 2 == 0 ? (1...6).contains(n) : (2...3).contains(n)) }
            seen.formUnion(rolls.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
            let again = try play(e, Array(repeating: "roll", count: 10), from: e.newGame(seed: seed))
            #expect(e.rolls(again) == rolls)
        }
        #expect(seen == Set(1...6))
    }

    @Test func differentSeedsRollDifferently() throws {
        let e = try engine(Self.dice)
        let runs = (0..<8 as Range<UInt64>).map { seed in
            e.rolls((try? play(e, Array(repeating: "roll", count: 8), from: e.newGame(seed: seed))) ?? e.newGame())
        }
        #expect(Set(runs).count > 1)
    }

    @Test func aMoveAfterAnUndoRollsWhatTheMoveTakenBackRolled() throws {
        let e = try engine(Self.dice)
        let start = try play(e, ["roll", "roll"], from: e.newGame(seed: 3))
        let first = try play(e, ["roll"], from: start)
        let second = try play(e, ["roll"], from: start)
        #expect(e.rolls(first) == e.rolls(second))
        #expect(try die(e, first) == die(e, second))
    }

    @Test func setupRollFixesTheNextRollsInOrderAfterThoseAlreadyFixed() throws {
        let e = try engine(Self.dice)
        var s = try e.setup(.rolls([5, 3]), in: e.newGame()).get()
        s = try e.setup(.rolls([4]), in: s).get()
        s = try play(e, ["roll"], from: s)
        #expect(Array(e.rolls(s)) == [5, 3])
        #expect(try die(e, s) == 5)
        s = try play(e, ["roll"], from: s)
        #expect(e.rolls(s)[2] == 4)
    }

    @Test func aRollNoRuleCouldGiveIsRefusedAndLeavesTheStateAlone() throws {
        let e = try engine(Self.dice)
        let s = e.newGame()
        guard case .failure(let error) = e.setup(.rolls([2, 7]), in: s) else {
            Issue.record("a roll of 7 was fixed")
            return
        }
        #expect(error.message == "no roll of this game gives 7: its rolls give 1 to 6")
        #expect(e.rolls(try play(e, ["roll"], from: s)) == e.rolls(try play(e, ["roll"], from: e.newGame())))
    }

    @Test func aGameThatRollsNothingRefusesSetupRoll() throws {
        let e = try engine("referee 1\nplayers A B\nboard 3 by 3\nwin 3 in a row\n")
        guard case .failure(let error) = e.setup(.rolls([3]), in: e.newGame()) else {
            Issue.record("a game without rolls took a fixed roll")
            return
        }
        #expect(error.message.contains("rolls nothing"))
    }

    @Test func aRollMakesTheGameStochastic() throws {
        let e = try engine(Self.dice)
        #expect(e.model.coreGame.capabilities.stochastic)
        #expect(e.rollsDuringPlay)
    }

    @Test func resamplingChanceChangesTheRollsToComeButNotThoseFixed() throws {
        let e = try engine(Self.dice)
        let start = e.newGame(seed: 1)
        let runs = (0..<8 as Range<UInt64>).map { seed in
            e.rolls((try? play(e, Array(repeating: "roll", count: 4), from: e.resamplingChance(start, seed: seed + 100))) ?? start)
        }
        #expect(Set(runs).count > 1)
        let fixed = try e.setup(.rolls([6]), in: start).get()
        #expect(e.rolls(try play(e, ["roll"], from: e.resamplingChance(fixed, seed: 99)))[0] == 6)
    }
}
