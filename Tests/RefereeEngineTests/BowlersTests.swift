import RefereeEngine
import RefereeModel
import Testing

/// `bowlers …`: a side of a game of frames made of named bowlers, at the line in turn.
@Suite("Bowlers of a side")
struct BowlersTests {
    static let team = """
        referee 1
        players Team
        frames 4
        pins 10
        rolls 2
        bonus 2 for a strike
        bonus 1 for a spare
        fill rolls in the last frame

        """

    func atTheLine(_ engine: Engine, _ state: GameState) -> String? {
        guard case .frames(let view) = engine.view(state) else { return "not frames" }
        return view.atTheLine
    }

    /// The bowler at the line after each of the moves, on the given path.
    func bowlers(_ lineup: String, _ moves: [String]) throws -> [String?] {
        let model = try engine(Self.team + lineup + "\n").model
        let e = Engine(model)
        var state = e.newGame()
        var seen = [atTheLine(e, state)]
        for move in moves {
            state = try e.play(move, in: state).get()
            seen.append(atTheLine(e, state))
        }
        return seen
    }

    @Test func everyFrameTheNextBowlerAndAfterTheLastTheFirst() throws {
        let seen = try bowlers("bowlers Ann Bea Cal rotate every frame", ["X", "3", "4", "9", "/", "X", "X", "X"])
        #expect(seen == ["Ann", "Bea", "Bea", "Cal", "Cal", "Ann", "Ann", "Ann", nil])
    }

    @Test func everyBallTheOtherBowlerFillBallsToo() throws {
        let seen = try bowlers("bowlers Amy Ben rotate every ball", ["X", "3", "4", "9", "/", "X", "X", "X"])
        #expect(seen == ["Amy", "Ben", "Amy", "Ben", "Amy", "Ben", "Amy", "Ben", nil])
    }

    @Test func aSideWithoutBowlersHasNobodyAtTheLine() throws {
        let e = try engine(Self.team)
        #expect(atTheLine(e, e.newGame()) == nil)
    }

    @Test func aRefusedRollLeavesTheBowlerAtTheLine() throws {
        let e = try engine(Self.team + "bowlers Amy Ben rotate every ball\n")
        let state = try play(e, ["6"])
        #expect(throws: IllegalMove.self) { try e.play("5", in: state).get() }
        #expect(atTheLine(e, state) == "Ben")
        #expect(e.view(state) == e.view(try play(e, ["6"])))
    }

    /// The family's rules run first, so after a ball `bowler` is already the next bowler's place.
    @Test func coreRulesBesideReadTheBowlersPlace() throws {
        let e = try engine(Self.team + """
            bowlers Amy Ben rotate every ball
            after move when bowler(Team) == 1 then announce "Ben rolled"

            """)
        #expect(e.view(try play(e, ["3"])).announcements == [])
        let both = try play(e, ["3", "4"])
        #expect(e.view(both).announcements == ["Ben rolled"])
        #expect(atTheLine(e, both) == "Amy")
    }
}
