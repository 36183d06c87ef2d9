import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// `refuse unless most V`: of the moves the rules allow, only those whose turn (the mover's
/// moves while `again` keeps them to move) can end with V highest.
@Suite("Core rules: refuse unless most")
struct CoreTurnMostTests {
    /// A turn is two numbers, then "stop"; a 3 may not come second. The best turn is 3 then 2.
    static let twoSteps = """
        referee 1
        players A B
        state total per player = 0
        state steps = 0
        move number 1 to 3 when steps < 2 then add chosen to total(mover), add 1 to steps
        move "stop" then set steps = 0
        after move when steps > 0 then again
        refuse when steps == 1 and chosen == 3: "a 3 comes first or not at all"
        refuse unless most total(mover): "{move} makes less of the turn than another move"
        end when max(total) >= 20: highest total

        """

    @Test func onlyTheMovesThatBeginTheBestTurnAreLegal() throws {
        let e = try engine(Self.twoSteps)
        let start = e.newGame()
        #expect(e.legalMoveTexts(start) == ["3"])
        #expect(e.legalMoveCount(start) == 1)
        let s = try play(e, ["3"])
        #expect(e.legalMoveTexts(s) == ["2"])
        let t = try play(e, ["2"], from: s)
        #expect(e.legalMoveTexts(t) == ["stop"])
        let u = try play(e, ["stop"], from: t)
        #expect(e.model.players[e.toMove(u) ?? 0] == "B")
        #expect(e.legalMoveTexts(u) == ["3"])
    }

    @Test func aShorterTurnIsRefusedWithTheRulesMessageAndChangesNothing() throws {
        let e = try engine(Self.twoSteps)
        let start = e.newGame()
        for typed in ["1", "2", "stop"] {
            guard case .failure(let refusal) = e.play(typed, in: start) else {
                Issue.record("\(typed) was played though 3 begins a better turn")
                continue
            }
            #expect(refusal.message == "\(typed) makes less of the turn than another move")
            #expect(refusal.refusingRule == 1)
            #expect(refusal.because?.contains("'refuse unless most'") == true)
        }
        #expect(e.moveCount(start) == 0)
        #expect(e.legalMoveTexts(start) == ["3"])
    }

    @Test func theOtherRefuseRulesStillJudgeFirst() throws {
        let e = try engine(Self.twoSteps)
        let s = try play(e, ["3"])
        guard case .failure(let refusal) = e.play("3", in: s) else {
            Issue.record("a second 3 was played")
            return
        }
        #expect(refusal.message == "a 3 comes first or not at all")
        #expect(refusal.refusingRule == 0)
    }

    @Test func randomMovesAreDrawnFromTheKeptMoves() throws {
        let e = try engine(Self.twoSteps)
        guard case .smallCore(let k) = AnyKernel(e.model) else { throw CancellationError() }
        var generator = SeededGenerator(seed: 5)
        var state = k.initial(seed: 1)
        var played = 0
        while k.outcome(state) == nil, played < 200 {
            let moves = k.legalMoves(state)
            #expect(k.legalMoveCount(state) == moves.count)
            let move = try #require(k.randomMove(state, using: &generator))
            #expect(moves.contains(move))
            k.applyLegal(move, to: &state)
            played += 1
        }
        #expect(k.outcome(state) != nil)
    }

    /// A turn ends with the game: from 3, a 1 and then a 3 end it at 7, more than a 2 (5) or a
    /// 3 (6) can, though a turn that went on past the end could make more of either.
    @Test func aTurnEndsWhenTheGameDoes() throws {
        let e = try engine("""
            referee 1
            players A B
            state total per player = 0
            move number 1 to 3 then add chosen to total(mover), again
            refuse unless most total(mover): "{move} is not the best"
            end when max(total) >= 5: highest total

            """)
        let s = try play(e, ["3"])
        #expect(e.legalMoveTexts(s) == ["1"])
        let t = try play(e, ["1"], from: s)
        #expect(e.legalMoveTexts(t) == ["3"])
    }
}
