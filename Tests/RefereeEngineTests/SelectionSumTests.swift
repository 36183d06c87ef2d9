import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// A sum that picks one term by a key (`sum(for each i in 1 to 4: if k == i then v(i) else
/// 0)`) is compiled to read the key once; its value is the written sum's.
@Suite("Core expressions: a sum that picks by key")
struct SelectionSumTests {
    static let picks = """
        referee 1
        players A B
        table v = 10 20 30 40
        state k = 0
        state got = 0
        state other = 0
        define at(x) = sum(for each i in 1 to 4: if x == i then v(i) else 0)
        define twice(x) = sum(for each i in 1 to 4: if i == x then v(i) else 0, if x == 2 then 5 else 0)
        move number 0 to 6 then set k = chosen
        after move then set got = at(k), set other = twice(k)
        end when moves > 20: draw

        """

    @Test func thePickedTermOrNothingOutsideTheKeys() throws {
        let e = try engine(Self.picks)
        for (typed, expected) in [("0", 0), ("1", 10), ("3", 30), ("4", 40), ("5", 0), ("6", 0)] {
            let s = try play(e, [typed])
            let kept = e.view(s).kept
            #expect(kept.first { $0.name == "got" }?.values == [String(expected)], "k = \(typed)")
        }
    }

    /// Two terms for one key are summed as written: the shape is not a pick, and both count.
    @Test func aSecondTermForAKeyIsAddedAsWritten() throws {
        let e = try engine(Self.picks)
        let s = try play(e, ["2"])
        #expect(e.view(s).kept.first { $0.name == "other" }?.values == ["25"])
    }
}
