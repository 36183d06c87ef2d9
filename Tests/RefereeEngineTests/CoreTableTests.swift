import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Tables read during play, and moves that name a table's row (`move from TABLE`).
@Suite("Core tables")
struct CoreTableTests {
    static let rules = """
        referee 1
        players A B
        table worth = 10 20 30
        table shot (gain, bonus) = near: 1 0, far: 3 1, wide: 0 0
        state score per player = 0
        state last = 0
        move from shot then add gain(chosen) to score(mover), set last = chosen
        after move when bonus(chosen) == 1 then again
        end when max(score) >= 6: highest score

        """

    func kept(_ e: Engine, _ s: GameState) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try values(e, s).kept.map { ($0.name, $0.values.joined(separator: " ")) })
    }

    @Test func aRowIsTypedAsItsKeyAndChosenIsItsPlace() throws {
        let e = try engine(Self.rules)
        let s = e.newGame()
        #expect(e.legalMoves(s).map { e.format($0, in: s) } == ["near", "far", "wide"])
        let far = try play(e, ["far"], from: s)
        #expect(try kept(e, far)["last"] == "2")
        #expect(try kept(e, far)["score"] == "3 0")
        #expect(e.toMove(far) == 0, "a row whose bonus is 1 gives the mover another move")
        let near = try play(e, ["near"], from: far)
        #expect(try kept(e, near)["score"] == "4 0")
        #expect(e.toMove(near) == 1)
    }

    @Test func aWordThatIsNoKeyIsRefusedAndChangesNothing() throws {
        let e = try engine(Self.rules)
        let s = try play(e, ["near"])
        guard case .failure(let refused) = e.play("close", in: s) else {
            Issue.record("a word that is no key was played")
            return
        }
        #expect(refused.message == "'close' is not a move in this game")
        #expect(try kept(e, s)["score"] == "1 0")
        #expect(e.toMove(s) == 1)
    }

    /// An entry read at a place known only during play: the table's number there, and 0 outside
    /// the table, as the shared `Evaluator` reads it.
    @Test func anEntryReadDuringPlayIsTheTablesNumberOrZero() throws {
        let text = """
            referee 1
            players A B
            table worth = 10 20 30
            state got = 0
            move number 0 to 4 then set got = worth(chosen)
            end when moves >= 8: draw

            """
        let e = try engine(text)
        for (place, expected) in [(0, 0), (1, 10), (2, 20), (3, 30), (4, 0)] {
            let s = try play(e, [String(place)])
            #expect(try kept(e, s)["got"] == String(expected))
            #expect(Evaluator.entry(of: [10, 20, 30], at: place) == expected)
        }
    }
}
