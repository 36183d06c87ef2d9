import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// A slide in directions relative to the mover that may end on another player's piece
/// (`move slide diagonally forward onto other`): Breakthrough's capture.
@Suite("Directed slides onto other")
struct DirectedOntoTests {
    static func rules(_ pieces: String, flying: Bool = false) -> String {
        board("""
            cells named a1
            forward X up
            forward O down
            \(pieces)
            move slide forward\(flying ? " flying" : "")
            move slide diagonally forward\(flying ? " flying" : "") onto other
            end when stuck: loser next
            """, width: 4, height: 4)
    }

    @Test func aDiagonalStepTakesAnotherPlayersPieceButNotOnesOwn() throws {
        let e = try engine(Self.rules("start X at b1 a2\nstart O at c2 b2 d4"))
        #expect(e.legalMoveTexts(e.newGame()) == ["a2-a3", "a2-b3", "b1-c2"], "b2 blocks b1 ahead; a2 is X's own")
        let s = try play(e, ["b1-c2"])
        #expect(try view(e, s).pieces[8 + 2] == "X")
        #expect(try view(e, s).pieces.compactMap { $0 }.count == 4, "O's piece on c2 is taken")
        guard case .failure(let refusal) = e.play("b1-a2", in: e.newGame()) else {
            Issue.record("a slide onto the mover's own piece was played")
            return
        }
        #expect(refusal.rule == .occupied)
    }

    @Test func aFlyingSlideOntoOtherStopsAtTheFirstPiece() throws {
        let e = try engine(Self.rules("start X at a1\nstart O at c3 d4", flying: true))
        #expect(e.legalMoveTexts(e.newGame()) == ["a1-a4", "a1-a3", "a1-a2", "a1-c3", "a1-b2"])
    }
}
