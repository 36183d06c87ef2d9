import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// A rally's state as a program reads it: the points as the scorer writes them, whether the game
/// is a tiebreak, and every finished set (or game) with the tiebreak that decided it, in both
/// versions of the protocol.
@Suite("Rally state in the JSON protocol")
struct RallyStateTests {
    /// The state after each command, read from version 1's whole line (checked against the
    /// schema), and version 2's patches applied to its greeting, which must agree.
    struct Client {
        var session: Session
        var v1: ProtocolWriter
        var v2: ProtocolWriter
        var patched: JSONValue
        let schema: JSONSchema

        init(_ file: String) throws {
            let path = ProtocolSchemaTests.root.appendingPathComponent(file).path
            session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
            schema = try ProtocolSchemaTests.schema()
            v1 = try #require(ProtocolWriter(version: 1))
            v2 = try #require(ProtocolWriter(version: 2))
            patched = try PatchedGameTests.document(ofVersion1: v2.greeting(session))
        }

        mutating func state(after moves: [String]) throws -> JSONValue {
            var whole: JSONValue = .null
            for move in moves {
                let response = session.execute(move)
                #expect(response.ok, "\(move)")
                whole = try ProtocolSchemaTests.validate(v1.response(response, session: session), schema, move)
                let line = try JSONParser.parse(v2.response(response, session: session))
                patched = try JSONPatchApplier.apply(try #require(line["patch"]), to: patched)
            }
            #expect(JSONPatchApplier.same(patched, try PatchedGameTests.document(ofVersion1: whole.encoded)))
            return try #require(whole["state"])
        }
    }

    static func perPlayer(_ a: Int, _ b: Int) -> JSONValue { .object([("A", .number(a)), ("B", .number(b))]) }

    static let sixAll = Array(repeating: ["A", "A", "A", "A", "B", "B", "B", "B"], count: 6).flatMap { $0 }

    @Test func pastDeuceTheCallsSayAdvantageBesideTheLastCall() throws {
        var client = try Client("examples/tennis.rules")
        let state = try client.state(after: ["A", "A", "A", "B", "B", "B", "B"])
        #expect(state["calls"] == .object([("A", .string("Forty")), ("B", .string("Advantage"))]))
        #expect(state["points"] == Self.perPlayer(3, 4))
    }

    @Test func aTiebreakSaysSoAndCountsInNumbers() throws {
        var client = try Client("examples/tennis.rules")
        let state = try client.state(after: Self.sixAll + ["A", "B", "A"])
        #expect(state["tiebreak"] == .bool(true))
        #expect(state["calls"] == .object([("A", .string("2")), ("B", .string("1"))]))
        #expect(state["finished"] == .array([]))
    }

    @Test func aSetWonInATiebreakKeepsTheTiebreaksPoints() throws {
        var client = try Client("examples/tennis.rules")
        let tiebreak = Array(repeating: ["A", "B"], count: 5).flatMap { $0 } + ["A", "A"]
        let state = try client.state(after: Self.sixAll + tiebreak)
        #expect(state["tiebreak"] == .bool(false))
        #expect(state["finishedLevel"] == .string("set"))
        #expect(state["finished"] == .array([Self.perPlayer(7, 6)]))
        #expect(state["finishedTiebreaks"] == .array([Self.perPlayer(7, 5)]))
        let next = try client.state(after: Array(repeating: "B", count: 24))
        #expect(next["finished"] == .array([Self.perPlayer(7, 6), Self.perPlayer(0, 6)]))
        #expect(next["finishedTiebreaks"] == .array([Self.perPlayer(7, 5), .null]))
    }

    @Test func aWonMatchOfGamesListsEveryGame() throws {
        var client = try Client("rules/table-tennis.rules")
        let game = Array(repeating: "A", count: 11), lost = Array(repeating: "B", count: 11)
        let state = try client.state(after: game + lost + game + game)
        #expect(client.session.engine.isOver(client.session.state))
        #expect(state["finishedLevel"] == .string("game"))
        #expect(state["finished"] == .array([Self.perPlayer(11, 0), Self.perPlayer(0, 11), Self.perPlayer(11, 0), Self.perPlayer(11, 0)]))
        #expect(state["finishedTiebreaks"] == .array([.null, .null, .null, .null]))
    }
}
