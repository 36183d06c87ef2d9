import RefereeEngine
import Testing

@Suite("Board kernel")
struct BoardTests {
    @Test func anIllegalMoveLeavesTheStateAsItWas() throws {
        let e = try engine(ticTacToeRules)
        let state = try play(e, ["4"])
        let result = e.play("4", in: state)
        guard case .failure(let error) = result else {
            Issue.record("a taken cell was accepted")
            return
        }
        #expect(error.rule == .occupied)
        #expect(e.legalMoves(state).count == 8)
        #expect(e.toMove(state) == 1)
    }

    @Test func gravityDropsAMarkToTheLowestEmptyCell() throws {
        let e = try engine(connectFourRules)
        let state = try play(e, ["4", "4"])
        guard case .board(let board) = e.view(state) else {
            Issue.record("expected a board")
            return
        }
        #expect(board.cells[5 * 7 + 3] == 0)
        #expect(board.cells[4 * 7 + 3] == 1)
        #expect(board.cells[3 * 7 + 3] == nil)
    }

    @Test func aFullColumnIsRefused() throws {
        let e = try engine(connectFourRules)
        let state = try play(e, ["1", "1", "1", "1", "1", "1"])
        guard case .failure(let error) = e.play("1", in: state) else {
            Issue.record("a full column was accepted")
            return
        }
        #expect(error.rule == .full)
        #expect(e.legalMoveTexts(state) == ["2", "3", "4", "5", "6", "7"])
    }

    @Test func fourInARowWinsConnectFour() throws {
        let e = try engine(connectFourRules)
        let state = try play(e, ["1", "2", "1", "2", "1", "2", "1"])
        #expect(e.outcome(state)?.winner == 0)
    }

    @Test func perftOfTicTacToeMatchesTheKnownCounts() throws {
        let e = try engine(ticTacToeRules)
        func count(_ state: GameState, _ depth: Int) -> Int {
            if depth == 0 { return 1 }
            return e.legalMoves(state).reduce(0) { total, move in
                guard case .success(let next) = e.play(move, in: state) else { return total }
                return total + count(next, depth - 1)
            }
        }
        let start = e.newGame()
        #expect([1, 2, 3, 4].map { count(start, $0) } == [9, 72, 504, 3024])
    }

    @Test func aLosingLineMakesTheOtherPlayerWin() throws {
        let e = try engine(ticTacToeRules.replacingOccurrences(of: "win 3", with: "lose 3"))
        let state = try play(e, ["0", "3", "1", "4", "2"])
        #expect(e.outcome(state)?.winner == 1)
    }

    @Test func computedTurnsFollowTheExpression() throws {
        let rules = ticTacToeRules + "turns by if moves % 4 < 2 then X else O\n"
        let e = try engine(rules)
        let state = try play(e, ["0", "1"])
        #expect(e.toMove(state) == 1)
        let later = try play(e, ["2", "3"], from: state)
        #expect(e.toMove(later) == 0)
    }

    /// A move rule's condition reads `next` as the turn rules give it before the move: with
    /// turns alternating, `next == O` lets only X place; with turns X X O O …, `next == X`
    /// lets the first two moves be made and no third. (Conditions that do not read `next`
    /// are judged without working it out, so a rule that reads it must still be given it.)
    @Test func aMoveConditionReadsWhoMovesNext() throws {
        let alternating = try engine(ticTacToeRules + "move place when next == O\n")
        #expect(legalCount(alternating, after: []) == 9)
        #expect(legalCount(alternating, after: ["4"]) == 0)
        let computed = try engine(ticTacToeRules + "move place when next == X\nturns by if moves % 4 < 2 then X else O\n")
        #expect(legalCount(computed, after: []) == 9)
        #expect(legalCount(computed, after: ["4"]) == 8)
        #expect(legalCount(computed, after: ["4", "0"]) == 0)
    }

    /// How many moves are legal after `moves`.
    private func legalCount(_ engine: Engine, after moves: [String]) -> Int {
        (try? play(engine, moves)).map { engine.legalMoves($0).count } ?? -1
    }

    @Test func cellsNamedLikeAChessBoard() throws {
        let e = try engine(ticTacToeRules + "cells named a1\n")
        let state = try play(e, ["a1"])
        guard case .board(let board) = e.view(state) else { return }
        #expect(board.cells[6] == 0)
        #expect(board.cellNames[0] == "a3")
    }
}
