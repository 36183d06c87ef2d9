import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// Protocol version 2 as a client reads it: whole games, each line's patch applied to the
/// document the greeting gave, the result held after every line to version 1's whole document
/// for the same session; and what that saves.
@Suite("Protocol version 2: patches that rebuild version 1's document")
struct PatchedGameTests {
    /// The fields of a line that are not the document.
    static let lineFields: Set<String> = ["protocol", "version", "kind", "game", "seed", "ok", "text", "command"]

    /// The document a version-1 line carries: its fields less what says what the line is and
    /// what the command did.
    static func document(ofVersion1 line: String) throws -> JSONValue {
        guard case .object(let fields) = try JSONParser.parse(line) else { throw JSONPatchApplier.Failure(description: "not an object") }
        let said: Set<String> = ["id", "error", "code", "diagnostics", "hint", "page"]
        return .object(fields.filter { !lineFields.contains($0.0) && !said.contains($0.0) })
    }

    /// A session on one of the repository's rule files, from seed 0.
    static func session(_ file: String) throws -> Session {
        let path = ProtocolSchemaTests.root.appendingPathComponent(file).path
        var session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
        session.thinkingTime = .milliseconds(100)
        return session
    }

    /// Plays `commands`, then random moves to the end, writing each line in both versions and
    /// checking after every line that the patches rebuild version 1's document. Returns the
    /// bytes each version wrote.
    @discardableResult
    static func play(_ file: String, _ commands: [String], seed: UInt64 = 1) throws -> (v1: Int, v2: Int) {
        var session = try session(file)
        var v1 = try #require(ProtocolWriter(version: 1))
        var v2 = try #require(ProtocolWriter(version: 2))
        let greeting1 = v1.greeting(session), greeting2 = v2.greeting(session)
        var bytes = (v1: greeting1.utf8.count, v2: greeting2.utf8.count)
        var rebuilt = try document(ofVersion1: greeting2)
        #expect(rebuilt == (try document(ofVersion1: greeting1)))
        var generator = SeededGenerator(seed: seed)
        var lines = 0
        func run(_ command: String) throws {
            let response = session.execute(command)
            let whole = v1.response(response, session: session)
            let patched = v2.response(response, session: session)
            bytes.v1 += whole.utf8.count
            bytes.v2 += patched.utf8.count
            lines += 1
            let line = try JSONParser.parse(patched)
            #expect(line["version"] == .number(2))
            let before = rebuilt
            rebuilt = try JSONPatchApplier.apply(try #require(line["patch"]), to: rebuilt)
            let expected = try document(ofVersion1: whole)
            // The writer patches only the ends of the lists that grow, and says what comparing
            // the whole documents would.
            #expect(line["patch"] == JSONPatch.difference(from: before, to: expected).json, "\(file), line \(lines) (\(command))")
            #expect(JSONPatchApplier.same(rebuilt, expected), "\(file), line \(lines) (\(command))")
            for key in ["over", "result", "toMove", "legalCount"] { #expect(line[key] == expected[key], "\(file): \(key)") }
            if let given = line["document"] { #expect(JSONPatchApplier.same(given, expected)) }
        }
        for command in commands { try run(command) }
        var moves = 0
        while !session.engine.isOver(session.state), moves < 3_000 {
            let legal = session.engine.legalMoves(session.state)
            guard !legal.isEmpty else { break }
            try run(session.engine.format(legal[generator.below(legal.count)], in: session.state))
            moves += 1
        }
        #expect(session.engine.isOver(session.state), "\(file): not over after \(moves) moves")
        try run("state")
        return bytes
    }

    @Test func gomokuOnNineteenByNineteenToTheEnd() throws {
        try Self.play("examples/gomoku-19.rules", ["j10", "k10", "undo", "redo", "state", "j10", "new", "j10"])
    }

    @Test func tableTennis() throws {
        try Self.play("rules/table-tennis.rules", ["toss B", "A", "B", "undo", "undo", "undo", "redo", "show"])
    }

    /// Through a tiebreak, so that the finished sets and their tiebreaks are patched in and out.
    @Test func tennisThroughATiebreak() throws {
        let sixAll = Array(repeating: ["A", "A", "A", "A", "B", "B", "B", "B"], count: 6).flatMap { $0 }
        try Self.play("examples/tennis.rules", sixAll + ["A", "B", "B", "A", "A", "A", "A", "A", "undo", "undo", "redo", "A"])
    }

    @Test func aGameWithAnswers() throws {
        try Self.play("examples/higher-lower.rules", ["50", "25", "undo", "why 200", "new", "50"])
    }

    @Test func aGameWithAnswersAmendedTakenBackAndBegunAgain() throws {
        try Self.play("examples/higher-lower.rules", [
            "50", "25", "amend 1 60", "undo", "undo", "undo", "30", "new", "undo", "70", "moves 1", "state",
        ])
    }

    @Test func aGameWhoseRulesPlayAComputer() throws {
        try Self.play("rules/tictactoe-vs-computer.rules", ["4", "undo", "redo", "amend 1 0", "undo", "new", "undo", "8"])
    }

    @Test func aCodeGame() throws {
        try Self.play("rules/mastermind.rules", ["1122", "hint", "undo", "vs computer", "new", "vs people", "1234"])
    }

    @Test func bowling() throws {
        try Self.play("rules/bowling.rules", ["X", "7", "9", "undo", "rules", "7", "option nonsense=1"])
    }

    @Test func namesGivenAndTakenBack() throws {
        try Self.play("examples/baker-bowling.rules", ["name Ann Annie", "name Home Hosts", "X", "name Home Home", "undo", "name Jon Jo"])
    }

    @Test func aNameIsInTheDocumentAndTheResultShowsIt() throws {
        var session = try Self.session("rules/tictactoe.rules")
        var writer = try #require(ProtocolWriter(version: 2))
        _ = writer.greeting(session)
        let named = try JSONParser.parse(writer.response(session.execute("name X Ann"), session: session))
        #expect(named["patch"] == .array([.object([("op", .string("add")), ("path", .string("/names/X")), ("value", .string("Ann"))])]))
        for move in ["0", "3", "1", "4"] { _ = session.execute(move) }
        let won = try JSONParser.parse(writer.response(session.execute("2"), session: session))
        #expect(won["result"] == .string("Ann Wins"))
        let document = JSONResponse.document(session)
        #expect(document["names"] == .object([("X", .string("Ann"))]))
        #expect(document["outcome"]?["winner"] == .string("X"))
        #expect(document["outcome"]?["message"] == .string("Ann Wins"))
    }

    @Test func aCodeGameWhoseSecretAPersonKeeps() throws {
        try Self.play("rules/mastermind.rules", ["secret 1234", "1122", "ai", "undo"])
    }

    /// A size, not a time: the patches of a whole 19×19 game are a small part of the documents.
    @Test func aGomokuGameInVersionTwoIsUnderATenthOfVersionOne() throws {
        let bytes = try Self.play("examples/gomoku-19.rules", [], seed: 3)
        #expect(bytes.v2 * 10 < bytes.v1, "version 2: \(bytes.v2) bytes; version 1: \(bytes.v1)")
    }

    @Test func versionTwoTextSaysTheChangeAndNotThePicture() throws {
        var session = try Self.session("rules/tictactoe-vs-computer.rules")
        var writer = try #require(ProtocolWriter(version: 2))
        _ = writer.greeting(session)
        let move = session.execute("4")
        #expect(move.picture != nil)
        #expect(move.text == move.message + "\n" + (move.picture ?? ""))
        let line = try JSONParser.parse(writer.response(move, session: session))
        #expect(line["text"] == .string("C plays 2"))
        #expect(line["legal"] == nil && line["history"] == nil && line["state"] == nil)
        let show = session.execute("show")
        let shown = try JSONParser.parse(writer.response(show, session: session))
        #expect(shown["text"] == .string(session.picture()))
        #expect(shown["patch"] == .array([]))
        let undo = try JSONParser.parse(writer.response(session.execute("undo"), session: session))
        #expect(undo["text"] == .string("took back move 1 (X plays 4)"))
        #expect(undo["patch"] != .array([]))
    }

    @Test func onlyTheVersionsSpokenHaveAWriter() {
        #expect(ProtocolWriter(version: 0) == nil)
        #expect(ProtocolWriter(version: 3) == nil)
        #expect(JSONResponse.versions.allSatisfy { ProtocolWriter(version: $0)?.version == $0 })
        #expect(JSONResponse.versions.contains(JSONResponse.version))
    }
}
