import RefereeEngine
import RefereeModel
import Testing

/// Boards in layers and with wrapping edges: their lines, names and neighbours, and lines of
/// exactly N.
@Suite("Layers, wrapping edges and exact lines")
struct LatticeTests {
    @Test func aFlatBoardKeepsItsLinesInReportOrder() {
        let lines = Lattice(width: 3, height: 3).runs(of: 3).cells
        #expect(lines == [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]])
    }

    /// An n-cube has ((n + 2)³ - n³) / 2 lines of n: each line leaves the cube through two of the
    /// cells of the (n + 2)-cube around it.
    @Test(arguments: [3, 4, 5])
    func aCubeHasTheLinesOfThirteenDirections(_ n: Int) {
        let lattice = Lattice(width: n, height: n, layers: n)
        let lines = lattice.runs(of: n).cells
        #expect(lines.count == ((n + 2) * (n + 2) * (n + 2) - n * n * n) / 2)
        #expect(Set(lines.map { Set($0) }).count == lines.count)
        #expect(lattice.axes.count == 13)
    }

    @Test func aCubesLinesRunFromLayerToLayer() {
        let lines = Lattice(width: 3, height: 3, layers: 3).runs(of: 3).cells
        #expect(lines.contains([4, 13, 22]))
        #expect(lines.contains([0, 13, 26]))
        #expect(lines.contains([8, 13, 18]))
        #expect(lines.contains([3, 13, 23]))
        #expect(!lines.contains([6, 7, 9]))
    }

    @Test func aLineOnATorusNeverUsesACellTwiceNorComesTwice() {
        #expect(Lattice(width: 3, height: 3, wraps: true).runs(of: 4).cells.isEmpty)
        let rings = Lattice(width: 4, height: 4, wraps: true).runs(of: 4).cells
        #expect(rings.count == 16)
        #expect(rings.allSatisfy { Set($0).count == 4 })
        #expect(rings.contains([0, 1, 2, 3]))
        #expect(rings.contains([3, 6, 9, 12]))
        #expect(Lattice(width: 5, height: 5, wraps: true).runs(of: 4).cells.count == 100)
        #expect(Lattice(width: 5, height: 5, wraps: true).runs(of: 4).cells.contains([23, 24, 20, 21]))
    }

    @Test func neighboursStepThroughLayersAndAcrossWrappingEdges() {
        var cube = CoreBoard(width: 3, height: 3, naming: .numbered(from: 0), lines: [])
        cube.layers = 3
        #expect(cube.neighbours(.adjacent)[13].count == 26)
        #expect(cube.neighbours(.orthogonal)[13] == [4, 10, 12, 14, 16, 22])
        #expect(cube.neighbours(.adjacent)[0].count == 7)
        var torus = CoreBoard(width: 4, height: 4, naming: .numbered(from: 0), lines: [])
        torus.wraps = true
        #expect(torus.neighbours(.orthogonal)[0] == [1, 3, 4, 12])
        #expect(torus.neighbours(.adjacent)[0].count == 8)
        #expect(torus.jumps(.orthogonal)[0].map(\.to) == [2, 8])
    }

    @Test func cellsAreNamedLayerByLayer() {
        let algebraic = CellNaming.algebraic
        let names = (0..<27).map { algebraic.name(of: $0, width: 3, height: 3, layers: 3) }
        #expect(names.prefix(3) == ["1a3", "1b3", "1c3"])
        #expect(names[13] == "2b2")
        #expect(names[26] == "3c1")
        #expect((0..<27).allSatisfy { algebraic.cell(named: Substring(names[$0]), width: 3, height: 3, layers: 3) == $0 })
        for wrong in ["4a1", "0a1", "a1", "2d1", "2a4", "2"] {
            #expect(algebraic.cell(named: Substring(wrong), width: 3, height: 3, layers: 3) == nil, "\(wrong)")
        }
        #expect(algebraic.name(of: 0, width: 3, height: 3, layers: 1) == "a3")
        let numbered = CellNaming.numbered(from: 1)
        #expect(numbered.cell(named: "27", width: 3, height: 3, layers: 3) == 26)
        #expect(numbered.cell(named: "28", width: 3, height: 3, layers: 3) == nil)
    }

    @Test func theCellsPastALinesEndsAreThoseOfALongerRun() {
        let runs = Lattice(width: 7, height: 1).runs(of: 5)
        #expect(runs.cells == [[0, 1, 2, 3, 4], [1, 2, 3, 4, 5], [2, 3, 4, 5, 6]])
        #expect(runs.beyond == [[5], [0, 6], [1]])
        let ring = Lattice(width: 5, height: 1, wraps: true).runs(of: 4)
        #expect(ring.beyond.allSatisfy { $0.count == 1 })
        #expect(Lattice(width: 4, height: 1, wraps: true).runs(of: 4).beyond == [[]])
    }

    /// `line` follows the pieces both ways: a fourth piece spoils a line of exactly three, and
    /// taking the first away makes one again.
    @Test func aLineOfExactlyNIsSpoiledAndMadeAgain() throws {
        let e = try engine(board("""
            turns fixed X
            lines exactly 3 in a row
            move place when moves < 4
            move remove own when moves >= 4
            after move when line then announce "line"
            end when moves == 6: draw
            """, width: 7, height: 1))
        var s = try play(e, ["0", "1", "2"])
        #expect(try view(e, s).announcements == ["line"])
        #expect(try view(e, s).lines == [[0, 1, 2]])
        s = try play(e, ["3"], from: s)
        #expect(try view(e, s).announcements.isEmpty)
        #expect(try view(e, s).lines.isEmpty)
        s = try play(e, ["remove 0"], from: s)
        #expect(try view(e, s).announcements == ["line"])
        #expect(try view(e, s).lines == [[1, 2, 3]])
    }

    @Test func linesOfExactlyNAreCountedAndWinOnlyAlone() throws {
        let e = try engine(board("win exactly 3 in a row\ndraw when full", width: 7, height: 1))
        #expect(AnyKernel(e.model).isGeneral)
        var s = try e.setup(.marks(player: "X", cells: ["0", "1", "3"]), in: e.newGame()).get()
        s = try e.setup(.turn("X"), in: s).get()
        s = try play(e, ["2"], from: s)
        #expect(e.outcome(s) == nil)
        s = try e.setup(.marks(player: "O", cells: ["4", "5"]), in: s).get()
        s = try e.setup(.turn("O"), in: s).get()
        s = try play(e, ["6"], from: s)
        #expect(e.outcome(s)?.winner == 1)
        #expect(try view(e, s).lines == [[4, 5, 6]])
    }
}
