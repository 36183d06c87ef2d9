import RefereeModel
import Testing
@testable import RefereeLanguage

/// Tables, definitions and `for each`, expanded before checking into the core rules they mean.
@Suite("Expansion")
struct ExpansionTests {
    static let header = "referee 1\nplayers A B\n"

    func core(_ rules: String) throws -> CoreGame {
        let book = try compile(Self.header + rules).get()
        return try #require(book.model.core)
    }

    @Test func anEntryAtAPlaceKnownBeforePlayIsItsNumber() throws {
        let game = try core("""
            table pars = 4 5 3
            state par = pars(2)
            move number 1 to pars(3)
            end when par == 0: draw
            """)
        #expect(game.variables[0].initial == 5)
        #expect(game.moves[0].action == .choose(.number(from: .int(1), to: .int(3))))
    }

    @Test func anEntryAtAPlaceKnownOnlyDuringPlayIsReadThen() throws {
        let game = try core("""
            table pars = 4 5 3
            state hole = 1
            state par = 0
            move number 1 to 9 then set par = pars(hole)
            end when par == 0: draw
            """)
        #expect(game.moves[0].effects == [.set(variable: 1, player: nil, value: .entry(of: [4, 5, 3], at: .state(.variable(0))))])
    }

    @Test func anEntryOutsideTheTableIsAnError() {
        #expect(errors(Self.header + "table pars = 4 5 3\nstate par = pars(4)\nmove number 1 to 3\n")
            == ["'pars' has 3 entries, counted from 1; there is no entry 4"])
    }

    @Test func aDefinitionStandsForItsExpressionWithItsParametersFilledIn() throws {
        let game = try core("""
            define twice(x) = x + x
            define limit = twice(3) + 1
            state total = 0
            move number 1 to limit then add twice(chosen) to total
            end when total > 20: draw
            """)
        #expect(game.moves[0].action == .choose(.number(from: .int(1), to: .int(7))))
        #expect(game.moves[0].effects == [.add(variable: 0, player: nil, amount: .binary(.add, .state(.chosen), .state(.chosen)))])
    }

    @Test func aDefinitionGivenTheWrongNumberOfValuesIsAnError() {
        #expect(errors(Self.header + "define twice(x) = x + x\nmove number 1 to twice(1, 2)\n")
            == ["'twice' takes 1 value, not 2"])
        #expect(errors(Self.header + "define twice(x) = x + x\nmove number 1 to twice\n") == ["'twice' takes 1 value"])
    }

    @Test func aDefinitionInTermsOfItselfIsAnErrorAtItsName() {
        let found = firstError(Self.header + "define a = b + 1\ndefine b = a\nmove number 1 to a\n")
        #expect(found?.message == "'a' is defined in terms of itself: a uses b uses a")
        #expect(found?.line == 3)
        #expect(errors(Self.header + "define a(x) = a(x)\nmove number 1 to a(1)\n")
            == ["'a' is defined in terms of itself: a uses a"])
    }

    @Test func anUnusedDefinitionEarnsAWarning() throws {
        let book = try compile(Self.header + "define spare = 3\nmove number 1 to 2\n").get()
        #expect(book.warnings.map(\.diagnostic.message) == ["'spare' is defined but never used"])
    }

    @Test func forEachRepeatsAStatementAnEffectAndAnArgument() throws {
        let game = try core("""
            table pit = letters "abc"
            for each p in pit: state p = 2
            state total = 0
            move number 1 to 3 then for each i in 1 to 3: add i to pit(i)
            after move then set total = sum(for each p in pit: p)
            end when total > 30: draw
            """)
        #expect(game.variables.map(\.name) == ["a", "b", "c", "total"])
        #expect(game.moves[0].effects == [
            .add(variable: 0, player: nil, amount: .int(1)), .add(variable: 1, player: nil, amount: .int(2)),
            .add(variable: 2, player: nil, amount: .int(3)),
        ])
        let sum = Expr.call(.sum, [.state(.variable(0)), .state(.variable(1)), .state(.variable(2))])
        #expect(game.afterMove[0].effects == [.set(variable: 3, player: nil, value: sum)])
    }

    @Test func forEachOverPlayersAndOverSeveralNamesMakesEveryCombination() throws {
        let game = try core("""
            state score per player = 0
            move number 1 to 2
            for each p in players, n in 1 to 2: after move when chosen == n then add n to score(p)
            end when max(score) > 9: highest score
            """)
        #expect(game.afterMove.count == 4)
        #expect(game.afterMove[1].effects == [.add(variable: 0, player: .player(0), amount: .int(2))])
        #expect(game.afterMove[2].effects == [.add(variable: 0, player: .player(1), amount: .int(1))])
    }

    @Test func aTablesRowsMayBeWrittenByForEachWithTheirKeysFilledIn() throws {
        let game = try core("""
            table ring = letters "SD"
            table segment (aim, times) = bull: 21 1, for each n in 1 to 2, r in 1 to 2: "{ring(r)}{n}": n r
            state got = 0
            move from segment then set got = aim(chosen) * times(chosen)
            end when got > 20: draw
            """)
        #expect(game.moves[0].action == .choose(.row(table: "segment", keys: ["bull", "S1", "D1", "S2", "D2"])))
    }

    @Test func aTableIsHeldToOneShape() {
        #expect(errors(Self.header + "table t (a, b) = x: 1 2, 3\nmove from t\n") == ["the table has 2 columns, and this row has 1 value"])
        #expect(errors(Self.header + "table t = x: 1, 2\nmove from t\n") == ["some rows of 't' have keys and some do not"])
        #expect(errors(Self.header + "table t = x: 1, x: 2\nmove from t\n") == ["'x' is the key of two rows of 't'"])
        #expect(errors(Self.header + "table t = 1 \"two\"\nmove number 1 to 2\n") == ["'t' holds both numbers and words"])
        #expect(errors(Self.header + "table t = 1 2\nmove from t\n") == ["the rows of 't' have no keys for a move to name"])
        #expect(errors(Self.header + "table t = \"1\" \"2\"\nmove from t\n")
            == ["'1' is a number, which a move names with 'move number …'"])
    }

    @Test func forEachRepeatsOnlyCoreRules() {
        #expect(errors(Self.header + "for each i in 1 to 2: game \"x\"\nmove number 1 to 2\n")
            == ["'for each' repeats core rules, and 'game' is not one"])
    }

    @Test func aStatementGoesOnAfterACommaOrAContinuingWord() throws {
        let one = try core("state t = 0\nmove number 1 to 3 when t < 9 and t >= 0 then add 1 to t, add chosen to t\nend when t > 9: draw")
        let several = try core("state t = 0\nmove number 1 to 3 when t < 9 and\n    t >= 0 then\n    add 1 to t,\n    add chosen to t\nend when t > 9: draw")
        #expect(one == several)
    }
}
