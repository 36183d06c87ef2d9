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
        guard case .values(let view) = e.view(s) else { throw UnexpectedView() }
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

    /// `length`, `sum`, `min`, `max` and `count(L op x)` of a kept list are folded without the
    /// Evaluator's lists: over random games, each gives what the Evaluator gives for the same list.
    @Test func foldsOverAKeptListGiveWhatTheEvaluatorGives() throws {
        let calls: [(text: String, expr: Expr)] = [
            ("length(card(mover))", .call(.length, [.list(variable: 0, player: .state(.mover))])),
            ("sum(card(mover)) - max(said)",
             .binary(.subtract, .call(.sum, [.list(variable: 0, player: .state(.mover))]), .call(.max, [.list(variable: 1, player: nil)]))),
            ("min(said) * 10 + length(said)",
             .binary(.add, .binary(.multiply, .call(.min, [.list(variable: 1, player: nil)]), .int(10)),
                     .call(.length, [.list(variable: 1, player: nil)]))),
            ("count(said == chosen)", .call(.count, [.binary(.equal, .list(variable: 1, player: nil), .state(.chosen))])),
            ("count(card(B) >= chosen + 2)",
             .call(.count, [.binary(.greaterOrEqual, .list(variable: 0, player: .player(1)), .binary(.add, .state(.chosen), .int(2)))])),
        ]
        let e = try engine("""
            referee 1
            players A B
            state card per player = list
            state said = list
            \(calls.indices.map { "state r\($0) = 0" }.joined(separator: "\n"))
            move number 1 to 5 then append chosen to card(mover), append chosen to said
            after move then \(calls.indices.map { "set r\($0) = \(calls[$0].text)" }.joined(separator: ", "))
            end when length(said) == 12: draw

            """)
        struct Lists: ExprContext {
            let card: [[Int]], said: [Int], mover: Int, chosen: Int
            var playerCount: Int { 2 }
            func scalar(_ ref: StateRef) -> Int { ref == .mover ? mover : ref == .chosen ? chosen : 0 }
            func quantity(_ quantity: Quantity, of player: Int) -> Int { 0 }
            func list(_ variable: Int, of player: Int?) -> [Int] { variable == 1 ? said : card[player ?? 0] }
        }
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            var s = e.newGame()
            while !e.isOver(s) {
                let mover = try #require(e.toMove(s))
                let moves = e.legalMoves(s)
                let move = moves[generator.below(moves.count)]
                let chosen = try #require(Int(e.format(move, in: s)))
                s = try e.play(e.format(move, in: s), in: s).get()
                guard case .values(let view) = e.view(s) else { throw UnexpectedView() }
                let card = view.kept[0].values.map { $0.split(separator: " ").compactMap { Int($0) } }
                let said = view.kept[1].values[0].split(separator: " ").compactMap { Int($0) }
                let context = Lists(card: card, said: said, mover: mover, chosen: chosen)
                let expected = calls.map { String(Evaluator.evaluate($0.expr, in: context).asInt) }
                #expect(view.kept.dropFirst(2).map { $0.values.joined() } == expected)
            }
        }
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
