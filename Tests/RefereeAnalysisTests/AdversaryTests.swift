import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// The adversarial codemaker: its answers agree with every earlier one and keep the largest group
/// of codes, counted here independently by replaying the guesses against each code as a secret.
@Suite("Adversarial codemaker")
struct AdversaryTests {
    static func model(_ extra: String = "", feedback: String = "feedback \"B\" \"W\"") -> GameModel? {
        try? RuleBook.compile(SourceFile(name: "adversary.rules", text: """
            referee 1
            players Maker Breaker
            code 3 from "abcd"
            guesses 8
            \(feedback)
            secret kept by Maker, hidden from Breaker
            \(extra)

            """)).get().model
    }

    /// Every code, as text.
    static func codes(_ engine: Engine) -> [String] {
        var all = [""]
        for _ in 0..<3 { all = all.flatMap { prefix in ["a", "b", "c", "d"].map { prefix + $0 } } }
        return all
    }

    /// The codes that, as the secret, give every answer of `rows`: each replayed from scratch.
    static func codesEarning(_ rows: [CodeView.Row], _ engine: Engine) -> [String] {
        codes(engine).filter { code in
            guard case .success(var state) = engine.setup(.secret(code), in: engine.newGame()) else { return false }
            for row in rows {
                guard let answer = row.feedback, case .success(let next) = engine.play(row.guess, in: state),
                      case .code(let view) = engine.view(next), view.rows.last?.feedback == answer
                else { return false }
                state = next
            }
            return true
        }
    }

    static func rows(_ engine: Engine, _ state: GameState) -> [CodeView.Row] {
        guard case .code(let view) = engine.view(state) else { return [] }
        return view.rows
    }

    @Test(arguments: ["feedback \"B\" \"W\"", "feedback by position \"B\" \"W\" \"-\""])
    func everyAnswerAgreesWithTheEarlierOnesAndKeepsTheLargestGroup(_ feedback: String) throws {
        let model = try #require(Self.model(feedback: feedback))
        let engine = Engine(model)
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<6 {
            var state = try engine.setup(.secretUnknown, in: engine.newGame()).get()
            while !engine.isOver(state) {
                let guesses = engine.legalMoves(state)
                state = try engine.play(guesses[generator.below(guesses.count)], in: state).get()
                guard !engine.isOver(state) else { break }
                let answers = engine.legalMoves(state)
                var left: [Int] = []
                for answer in answers {
                    let after = try engine.play(answer, in: state).get()
                    left.append(Self.codesEarning(Self.rows(engine, after), engine).count)
                }
                let chosen = try #require(engine.adversaryAnswer(state))
                let next = try engine.play(chosen, in: state).get()
                let kept = Self.codesEarning(Self.rows(engine, next), engine).count
                #expect(kept > 0)
                #expect(kept == left.max())
                #expect(engine.codesLeft(next) == kept)
                let choices = engine.adversaryChoices(state)
                #expect(choices.map(\.codesLeft).reduce(0, +) == engine.codesLeft(state))
                state = next
            }
        }
    }

    @Test
    func onATieTheFewerExactMarksWin() throws {
        let engine = Engine(try #require(Self.model()))
        let state = try engine.play("ccc", in: engine.setup(.secretUnknown, in: engine.newGame()).get()).get()
        // 27 codes have no c, and 27 one c in its place: the answer with no marks comes first.
        let choices = engine.adversaryChoices(state)
        #expect(choices.map(\.answer) == ["", "B", "BB", "BBB"])
        #expect(choices.map(\.codesLeft) == [27, 27, 9, 1])
        #expect(engine.format(try #require(engine.adversaryAnswer(state)), in: state) == "")
    }

    @Test
    func theRulesAdversaryAnswersAtOnceAndGamesEnd() throws {
        let engine = Engine(try #require(Self.model("computer Maker plays adversary")))
        #expect(engine.rulesPlay(0) && !engine.rulesPlay(1))
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<20 {
            var state = engine.newGame(seed: generator.next())
            #expect(engine.codesLeft(state) == 64)
            var guesses = 0
            while !engine.isOver(state) {
                #expect(engine.toMove(state) == 1)
                let moves = engine.legalMoves(state)
                state = try engine.play(moves[generator.below(moves.count)], in: state).get()
                guesses += 1
                #expect((engine.codesLeft(state) ?? 0) > 0)
            }
            #expect(guesses <= 8)
        }
    }

    @Test
    func aCodebreakerBeatsOrLosesToTheAdversaryAndTheGameEnds() throws {
        let engine = Engine(try #require(Self.model("computer Maker plays adversary")))
        let breaker = try #require(ComputerPlayers.named("knuth", for: engine))
        var generator = SeededGenerator(seed: 1)
        var state = engine.newGame()
        while !engine.isOver(state) {
            let move = try #require(breaker.chooseMove(in: state, engine: engine, generator: &generator))
            state = try engine.play(move, in: state).get()
        }
        #expect(engine.outcome(state)?.winner == 1)
        #expect(engine.codesLeft(state) == 1)
    }

    @Test func theAdversaryPlaysOnlyTheCodemaker() {
        let refused = RuleBook.compile(SourceFile(name: "t", text: """
            referee 1
            players Maker Breaker
            code 3 from "abcd"
            guesses 8
            computer Breaker plays adversary

            """))
        guard case .failure(let error) = refused else {
            Issue.record("a file with the adversary as codebreaker compiled")
            return
        }
        #expect(error.errors.contains { $0.diagnostic.message.contains("plays the codemaker, not Breaker") })
    }

    @Test func aBoardCannotHaveTheAdversary() {
        let refused = RuleBook.compile(SourceFile(name: "t", text: """
            referee 1
            players X O
            board 3 by 3
            win 3 in a row
            computer O plays adversary

            """))
        guard case .failure = refused else {
            Issue.record("a board with the adversary compiled")
            return
        }
    }
}
