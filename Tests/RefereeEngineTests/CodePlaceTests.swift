import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// `guess(i)`, `guess(g, i)` and `mark(g, i)`: a code game's guesses read place by place.
@Suite("Code games: guesses read by place")
struct CodePlaceTests {
    /// Every refused move's message shows what the readings give: the first guess's marks and
    /// symbols, the refused code's symbols, and readings past the guesses and places there are.
    static let shown = """
        referee 1
        players M B
        code 3 from "abc"
        guesses 5
        feedback by position "G" "Y" "-"
        refuse when guesses >= 1:
            "{mark(1, 1)}{mark(1, 2)}{mark(1, 3)} {guess(1, 1)}{guess(1, 2)}{guess(1, 3)} {guess(1)}{guess(2)}{guess(3)} {guess(2, 1)}{mark(2, 1)}{guess(4)}{mark(1, 4)}"

        """

    @Test func readingsGiveSymbolsFromOneAndMarksTwoOneZero() throws {
        let e = try engine(Self.shown)
        let start = try e.setup(.secret("abc"), in: e.newGame()).get()
        let s = try play(e, ["acb"], from: start)
        guard case .failure(let refusal) = e.play("bca", in: s) else {
            Issue.record("the refuse rule let a guess through")
            return
        }
        // acb against abc: a in place, c and b elsewhere; a b c are symbols 1 2 3.
        #expect(refusal.message == "211 132 231 0000")
    }

    /// Mastermind where the first place must keep what an exact mark found there.
    static let keepsPlaceOne = """
        referee 1
        players M B
        code 3 from "abc"
        guesses 5
        feedback by position "G" "Y" "-"
        refuse when mark(1, 1) == 2 and guess(1) != guess(1, 1): "keep place 1"

        """

    static func codes(_ alphabet: String, _ length: Int) -> [String] {
        (0..<length).reduce([""]) { codes, _ in codes.flatMap { code in alphabet.map { code + String($0) } } }
    }

    @Test func aRuleOverPlacesLimitsTheLegalGuesses() throws {
        let e = try engine(Self.keepsPlaceOne)
        let start = try e.setup(.secret("abc"), in: e.newGame()).get()
        #expect(e.legalMoveTexts(start) == Self.codes("abc", 3))
        let hit = try play(e, ["acb"], from: start)
        #expect(e.legalMoveTexts(hit) == Self.codes("abc", 3).filter { $0.hasPrefix("a") })
        guard case .failure(let refusal) = e.play("bca", in: hit) else {
            Issue.record("a guess that moved the exact symbol was played")
            return
        }
        #expect(refusal.message == "keep place 1")
        let miss = try play(e, ["bac"], from: start)
        #expect(e.legalMoveTexts(miss) == Self.codes("abc", 3))
    }

    @Test func typedAnswersAreReadByPlaceToo() throws {
        let e = try engine(Self.keepsPlaceOne)
        let unknown = try e.setup(.secretUnknown, in: e.newGame()).get()
        let s = try play(e, ["cab", "G--"], from: unknown)
        #expect(e.legalMoveTexts(s) == Self.codes("abc", 3).filter { $0.hasPrefix("c") })
    }

    /// Repeats forbidden: a code's symbols are read through the same places.
    static let distinct = """
        referee 1
        players M B
        code 3 from "1234"
        repeats forbidden
        guesses 8
        refuse when guess(1) > guess(3): "{move} falls"

        """

    @Test func guessReadsTheCodeBeingMadeWithCountedFeedback() throws {
        let e = try engine(Self.distinct)
        let rising = Self.codes("1234", 3).filter { Set($0).count == 3 && $0.first! < $0.last! }
        #expect(e.legalMoveTexts(e.newGame()) == rising)
    }
}
