import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Rules that read and change cells: the cells of a move, what a cell holds, its row and
/// column, steps in a direction, regions, effects on computed cells and slides onto a piece.
@Suite("Cell rules")
struct CellRulesTests {
    /// A board game of the given statements that ends when the board is full.
    func cellGame(_ lines: String, width: Int = 3, height: Int = 3) -> String {
        board(lines + "\nend when full: draw", width: width, height: height)
    }

    /// The owners of the cells, as a picture shows them: X, O or "." for an empty cell.
    func owners(_ e: Engine, _ s: GameState) throws -> String {
        try view(e, s).cells.map { $0.map { $0 == 0 ? "X" : "O" } ?? "." }.joined()
    }

    @Test func aConditionOnTheMovesCellIsJudgedCellByCell() throws {
        let e = try engine(cellGame("move place when row(to) == 1 or column(to) == 3"))
        #expect(e.legalMoveTexts(e.newGame()) == ["0", "1", "2", "5", "8"])
        guard case .failure(let refusal) = e.play("4", in: e.newGame()) else {
            Issue.record("a cell the condition rules out was played")
            return
        }
        #expect(refusal.rule == MessageKey.illegal)
        #expect(AnyKernel(e.model).isGeneral)
    }

    @Test func lastToIsTheCellOfTheMoveBefore() throws {
        let e = try engine(cellGame("move place when last to == none or column(to) == column(last to)"))
        #expect(e.legalMoveTexts(e.newGame()).count == 9)
        let s = try play(e, ["4"])
        #expect(e.legalMoveTexts(s) == ["1", "7"])
        let t = try play(e, ["7"], from: s)
        #expect(e.legalMoveTexts(t) == ["1"])
    }

    @Test func stepsOffTheBoardGiveNoCell() throws {
        let e = try engine(cellGame("move place when step(to, north) == none and step(to, east, 2) != none"))
        #expect(e.legalMoveTexts(e.newGame()) == ["0"])
        let f = try engine(cellGame("move place when at(step(to, south)) == X or moves == 0"))
        let s = try play(f, ["7"])
        #expect(f.legalMoveTexts(s) == ["4"])
    }

    @Test func atComparesWithPlayersSharedPiecesAndEmpty() throws {
        let e = try engine(cellGame("""
            pieces S
            move place S or X or O when at(4) == empty or at(4) == S and at(0) != mover
            """))
        let s = try play(e, ["S 4"])
        #expect(e.legalMoveTexts(s).count == 8 * 3)
        let t = try play(e, ["O 0"], from: s)
        #expect(e.legalMoveTexts(t).count == 7 * 3)
        let u = try play(e, ["O 1"], from: t)
        #expect(e.legalMoveTexts(u).isEmpty)
    }

    @Test func effectsRemovePlaceAndMoveComputedCells() throws {
        let remove = try engine(cellGame("move place then remove step(to, east)"))
        #expect(try owners(remove, try play(remove, ["1", "0"])) == "O........")
        let place = try engine(cellGame("move place then place mover at step(to, east)"))
        #expect(try owners(place, try play(place, ["0", "2"])) == "XXO......")
        let move = try engine(cellGame("move place then move step(to, north) to step(to, south)"))
        #expect(try owners(move, try play(move, ["1", "4"])) == "....O..X.")
        let taking = try engine(cellGame("move place then move step(to, north) to step(to, south)"))
        #expect(try owners(taking, try play(taking, ["7", "1", "4"])) == "....X..O.")
    }

    @Test func aSlideOntoAnotherPlayersPieceTakesIt() throws {
        let e = try engine(cellGame("""
            start X at 0
            start O at 1 3
            move slide orthogonally onto other
            move pass
            """))
        let s = e.newGame()
        #expect(e.legalMoveTexts(s) == ["0-1", "0-3", "pass"])
        let t = try play(e, ["0-1"], from: s)
        #expect(try owners(e, t) == ".X.O.....")
        guard case .failure = e.play("1-1", in: t) else {
            Issue.record("a slide onto its own cell was played")
            return
        }
    }

    @Test func regionsRowsAndColumnsAreSetsOfCells() throws {
        let e = try engine(cellGame("""
            cells named a1
            region corners = a1 a3 c1 c3
            move place when to in corners or to in column b
            end when count(row 3 holds X) == 2: winner X
            """))
        #expect(e.legalMoveTexts(e.newGame()) == ["a3", "b3", "c3", "b2", "a1", "b1", "c1"])
        let s = try play(e, ["a3", "a1", "b3"])
        #expect(e.isOver(s))
        #expect(e.resultMessage(s) == "X wins")
    }

    @Test func rowsCountAsTheCellsNamesCountThem() throws {
        let named = try engine(cellGame("cells named a1\nmove place when row(to) == 1"))
        #expect(named.legalMoveTexts(named.newGame()) == ["a1", "b1", "c1"])
        let numbered = try engine(cellGame("cells numbered from 1\nmove place when row(to) == 1 and to != 2"))
        #expect(numbered.legalMoveTexts(numbered.newGame()) == ["1", "3"])
    }

    @Test func directionsRepeatARulePerDirection() throws {
        let e = try engine(cellGame("""
            state seen = 0
            for each d in directions: after move when step(to, d) != none then add 1 to seen
            """))
        let corner = try view(e, try play(e, ["0"]))
        #expect(corner.kept.map(\.values) == [["3"]])
        let centre = try view(e, try play(e, ["4"]))
        #expect(centre.kept.map(\.values) == [["8"]])
    }

    @Test func aGameThatChangesCellsIsNotOneThatFillsACellEveryMove() throws {
        let e = try engine(cellGame("move place then remove step(to, east)"))
        #expect(e.model.coreGame.changesCells)
        #expect(!e.model.coreGame.fillsACellEveryMove)
    }

    @Test func lastBeforeToStillReadsAsARangesEnd() throws {
        let e = try engine("""
            referee 1
            players A B
            state last = 2
            move number last to 4
            """)
        #expect(e.legalMoveTexts(e.newGame()) == ["2", "3", "4"])
    }
}
