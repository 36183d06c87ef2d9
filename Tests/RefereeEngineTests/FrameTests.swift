import RefereeEngine
import Testing

@Suite("Frame kernel")
struct FrameTests {
    func score(_ rolls: [Int]) throws -> (Int, Bool) {
        let e = try engine(bowlingRules)
        let state = try play(e, rolls.map(String.init))
        guard case .frames(let view) = e.view(state) else { return (-1, false) }
        return (view.scores[0], e.isOver(state))
    }

    @Test(arguments: [
        ([Int](repeating: 10, count: 12), 300),
        ([Int](repeating: 5, count: 21), 150),
        ([Int](repeating: 0, count: 20), 0),
        ([Int](repeating: 9, count: 1) + [0] + [Int](repeating: 9, count: 1) + [0] + Array(repeating: [9, 0], count: 8).flatMap { $0 }, 90),
        ([10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1], 167),
    ])
    func completeGamesScore(_ rolls: [Int], _ expected: Int) throws {
        let (total, over) = try score(rolls)
        #expect(total == expected)
        #expect(over)
    }

    @Test func candlepinStyleThreeRollFrames() throws {
        let rules = bowlingRules.replacingOccurrences(of: "rolls 2", with: "rolls 3")
        let e = try engine(rules)
        let state = try play(e, ["3", "3", "3"])
        guard case .frames(let view) = e.view(state) else { return }
        #expect(view.frame == 2)
        #expect(view.cards[0][0].score == 9)
    }

    @Test func twoBowlersTakeWholeFramesInTurn() throws {
        let e = try engine(bowlingRules.replacingOccurrences(of: "players P", with: "players Ann Bob"))
        var state = try play(e, ["10"])
        #expect(e.toMove(state) == 1)
        state = try play(e, ["3", "4"], from: state)
        #expect(e.toMove(state) == 0)
    }
}

/// `pins N worth V …`: pins with values of their own, knocked down by name.
@Suite("Valued pins")
struct ValuedPinTests {
    let rules = """
        referee 1
        players P
        frames 2
        pins 3 worth 1 5 2
        rolls 2
        bonus 1 for a strike
        fill rolls in the last frame

        """

    @Test func aMoveNamesThePinsAndScoresTheirValues() throws {
        let e = try engine(rules)
        let state = try play(e, ["2"])
        guard case .frames(let view) = e.view(state) else { Issue.record("expected frames"); return }
        #expect(view.scores == [5])
        #expect(view.standing == 2)
        #expect(e.legalMoveTexts(state) == ["-", "1", "3", "13"])
    }

    @Test func namesAreDigitsInAnyOrderEachOnce() throws {
        let e = try engine(rules)
        let state = e.newGame()
        #expect(try play(e, ["31"]) == play(e, ["13"]))
        #expect(throws: IllegalMove.self) { try e.play("11", in: state).get() }
        #expect(throws: IllegalMove.self) { try e.play("4", in: state).get() }
        #expect(e.legalMoveTexts(state).count == 8)
    }

    @Test func aPinThatIsDownIsRefusedByThePinsRule() throws {
        let e = try engine(rules)
        let state = try play(e, ["2"])
        guard case .failure(let error) = e.play("12", in: state) else { Issue.record("expected a refusal"); return }
        #expect(error.rule == .pins)
    }

    @Test func aStrikeIsTheRacksValueAndEarnsItsBonus() throws {
        let e = try engine(rules)
        let state = try play(e, ["X", "2", "13"])
        guard case .frames(let view) = e.view(state) else { return }
        #expect(view.cards[0].map(\.total) == [13, 21])
        #expect(e.isOver(state))
    }

    @Test func randomMovesAreTheLegalMovesDrawnByIndex() throws {
        let e = try engine(rules)
        guard case .frames(let k) = AnyKernel(e.model) else { Issue.record("expected frames"); return }
        var state = k.initial(seed: 0)
        k.applyLegal(Move(2), to: &state)
        for seed in 0..<20 as Range<UInt64> {
            var g1 = SeededGenerator(seed: seed), g2 = SeededGenerator(seed: seed)
            let moves = k.legalMoves(state)
            #expect(k.randomMove(state, using: &g1) == moves[g2.below(moves.count)])
        }
        #expect(k.legalMoveCount(state) == k.legalMoves(state).count)
    }
}
