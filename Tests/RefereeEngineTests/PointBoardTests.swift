import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Boards of points: named points, the links between them and their straight lines, and the
/// morris constructs over them (`formed`, `anywhere`, `outside lines`).
@Suite("Boards of points")
struct PointBoardTests {
    /// Three points in a row and one below the middle, linked to it off any line.
    static let tee = """
        referee 1
        players X O
        board 3 by 2 points
        cells named a1
        line a2 b2 c2
        link b2 b1
        lines 3 in a row

        """

    @Test func thePointsAreThePlacesTheLinesNameInReadingOrder() throws {
        let board = try engine(Self.tee + "end when full: draw\n").model.coreGame.board
        let points = try #require(board.points)
        #expect(points.places == [0, 1, 2, 4])
        #expect(board.cellCount == 4)
        #expect((0..<4).map(board.name(of:)) == ["a2", "b2", "c2", "b1"])
        #expect(board.cell(named: "b1") == 3)
        #expect(board.cell(named: "a1") == nil, "a place with no point is no cell")
    }

    @Test func slidesFollowEveryLinkAndJumpsOnlyTheStraightLines() throws {
        let board = try engine(Self.tee + "end when full: draw\n").model.coreGame.board
        #expect(board.neighbours(.adjacent) == [[1], [0, 2, 3], [1], [1]])
        #expect(board.neighbours(.alongLines) == [[1], [0, 2], [1], []])
        #expect(board.jumps(.alongLines) == [[Jump(over: 1, to: 2)], [], [Jump(over: 1, to: 0)], []])
        #expect(board.lines == [[0, 1, 2]])
    }

    @Test func everyOtherDiagonalGivesAlquerquesSixteenLines() throws {
        let e = try engine("""
            referee 1
            players X O
            board 5 by 5 points
            cells named a1
            line every row, column, other diagonal
            end when full: draw

            """)
        let board = e.model.coreGame.board
        let points = try #require(board.points)
        #expect(points.count == 25)
        #expect(points.lines.count == 16)
        let steps = board.neighbours(.adjacent)
        func around(_ name: Substring) -> [String] { steps[board.cell(named: name)!].map(board.name(of:)) }
        #expect(around("c3") == ["b4", "c4", "d4", "b3", "d3", "b2", "c2", "d2"])
        #expect(around("b4") == ["a5", "b5", "c5", "a4", "c4", "a3", "b3", "c3"])
        #expect(around("b3") == ["b4", "a3", "c3", "b2"], "b3 lies on no diagonal")
        #expect(around("a1") == ["a2", "b2", "b1"])
    }

    /// A point where two mills cross: filling both at once forms two.
    static let mills = """
        referee 1
        players X O
        board 3 by 3 points
        cells numbered from 1
        line 1 2 3
        line 3 6 9
        line 4 5 6
        lines 3 in a row
        state made per player = 0
        move place
        after move then add formed to made(mover)
        end when full: draw

        """

    @Test func formedCountsTheLinesTheLastMoveFilled() throws {
        let e = try engine(Self.mills)
        let s = try play(e, ["1", "4", "2", "5", "6", "9"])
        #expect(try view(e, s).kept.first { $0.name == "made" }?.values == ["0", "0"])
        let closed = try play(e, ["3"], from: s)
        #expect(try view(e, closed).kept.first { $0.name == "made" }?.values == ["1", "0"])
        var crossing = e.newGame()
        crossing = try e.setup(.marks(player: "X", cells: ["1", "2", "6", "9"]), in: crossing).get()
        crossing = try e.setup(.marks(player: "O", cells: ["4", "5"]), in: crossing).get()
        crossing = try e.setup(.turn("X"), in: crossing).get()
        let both = try play(e, ["3"], from: crossing)
        #expect(try view(e, both).kept.first { $0.name == "made" }?.values == ["2", "0"])
    }

    @Test func aRemovalOutsideLinesSparesWholeLinesUnlessAllAreWhole() throws {
        let text = """
            referee 1
            players X O
            board 3 by 3 points
            cells numbered from 1
            line every row, column
            lines 3 in a row
            move remove other outside lines
            move place
            end when full: draw

            """
        let e = try engine(text)
        let spared = try play(e, ["1", "4", "2", "5", "9", "6"])
        #expect(e.legalMoves(spared).map { e.format($0, in: spared) }.filter { $0.hasPrefix("remove") }
                == ["remove 4", "remove 5", "remove 6"], "every piece of O's is in its whole row 4 5 6")
        let mixed = try play(e, ["1", "4", "2", "5", "9", "6", "8", "7"])
        let removals = e.legalMoves(mixed).map { e.format($0, in: mixed) }.filter { $0.hasPrefix("remove") }
        #expect(removals == ["remove 7"])
    }

    @Test func aFlyingSlideGoesToAnyEmptyPoint() throws {
        let e = try engine("""
            referee 1
            players X O
            board 3 by 1 points
            cells numbered from 1
            line 1 2 3
            start X at 1
            move slide anywhere
            end when stuck: loser next

            """)
        #expect(e.legalMoves(e.newGame()).map { e.format($0, in: e.newGame()) } == ["1-2", "1-3"])
    }

    @Test func aBoardOfPointsTakesNoFastPath() throws {
        let model = try engine(Self.tee + "end when full: draw\n").model
        #expect(throws: EnginePathError.self) { try AnyKernel(model, path: .kernel) }
        guard case .smallCore = AnyKernel(model) else {
            Issue.record("a board of points runs on the interpreter")
            return
        }
    }
}
