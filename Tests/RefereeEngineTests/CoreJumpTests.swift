import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// `move jump …`: a piece moves over a piece next to it to the empty cell beyond, taking it.
@Suite("Core jumps")
struct CoreJumpTests {
    @Test func aJumpGoesTwoCellsStraightOverTheCellBetween() {
        let board = CoreBoard(width: 3, height: 3, naming: .numbered(from: 1), lines: BoardRules.linesInARow(3, width: 3, height: 3))
        // Cells 0 1 2 / 3 4 5 / 6 7 8.
        #expect(board.jumps(.orthogonal)[0] == [Jump(over: 1, to: 2), Jump(over: 3, to: 6)])
        #expect(board.jumps(.adjacent)[0] == [Jump(over: 1, to: 2), Jump(over: 3, to: 6), Jump(over: 4, to: 8)])
        #expect(board.jumps(.adjacent)[4].isEmpty, "from the middle every jump leaves the board")
        #expect(board.jumps(.alongLines)[2] == [Jump(over: 1, to: 0), Jump(over: 4, to: 6), Jump(over: 5, to: 8)])
        var hex = CoreBoard(width: 3, height: 3, naming: .numbered(from: 1), lines: [])
        hex.grid = .hexagonal
        #expect(hex.jumps(.adjacent)[6] == [Jump(over: 3, to: 0), Jump(over: 4, to: 2), Jump(over: 7, to: 8)])
    }

    /// Peg solitaire on one row: the only player jumps its own pegs, each jump taking one.
    static let pegs = """
        referee 1
        players P
        board 5 by 1
        cells numbered from 1
        start P at 1 2 4
        move jump over own
        end when marks(P) == 1: winner P
        end when stuck: loser P

        """

    @Test func aJumpOverOwnTakesTheMoversOwnPiece() throws {
        let e = try engine(Self.pegs)
        #expect(e.legalMoves(e.newGame()).map { e.format($0, in: e.newGame()) } == ["1-3"])
        let s = try play(e, ["1-3"])
        guard case .board(let view) = e.view(s) else { throw UnexpectedView() }
        #expect(view.cells == [nil, nil, 0, 0, nil])
        let won = try play(e, ["4-2"], from: s)
        #expect(e.outcome(won)?.winner == 0)
    }

    @Test func aJumpIsRefusedWithTheRuleItBreaks() throws {
        let e = try engine("""
            referee 1
            players X O
            board 4 by 1
            cells numbered from 1
            start X at 1 2
            start O at 3
            move jump
            end when stuck: loser next

            """)
        let s = e.newGame()
        #expect(e.legalMoves(s).map { e.format($0, in: s) } == ["2-4"])
        guard case .failure(let own) = e.play("1-3", in: s) else { Issue.record("X jumped its own piece"); return }
        #expect(own.because?.contains("jumps only over another player's piece, and 2 holds none") == true)
        guard case .failure(let far) = e.play("1-4", in: s) else { Issue.record("X jumped three cells"); return }
        #expect(far.because?.contains("two cells in a straight line") == true)
        guard case .failure(let taken) = e.play("2-3", in: s) else { Issue.record("X jumped onto O"); return }
        #expect(taken.because?.contains("over the cell next to it") == true)
        let after = try play(e, ["2-4"], from: s)
        guard case .board(let view) = e.view(after) else { throw UnexpectedView() }
        #expect(view.cells == [0, nil, nil, 0])
        #expect(e.outcome(after)?.winner == 0, "O has no piece left to move")
    }

    @Test func jumpIsWrittenWithWhosePieceItJumps() {
        let text = "referee 1\nplayers A B\nboard 3 by 3\nmove jump over nobody\n"
        guard case .failure(let error) = RuleBook.compile(SourceFile(name: "t.rules", text: text)) else {
            Issue.record("'over nobody' was accepted")
            return
        }
        #expect(error.errors.first?.diagnostic.message.contains("nobody") == true)
    }
}
