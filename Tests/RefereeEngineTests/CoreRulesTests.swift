import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Each core construct on its own, on small boards: what it allows, what it refuses, and what it
/// changes.
@Suite("Core rules")
struct CoreRulesTests {
    @Test func aFileWithCoreRulesRunsOnTheGeneralInterpreter() throws {
        let e = try engine(board("win 3 in a row\nmove pass"))
        #expect(AnyKernel(e.model).isGeneral)
        #expect(throws: EnginePathError.self) { try AnyKernel(e.model, path: .kernel) }
        #expect(!AnyKernel(try engine(ticTacToeRules).model).isGeneral)
    }

    @Test func moveRulesReplaceThePlacementAndListInOrder() throws {
        let e = try engine(board("win 3 in a row\nmove pass\nmove place when moves >= 1"))
        let s = e.newGame()
        #expect(e.legalMoveTexts(s) == ["pass"])
        let t = try play(e, ["pass"], from: s)
        #expect(e.legalMoveTexts(t) == ["pass"] + (0...8).map(String.init))
        #expect(e.toMove(t) == 1)
    }

    @Test func aConditionThatDoesNotHoldRefusesTheMoveAndChangesNothing() throws {
        let e = try engine(board("win 3 in a row\nmove place when moves < 2"))
        let s = try play(e, ["0", "1"])
        guard case .failure(let refusal) = e.play("2", in: s) else {
            Issue.record("a move whose condition is false was played")
            return
        }
        #expect(refusal.rule == .illegal)
        #expect(refusal.message == "'2' is not allowed now")
        #expect(e.legalMoves(s).isEmpty)
    }

    @Test func stateStartsAsDeclaredAndEffectsChangeIt() throws {
        let e = try engine(board("""
            win 3 in a row
            state placed per player = 0
            state total = 10
            state lastMover = O
            move place then add 1 to placed(mover), set total = total - 2, set lastMover = mover
            """))
        let start = try view(e, e.newGame())
        #expect(start.kept.map(\.name) == ["placed", "total", "lastMover"])
        #expect(start.kept.map(\.values) == [["0", "0"], ["10"], ["O"]])
        let after = try view(e, try play(e, ["4", "0", "8"]))
        #expect(after.kept.map(\.values) == [["2", "1"], ["4"], ["X"]])
    }

    @Test func afterMoveRulesRunWhenTheirConditionHoldsAndMayAnnounce() throws {
        let e = try engine(board("""
            win 3 in a row
            state rounds = 0
            after move when moves % 2 == 0 then add 1 to rounds, announce "a round is over"
            """))
        let one = try play(e, ["4"])
        #expect(try view(e, one).announcements.isEmpty)
        let two = try play(e, ["0"], from: one)
        #expect(try view(e, two).announcements == ["a round is over"])
        #expect(try view(e, two).kept.first?.values == ["1"])
        let three = try play(e, ["1"], from: two)
        #expect(try view(e, three).announcements.isEmpty)
    }

    @Test func callsOverEveryPlayersValuesGiveWhatTheEvaluatorGives() throws {
        // min, max and sum of a per-player value are folded without the Evaluator's lists; each
        // must give what the Evaluator gives for the same values.
        let calls: [(text: String, expr: Expr)] = [
            ("sum(placed) * 10", .binary(.multiply, .call(.sum, [.each(.variable(0))]), .int(10))),
            ("max(placed) - min(placed)",
             .binary(.subtract, .call(.max, [.each(.variable(0))]), .call(.min, [.each(.variable(0))]))),
            ("min(placed) + moves", .binary(.add, .call(.min, [.each(.variable(0))]), .state(.moves))),
            ("max(placed)", .call(.max, [.each(.variable(0))])),
        ]
        let e = try engine(board("""
            win 3 in a row
            state placed per player = 0
            \(calls.indices.map { "state r\($0) = 0" }.joined(separator: "\n"))
            move place then add 1 to placed(mover)
            after move then \(calls.indices.map { "set r\($0) = \(calls[$0].text)" }.joined(separator: ", "))
            """))
        struct Values: ExprContext {
            let placed: [Int], moves: Int
            var playerCount: Int { placed.count }
            func scalar(_ ref: StateRef) -> Int { ref == .moves ? moves : 0 }
            func quantity(_ quantity: Quantity, of player: Int) -> Int { placed[player] }
        }
        var s = e.newGame()
        for (n, move) in ["4", "0", "8"].enumerated() {
            s = try play(e, [move], from: s)
            let kept = try view(e, s).kept
            let placed = try #require(kept.first?.values.compactMap { Int($0) })
            let expected = calls.map { Evaluator.evaluate($0.expr, in: Values(placed: placed, moves: n + 1)).asInt }
            #expect(kept.dropFirst().map(\.values) == expected.map { [String($0)] })
        }
    }

