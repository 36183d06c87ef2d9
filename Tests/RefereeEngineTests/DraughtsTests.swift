import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Draughts in the core: kinds every player has, directions relative to the mover, flying
/// moves, chained jumps, compulsory and most captures, and promotion on the far row.
@Suite("Draughts")
struct DraughtsTests {
    /// A 5 by 5 board: men step and jump forward or sideways in chains, kings fly along rows and
    /// columns, the most captures are compulsory, and a man on the far row is crowned.
    static func rules(_ extra: String = "") -> String {
        """
        referee 1
        players White Black
        board 5 by 5
        cells named a1
        pieces man king per player
        forward White up
        forward Black down
        move slide man forward or sideways
        move jump man forward or sideways chained
        move slide king orthogonally flying
        move jump king orthogonally flying chained
        captures most
        promote man to king on the far row
        end when stuck: loser next
        \(extra)

        """
    }

    func texts(_ e: Engine, _ s: GameState) -> [String] { e.legalMoveTexts(s) }

    @Test func sensesAreReadAgainstTheMoversForward() {
        func steps(_ sense: Sense, _ facing: Facing) -> [[Int]] { sense.steps(facing: facing).map { [$0.row, $0.column] } }
        #expect(steps(.forward, .up) == [[-1, 0]])
        #expect(steps(.forward, .down) == [[1, 0]])
        #expect(steps(.backward, .up) == [[1, 0]])
        #expect(Set(steps(.sideways, .up)) == [[0, 1], [0, -1]])
        #expect(Set(steps(.sideways, .left)) == [[1, 0], [-1, 0]])
        #expect(Set(steps(.diagonallyForward, .down)) == [[1, 1], [1, -1]])
        #expect(Set(steps(.diagonallyBackward, .right)) == [[1, -1], [-1, -1]])
        #expect(Facing.up.farRow(width: 3, height: 2) == [0, 1, 2])
        #expect(Facing.down.farRow(width: 3, height: 2) == [3, 4, 5])
        #expect(Facing.left.farRow(width: 3, height: 2) == [0, 3])
    }

    @Test func eachPlayerHasAPieceOfEveryKindNamedByThePlayerAndTheKind() throws {
        let e = try engine(Self.rules("start White at a1\nstart White king at e1\nstart Black man at a5"))
        let names = e.model.core?.pieces.map(\.name)
        #expect(names == ["White", "Black", "White king", "Black king"])
        let b = try view(e, e.newGame())
        #expect(b.pieces[20] == "White")
        #expect(b.pieces[24] == "White king")
        #expect(b.pieces[0] == "Black")
        #expect(b.kinds == ["man", "king"])
    }

    @Test func aManStepsForwardOrSidewaysAndAKingFlies() throws {
        let e = try engine(Self.rules("start White at c1\nstart White king at a3\nstart Black at e5"))
        #expect(texts(e, e.newGame()) == ["c1-c2", "c1-b1", "c1-d1", "a3-a5", "a3-a4", "a3-b3", "a3-c3", "a3-d3", "a3-e3", "a3-a2", "a3-a1"])
    }

    @Test func aChainIsOneMoveThatTakesEveryPieceItJumps() throws {
        let e = try engine(Self.rules("start White at a1\nstart Black at a2 b3 e5"))
        let s = e.newGame()
        #expect(texts(e, s) == ["a1-a3-c3"])
        let after = try play(e, ["a1-a3-c3"], from: s)
        let b = try view(e, after)
        #expect(b.pieces[10 + 2] == "White")
        #expect(b.pieces.compactMap { $0 }.count == 2, "the men on a2 and b3 are gone")
        #expect(e.toMove(after) == 1)
    }

    @Test func aChainTypedByItsEndsAloneIsPlayedWhenItIsTheOnlyOne() throws {
        let e = try engine(Self.rules("start White at a1\nstart Black at a2 b3 e5"))
        let s = try play(e, ["a1-c3"])
        #expect(try view(e, s).pieces[12] == "White")
    }

