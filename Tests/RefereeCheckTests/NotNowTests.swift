import Foundation
import RefereeLanguage
import RefereePlay
import Testing

/// `why` after a move the game has but does not allow now: it says so, and when it is legal.
@Suite("Moves of the game that are not legal now")
struct NotNowTests {
    func session(_ path: String) throws -> Session {
        let full = ShippedFiles.root.appendingPathComponent(path).path
        return Session(book: try RuleBook.load(path: full).get(), rulesPath: full)
    }

    @Test func aSpareAsAFramesFirstBallIsAMoveOnlyOnALaterBall() throws {
        var s = try session("rules/bowling.rules")
        #expect(!s.execute("/").ok)
        let why = s.execute("why").text
        #expect(why.contains("/ is a move of this game but is not legal now"))
        #expect(why.contains("it may be a frame's second ball, after a ball that left pins standing"))
        #expect(!why.contains("is not a move in this game"))
    }

    @Test func aFrameOfThreeBallsAllowsASpareOnEitherLaterBall() throws {
        var s = try session("examples/candlepin.rules")
        #expect(s.execute("why /").text.contains("it may be a frame's second or third ball"))
    }

    @Test func aCoreMoveWhoseConditionFailsSaysWhenItHolds() throws {
        var s = try session("examples/pig.rules")
        #expect(!s.execute("hold").ok)
        let why = s.execute("why").text
        #expect(why.contains("hold is a move of this game but is not legal now; it is legal when 'pot > 0' holds"))
    }

    @Test func aNumberOutOfRangeSaysWhichRuleMustTakeIt() throws {
        var s = try session("examples/nim.rules")
        #expect(s.execute("why 4").text.contains("4 is a move of this game but is not legal now; it is legal when 'move number 1 to most' takes its number"))
    }

    @Test func aTakenCellIsAMoveButNotNow() throws {
        var s = try session("rules/tictactoe.rules")
        #expect(s.execute("4").ok)
        #expect(s.execute("why 4").text.contains("4 is a move of this game but is not legal now"))
    }

    @Test func aWordThatIsNoMoveIsNotCalledOne() throws {
        var s = try session("rules/tictactoe.rules")
        let why = s.execute("why banana").text
        #expect(!why.contains("is a move of this game"))
        #expect(why.contains("is refused"))
    }
}