    @Test func againGivesTheMoverAnotherMove() throws {
        let e = try engine(board("win 3 in a row\nafter move when moves == 1 then again"))
        let s = try play(e, ["4"])
        #expect(e.toMove(s) == 0)
        #expect(e.toMove(try play(e, ["0"], from: s)) == 1)
    }

    @Test func sharedPiecesArePlacedByEitherPlayerAndChosenByName() throws {
        let e = try engine("referee 1\nplayers A B\nboard 2 by 1\npieces S O\nmove place S or O\ndraw when full\n")
        let s = e.newGame()
        #expect(e.legalMoveTexts(s) == ["S 0", "S 1", "O 0", "O 1"])
        let t = try play(e, ["O 1"])
        let b = try view(e, t)
        #expect(b.pieces == [nil, "O"])
        #expect(b.cells == [nil, nil])
        #expect(e.toMove(t) == 1)
        guard case .failure(let taken) = e.play("S 1", in: t) else {
            Issue.record("a taken cell was accepted")
            return
        }
        #expect(taken.rule == .occupied)
    }

    @Test func aLineOfOneSharedPieceWinsForWhoeverCompletesIt() throws {
        let e = try engine(board("pieces Z\nmove place Z\nwin 3 in a row", width: 4, height: 1))
        let s = try play(e, ["0", "1", "2"])
        #expect(e.outcome(s)?.winner == 0)
        #expect(try view(e, s).lines == [[0, 1, 2]])
    }

    @Test func slidesGoToEmptyNeighboursInTheWayTheRuleSays() throws {
        let setup = "win 3 in a row\nmove place when moves < 2"
        let orthogonal = try engine(board(setup + "\nmove slide orthogonally when moves >= 2"))
        let adjacent = try engine(board(setup + "\nmove slide when moves >= 2"))
        let alongLines = try engine(board(setup + "\nmove slide along lines when moves >= 2"))
        // X at 1 (top middle), O at 8; X to move: 1's neighbours are 0, 2, 4 beside it, and
        // 3, 5 diagonally; on the lines (rows, columns, diagonals) only 0, 2 and 4.
        for (e, expected) in [(orthogonal, ["1-0", "1-2", "1-4"]), (adjacent, ["1-0", "1-2", "1-3", "1-4", "1-5"]),
                              (alongLines, ["1-0", "1-2", "1-4"])] {
            let s = try play(e, ["1", "8"])
            #expect(e.legalMoveTexts(s) == expected)
        }
        let s = try play(alongLines, ["1", "8"])
        guard case .failure(let refusal) = alongLines.play("1-3", in: s) else {
            Issue.record("a slide off the lines was accepted")
            return
        }
        #expect(refusal.rule == .illegal)
        guard case .failure(let notMine) = alongLines.play("8-7", in: s) else {
            Issue.record("a slide of the other player's piece was accepted")
            return
        }
        #expect(notMine.rule == .illegal)
        let t = try alongLines.play("1-4", in: s).get()
        #expect(try view(alongLines, t).pieces[4] == "X")
        #expect(try view(alongLines, t).pieces[1] == nil)
    }

    @Test func removalTakesTheNamedPiecesOnly() throws {
        let e = try engine(board("draw when full\nmove place when moves < 2\nmove remove other when moves >= 2"))
        let s = try play(e, ["0", "8"])
        #expect(e.legalMoveTexts(s) == ["remove 8"])
        let t = try play(e, ["remove 8"], from: s)
        #expect(try view(e, t).pieces[8] == nil)
        #expect(e.moveCount(t) == 3)
    }

    @Test func droppingPlacesAtTheBottomOfTheColumn() throws {
        let e = try engine(board("win 3 in a row\nmove place dropping", width: 2, height: 3))
        let s = try play(e, ["0", "0"])
        #expect(try view(e, s).cells == [nil, nil, 1, nil, 0, nil])
        #expect(e.legalMoveTexts(s) == ["0", "1"])
        let full = try play(e, ["0"], from: s)
        guard case .failure(let refusal) = e.play("0", in: full) else {
            Issue.record("a full column was accepted")
            return
        }
        #expect(refusal.rule == .full)
    }

    @Test func endRulesAreTriedInOrderAndDecideTheResult() throws {
        let highest = try engine(board("""
            state points per player = 0
            after move then add moves to points(mover)
            end when moves == 3: highest points
            """))
        // X scores 1 + 3, O scores 2.
        #expect(highest.outcome(try play(highest, ["0", "1", "2"]))?.winner == 0)
        let tie = try engine(board("""
            state points per player = 0
            end when moves == 2: highest points
            """))
        #expect(tie.outcome(try play(tie, ["0", "1"])) == Outcome(winner: nil))
        let loser = try engine(board("end when moves == 1: loser mover\nend when moves == 1: winner mover"))
        #expect(loser.outcome(try play(loser, ["4"]))?.winner == 1)
        let draw = try engine(board("end when marks(X) == 1: draw"))
        #expect(draw.outcome(try play(draw, ["4"])) == Outcome(winner: nil))
    }

