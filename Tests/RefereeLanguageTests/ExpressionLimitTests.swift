import RefereeModel
import Testing
@testable import RefereeLanguage

/// Expressions at and past their limits: nesting, chains, and arithmetic at the edges of `Int`.
@Suite("Expression limits")
struct ExpressionLimitTests {
    static func withOption(_ expression: String) -> String {
        "referee 1\nplayers X O\noption n = \(expression)\nboard 3 by 3\nwin 3 in a row\ndraw when full\n"
    }

    static func optionValue(_ expression: String) throws -> Int? {
        try compile(withOption(expression)).get().optionDefaults["n"]
    }

    @Test func sixtyFourParenthesesAreAllowedAndSixtyFiveAreNot() throws {
        let deep = String(repeating: "(", count: 64) + "3" + String(repeating: ")", count: 64)
        #expect(try Self.optionValue(deep) == 3)
        let deeper = "(" + deep + ")"
        #expect(errors(Self.withOption(deeper)).first == "expression nested too deeply (the limit is 64)")
    }

    @Test func aChainCountsALevelForEachOperator() throws {
        let sixtyFour = Array(repeating: "1", count: 65).joined(separator: " + ")
        #expect(try Self.optionValue(sixtyFour) == 65)
        #expect(errors(Self.withOption(sixtyFour + " + 1")).first == "expression nested too deeply (the limit is 64)")
        let conditions = Array(repeating: "1 > 0", count: 66).joined(separator: " and ")
        #expect(errors(Self.withOption("if \(conditions) then 1 else 0")).first == "expression nested too deeply (the limit is 64)")
    }

    @Test func aLongChainIsRefusedWithoutExhaustingTheStack() {
        let chain = Array(repeating: "1", count: 200_000).joined(separator: " + ")
        #expect(errors(Self.withOption(chain)).first == "expression nested too deeply (the limit is 64)")
    }

    @Test func negatingTheSmallestNumberSaturates() throws {
        let text = Self.withOption("-(0 - 1000000000 * 1000000000 * 1000000000 - 1)")
        #expect(errors(text).first == "an option's default is \(Int.max), but must be from -1000000000 to 1000000000")
    }

    @Test func theSmallestNumberDividedByMinusOneSaturatesToTheLargest() {
        let smallest = Expr.binary(.subtract, .binary(.subtract, .int(0), .binary(.multiply, .int(1_000_000_000), .binary(.multiply, .int(1_000_000_000), .int(1_000_000_000)))), .int(1))
        #expect(Evaluator.fold(smallest) == .int(Int.min))
        #expect(Evaluator.fold(.binary(.divide, smallest, .int(-1))) == .int(Int.max))
        #expect(Evaluator.fold(.binary(.remainder, smallest, .int(-1))) == .int(0))
        #expect(Evaluator.fold(.unary(.negate, smallest)) == .int(Int.max))
    }

    @Test func optionValuesAreHeldToTheNumberLimit() throws {
        #expect(errors(Self.withOption("1000000000 * 2")).first == "an option's default is 2000000000, but must be from -1000000000 to 1000000000")
        #expect(try Self.optionValue("0 - 1000000000") == -1_000_000_000)
        let text = Self.withOption("3")
        #expect(errors(text, options: ["n": 1_000_000_001]).first == "option 'n' is given 1000000001, but must be from -1000000000 to 1000000000")
        #expect(errors(text, options: ["n": 1_000_000_000]).isEmpty)
    }
}