    @Test func aChainCutShortIsRefusedAndChangesNothing() throws {
        let e = try engine(Self.rules("start White at a1\nstart Black at a2 b3 e5"))
        let s = e.newGame()
        guard case .failure(let refusal) = e.play("a1-a3", in: s) else {
            Issue.record("a jump that could go on was played alone")
            return
        }
        #expect(refusal.rule == .illegal)
        #expect(try view(e, s) == view(e, e.newGame()))
    }

    @Test func whileAJumpIsLegalNoSlideIs() throws {
        let e = try engine(Self.rules("start White at a1 e1\nstart Black at e2 d5"))
        #expect(texts(e, e.newGame()) == ["e1-e3"])
        guard case .failure(let refusal) = e.play("a1-a2", in: e.newGame()) else {
            Issue.record("a slide was played while a jump was legal")
            return
        }
        #expect(refusal.because?.contains("compulsory") == true)
    }

    @Test func onlyTheChainsThatTakeTheMostAreLegal() throws {
        let e = try engine(Self.rules("start White at a1 e1\nstart Black at a2 e2 e4 c5"))
        #expect(texts(e, e.newGame()) == ["e1-e3-e5"])
    }

    @Test func withCapturesCompulsoryEveryJumpIsLegal() throws {
        let text = Self.rules("start White at a1 e1\nstart Black at a2 e2 e4 c5").replacingOccurrences(of: "captures most", with: "captures compulsory")
        let e = try engine(text)
        #expect(texts(e, e.newGame()) == ["a1-a3", "e1-e3-e5"])
    }

    @Test func aManIsCrownedOnlyWhereItsChainEnds() throws {
        let e = try engine(Self.rules("start White at b3\nstart Black at b4 c5 a1"))
        let s = try play(e, ["b3-b5-d5"])
        let b = try view(e, s)
        #expect(b.pieces[3] == "White king")
        #expect(b.pieces[1] == nil, "the man passed through b5 as a man")
    }

    @Test func aFlyingKingTakesAPieceAnywhereAlongItsLineAndLandsAnywhereBeyond() throws {
        let e = try engine(Self.rules("start White king at c1\nstart Black at c3 a5"))
        #expect(texts(e, e.newGame()) == ["c1-c5", "c1-c4"])
    }

    @Test func aKingNeverTurnsStraightBackWithinAChain() throws {
        // Straight back from either landing, the king would take the piece on the other side.
        let e = try engine(Self.rules("start White king at c3\nstart Black at b3 d3"))
        #expect(texts(e, e.newGame()) == ["c3-a3", "c3-e3"])
    }

    @Test func twoChainsBetweenTheSameCellsAreBothListedByTheirPaths() throws {
        let e = try engine("""
            referee 1
            players White Black
            board 3 by 3
            cells named a1
            start White at a1
            start Black at a2 b3 b1 c2
            move jump orthogonally chained
            end when stuck: loser next

            """)
        let s = e.newGame()
        let moves = texts(e, s)
        #expect(Set(moves) == ["a1-a3-c3-c1-a1", "a1-c1-c3-a3-a1"])
        #expect(moves.count == 2)
        for move in moves {
            let b = try view(e, try play(e, [move], from: s))
            #expect(b.pieces.compactMap { $0 } == ["White"])
        }
    }

    @Test func theRandomPlayerAndTheMoveCountAgreeWithTheLegalMoves() throws {
        let e = try engine(Self.rules("start White at a1 b1 c1 d1 e1\nstart Black at a5 b5 c5 d5 e5"))
        var s = e.newGame()
        var generator = SeededGenerator(seed: 7)
        var plies = 0
        while e.outcome(s) == nil, plies < 200 {
            let legal = e.legalMoves(s)
            let chosen = try #require(legal.randomElement(using: &generator))
            s = try e.play(e.format(chosen, in: s), in: s).get()
            plies += 1
        }
        #expect(plies > 4)
    }
}
