import Foundation
import RefereeLanguage
import RefereePlay
import Testing

/// `why` names the move rule that refused a move, quotes it as the file wrote it, and shows what
/// its condition reads now.
@Suite("Refusals that quote the rule")
struct RefusalQuoteTests {
    func session(_ path: String) throws -> Session {
        let full = ShippedFiles.root.appendingPathComponent(path).path
        return Session(book: try RuleBook.load(path: full).get(), rulesPath: full)
    }

    func session(text: String) throws -> Session {
        Session(book: try RuleBook.compile(SourceFile(name: "t.rules", text: text)).get(), rulesPath: "t.rules")
    }

    @Test func aNumberOutOfRangeQuotesTheRangeAndTheOptionItReads() throws {
        var s = try session("examples/nim.rules")
        let refused = s.execute("4")
        #expect(!refused.ok)
        #expect(s.execute("why").text.contains("'move number 1 to most' takes 1 to 3 now (most is 3)"))
        #expect(s.moves.isEmpty)
    }

    @Test func aFalseConditionIsQuotedWithTheValuesItReads() throws {
        var s = try session("examples/pig.rules")
        _ = s.execute("hold")
        #expect(s.execute("why").text.contains("'move \"hold\"' needs 'pot > 0'; now pot is 0"))
        for _ in 0..<50 where !s.engine.legalMoveTexts(s.state).contains("hold") { #expect(s.execute("roll").ok) }
        #expect(s.execute("why hold").text == "hold is a legal move now")
    }

    @Test func aConditionReadsAPlayersValueByTheNameTheRuleUses() throws {
        var s = try session(text: """
            referee 1
            game "Bank"
            players A B
            state coins per player = 1
            move number 1 to 5 when coins(mover) > 2 then add chosen to coins(mover)
            move "save" then add 1 to coins(mover)
            end when coins(A) > 9: winner A
            """)
        _ = s.execute("3")
        #expect(s.execute("why").text.contains("'move number 1 to 5' needs 'coins(mover) > 2'; now coins(mover) is 1"))
    }

    @Test func aHiddenValueStaysHidden() throws {
        var s = try session(text: """
            referee 1
            game "Secret door"
            players Seeker Keeper
            turns fixed Seeker
            state code = random 1 to 9 hidden from Seeker
            move "open" when code == 10
            move number 1 to 9 then add 0 to code
            end when moves == 3: winner Keeper
            """)
        _ = s.execute("open")
        let why = s.execute("why").text
        #expect(why.contains("'move \"open\"' needs 'code == 10'; now code is hidden"))
        #expect(!(1...9).contains { why.contains("code is \($0)") })
    }

    @Test func aSpareOnAFramesFirstBallIsAMoveButNotNow() throws {
        var s = try session("rules/bowling.rules")
        let refused = s.execute("/")
        #expect(refused.error == "'/' is not allowed now")
        #expect(s.execute("why").text.contains("'/' (a spare) knocks down the pins still standing, so it is never a frame's first ball"))
        _ = s.execute("7")
        #expect(s.execute("/").ok)
    }
}