    @Test func aPlayerWhoCannotMoveIsStuck() throws {
        let e = try engine(board("""
            move place when mover == X
            move pass when mover == X
            end when stuck: loser next
            """))
        let s = try play(e, ["4"])
        #expect(e.outcome(s)?.winner == 0)
    }

    @Test func aFileWithoutCoreRulesMayNameAnOptionLikeACoreName() throws {
        let e = try engine("referee 1\nplayers X O\noption line = 3\nboard 3 by 3\nwin line in a row\ndraw when full\n")
        #expect(e.model.options["line"] == 3)
    }

    @Test func coreRulesBesideACodeGameReadItsAnswers() throws {
        let text = """
            referee 1
            players M B
            code 4 from "123456"
            guesses 10
            secret kept by M, hidden from B
            state near = 0
            after move when exact + partial >= 3 then add 1 to near
            """
        let e = try engine(text)
        #expect(AnyKernel(e.model).isGeneral)
        var s = try e.setup(.secret("1234"), in: e.newGame()).get()
        for guess in ["1243", "1111", "4321"] { s = try e.play(guess, in: s).get() }
        let near = e.view(s).kept.first { $0.name == "near" }
        #expect(near?.values == ["2"])
        guard case .code(let breakers) = e.view(s, for: 1), case .code(let makers) = e.view(s, for: 0) else {
            Issue.record("a code game in core terms is not shown as one")
            return
        }
        #expect(breakers.secret == nil)
        #expect(makers.secret == "1234")
    }

    @Test func coreRulesBesideValuedPinsReadThePinsARollNames() throws {
        let text = """
            referee 1
            players Bowler
            frames 10
            pins 5 worth 2 3 5 3 2
            rolls 3
            state heads = 0
            after move when chosen % 8 >= 4 then add 1 to heads
            """
        let e = try engine(text)
        #expect(AnyKernel(e.model).isGeneral)
        var s = e.newGame()
        for roll in ["3", "12"] { s = try e.play(roll, in: s).get() }
        guard case .frames(let frames) = e.view(s) else {
            Issue.record("five-pin in core terms is not shown as frames")
            return
        }
        #expect(frames.standingPinNumbers == [4, 5])
        #expect(frames.scores == [10])
        guard case .failure(let refused) = e.play("1", in: s) else {
            Issue.record("a pin already down was knocked down again")
            return
        }
        #expect(refused.rule == .pins)
        for roll in ["45", "X"] { s = try e.play(roll, in: s).get() }
        #expect(e.view(s).kept.first?.values == ["2"])
    }

    @Test func aCodeGameRefusesMovesOfItsOwn() {
        let text = "referee 1\nplayers M B\ncode 4 from \"123456\"\nguesses 10\nmove pass\n"
        guard case .failure(let error) = RuleBook.compile(SourceFile(name: "t.rules", text: text)) else {
            Issue.record("a move rule was accepted in a code game")
            return
        }
        #expect(error.errors.first?.diagnostic.message == "a code game's moves are given by its family statements")
    }

    @Test func coreRulesBesideSidesOfSeveralPlayersKeepValuesAndAnnounce() throws {
        let e = try engine("""
            referee 1
            players A B
            side A: A1 A2
            side B: B1 B2
            game: first to 11, lead by 2
            match: best of 1
            serve changes every 2 points
            receiver is next server
            state changed = false
            after move when max(points) == 5 and not changed then announce "Change ends", set changed = true

            """)
        #expect(AnyKernel(e.model).isGeneral)
        let four = try play(e, ["A", "A", "A", "A"])
        guard case .rally(let before) = e.view(four) else { throw UnexpectedView() }
        #expect(before.announcements.isEmpty)
        #expect(before.kept.map(\.values) == [["no"]])
        let five = try play(e, ["A"], from: four)
        guard case .rally(let at) = e.view(five) else { throw UnexpectedView() }
        #expect(at.announcements == ["Change ends"])
        #expect(at.kept.map(\.values) == [["yes"]])
        #expect(at.serving?.server == "A2", "A1 served two points, B1 two, A2 serves the fifth and sixth")
        let six = try play(e, ["B"], from: five)
        guard case .rally(let after) = e.view(six) else { throw UnexpectedView() }
        #expect(after.announcements.isEmpty)
    }

    /// A file's after-move rules run after a side's choice of player as after a rally, as
    /// docs/language.md says ("Sides of several players").
    @Test func afterMoveRulesRunAfterASidesChoiceToo() throws {
        let e = try engine("""
            referee 1
            players A B
            side A: A1 A2
            side B: B1 B2
            game: first to 4, lead by 2
            match: best of 1
            order chosen every match
            receiver alternates every point
            state moved = 0
            after move then add 1 to moved

            """)
        let chosen = try play(e, ["A1", "B2"])
        #expect(e.view(chosen).kept.map(\.values) == [["2"]], "each choice is a move the rules run after")
        let rally = try play(e, ["A"], from: chosen)
        #expect(e.view(rally).kept.map(\.values) == [["3"]])
    }
}
