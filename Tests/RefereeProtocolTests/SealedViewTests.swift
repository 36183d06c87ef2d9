import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// A sealed move (`move … sealed`) is out of every other player's view until it is revealed:
/// each output shown to Bob (the picture, JSON in both versions, a transcript, `why`) comes out
/// the same whatever Ann sealed, and tells her choice once it is revealed.
@Suite("Sealed moves in each player's view")
struct SealedViewTests {
    static let rules = """
        referee 1
        game "Sealed bids"
        players Ann Bob
        state bid per player = 0
        move number 0 to 9 sealed then set bid(mover) = chosen
        refuse when chosen > 0 and chosen == bid(next): "{move} was {next}'s bid"
        after move when mover == Bob then reveal
        end when moves == 6: highest bid
        """

    /// A session on the rules above, shown to `viewer` (nil: nobody in particular).
    static func session(as viewer: String?) throws -> Session {
        let book = try RuleBook.compile(SourceFile(name: "bids.rules", text: rules)).get()
        var session = Session(book: book, rulesPath: "bids.rules", seed: 3)
        if let viewer { try session.watch(as: viewer).get() }
        return session
    }

    /// Everything Bob is shown after `commands`: the last response's text, the picture, the
    /// JSON lines of both versions for every command, and the transcript.
    static func outputs(as viewer: String?, _ commands: [String]) throws -> [String] {
        var s = try session(as: viewer)
        return try shownOutputs(&s, after: commands) + [s.transcript(rulesReference: "bids.rules")]
    }

    @Test(arguments: ["Bob", nil] as [String?])
    func beforeTheRevealNothingBobIsShownDependsOnAnnsSealedBid(_ viewer: String?) throws {
        let three = try Self.outputs(as: viewer, ["3"])
        let seven = try Self.outputs(as: viewer, ["7"])
        for (what, pair) in zip(["response", "picture", "JSON", "transcript"], zip(three, seven)) {
            #expect(pair.0 == pair.1, "\(what) shown to \(viewer ?? "nobody") differs with Ann's sealed bid")
        }
        #expect(three[1].contains("Ann has moved, sealed"))
        #expect(!three[3].contains("moves 3"))
    }

    @Test func aRefusalAndWhyOfBobsMoveDoNotDependOnAnnsSealedBid() throws {
        let three = try Self.outputs(as: "Bob", ["3", "12", "why"])
        let seven = try Self.outputs(as: "Bob", ["7", "12", "why"])
        #expect(three == seven)
        #expect(three[0].contains("12"))
    }

    /// `hint` for Bob, from every computer player on offer, comes out the same whatever Ann
    /// sealed: a search draws her bid afresh rather than reading it. The search is given a
    /// number of playouts (`mcts:300p`), as one thinking for a time would search more or less by
    /// the clock.
    @Test func bobsHintDoesNotDependOnAnnsSealedBid() throws {
        let players = try Self.session(as: "Bob").computerPlayers.map { $0.name == "mcts" ? "mcts:300p" : $0.name }
        #expect(players.contains("mcts:300p"))
        for name in players {
            let three = try Self.outputs(as: "Bob", ["3", "hint \(name)"])
            let seven = try Self.outputs(as: "Bob", ["7", "hint \(name)"])
            #expect(three == seven, "'hint \(name)' differs with Ann's sealed bid")
            #expect(three[0].hasPrefix("hint: "), "'hint \(name)' gave no move: \(three[0])")
        }
    }

    @Test func afterTheRevealBobIsShownAnnsBid() throws {
        let three = try Self.outputs(as: "Bob", ["3", "5"])
        let seven = try Self.outputs(as: "Bob", ["7", "5"])
        for (what, pair) in zip(["picture", "JSON", "transcript"], zip(three.dropFirst(), seven.dropFirst())) {
            #expect(pair.0 != pair.1, "\(what) does not tell Ann's revealed bid")
        }
        #expect(three[1].contains("bid: Ann 3, Bob 5"))
        #expect(three[3].contains("moves 3 5"))
    }

