import RefereeLanguage
import RefereePlay
import Testing

/// `#ID COMMAND`: a JSON request's id, echoed by its response.
@Suite("Request ids")
struct RequestIDTests {
    @Test func anIdIsReadOffTheFrontOfTheLine() throws {
        let split = try RequestID.split("#42 hint perfect").get()
        #expect(split.id == "42" && split.command == "hint perfect")
        let alone = try RequestID.split("#a-1").get()
        #expect(alone.id == "a-1" && alone.command == "")
        let quoted = try RequestID.split("#3 \" W\"").get()
        #expect(quoted.command == "\" W\"")
        let none = try RequestID.split("\" W\"").get()
        #expect(none.id == nil && none.command == "\" W\"")
    }

    @Test(arguments: ["#", "# hint", "#a/b hint", "#" + String(repeating: "9", count: RequestID.maximumLength + 1)])
    func aBadIdIsRefusedByName(_ line: String) {
        guard case .failure(let error) = RequestID.split(line) else {
            Issue.record("\(line) was read")
            return
        }
        #expect(error.message.contains("a request id is"))
        let response = RequestID.refusal(error)
        #expect(!response.ok && response.code == .usage && response.command == "invalid")
    }

    @Test(arguments: JSONResponse.versions)
    func theResponseEchoesTheIdAndALineWithoutOneIsAsBefore(_ version: Int) throws {
        let path = ProtocolSchemaTests.root.appendingPathComponent("rules/tictactoe.rules").path
        var session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        var writer = try #require(ProtocolWriter(version: version))
        _ = writer.greeting(session)
        let request = try RequestID.split("#7 4").get()
        let answered = try JSONParser.parse(writer.response(session.execute(request.command), session: session, id: request.id))
        #expect(answered["id"] == .string("7") && answered["command"] == .string("move"))
        let plain = try JSONParser.parse(writer.response(session.execute("0"), session: session))
        #expect(plain["id"] == nil && plain["ok"] == .bool(true))
    }
}
