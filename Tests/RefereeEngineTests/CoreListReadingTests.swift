import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Rules read the lists a game keeps (`state said = list`, `card(P)`), with `length`, `last` and
/// the functions and operators that take the other lists.
@Suite("Core lists in expressions")
struct CoreListReadingTests {
    static let rules = """
        referee 1
        players A B
        state said = list
        state card per player = list
        state size = 0
        state mine = 0
        state highest = 0
        state threes = 0
        move number 1 to 9 then append chosen to said, append chosen * 10 to card(mover)
        after move then set size = length(said), set mine = sum(card(mover))
        after move then set highest = max(said), set threes = count(said == 3)
        refuse when count(said == chosen) > 0: "{move} was said"
        end when length(card(B)) == 3: draw

        """

    func values(_ e: Engine, _ s: GameState) throws -> [String: String] {
        guard case .board(let view) = e.view(s) else { throw UnexpectedView() }
        return Dictionary(uniqueKeysWithValues: view.kept.map { ($0.name, $0.values.joined(separator: " ")) })
    }

    @Test func rulesReadAListsLengthSumMaxAndCount() throws {
        let e = try engine(Self.rules)
        let s = try play(e, ["3", "5", "7"])
        let kept = try values(e, s)
        #expect(kept["said"] == "3 5 7")
        #expect(kept["card"] == "30 70 50")
        #expect(kept["size"] == "3")
        #expect(kept["mine"] == "100")
        #expect(kept["highest"] == "7")
        #expect(kept["threes"] == "1")
    }

    @Test func aRuleOverTheHistoryRefusesANumberAlreadySaid() throws {
        let e = try engine(Self.rules)
        let s = try play(e, ["3", "5"])
        guard case .failure(let refused) = e.play("3", in: s) else {
            Issue.record("3 was said twice")
            return
        }
        #expect(refused.message == "3 was said")
        #expect(!e.legalMoves(s).map { e.format($0, in: s) }.contains("3"))
        let over = try play(e, ["1", "2", "4", "6"], from: s)
        #expect(e.isOver(over), "B's card holds three numbers")
    }

    @Test func lengthCountsConditionsToo() {
        #expect(Evaluator.evaluate(.call(.length, [.binary(.greater, .each(.variable(0)), .int(1))]), in: TwoPlayers()).asInt == 2)
    }

    struct TwoPlayers: ExprContext {
        var playerCount: Int { 2 }
        func scalar(_ ref: StateRef) -> Int { 0 }
        func quantity(_ quantity: Quantity, of player: Int) -> Int { player }
    }
}
