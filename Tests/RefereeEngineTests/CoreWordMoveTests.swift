import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// `move "WORD"`: a move named by a word of the file's own.
@Suite("Core word moves")
struct CoreWordMoveTests {
    static let rules = """
        referee 1
        players A B
        state offers = 0
        state agreed = false
        move number 1 to 3
        move "offer draw" when offers == 0 then set offers = 1
        move "accept" when offers == 1 then set agreed = true
        move "accept" when offers == 0 then set offers = 2, again
        end when agreed: draw
        end when offers == 2: loser mover

        """

    @Test func aWordIsTypedListedAndPlayedAsWritten() throws {
        let e = try engine(Self.rules)
        let s = e.newGame()
        #expect(e.legalMoves(s).map { e.format($0, in: s) } == ["1", "2", "3", "offer draw", "accept"])
        let offered = try play(e, ["offer draw"], from: s)
        #expect(e.toMove(offered) == 1)
        #expect(e.legalMoves(offered).map { e.format($0, in: offered) } == ["1", "2", "3", "accept"])
        let drawn = try play(e, ["accept"], from: offered)
        #expect(e.isOver(drawn) && e.outcome(drawn)?.winner == nil)
    }

    @Test func theFirstRuleThatAllowsAWordPlaysIt() throws {
        let e = try engine(Self.rules)
        let s = try play(e, ["accept"])
        #expect(e.outcome(s)?.winner == 1, "with no offer made, 'accept' is the second rule's: A loses")
    }

    @Test func aWordNotAllowedNowIsRefusedAndChangesNothing() throws {
        let e = try engine(Self.rules)
        let s = try play(e, ["offer draw", "2"])
        guard case .failure(let refused) = e.play("offer draw", in: s) else {
            Issue.record("a second offer was played")
            return
        }
        #expect(refused.message == "'offer draw' is not allowed now")
        guard case .failure = e.play("offer", in: s) else {
            Issue.record("a part of the word was played")
            return
        }
        #expect(e.toMove(s) == 0)
    }
}
