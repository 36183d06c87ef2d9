import RefereeEngine
import RefereeModel
import Testing

/// The `tiebreak` and `deuce` clauses of rally levels, and the spoken score, on small rule texts
/// of their own.
@Suite("Tiebreaks and the spoken score")
struct TiebreakAndCallTests {
    let advantageGames = """
        referee 1
        players S R
        game: first to 4, lead by 2, call "Love" "Fifteen" "Thirty" "Forty", deuce "Deuce" "Advantage"
        set: first to 6, lead by 2, tiebreak at 6 to 7 by 2
        serve changes every point when tiebreak and sum(points) % 2 == 1
        first serve alternates

        """

    func call(_ e: Engine, _ moves: [String]) throws -> String? {
        e.spokenScore(try play(e, moves))
    }

    /// Games won alternately by the first player (who serves first) and the second, to six all.
    var sixAll: [String] {
        (0..<12).flatMap { Array(repeating: $0 % 2 == 0 ? "S" : "R", count: 4) }
    }

    @Test func theServersScoreIsCalledFirst() throws {
        let e = try engine(advantageGames)
        #expect(try call(e, []) == "Love-All")
        #expect(try call(e, ["S"]) == "Fifteen-Love")
        #expect(try call(e, ["R"]) == "Love-Fifteen")
        #expect(try call(e, ["S", "R"]) == "Fifteen-All")
        #expect(try call(e, ["S", "S", "R"]) == "Thirty-Fifteen")
        #expect(try call(e, ["S", "S", "S", "R"]) == "Forty-Fifteen")
    }

    @Test func deuceAndAdvantageStartAtTheLastCall() throws {
        let e = try engine(advantageGames)
        #expect(try call(e, ["S", "S", "R", "R"]) == "Thirty-All")
        #expect(try call(e, ["S", "S", "S", "R", "R", "R"]) == "Deuce")
        #expect(try call(e, ["S", "S", "S", "R", "R", "R", "R"]) == "Advantage R")
        #expect(try call(e, ["S", "S", "S", "R", "R", "R", "R", "S"]) == "Deuce")
        #expect(try call(e, ["S", "S", "S", "R", "R", "R", "S"]) == "Advantage S")
    }

    @Test func aWonGameIsCalledByTheLevelsName() throws {
        let e = try engine(advantageGames)
        #expect(try call(e, ["S", "S", "S", "S"]) == "Game S")
        #expect(try call(e, ["S", "S", "S", "R", "R", "R", "R", "R"]) == "Game R")
        // The second game is served by R, whose score is called first.
        #expect(try call(e, ["S", "S", "S", "S", "R"]) == "Fifteen-Love")
    }

    @Test func withoutDeuceThePointsPastTheCallsAreNumbers() throws {
        let e = try engine("""
            referee 1
            players S R
            game: first to 4, lead by 2, call "Love" "Fifteen" "Thirty" "Forty"

            """)
        #expect(try call(e, ["S", "S", "S", "R", "R", "R", "S"]) == "4-3")
        #expect(try call(e, ["S", "S", "S", "R", "R", "R"]) == "Forty-All")
    }

    @Test func withoutCallsTheScoreIsNumbers() throws {
        let e = try engine("referee 1\nplayers A B\nrally: first to 11, lead by 2\n")
        #expect(try call(e, ["A", "A", "B"]) == "2-1")
        #expect(try call(e, Array(repeating: "B", count: 11)) == "Rally B")
    }

    @Test func sixAllBringsATiebreakCountedInNumbers() throws {
        let e = try engine(advantageGames)
        var state = try play(e, sixAll)
        guard case .rally(let view) = e.view(state) else { Issue.record("expected a rally"); return }
        #expect(view.levels[0].wins == [6, 6])
        state = try play(e, ["S", "S", "S"], from: state)
        #expect(e.spokenScore(state) == "3-0" || e.spokenScore(state) == "0-3")
        guard case .rally(let tiebreak) = e.view(state) else { return }
        #expect(tiebreak.calls == ["3", "0"])
        #expect(tiebreak.levels[0].wins == [6, 6])
    }

    @Test func theTiebreakIsWonAtSevenWithALeadOfTwo() throws {
        let e = try engine(advantageGames)
        var state = try play(e, sixAll)
        for _ in 0..<6 { state = try play(e, ["S", "R"], from: state) }
        guard case .rally(let level) = e.view(state) else { return }
        #expect(level.points == [6, 6])
        state = try play(e, ["S"], from: state)
        #expect(e.outcome(state) == nil)
        guard case .rally(let seven) = e.view(state) else { return }
        #expect(seven.levels[1].wins == [0, 0])
        state = try play(e, ["S"], from: state)
        #expect(e.outcome(state)?.winner == 0)
    }

    @Test func theTiebreaksServeChangesAfterTheFirstPointThenEveryTwo() throws {
        let e = try engine(advantageGames)
        var state = try play(e, sixAll)
        var servers: [Int?] = [e.toMove(state)]
        for _ in 0..<6 {
            state = try play(e, ["S"], from: state)
            servers.append(e.toMove(state))
        }
        #expect(servers == [0, 1, 1, 0, 0, 1, 1])
    }

    @Test func withoutATiebreakSixAllPlaysOn() throws {
        let e = try engine("""
            referee 1
            players S R
            game: first to 4, lead by 2
            set: first to 6, lead by 2
            match: best of 3

            """)
        let state = try play(e, sixAll + ["S", "S", "S", "S", "S", "S", "S"])
        guard case .rally(let view) = e.view(state) else { return }
        #expect(view.levels[0].wins == [7, 6])
        #expect(view.points == [3, 0])
    }

    @Test func aTiebreakMayDependOnTheState() throws {
        // No tiebreak in the final set: it brings one at 6 all only in set 1.
        let e = try engine("""
            referee 1
            players S R
            game: first to 4, lead by 2
            set: first to 6, lead by 2, tiebreak at if set == 1 then 6 else 100 to 7 by 2
            match: best of 3

            """)
        var state = try play(e, sixAll + Array(repeating: "S", count: 7))
        guard case .rally(let first) = e.view(state) else { return }
        #expect(first.levels[1].wins == [1, 0])
        state = try play(e, sixAll + Array(repeating: "S", count: 7), from: state)
        guard case .rally(let second) = e.view(state) else { return }
        #expect(second.levels[0].wins == [7, 6])
        #expect(e.outcome(state) == nil)
    }
}
