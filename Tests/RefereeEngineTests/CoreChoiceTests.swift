import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Moves that name a player or a number, `chosen`, games of core rules alone, and core rules
/// beside a rally's or a game of frames' family statements.
@Suite("Core rules: choices, and games without a board")
struct CoreChoiceTests {
    static let dice = """
        referee 1
        players A B
        state total per player = 0
        move number 1 to 6 then add chosen to total(mover)
        end when max(total) >= 10: highest total
        """

    @Test func aNumberMoveListsItsRangeAndAddsWhatItNames() throws {
        let e = try engine(Self.dice)
        let s = e.newGame()
        #expect(e.legalMoveTexts(s) == ["1", "2", "3", "4", "5", "6"])
        let t = try play(e, ["6", "2", "5"], from: s)
        #expect(try values(e, t).kept.first?.values == ["11", "2"])
        #expect(e.outcome(t)?.winner == 0)
    }

    @Test func aNumberOutOfRangeIsRefusedAndChangesNothing() throws {
        let e = try engine(Self.dice)
        let s = try play(e, ["3"])
        for bad in ["7", "0", "1000000", "-2", "+3", "three"] {
            guard case .failure(let refusal) = e.play(bad, in: s) else {
                Issue.record("'\(bad)' was played")
                continue
            }
            #expect(refusal.rule == (Int(bad).map { $0 >= 0 } == true && !bad.hasPrefix("+") ? .illegal : .unknown), "\(bad)")
        }
        #expect(e.legalMoveTexts(s) == ["1", "2", "3", "4", "5", "6"])
        #expect(e.moveCount(s) == 1)
    }

    @Test func theRangeIsEvaluatedBeforeEachMove() throws {
        let e = try engine("""
            referee 1
            players A
            state left = 3
            move number 1 to left then add -chosen to left
            end when left == 0: winner mover
            """)
        let s = try play(e, ["2"])
        #expect(e.legalMoveTexts(s) == ["1"])
        let t = try play(e, ["1"], from: s)
        #expect(e.outcome(t)?.winner == 0)
    }

    @Test func aPlayerMoveNamesEachPlayerAndRulesAfterItReadTheChoice() throws {
        let e = try engine("""
            referee 1
            players A B C
            state votes per player = 0
            move player
            after move then add 1 to votes(chosen)
            after move when votes(chosen) == 2 then announce "two votes"
            end when max(votes) >= 3: winner chosen
            """)
        let s = e.newGame()
        #expect(e.legalMoveTexts(s) == ["A", "B", "C"])
        let t = try play(e, ["C", "B", "C"], from: s)
        #expect(e.view(t).announcements == ["two votes"])
        #expect(e.view(t).kept.first?.values == ["0", "1", "2"])
        let u = try play(e, ["C"], from: t)
        #expect(e.outcome(u)?.winner == 2)
        guard case .failure(let refusal) = e.play("D", in: t) else {
            Issue.record("a player who is not in the game was named")
            return
        }
        #expect(refusal.rule == .unknown)
    }

    @Test func aGameWithoutABoardTakesTurnRulesAndComputerPlayers() throws {
        let e = try engine(Self.dice.replacingOccurrences(of: "players A B\n", with: "players A B\ncomputer B plays last\n"))
        #expect(e.model.computers[1] == .last)
        let s = try play(e, ["2"])
        #expect(e.toMove(s) == 0, "the computer has played B's move")
        #expect(e.view(s).kept.first?.values == ["2", "6"], "B plays the last of its moves")
        let alone = try engine(Self.dice.replacingOccurrences(of: "players A B\n", with: "players A B\nturns fixed A\n"))
        let t = try play(alone, ["1", "1"])
        #expect(alone.toMove(t) == 0)
    }

    @Test func coreRulesBesideARallyReadWhatTheFamilyKeeps() throws {
        let e = try engine("""
            referee 1
            players A B
            game: first to 3, lead by 1
            match: best of 3
            after move when points(chosen) == 2 and game == 2 then announce "two in game two"
            """)
        let s = try play(e, ["A", "A", "A", "B", "B"])
        #expect(e.view(s).announcements == ["two in game two"])
        guard case .rally(let rally) = e.view(s) else { throw UnexpectedView() }
        #expect(rally.points == [0, 2])
        #expect(rally.levels.first?.wins == [1, 0])
        #expect(AnyKernel(e.model).isGeneral)
    }

    @Test func coreRulesBesideFramesChangeTheScoreTheEndCompares() throws {
        let e = try engine("""
            referee 1
            players Ann Bob
            frames 1
            pins 10
            rolls 2
            after move when frame > 1 then add 5 to score(Bob)
            """)
        let s = try play(e, ["8", "0", "3", "0"])
        #expect(e.isOver(s))
        #expect(e.outcome(s)?.winner == nil)
        guard case .frames(let frames) = e.view(s) else { throw UnexpectedView() }
        #expect(frames.scores == [8, 8])
        let t = try play(e, ["8", "0", "3", "1"])
        #expect(e.outcome(t)?.winner == 1)
    }

    @Test func aRallyOnTheGeneralPathFollowsSetupOfPointsAndServer() throws {
        let model = try RuleBook.compile(SourceFile(name: "test.rules", text: """
            referee 1
            players A B
            game: first to 11, lead by 2
            match: best of 5
            serve changes every 2 points
            """)).get().model
        let e = Engine(model)
        var s = try e.setup(.points([10, 10]), in: e.newGame()).get()
        s = try e.setup(.server("B"), in: s).get()
        #expect(e.toMove(s) == 1)
        let t = try play(e, ["A", "A"], from: s)
        guard case .rally(let rally) = e.view(t) else { throw UnexpectedView() }
        #expect(rally.levels.first?.wins == [1, 0])
        #expect(rally.points == [0, 0])
    }
}
