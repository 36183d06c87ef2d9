import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Feedback by position (Wordle's rule for repeated letters), checked against the rule as it is
/// usually stated: mark the exact places first, then, from the left, mark a place partial while
/// the secret has copies of its symbol left that no mark has used.
@Suite("Feedback by position")
struct PositionalFeedbackTests {
    static let rules = """
        referee 1
        players Setter Solver
        code 5 from "abc"
        guesses 6
        feedback by position "G" "Y" "-"

        """

    static func kernel(_ text: String = rules) throws -> CodeKernel {
        let model = try RuleBook.compile(SourceFile(name: "test.rules", text: text)).get().model
        guard case .code(let kernel) = AnyKernel(model) else { throw SetupError("not a code game") }
        return kernel
    }

    /// The two-pass statement of the rule, over symbol indices.
    static func reference(_ guess: [Int], _ secret: [Int]) -> String {
        var marks = Array(repeating: Character("-"), count: guess.count)
        var left: [Int: Int] = [:]
        for i in guess.indices {
            if guess[i] == secret[i] { marks[i] = "G" } else { left[secret[i], default: 0] += 1 }
        }
        for i in guess.indices where marks[i] != "G" {
            if let n = left[guess[i]], n > 0 {
                marks[i] = "Y"
                left[guess[i]] = n - 1
            }
        }
        return String(marks)
    }

    @Test func everyPairOfCodesAgreesWithTheTwoPassRule() throws {
        let k = try Self.kernel()
        #expect(k.codeCount == 243)
        for guess in 0..<k.codeCount {
            for secret in 0..<k.codeCount {
                let f = k.feedback(ofClass: k.feedbackCode(guess, against: secret))
                let expected = Self.reference(k.decode(guess), k.decode(secret))
                guard k.display(f) == expected else {
                    Issue.record("\(k.codeText(guess)) against \(k.codeText(secret)): \(k.display(f)), not \(expected)")
                    return
                }
            }
        }
    }

    @Test func codesTooManyToTabulateAreScoredByTheSameRule() throws {
        // 26^5 codes: no tables, no packed codes, so scoring takes the general path.
        let k = try Self.kernel(Self.rules.replacingOccurrences(of: "\"abc\"", with: "\"abcdefghijklmnopqrstuvwxyz\""))
        #expect(k.codeCount == 11_881_376)
        var g = SeededGenerator(seed: 5)
        for _ in 0..<2_000 {
            // Few letters, so that repeats are common.
            let guess = (0..<5).map { _ in g.below(4) }, secret = (0..<5).map { _ in g.below(4) }
            let f = k.feedback(ofClass: k.feedbackCode(k.encode(guess), against: k.encode(secret)))
            #expect(k.display(f) == Self.reference(guess, secret))
        }
    }

    @Test func marksPerSymbolAreTheCountedMarks() throws {
        // Over all places, G and Y together are what counted feedback gives.
        let k = try Self.kernel()
        for guess in stride(from: 0, to: k.codeCount, by: 7) {
            for secret in 0..<k.codeCount {
                let f = k.feedback(ofClass: k.feedbackCode(guess, against: secret))
                let counted = k.score(guess, against: secret)
                #expect(f.exact == counted.exact && f.partial == counted.partial)
            }
        }
    }

    @Test func aSolvedGuessIsTheSolvedClass() throws {
        let k = try Self.kernel()
        #expect(k.feedbackClasses == 243)
        #expect(k.feedbackCode(100, against: 100) == k.solvedClass)
        #expect(k.display(k.feedback(ofClass: k.solvedClass)) == "GGGGG")
    }

    @Test func typedAnswersAreReadPlaceByPlace() throws {
        let e = Engine(try Self.kernel().model)
        var state = e.newGame()
        state = try e.setup(.secretUnknown, in: state).get()
        state = try play(e, ["abcab"], from: state)
        let marks = "it takes one mark a place, G (a right symbol in the right place), Y (a right symbol in the wrong place) "
            + "or - (a symbol the code lacks)"
        for (refused, message) in [
            ("GG", "'GG' is not feedback: \(marks)"), ("GGXYG", "'GGXYG' is not feedback: \(marks)"),
            ("GG GG", "'GG GG' is not feedback: \(marks)"), ("", "'' is not feedback: \(marks)"),
            ("GGGGY", "'GGGGY' is not feedback that any code could get"),
            // With only a, b and c, the c of abcab cannot be elsewhere while both -'s hold.
            ("G-Y-G", "'G-Y-G' is not feedback that any code could get for abcab"),
        ] {
            guard case .failure(let error) = e.play(refused, in: state) else {
                Issue.record("'\(refused)' was accepted")
                continue
            }
            #expect(error.rule == .feedback)
            #expect(error.message == message)
        }
        let answered = try play(e, ["gyYgG"], from: state)
        guard case .code(let view) = e.view(answered) else { return }
        #expect(view.rows.last?.feedback == "GYYGG")
        #expect(view.rows.last?.exact == 3 && view.rows.last?.partial == 2)
    }

    @Test func theAnswersListedAreThoseSomeSecretCouldEarn() throws {
        let e = Engine(try Self.kernel().model)
        var state = try e.setup(.secretUnknown, in: e.newGame()).get()
        state = try play(e, ["abcab"], from: state)
        let k = try Self.kernel()
        let earned = Set((0..<k.codeCount).map { k.feedbackCode(k.codeCount / 2, against: $0) })
        let guess = k.codeText(k.codeCount / 2)
        state = try play(e, [guess], from: try e.setup(.secretUnknown, in: e.newGame()).get())
        #expect(e.legalMoves(state).count == earned.count)
        #expect(earned.count < 243 - 5, "some patterns no code earns for \(guess)")
    }

    @Test func aWordListLimitsGuessesAndSecrets() throws {
        let text = Self.rules.replacingOccurrences(of: "code 5 from \"abc\"", with: "code 5 from \"abcdefghijklmnopqrstuvwxyz\"")
            + "words \"crane\" \"trace\" \"eerie\" \"geese\"\n"
        let e = Engine(try RuleBook.compile(SourceFile(name: "test.rules", text: text)).get().model)
        let fresh = e.newGame(seed: 9)
        #expect(e.legalMoves(fresh).count == 4)
        guard case .code(let view) = e.view(fresh, for: 0) else { return }
        #expect(["crane", "trace", "eerie", "geese"].contains(view.secret ?? ""))
        let state = try e.setup(.secret("crane"), in: fresh).get()
        guard case .failure(let error) = e.play("abcde", in: state) else {
            Issue.record("a word not on the list was accepted")
            return
        }
        #expect(error.message == "'abcde' is not on the word list")
        #expect(throws: SetupError.self) { try e.setup(.secret("abcde"), in: fresh).get() }
        let after = try play(e, ["EERIE"], from: state)
        guard case .code(let played) = e.view(after) else { return }
        #expect(played.rows.map(\.feedback) == ["--Y-G"])
    }
}
