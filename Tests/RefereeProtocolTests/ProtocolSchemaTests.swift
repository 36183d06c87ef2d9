import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// Every kind of line `referee play --json` writes, for every shipped game, against the published
/// schema `docs/protocol.schema.json`.
@Suite("The JSON protocol against its schema")
struct ProtocolSchemaTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func ruleFiles(in folder: String) -> [String] {
        let path = root.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".rules") }.sorted().map { "\(folder)/\($0)" }
    }

    static let shipped = ruleFiles(in: "rules") + ruleFiles(in: "examples")

    static func schema() throws -> JSONSchema {
        let text = try String(contentsOf: root.appendingPathComponent("docs/protocol.schema.json"), encoding: .utf8)
        return JSONSchema(root: try JSONParser.parse(text))
    }

    /// Validates a line and returns it read back.
    @discardableResult
    static func validate(_ line: String, _ schema: JSONSchema, _ context: String) throws -> JSONValue {
        let value = try JSONParser.parse(line)
        let problems = schema.problems(value)
        #expect(problems.isEmpty, "\(context): \(problems.prefix(5)) in \(line.prefix(300))")
        return value
    }

    @Test func theShippedGamesAreAllHere() {
        #expect(Self.shipped.count >= 16)
    }

    /// A game of core rules alone is no board: its family is `core`, its description has no
    /// board, and its state holds what it keeps and nothing of cells.
    @Test func aGameOfCoreRulesAloneIsDescribedAsCore() throws {
        let path = Self.root.appendingPathComponent("examples/nim.rules").path
        let session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        let greeting = try Self.validate(JSONResponse.greeting(session, version: 1), try Self.schema(), "nim greeting")
        #expect(greeting["game"]?["family"] == .string("core"))
        #expect(greeting["game"]?["board"] == nil)
        #expect(greeting["state"]?["family"] == .string("core"))
        #expect(greeting["state"]?["width"] == nil && greeting["state"]?["cells"] == nil)
        #expect(greeting["state"]?["kept"] != nil)
    }

    @Test(arguments: shipped)
    func everyResponseKindOfAShippedGameFitsTheSchema(_ file: String) throws {
        let schema = try Self.schema()
        let path = Self.root.appendingPathComponent(file).path
        let book = try RuleBook.load(path: path).get()
        var session = Session(book: book, rulesPath: path)
        session.thinkingTime = .milliseconds(200)
        var v1 = try #require(ProtocolWriter(version: 1))
        var v2 = try #require(ProtocolWriter(version: 2))
        let greeting = try Self.validate(v1.greeting(session), schema, "\(file) greeting")
        #expect(greeting["kind"] == .string("greeting"))
        try Self.validate(v2.greeting(session), schema, "\(file) greeting, version 2")

        var seen: Set<String> = []
        var codes: Set<String> = []
        var sawHint = false, sawOutcome = false
        func run(_ line: String) throws {
            let response = session.execute(line)
            let value = try Self.validate(v1.response(response, session: session), schema, "\(file): \(line)")
            let patched = try Self.validate(v2.response(response, session: session), schema, "\(file): \(line), version 2")
            #expect(patched["version"] == .number(2) && patched["patch"] != nil)
            if case .string(let command)? = value["command"] { seen.insert(command) }
            if case .string(let code)? = value["code"] { codes.insert(code) }
            if value["hint"] != nil { sawHint = true }
            if let outcome = value["outcome"], outcome != .null { sawOutcome = true }
        }
        let weakest = session.computerPlayers.first?.name ?? "first"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let option = book.optionDefaults.sorted { $0.key < $1.key }.first

        for line in [
            "", "state", "moves", "moves 1", "moves 9999", "stop", "show", "clear", "help", "help move", "help nonsense", "rules", "option", "option nonsense=1",
            "think", "think never", "why", "undo", "redo", "amend 1 zz", "undo now", "zz top", "why zz", "hint \(weakest)", "hint nobody",
            "ai \(weakest)", "undo", "redo", "vs", "vs computer nobody", "vs computer", "vs people", "new", "toss", "secret",
            "toss \(book.model.players[0])", "name \(book.model.players[0]) Zed", "name nobody Zed",
            "save \(folder)/game.scenarios", "load \(folder)/game.scenarios", "load \(folder)/none.scenarios",
        ] {
            try run(line)
        }
        if let (name, value) = option { try run("option \(name)=\(value)") }
        var steps = 0
        // Random moves, so that a game whose lowest move never ends it (cornhole's 0 points every
        // inning) ends too.
        var generator = SeededGenerator(seed: 7)
        while !session.engine.isOver(session.state), steps < 2_000 {
            let legal = session.engine.legalMoves(session.state)
            guard !legal.isEmpty else { break }
            try run("move " + session.engine.format(legal[generator.below(legal.count)], in: session.state))
            steps += 1
        }
        #expect(session.engine.isOver(session.state), "\(file): not over after \(steps) moves")
        try run("move " + (session.engine.legalMoveTexts(session.state).first ?? "1"))
        try run("hint")
        try run("state")
        try run("quit")

        #expect(seen.isSuperset(of: Set(Command.responseWords)), "\(file): no response to \(Set(Command.responseWords).subtracting(seen).sorted())")
        #expect(sawHint && sawOutcome, "\(file)")
        #expect(codes.isSuperset(of: ["usage", "no-command", "nothing-to-undo", "nothing-to-redo", "option", "thinking-time", "computer-player", "side", "load", "over"]), "\(file): \(codes.sorted())")
    }

    @Test func aRuleFileThatDoesNotCompileGivesDiagnosticsAsData() throws {
        let schema = try Self.schema()
        let text = "referee 1\ngame \"T\"\nplayers X O\nboard 3 by 3\nwin 4 in a row\n"
        guard case .failure(let error) = RuleBook.compile(SourceFile(name: "broken.rules", text: text)) else {
            Issue.record("the broken file compiled")
            return
        }
        let value = try Self.validate(JSONResponse.failure(error, version: 1), schema, "diagnostics")
        #expect(value["kind"] == .string("diagnostics"))
        #expect(value["code"] == .string("rules"))
        guard case .array(let list)? = value["diagnostics"], let first = list.first else {
            Issue.record("no diagnostics in \(value.encoded)")
            return
        }
        #expect(first["file"] == .string("broken.rules"))
        #expect(first["line"] == .number(5))
        #expect(first["column"] == .number(5))
        #expect(first["message"] == .string("no line of 4 fits on a 3 by 3 board"))
        #expect(first["help"] == .string("make the board larger or the line shorter"))
    }

    @Test func loadingABrokenRuleFileAnswersWithItsDiagnostics() throws {
        let schema = try Self.schema()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.rules")
        try "referee 1\ngame \"T\"\nplayers X O\nboard 3 by 3\nwin 4 in a row\n".write(to: broken, atomically: true, encoding: .utf8)
        let path = Self.root.appendingPathComponent("rules/tictactoe.rules").path
        var session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        let response = session.execute("load \(broken.path)")
        let value = try Self.validate(JSONResponse.encode(response, session: session), schema, "load")
        #expect(value["code"] == .string("load"))
        guard case .array(let list)? = value["diagnostics"] else {
            Issue.record("no diagnostics in \(value.encoded)")
            return
        }
        #expect(list.first?["line"] == .number(5))
    }

    @Test func anOptionWithWhichTheRulesDoNotHoldAnswersWithTheirDiagnostics() throws {
        let schema = try Self.schema()
        let path = Self.root.appendingPathComponent("examples/mnk.rules").path
        var session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        let response = session.execute("option k=9")
        let value = try Self.validate(JSONResponse.encode(response, session: session), schema, "option")
        #expect(value["code"] == .string("option-value"))
        guard case .array(let list)? = value["diagnostics"], let first = list.first else {
            Issue.record("no diagnostics in \(value.encoded)")
            return
        }
        #expect(first["message"] == .string("no line of 9 fits on a 4 by 4 board"))
        #expect(first["line"] != .null)
    }

    /// A line missing a field it must carry does not fit; one with a field the schema does not
    /// name does, since a later version may add fields.
    @Test func aLineMissingTheStateDoesNotFitButOneWithAFieldOfItsOwnDoes() throws {
        let schema = try Self.schema()
        let path = Self.root.appendingPathComponent("rules/tictactoe.rules").path
        var session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        guard case .object(let fields) = try JSONParser.parse(JSONResponse.greeting(session, version: 1)) else {
            Issue.record("the greeting is not an object")
            return
        }
        #expect(schema.problems(.object(fields)).isEmpty)
        #expect(!schema.problems(.object(fields.filter { $0.0 != "state" })).isEmpty)
        #expect(schema.problems(.object(fields + [("extra", .null)])).isEmpty)
        let wrongVersion = fields.map { $0.0 == "version" ? ("version", JSONValue.number(3)) : $0 }
        #expect(!schema.problems(.object(wrongVersion)).isEmpty)

        var writer = try #require(ProtocolWriter(version: 2))
        _ = writer.greeting(session)
        guard case .object(let response) = try JSONParser.parse(writer.response(session.execute("4"), session: session)) else {
            Issue.record("the response is not an object")
            return
        }
        #expect(schema.problems(.object(response)).isEmpty)
        #expect(schema.problems(.object(response + [("extra", .object([("more", .number(1))]))])).isEmpty)
        #expect(!schema.problems(.object(response.filter { $0.0 != "patch" })).isEmpty)
        let asVersion1 = response.map { $0.0 == "version" ? ("version", JSONValue.number(1)) : $0 }
        #expect(!schema.problems(.object(asVersion1)).isEmpty, "a version-1 response carries the whole document")
        let badOperation = response.map { $0.0 == "patch" ? ("patch", JSONValue.array([.object([("op", .string("move"))])])) : $0 }
        #expect(!schema.problems(.object(badOperation)).isEmpty)
    }

    @Test func theSchemaNamesEveryCodeAndEveryCommand() throws {
        let schema = try Self.schema()
        func words(_ name: String) -> Set<String> {
            guard case .array(let items)? = schema.root["$defs"]?[name]?["enum"] else { return [] }
            return Set(items.compactMap { if case .string(let s) = $0 { s } else { nil } })
        }
        #expect(words("code") == Set(ResponseCode.all.map(\.rawValue)))
        #expect(words("command") == Set(Command.responseWords))
    }

    @Test(arguments: JSONResponse.versions)
    func everyLineSaysTheProtocolAndItsVersion(_ version: Int) throws {
        let path = Self.root.appendingPathComponent("rules/bowling.rules").path
        var session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        var writer = try #require(ProtocolWriter(version: version))
        var lines = [writer.greeting(session)]
        for command in ["7", "9", "state"] { lines.append(writer.response(session.execute(command), session: session)) }
        for line in lines {
            let value = try JSONParser.parse(line)
            #expect(value["protocol"] == .string("referee-play"))
            #expect(value["version"] == .number(version))
        }
    }
}
