import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Decks (`state deck = deck A to B [, N each]`), `draw NAME from DECK`, which takes cards from
/// the game's chance stream, and values each player sees alone (`hidden from others`).
@Suite("Core decks and draws")
struct CoreDeckTests {
    static let cards = """
        referee 1
        players A B
        state deck = deck 1 to 4, 2 each hidden from A B
        state card per player = 0 hidden from others
        state hand per player = list
        move "deal" then draw card(A) from deck, draw card(B) from deck
        move "take" then draw hand(mover) from deck
        move "return" when length(hand(mover)) > 0 then append max(hand(mover)) to deck
        end when length(deck) == 0: draw

        """

    func kept(_ e: Engine, _ s: GameState, for viewer: Int? = nil) throws -> [String: KeptValue] {
        Dictionary(uniqueKeysWithValues: try values(e, s, for: viewer).kept.map { ($0.name, $0) })
    }

    /// The cards in the deck, read from the view of the game's end, where nothing is hidden.
    func deck(_ e: Engine, _ s: GameState) -> [Int] {
        e.view(s).kept.first { $0.name == "deck" }?.numbers?.first.map(Array.init) ?? []
    }

    @Test func aDeckStartsWithItsCardsAndEachDrawTakesOneOfThem() throws {
        let e = try engine(Self.cards)
        let start = e.newGame(seed: 5)
        var s = try play(e, ["deal"], from: start)
        let rolls = e.rolls(s)
        #expect(rolls.count == 2)
        for _ in 0..<6 { s = try play(e, ["take"], from: s) }
        #expect(e.isOver(s))
        let given = e.rolls(s)
        #expect(given.sorted() == [1, 1, 2, 2, 3, 3, 4, 4])
        let values = try kept(e, s)
        #expect(values["card"]?.values == [String(given[0]), String(given[1])])
        let hands = try #require(values["hand"]?.numbers)
        #expect(hands.map(Array.init).joined().sorted() == Array(given[2...]).sorted())
    }

    @Test func aSeedReplaysEveryDealAndSeedsDealDifferently() throws {
        let e = try engine(Self.cards)
        var deals: Set<[Int]> = []
        for seed in 0..<40 as Range<UInt64> {
            let moves = ["deal", "take", "take", "take"]
            let a = try play(e, moves, from: e.newGame(seed: seed))
            let b = try play(e, moves, from: e.newGame(seed: seed))
            #expect(e.rolls(a) == e.rolls(b))
            #expect(e.view(a, for: 0) == e.view(b, for: 0))
            deals.insert(Array(e.rolls(a).prefix(2)))
        }
        // Two cards from 1, 1, 2, 2, …, 4, 4 can be dealt 16 ways.
        #expect(deals.count > 8)
    }

    @Test func aCardReturnedToTheDeckCanBeDrawnAgain() throws {
        let e = try engine(Self.cards)
        var s = try play(e, ["take"], from: e.newGame(seed: 1))
        let first = try #require(e.rolls(s).first)
        s = try play(e, ["take", "return"], from: s)
        #expect(e.legalMoveTexts(s).contains("take"))
        let fixed = try e.setup(.rolls([first]), in: s).get()
        let again = try play(e, ["take"], from: fixed)
        #expect(e.rolls(again).last == first)
    }

    @Test func setupDrawFixesTheNextCardsAndAnAbsentCardIsDrawnByChance() throws {
        let e = try engine(Self.cards)
        let fixed = try e.setup(.rolls([4, 4, 4]), in: e.newGame(seed: 2)).get()
        let s = try play(e, ["deal", "take"], from: fixed)
        let given = e.rolls(s)
        #expect(Array(given.prefix(2)) == [4, 4])
        #expect(given[2] != 4)
        // A deck that gains no cards by 'append' holds only its own: a card beyond them is refused.
        let fixedDeck = try engine(Self.cards.replacingOccurrences(of: "append max(hand(mover)) to deck", with: "set card(mover) = 0"))
        #expect((try? e.setup(.rolls([9]), in: e.newGame()).get()) != nil)
        guard case .failure(let error) = fixedDeck.setup(.rolls([9]), in: fixedDeck.newGame()) else {
            Issue.record("a card the deck cannot give was fixed")
            return
        }
        #expect(error.message == "no card drawn of this game gives 9: its cards are 1 to 4")
    }

    @Test func eachPlayerSeesItsOwnCardAloneAndNoOneSeesTheDeck() throws {
        let e = try engine(Self.cards)
        let s = try play(e, ["deal"], from: e.newGame(seed: 9))
        let given = e.rolls(s)
        let forA = try kept(e, s, for: 0), forB = try kept(e, s, for: 1), onlooker = try kept(e, s)
        #expect(forA["card"]?.values == [String(given[0]), "?"])
        #expect(forA["card"]?.hiddenPlayers == [1])
        #expect(forB["card"]?.values == ["?", String(given[1])])
        #expect(onlooker["card"]?.values == ["?", "?"])
        #expect(onlooker["card"]?.hidden == true)
        for view in [forA, forB, onlooker] { #expect(view["deck"]?.hidden == true) }
        #expect(e.chanceSeen(s, from: 0, for: 0) == [ChanceOutcome(number: given[0], card: true), ChanceOutcome(number: nil, card: true)])
        #expect(e.chanceSeen(s, from: 0, for: nil).allSatisfy { $0.number == nil && $0.card })
    }

    @Test func theOutcomesOfADealAreEveryPairOfCardsWithTheirChances() throws {
        let e = try engine(Self.cards)
        let start = e.newGame()
        let deal = try e.parse("deal", in: start).get()
        let outcomes = try #require(e.chanceOutcomes(deal, in: start, limit: 1000))
        // 8 cards for A, then 7 for B.
        #expect(outcomes.count == 56)
        #expect(abs(outcomes.map(\.probability).reduce(0, +) - 1) < 1e-12)
        var pairs: [[Int]: Double] = [:]
        for outcome in outcomes { pairs[e.rolls(outcome.state), default: 0] += outcome.probability }
        #expect(pairs.count == 16)
        #expect(abs((pairs[[1, 1]] ?? 0) - 2.0 / 56) < 1e-12)
        #expect(abs((pairs[[1, 2]] ?? 0) - 4.0 / 56) < 1e-12)
        #expect(e.chanceOutcomes(deal, in: start, limit: 10) == nil)
    }
}