    @Test func afterTheRevealWhyTellsAnnsBid() throws {
        let three = try Self.outputs(as: "Bob", ["3", "5", "1", "3", "why"])
        let seven = try Self.outputs(as: "Bob", ["7", "5", "1", "7", "why"])
        #expect(three[0] != seven[0])
        #expect(three[0].contains("3 was Ann's bid"))
        #expect(seven[0].contains("7 was Ann's bid"))
        var s = try Self.session(as: "Bob")
        for move in ["3", "5", "1"] { #expect(s.execute(move).ok) }
        let refused = s.execute("3")
        #expect(!refused.ok)
        #expect(refused.error == "3 was Ann's bid")
    }

    @Test func annSeesHerOwnSealedBidAndHerTranscriptKeepsIt() throws {
        var s = try Self.session(as: "Ann")
        #expect(s.execute("3").ok)
        #expect(s.picture().contains("Ann's sealed move: 3"))
        #expect(s.shownMoves == ["3"])
        let transcript = s.transcript(rulesReference: "bids.rules")
        #expect(transcript.contains("  moves 3\n"))
        #expect(transcript.contains("keep it for Ann"))
    }

    @Test func bobsTranscriptStopsBeforeTheSealedMoveAndSaysSo() throws {
        var s = try Self.session(as: "Bob")
        for move in ["3", "5", "1"] { #expect(s.execute(move).ok) }
        #expect(s.shownMoves == ["3", "5", "?"])
        #expect(s.shownLog.map(\.sealed) == [false, false, true])
        let transcript = s.transcript(rulesReference: "bids.rules")
        #expect(transcript.contains("  moves 3 5\n"))
        #expect(transcript.contains("It stops before move 3, a sealed move of Ann"))
        #expect(transcript.contains("expect turn Ann"))
    }

    @Test func theJSONMarksTheSealedMoveAndListsItInTheState() throws {
        var s = try Self.session(as: "Bob")
        var v1 = try #require(ProtocolWriter(version: 1))
        _ = v1.greeting(s)
        let line = try JSONParser.parse(v1.response(s.execute("3"), session: s))
        #expect(line["moves"] == .array([.string("?")]))
        #expect(line["history"]?[0]?["sealed"] == .bool(true))
        #expect(line["history"]?[0]?["move"] == .string("?"))
        #expect(line["state"]?["sealed"]?[0]?["player"] == .string("Ann"))
        #expect(line["state"]?["sealed"]?[0]?["move"] == .null)
        let revealed = try JSONParser.parse(v1.response(s.execute("5"), session: s))
        #expect(revealed["moves"] == .array([.string("3"), .string("5")]))
        #expect(revealed["state"]?["sealed"] == nil)
    }

    @Test func undoRefusesToTakeBackAReveal() throws {
        var s = try Self.session(as: nil)
        for move in ["3", "5"] { #expect(s.execute(move).ok) }
        let undo = s.execute("undo")
        #expect(!undo.ok)
        #expect(undo.code == .revealed)
        #expect(s.moves == ["3", "5"])
        let taken = try Self.session(as: "Bob")
        var t = taken
        #expect(t.execute("3").ok)
        let back = t.execute("undo")
        #expect(back.ok)
        #expect(back.message.contains("Ann has moved, sealed"))
        #expect(!back.message.contains("3"))
    }

    /// Version 2's patches rebuild version 1's document shown to Bob through a reveal, which
    /// changes entries of the history already sent.
    @Test func version2PatchesFollowAReveal() throws {
        var s = try Self.session(as: "Bob")
        var v1 = try #require(ProtocolWriter(version: 1))
        var v2 = try #require(ProtocolWriter(version: 2))
        _ = v1.greeting(s)
        var rebuilt = try PatchedGameTests.document(ofVersion1: v2.greeting(s))
        for command in ["3", "5", "1", "undo", "2", "4", "6"] {
            let response = s.execute(command)
            let whole = try PatchedGameTests.document(ofVersion1: v1.response(response, session: s))
            let patched = try JSONParser.parse(v2.response(response, session: s))
            rebuilt = try JSONPatchApplier.apply(try #require(patched["patch"]), to: rebuilt)
            #expect(JSONPatchApplier.same(rebuilt, whole), "after \(command)")
        }
    }

    @Test func theSealedLinesFitTheSchema() throws {
        let schema = try ProtocolSchemaTests.schema()
        var s = try Self.session(as: "Bob")
        var v1 = try #require(ProtocolWriter(version: 1))
        var v2 = try #require(ProtocolWriter(version: 2))
        try ProtocolSchemaTests.validate(v1.greeting(s), schema, "greeting")
        _ = v2.greeting(s)
        for command in ["3", "5", "1", "state"] {
            let response = s.execute(command)
            try ProtocolSchemaTests.validate(v1.response(response, session: s), schema, "v1 \(command)")
            try ProtocolSchemaTests.validate(v2.response(response, session: s), schema, "v2 \(command)")
        }
    }
}

extension JSONValue {
    /// An element of an array; nil for another value or past its end.
    fileprivate subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

/// `why` shown to a viewer (`--as P`) hides what is hidden from that viewer, even when the
/// player whose move was refused may see it.
@Suite("Hidden values in a viewer's why")
struct ViewerWhyTests {
    static let rules = """
        referee 1
        game "Hidden pot"
        players Ann Bob
        state pot = random 1 to 9 hidden from Bob
        move "take" when pot > 5
        move pass
        end when moves == 4: draw
        """

    /// The refusal of Ann's `take` and `why`, shown to `viewer`, from the first seed whose pot
    /// refuses it; and the pot.
    static func refusal(as viewer: String) throws -> (text: String, pot: Int) {
        let book = try RuleBook.compile(SourceFile(name: "pot.rules", text: rules)).get()
        for seed in UInt64(0)..<50 {
            var s = Session(book: book, rulesPath: "pot.rules", seed: seed)
            try s.watch(as: viewer).get()
            let take = s.execute("take")
            guard !take.ok else { continue }
            guard case .value(_, let values) = try #require(s.engine.drawnValues(s.state).first),
                  let pot = Int(try #require(values.first)) else { continue }
            return ((take.error ?? "") + (take.message) + s.execute("why").text, pot)
        }
        throw SessionError("no seed refuses 'take'")
    }

    @Test func bobIsNotShownThePotAnnMaySee() throws {
        let ann = try Self.refusal(as: "Ann")
        #expect(ann.text.contains("pot is \(ann.pot)"))
        let bob = try Self.refusal(as: "Bob")
        #expect(!bob.text.contains("pot is \(bob.pot)"))
        #expect(bob.text.contains("pot"))
    }
}
