import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// The core's board constructs on their own, on small boards: starting pieces, flanking,
/// `otherwise` moves, `blocked`, `highest marks`, patterns, the hexagonal grid, connection goals
/// and boards past 256 cells.
@Suite("Core board rules")
struct CoreBoardRulesTests {
    @Test func startingPiecesStandOnTheBoardBeforeTheFirstMove() throws {
        let e = try engine(board("win 3 in a row\nstart X at 0 8\nstart O at 4"))
        let v = try view(e, e.newGame())
        #expect(v.pieces[0] == "X" && v.pieces[8] == "X" && v.pieces[4] == "O")
        #expect(e.legalMoveTexts(e.newGame()) == ["1", "2", "3", "5", "6", "7"])
        #expect(e.toMove(e.newGame()) == 0)
    }

    @Test func aFlankingPlacementMustFlankAndTurnsEveryFlankedRun() throws {
        // X at 0, O at 1 and 2: X may play only 3, which flanks 1 and 2 along the row.
        let row = try engine(board("draw when full\nstart X at 0\nstart O at 1 2\nmove place flanking", width: 5, height: 1))
        let s = row.newGame()
        #expect(row.legalMoveTexts(s) == ["3"])
        guard case .failure(let refusal) = row.play("4", in: s) else {
            Issue.record("a placement that flanks nothing was accepted")
            return
        }
        #expect(refusal.rule == .illegal)
        let t = try play(row, ["3"])
        #expect(try view(row, t).cells == [0, 0, 0, 0, nil])
        // Two directions at once, and a run not ended by the mover's piece stays.
        let cross = try engine(board("draw when full\nstart X at 0 2\nstart O at 1 4 5\nmove place flanking"))
        let u = try play(cross, ["8"])
        #expect(try view(cross, u).cells == [0, 1, 0, nil, 0, 0, nil, nil, 0])
    }

    @Test func anOtherwiseMoveIsLegalOnlyWhenNoOtherMoveIs() throws {
        let e = try engine(board("draw when full\nmove place when moves < 2\nmove pass otherwise"))
        let s = e.newGame()
        #expect(e.legalMoveTexts(s) == (0...8).map(String.init))
        guard case .failure(let refusal) = e.play("pass", in: s) else {
            Issue.record("an otherwise move was accepted beside other moves")
            return
        }
        #expect(refusal.rule == .illegal)
        let t = try play(e, ["0", "1"])
        #expect(e.legalMoveTexts(t) == ["pass"])
        #expect(e.legalMoveCount(t) == 1)
    }

    @Test func blockedEndsTheGameWhenNobodyHasAMoveButPassingAndMostMarksWin() throws {
        let e = try engine(board("move place when moves < 3\nmove pass otherwise\nend when blocked: highest marks"))
        let s = try play(e, ["0", "1"])
        #expect(e.outcome(s) == nil)
        let t = try play(e, ["2"], from: s)
        #expect(e.outcome(t)?.winner == 0)
        let tie = try engine(board("move place when moves < 2\nmove pass otherwise\nend when blocked: highest marks"))
        let u = try play(tie, ["0", "1"])
        #expect(tie.outcome(u) != nil)
        #expect(tie.outcome(u)?.winner == nil)
    }

    @Test func aPatternCountsTheRunsThroughTheLastMoveThatSpellIt() throws {
        let rules = """
            pieces S O
            pattern sos = S O S
            state score per player = 0
            move place S or O
            after move when sos > 0 then add sos to score(mover), again
            end when full: highest score
            """
        let e = try engine("referee 1\nplayers A B\nboard 5 by 5\n" + rules + "\n")
        // Around the centre (12): S on 2, 10, 14 and 22, O on 7, 11, 13 and 17; an S on 12
        // finishes four runs, across, down and through both O's on each line.
        let s = try play(e, ["S 2", "O 7", "S 10", "O 11", "S 14", "O 13", "S 22", "O 17"])
        let t = try play(e, ["S 12"], from: s)
        #expect(try view(e, t).kept.first?.values == ["4", "0"])
        #expect(e.toMove(t) == 0)
        let u = try play(e, ["O 0"], from: s)
        #expect(try view(e, u).kept.first?.values == ["0", "0"])
        #expect(e.toMove(u) == 1)
    }

    @Test func aHexagonalGridGivesEachCellSixNeighbours() throws {
        let grid = CoreBoard(width: 3, height: 3, naming: .numbered(from: 0), lines: [])
        var hex = grid
        hex.grid = .hexagonal
        #expect(hex.neighbours(.adjacent)[4] == [1, 2, 3, 5, 6, 7])
        #expect(hex.neighbours(.adjacent)[0] == [1, 3])
        #expect(grid.neighbours(.adjacent)[4] == [0, 1, 2, 3, 5, 6, 7, 8])
        #expect(hex.runs(of: 3).count == 3 + 3 + 1)
    }

    @Test func connectedHoldsWhenTheMoversChainJoinsItsSides() throws {
        let rules = "grid hexagonal\nconnect X top bottom\nconnect O left right\nend when connected: winner mover"
        let e = try engine(board(rules))
        // X on 2, 4, 6 runs from the top right to the bottom left, each touching the next.
        let s = try play(e, ["2", "0", "4", "8"])
        #expect(e.outcome(s) == nil)
        let t = try play(e, ["6"], from: s)
        #expect(e.outcome(t)?.winner == 0)
        // On the square grid the same cells touch only at corners.
        let square = try engine(board("connect X top bottom\nconnect O left right\nend when connected: winner mover\ndraw when full"))
        let u = try play(square, ["2", "0", "4", "8", "6"])
        #expect(square.outcome(u) == nil)
    }

    @Test func boardsOfUpTo32By32Run() throws {
        let text = board("win 5 in a row\ndraw when full", width: 32, height: 32)
        for e in [try engine(text)] {
            let s = try play(e, ["1019", "0", "1020", "1", "1021", "2", "1022", "3"])
            #expect(e.legalMoveCount(s) == 1024 - 8)
            let t = try play(e, ["1023"], from: s)
            #expect(e.outcome(t)?.winner == 0)
            #expect(try view(e, t).lines == [[1019, 1020, 1021, 1022, 1023]])
        }
    }

    @Test func aSlideOnTheLargestBoardKeepsItsCellsInTheMove() throws {
        let e = try engine(board("start X at 1022\nstart O at 0\nmove slide\nend when full: draw", width: 32, height: 32))
        let s = e.newGame()
        #expect(e.legalMoveTexts(s).contains("1022-1023"))
        let t = try play(e, ["1022-1023"], from: s)
        #expect(try view(e, t).pieces[1023] == "X")
    }

    @Test func theWideBitSetAgreesWithASetOfCells() {
        var bits = Bits1024.empty
        var cells: Set<Int> = []
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let cell = generator.below(1024)
            bits = bits.inserting(cell)
            cells.insert(cell)
        }
        let sorted = cells.sorted()
        #expect(bits.count == cells.count)
        #expect(bits.highestCell == sorted.last)
        #expect((0..<1024).allSatisfy { bits.contains($0) == cells.contains($0) })
        #expect(sorted.indices.allSatisfy { bits.nthCell($0) == sorted[$0] })
        let low = (0..<512).reduce(Bits1024.empty) { $0.inserting($1) }
        #expect(bits.intersection(low).count == sorted.filter { $0 < 512 }.count)
        #expect(bits.subtracting(low).union(bits.intersection(low)) == bits)
        #expect(bits.covers(bits.intersection(low)) && !low.covers(bits))
        #expect(Bits1024.empty.isEmpty && Bits1024.empty.highestCell == -1)
    }
}
