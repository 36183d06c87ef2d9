import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// A kept value's name in quotes, filled in by `for each`: numbered values, each with its own
/// start.
@Suite("Core rules: quoted names of kept values")
struct QuotedStateNameTests {
    static let pits = """
        referee 1
        players A B
        table start = 3 0 5
        for each n in 1 to 3: state "pit{n}" = start(n)
        state "total" = 0
        move number 1 to 3 then add pit1 + pit3 to total
        end when total > 20: draw

        """

    @Test func forEachDeclaresEachValueWithItsOwnStart() throws {
        let e = try engine(Self.pits)
        let kept = e.view(e.newGame()).kept
        #expect(kept.map(\.name) == ["pit1", "pit2", "pit3", "total"])
        #expect(kept.map(\.values) == [["3"], ["0"], ["5"], ["0"]])
        let s = try play(e, ["2"])
        #expect(e.view(s).kept.last?.values == ["8"])
    }
}
