import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Values drawn by chance when a game starts (`random A to B`), values hidden from players
/// (`hidden from …`), `setup value`, and the answers `answer` rules give moves.
@Suite("Core chance, hidden values and answers")
struct CoreChanceAndAnswersTests {
    static let guessing = """
        referee 1
        players Guesser Thinker
        state number = random 1 to 20 hidden from Guesser
        state guesses = 0
        turns fixed Guesser
        move number 1 to 20 then add 1 to guesses
        after move when chosen < number then answer "higher than {chosen}"
        after move when chosen > number then answer "lower"
        after move when chosen != number then answer "({abs(chosen - number)} off, {guesses < 3})"
        after move when chosen == number then answer "right, {mover}"
        end when chosen == number: winner Guesser
        end when guesses == 5: winner Thinker

        """

    /// The number a game drew, read where the referee sees it.
    func drawn(_ e: Engine, _ s: GameState) -> Int? {
        guard case .value(_, let values) = e.drawnValues(s).first else { return nil }
        return values.first.flatMap { Int($0) }
    }

    @Test func aDrawnValueComesFromTheSeedWithinItsRange() throws {
        let e = try engine(Self.guessing)
        var seen: Set<Int> = []
        for seed in 0..<400 as Range<UInt64> {
            let n = try #require(drawn(e, e.newGame(seed: seed)))
            #expect((1...20).contains(n))
            #expect(drawn(e, e.newGame(seed: seed)) == n)
            seen.insert(n)
        }
        #expect(seen == Set(1...20))
    }

    @Test func aHiddenValueIsShownOnlyToThoseItIsNotHiddenFromUntilTheGameEnds() throws {
        let e = try engine(Self.guessing)
        let s = try e.setup(.value(name: "number", values: ["7"]), in: e.newGame()).get()
        let number = { (view: ValuesView) in try #require(view.kept.first { $0.name == "number" }) }
        guard case .values(let onlooker) = e.view(s), case .values(let guesser) = e.view(s, for: 0),
              case .values(let thinker) = e.view(s, for: 1)
        else { throw UnexpectedView() }
        #expect(try number(onlooker).values == ["?"] && number(onlooker).hidden)
        #expect(try number(guesser).values == ["?"])
        #expect(try number(thinker).values == ["7"] && !number(thinker).hidden)
        let over = try play(e, ["7"], from: s)
        #expect(try number(values(e, over)).values == ["7"])
    }

    @Test func answersFillTheirPartsAndAMoveTheyAllAnswerJoinsThem() throws {
        let e = try engine(Self.guessing)
        let s = try e.setup(.value(name: "number", values: ["12"]), in: e.newGame()).get()
        let t = try play(e, ["4", "15", "12"], from: s)
        #expect(try values(e, t).answers == [
            AnsweredMove(move: "4", answer: "higher than 4 (8 off, yes)"),
            AnsweredMove(move: "15", answer: "lower (3 off, yes)"),
            AnsweredMove(move: "12", answer: "right, Guesser"),
        ])
        #expect(e.outcome(t)?.winner == 0)
    }

    /// `{move}` is the move as typed, in an answer and in a refusal's message, and a refusal's
    /// other parts read as its condition does: `chosen` the number the move would name.
    @Test func aRefusalsMessageAndAnAnswerFillTheirPartsToo() throws {
        let e = try engine("""
            referee 1
            players A B
            state left = 10
            move number 1 to 3 then add -chosen to left
            after move then answer "{move} taken by {mover}, {left} left"
            refuse when chosen > left: "{move}: {mover} cannot take {chosen - left} more than the {left} left"
            end when left == 0: winner mover

            """)
        let s = try play(e, ["3", "3", "3"])
        #expect(try values(e, s).answers.last == AnsweredMove(move: "3", answer: "3 taken by A, 1 left"))
        guard case .failure(let refused) = e.play("3", in: s) else {
            Issue.record("3 was taken with 1 left")
            return
        }
        #expect(refused.message == "3: B cannot take 2 more than the 1 left")
    }

    /// A long game's answered moves are read from its record when asked for, each the same as
    /// when it was given, however many came after.
    @Test func aLongGamesAnsweredMovesReadBackOneByOne() throws {
        let e = try engine("""
            referee 1
            players A
            state total = 0
            move number 1 to 9 then add chosen to total
            after move then answer "{chosen}"
            after move when chosen == 9 then answer "and {total}"
            end when moves == 5000: winner A

            """)
        let typed = (0..<3000).map { String($0 % 9 + 1) }
        let answers = try values(e, play(e, typed)).answers
        #expect(answers.count == 3000)
        var total = 0
        for (i, move) in typed.enumerated() {
            total += Int(move)!
            let expected = move == "9" ? "9 and \(total)" : move
            guard answers[i] == AnsweredMove(move: move, answer: expected) else {
                Issue.record("answered move \(i): \(answers[i]), not \(expected)")
                return
            }
        }
    }

    @Test func aRefusedMoveGetsNoAnswerAndChangesNothing() throws {
        let e = try engine(Self.guessing)
        let s = try play(e, ["4"], from: try e.setup(.value(name: "number", values: ["12"]), in: e.newGame()).get())
        guard case .failure = e.play("21", in: s) else {
            Issue.record("a number out of range was played")
            return
        }
        #expect(try values(e, s).answers.count == 1)
    }

    @Test func setupValueRefusesWhatTheGameCouldNotHold() throws {
        let e = try engine(Self.guessing)
        let s = e.newGame()
        let refused: [(Setup, String)] = [
            (.value(name: "number", values: ["21"]), "'number' is drawn from 1 to 20; 21 is not among them"),
            (.value(name: "number", values: ["x"]), "'x' is not a number for 'number'"),
            (.value(name: "number", values: ["1", "2"]), "'number' takes one value, not 2"),
            (.value(name: "nothing", values: ["1"]), "this game keeps no value called 'nothing'"),
        ]
        for (setup, message) in refused {
            guard case .failure(let error) = e.setup(setup, in: s) else {
                Issue.record("\(setup) was accepted")
                continue
            }
            #expect(error.message == message)
        }
        let family = try engine(ticTacToeRules)
        guard case .failure(let error) = family.setup(.value(name: "number", values: ["1"]), in: family.newGame()) else {
            Issue.record("a board game without core rules took a value")
            return
        }
        #expect(error.message == "this game keeps no value called 'number'")
    }

    @Test func aValueKeptForEachPlayerIsDrawnForEachApart() throws {
        let e = try engine("""
            referee 1
            players A B
            state die per player = random 1 to 6
            move pass
            end when moves == 1: highest die

            """)
        let pairs = (0..<200 as Range<UInt64>).compactMap { seed -> [String]? in
            guard case .value(_, let values) = e.drawnValues(e.newGame(seed: seed)).first else { return nil }
            return values
        }
        #expect(pairs.count == 200)
        #expect(pairs.contains { $0[0] != $0[1] })
        #expect(pairs.allSatisfy { $0.allSatisfy { Int($0).map((1...6).contains) ?? false } })
    }
}
