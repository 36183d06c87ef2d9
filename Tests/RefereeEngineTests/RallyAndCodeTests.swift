import RefereeEngine
import RefereeModel
import Testing

@Suite("Rallies")
struct RallyTests {
    let volleyball = """
        referee 1
        players H V
        set: first to if set == 5 then 15 else 25, lead by 2
        match: best of 5
        serve to rally winner

        """

    @Test func theFifthSetIsPlayedTo15() throws {
        let e = try engine(volleyball)
        var moves: [String] = []
        for set in 0..<4 { moves += Array(repeating: set % 2 == 0 ? "H" : "V", count: 25) }
        var state = try play(e, moves)
        guard case .rally(let before) = e.view(state) else { return }
        #expect(before.levels[0].wins == [2, 2])
        state = try play(e, Array(repeating: "V", count: 15), from: state)
        #expect(e.outcome(state)?.winner == 1)
    }

    @Test func aRallyStateIsTheScoreNotTheRalliesThatLedToIt() throws {
        // Kept for undo at every point, a state that grew with the rallies made memory grow with
        // the square of the points played.
        let e = try engine("referee 1\nplayers A B\ngame: first to 1000, lead by 2\nmatch: best of 1\nserve changes every 2 points\n")
        // The same score reached in another order, by a rally won by the same side last (the
        // state keeps what the last move chose, which rules after a move may read).
        let one = try play(e, ["A", "B", "A", "B"])
        let other = try play(e, ["B", "A", "A", "B"])
        #expect(one == other)
        let long = try play(e, Array(repeating: ["A", "B"], count: 500).flatMap { $0 })
        let short = try play(e, Array(repeating: "A", count: 500) + Array(repeating: "B", count: 500))
        #expect(long == short)
    }

    @Test func theRallyWinnerServes() throws {
        let e = try engine(volleyball)
        let state = try play(e, ["V"])
        #expect(e.toMove(state) == 1)
    }

    @Test func aCapEndsAGameWhateverTheLead() throws {
        let e = try engine("referee 1\nplayers A B\ngame: first to 21, lead by 2, cap 30\n")
        var moves: [String] = []
        for _ in 0..<29 { moves += ["A", "B"] }
        let state = try play(e, moves + ["A"])
        #expect(e.outcome(state)?.winner == 0)
    }
}

@Suite("Code kernel")
struct CodeTests {
    let mastermind = """
        referee 1
        players M B
        code 4 from "123456"
        guesses 10

        """

    @Test(arguments: [
        ("1234", "1234", 4, 0), ("1122", "1212", 2, 2), ("1123", "1111", 2, 0),
        ("1234", "4321", 0, 4), ("1234", "5656", 0, 0), ("6543", "3456", 0, 4),
    ])
    func feedbackCountsExactAndPartialPegs(_ secret: String, _ guess: String, _ exact: Int, _ partial: Int) throws {
        let e = try engine(mastermind)
        let start = try e.setup(.secret(secret), in: e.newGame()).get()
        let state = try play(e, [guess], from: start)
        guard case .code(let view) = e.view(state) else { return }
        #expect(view.rows[0].exact == exact)
        #expect(view.rows[0].partial == partial)
    }

    @Test(arguments: [
        ("", 0, 0), ("BBW", 2, 1), (" WW", 0, 2), ("WB", 1, 1), ("bbww", 2, 2), ("B W", 1, 1), ("W", 0, 1),
    ])
    func typedFeedbackIsReadByItsMarks(_ text: String, _ exact: Int, _ partial: Int) throws {
        let e = try engine(mastermind)
        let asked = try play(e, ["1234"], from: try e.setup(.secretUnknown, in: e.newGame()).get())
        let answered = try e.play(text, in: asked).get()
        guard case .code(let view) = e.view(answered) else { throw CancellationError() }
        #expect(view.rows[0].exact == exact)
        #expect(view.rows[0].partial == partial)
    }

    @Test(arguments: ["xyz", "none", "ok", "0", "BBX"])
    func typedTextThatIsNotMarksIsRefusedAndChangesNothing(_ text: String) throws {
        let e = try engine(mastermind)
        let asked = try play(e, ["1234"], from: try e.setup(.secretUnknown, in: e.newGame()).get())
        guard case .failure(let refusal) = e.play(text, in: asked) else {
            Issue.record("'\(text)' was read as feedback")
            return
        }
        #expect(refusal.rule == .feedback)
        #expect(refusal.message.hasPrefix("'\(text)' is not feedback: it is made of B"))
        #expect(e.legalMoves(asked).count == 14)
    }

    @Test func theSecretIsHiddenFromTheCodebreaker() throws {
        let e = try engine(mastermind + "secret kept by M, hidden from B\n")
        let state = e.newGame(seed: 7)
        guard case .code(let breaker) = e.view(state, for: 1), case .code(let maker) = e.view(state, for: 0) else { return }
        #expect(breaker.secret == nil)
        #expect(maker.secret?.count == 4)
    }

    @Test func theSameSeedDrawsTheSameSecret() throws {
        let e = try engine(mastermind)
        guard case .code(let a) = e.view(e.newGame(seed: 42)), case .code(let b) = e.view(e.newGame(seed: 42)) else { return }
        #expect(a.secret == b.secret)
    }
}

@Suite("Expressions")
struct EvaluatorTests {
    struct Empty: ExprContext {
        var playerCount: Int { 2 }
        func scalar(_ ref: StateRef) -> Int { 0 }
        func quantity(_ quantity: Quantity, of player: Int) -> Int { player == 0 ? 10 : 7 }
    }

    @Test func arithmeticSaturatesInsteadOfTrapping() {
        let big = Expr.binary(.multiply, .int(Int.max), .int(2))
        #expect(Evaluator.evaluate(big, in: Empty()) == .int(Int.max))
        #expect(Evaluator.evaluate(.binary(.divide, .int(7), .int(0)), in: Empty()) == .int(0))
        #expect(Evaluator.evaluate(.unary(.negate, .int(Int.min)), in: Empty()) == .int(Int.max))
    }

    @Test func listsBroadcastAndAggregate() {
        let atLeastTen = Expr.call(.count, [.binary(.greaterOrEqual, .each(.points), .int(10))])
        #expect(Evaluator.evaluate(atLeastTen, in: Empty()) == .int(1))
        #expect(Evaluator.evaluate(.call(.min, [.each(.points)]), in: Empty()) == .int(7))
        #expect(Evaluator.evaluate(.call(.sum, [.each(.points)]), in: Empty()) == .int(17))
    }
}
