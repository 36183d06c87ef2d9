import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Chains of jumps along a board's lines (Alquerque's board of points, a grid's lines), chains
/// that go straight or stop at will, and directions relative to the mover on a board of points.
@Suite("Chains along lines")
struct PointChainTests {
    /// Alquerque's board: every row and column, and the diagonals through every other point.
    static func alquerque(_ rest: String) -> String {
        """
        referee 1
        players White Black
        board 5 by 5 points
        cells named a1
        line every row, column, other diagonal
        \(rest)
        end when marks(next) == 0: loser next
        end when stuck: loser next

        """
    }

    /// White at c3 with three ways to jump: up over c4 to c5 and on, along the diagonal, over
    /// b4 to a3 (two pieces); up the other diagonal over b4 to a5; across over d3 to e3.
    static let branching = alquerque("""
        start White at c3
        start Black at c4 b4 d3
        move jump along lines chained
        move slide along lines
        captures CAPTURES
        """)

    @Test func aChainTurnsAlongAnyLineThroughThePointWhereItLands() throws {
        let e = try engine(Self.branching.replacingOccurrences(of: "CAPTURES", with: "compulsory"))
        #expect(e.legalMoveTexts(e.newGame()) == ["c3-a5", "c3-c5-a3", "c3-e3"])
        let s = try play(e, ["c3-c5-a3"])
        let b = try view(e, s)
        let board = e.model.coreGame.board
        func at(_ name: Substring) -> String? { b.pieces[board.cell(named: name)!] }
        #expect(at("a3") == "White")
        #expect(at("c4") == nil && at("b4") == nil, "both pieces jumped are taken")
        #expect(at("d3") == "Black")
    }

    /// Counted by hand. After c3-c5-a3 Black's d3 has 4 slides; after c3-a5, c4 and d3 have 4
    /// each; after c3-e3, c4 has 3 (b4 is its own) and b4, on the diagonals, 7: 4 + 8 + 10.
    @Test func perftOfTheBranchingPositionMatchesACountByHand() throws {
        let compulsory = AnyKernel(try engine(Self.branching.replacingOccurrences(of: "CAPTURES", with: "compulsory")).model)
        #expect(compulsory.perft(depth: 2)?.nodes == [3, 22])
        #expect(compulsory.perft(depth: 2, jobs: 2)?.nodes == [3, 22])
        // With the most captures, only the chain that takes two: then d3's 4 slides.
        let most = AnyKernel(try engine(Self.branching.replacingOccurrences(of: "CAPTURES", with: "most")).model)
        #expect(most.perft(depth: 2)?.nodes == [1, 4])
    }

    @Test func aChainStopsAtAPointWithNoDiagonal() throws {
        let e = try engine(Self.alquerque("""
            start White at b1
            start Black at b2 c4 e4
            move jump along lines chained
            """))
        #expect(e.legalMoveTexts(e.newGame()) == ["b1-b3"], "b3 lies on no diagonal, so c4 is out of reach")
    }

    @Test func theWaysOutOfAPointFollowItsLinesByDirection() throws {
        let board = try engine(Self.alquerque("move slide")).model.coreGame.board
        let ways = board.directedRays(.alongLines)
        func names(_ cells: [Int]) -> [String] { cells.map(board.name(of:)) }
        func out(_ name: Substring) -> [[String]] { ways.rays[board.cell(named: name)!].map(names).filter { !$0.isEmpty } }
        #expect(out("c3").count == 8)
        #expect(out("b3").count == 4, "b3 lies on no diagonal")
        let up = try #require(ways.steps.firstIndex(of: Lattice.Step(0, -1, 1)))
        #expect(names(ways.rays[board.cell(named: "a1")!][up]) == ["b2", "c3", "d4", "e5"])
        #expect(ways.rays[board.cell(named: "b1")!][up].isEmpty)
    }

    @Test func theWaysAlongAGridsLinesKeepTheLongestRunEachWay() throws {
        let e = try engine(board("cells named a1\nlines 3 in a row\nend when full: draw", width: 5, height: 5))
        let board = e.model.coreGame.board
        let ways = board.directedRays(.alongLines)
        let up = try #require(ways.steps.firstIndex(of: Lattice.Step(0, -1, 0)))
        let down = try #require(ways.steps.firstIndex(of: Lattice.Step(0, 1, 0)))
        #expect(ways.rays[board.cell(named: "a2")!][up].map(board.name(of:)) == ["a3", "a4"])
        #expect(ways.rays[board.cell(named: "a2")!][down].map(board.name(of:)) == ["a1"])
    }

    @Test func aChainRunsAlongAGridsLines() throws {
        let e = try engine(board("""
            cells named a1
            lines 3 in a row
            start X at a1
            start O at a2 b3 e5
            move jump along lines chained
            end when stuck: loser next
            """, width: 5, height: 5))
        #expect(e.legalMoveTexts(e.newGame()) == ["a1-a3-c3"])
    }

    /// A stone with two stones to jump along its row, and one to turn to after the first.
    static func konane(_ chain: String) -> String {
        board("""
            cells named a1
            start X at a1 c3
            start O at b1 d1 c2
            move jump orthogonally \(chain)
            end when stuck: loser next
            """, width: 6, height: 6)
    }

    @Test func aStraightChainNeverTurns() throws {
        let free = try engine(Self.konane("chained"))
        #expect(free.legalMoveTexts(free.newGame()) == ["c3-c1-e1", "a1-c1-e1"])
        let straight = try engine(Self.konane("chained straight"))
        #expect(straight.legalMoveTexts(straight.newGame()) == ["c3-c1", "a1-c1-e1"])
    }

    @Test func aChainThatMayStopIsLegalAfterEveryJump() throws {
        let e = try engine(Self.konane("chained straight optionally"))
        #expect(e.legalMoveTexts(e.newGame()) == ["c3-c1", "a1-c1", "a1-c1-e1"])
        let s = try play(e, ["a1-c1"])
        let b = try view(e, s)
        #expect(b.pieces[30 + 1] == nil)
        #expect(b.pieces[30 + 3] == "O", "the stone on d1 stays when the chain stops")
        #expect(b.pieces[30 + 2] == "X")
    }

    @Test func directionsOnABoardOfPointsFollowItsLines() throws {
        let e = try engine(Self.alquerque("""
            forward White up
            start White at b3 c1
            start Black at a5
            move slide forward or sideways or diagonally forward
            """))
        #expect(e.legalMoveTexts(e.newGame()) == ["b3-b4", "b3-a3", "b3-c3", "c1-b2", "c1-c2", "c1-d2", "c1-b1", "c1-d1"])
    }

    @Test func aPieceIsCrownedOnTheFarRowOfABoardOfPoints() throws {
        let e = try engine(Self.alquerque("""
            pieces man king per player
            forward White up
            start White at c4
            start Black at a1
            move slide man forward
            move slide king forward or sideways
            promote man to king on the far row
            """))
        let s = try play(e, ["c4-c5"])
        let board = e.model.coreGame.board
        #expect(try view(e, s).pieces[board.cell(named: "c5")!] == "White king")
    }
}
