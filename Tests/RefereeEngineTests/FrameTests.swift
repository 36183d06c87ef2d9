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
