import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// `moves PAGE`: every legal move, a page at a time, where a response's `legal` stops listing.
@Suite("moves PAGE lists every legal move")
struct LegalPageTests {
    static func session(_ file: String) throws -> Session {
        let path = ProtocolSchemaTests.root.appendingPathComponent(file).path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: 1)
    }

    @Test func wordlesGuessesAreAllOnItsPages() throws {
        var session = try Self.session("examples/wordle.rules")
        let total = session.engine.legalMoveCount(session.state)
        #expect(total > JSONResponse.listedMovesLimit)
        var writer = try #require(ProtocolWriter(version: 2))
        let greeting = try JSONParser.parse(writer.greeting(session))
        #expect(greeting["legal"] == .null)
        var seen: [String] = []
        var number = 1
        while true {
            let response = session.execute("moves \(number)")
            let page = try #require(response.legalPage, "page \(number)")
            #expect(response.ok && page.number == number && page.total == total)
            let line = try JSONParser.parse(writer.response(response, session: session))
            #expect(line["page"]?["moves"] == .array(page.moves.map(JSONValue.string)))
            #expect(line["page"]?["size"] == .number(LegalPage.size))
            seen += page.moves
            if number == page.pages { break }
            number += 1
        }
        #expect(seen.count == total)
        #expect(Set(seen).count == seen.count)
        #expect(Set(seen) == Set(session.engine.legalMoveTexts(session.state)))
        let past = session.execute("moves \(number + 1)")
        #expect(!past.ok && past.code == .usage && past.legalPage == nil)
        #expect(past.error?.contains("page \(number + 1) is past the last") == true)
    }

    @Test func aSmallGameHasEveryMoveOnPageOneAsLegalListsThem() throws {
        var session = try Self.session("rules/tictactoe.rules")
        _ = session.execute("4")
        let page = try #require(session.execute("moves 1").legalPage)
        #expect(page.pages == 1 && page.moves == session.engine.legalMoveTexts(session.state))
    }

    @Test(arguments: ["moves 0", "moves x", "moves 1 2", "moves -1"])
    func aPageThatIsNoNumberFromOneIsAMisuse(_ line: String) throws {
        var session = try Self.session("rules/tictactoe.rules")
        let response = session.execute(line)
        #expect(!response.ok && response.code == .usage && response.command == "invalid")
        #expect(response.error?.contains("usage: moves [PAGE]") == true)
    }

    @Test func aFinishedGameHasOneEmptyPage() throws {
        var session = try Self.session("rules/tictactoe.rules")
        for move in ["0", "3", "1", "4", "2"] { _ = session.execute(move) }
        let response = session.execute("moves 1")
        #expect(response.ok && response.legalPage?.moves == [] && response.legalPage?.pages == 1)
    }
}
