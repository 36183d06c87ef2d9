import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// `refuse when …`: moves that name a value, judged by a condition before they are made; and
/// `fits`, whether a guess could still be the secret.
@Suite("Core rules: refuse")
struct CoreRefuseTests {
    /// No number twice in a row, by either player.
    static let noRepeat = """
        referee 1
        players A B
        state last = 0
        state total per player = 0
        move number 1 to 4 then add chosen to total(mover), set last = chosen
        refuse when chosen == last: "{move} was just named"
        end when max(total) >= 9: highest total

        """

    @Test func aRefusedValueIsLeftOutOfTheLegalMoves() throws {
        let e = try engine(Self.noRepeat)
        #expect(e.legalMoveTexts(e.newGame()) == ["1", "2", "3", "4"])
        let s = try play(e, ["3"])
        #expect(e.legalMoveTexts(s) == ["1", "2", "4"])
        #expect(e.legalMoveCount(s) == 3)
    }

    @Test func aRefusedValueIsRefusedWithTheMessageAndChangesNothing() throws {
        let e = try engine(Self.noRepeat)
        let s = try play(e, ["3"])
        guard case .failure(let refusal) = e.play("3", in: s) else {
            Issue.record("a repeated number was played")
            return
        }
        #expect(refusal.message == "3 was just named")
        #expect(refusal.refusingRule == 0)
        #expect(refusal.because == "the file's 'refuse when …' rule refuses it")
        #expect(e.moveCount(s) == 1)
        #expect(e.legalMoveTexts(s) == ["1", "2", "4"])
    }

    @Test func randomMovesAreTheUnrefusedMovesDrawnByIndex() throws {
        let e = try engine(Self.noRepeat)
        guard case .smallCore(let k) = AnyKernel(e.model) else { throw CancellationError() }
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<30 {
            var state = k.initial(seed: generator.next())
            while k.outcome(state) == nil {
                let moves = k.legalMoves(state)
                #expect(k.legalMoveCount(state) == moves.count)
                var g1 = generator, g2 = generator
                let move = try #require(k.randomMove(state, using: &g1))
                #expect(move == moves[g2.below(moves.count)])
                generator = g1
                let named = k.format(move, in: state)
                k.applyLegal(move, to: &state)
                if k.outcome(state) == nil { #expect(!k.legalMoves(state).map { k.format($0, in: state) }.contains(named)) }
            }
        }
    }

    static let hardMastermind = """
        referee 1
        players M B
        code 3 from "1234"
        guesses 8
        feedback "B" "W"
        refuse when not fits: "{move} does not fit"

        """

    @Test func onlyCodesThatFitEveryAnswerAreLegal() throws {
        let e = try engine(Self.hardMastermind)
        let start = try e.setup(.secret("123"), in: e.newGame()).get()
        #expect(e.legalMoveCount(start) == 64)
        let s = try play(e, ["111"], from: start)
        let legal = e.legalMoveTexts(s)
        // 111 earned one B: exactly one 1, in any place.
        #expect(legal.count == 3 * 9)
        #expect(legal.allSatisfy { code in code.filter { $0 == "1" }.count == 1 })
        #expect(legal.contains("123"))
        guard case .failure(let refusal) = e.play("111", in: s) else {
            Issue.record("a guess that does not fit was played")
            return
        }
        #expect(refusal.message == "111 does not fit")
    }

    @Test func theFileHasNoFastPath() throws {
        let model = try engine(Self.hardMastermind).model
        #expect(throws: EnginePathError.self) { try AnyKernel(model, path: .kernel) }
        #expect(AnyKernel(model).isGeneral)
    }
}
