import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

@Suite("Play session")
struct SessionTests {
    func session(_ file: String) throws -> Session {
        let book = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("rules/\(file)").path).get()
        return Session(engine: Engine(book.model))
    }

    @Test(arguments: [
        ("4", Command.move("4")), ("  undo ", .undo), ("move undo", .move("undo")), ("\" WW\"", .move(" WW")),
        ("", .empty), ("help", .help(nil)), ("new", .new), ("quit", .quit), ("moves", .moves(page: nil)),
        ("moves 3", .moves(page: 3)), ("stop", .stop), ("show", .show),
    ])
    func commandsAreRead(_ line: String, _ command: Command) {
        #expect(Command.parse(line) == command)
    }

    @Test func anErrorLeavesTheGameExactlyAsItWas() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("4")
        let before = s.state
        let moves = s.moves
        for garbled in ["4", "zz", "99", "-1", "move", "undo now"] {
            let response = s.execute(garbled)
            #expect(!response.ok, "\(garbled)")
            #expect(response.error != nil)
            #expect(s.state == before)
            #expect(s.moves == moves)
        }
    }

    /// Once a game that hides something has ended and shown it, its moves are not taken back:
    /// `undo` then the shown number (or code) would win. The game stays as it was.
    @Test(arguments: [
        ("examples/higher-lower.rules", ["secret 50"] + (1...7).map(String.init)),
        ("rules/mastermind.rules", Array(repeating: "1111", count: 10)),
    ])
    func undoAfterARevealIsRefused(_ file: String, _ lines: [String]) throws {
        let book = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent(file).path).get()
        var s = Session(engine: Engine(book.model), seed: 3)
        for line in lines { #expect(s.execute(line).ok, "\(file): \(line)") }
        #expect(s.engine.isOver(s.state), "\(file) did not end")
        let before = s.state, moves = s.moves
        let response = s.execute("undo")
        #expect(!response.ok)
        #expect(response.code == .revealed)
        #expect(s.state == before && s.moves == moves)
        #expect(s.execute("new").ok)
    }

    @Test func undoAndRedoWalkTheHistory() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("0")
        _ = s.execute("4")
        let after = s.state
        #expect(s.execute("undo").ok)
        #expect(s.moves == ["0"])
        #expect(s.execute("redo").ok)
        #expect(s.state == after)
        #expect(!s.execute("redo").ok)
        _ = s.execute("undo")
        _ = s.execute("undo")
        #expect(!s.execute("undo").ok)
        #expect(s.state == s.engine.newGame())
    }

    @Test func aNewMoveClearsRedo() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("0")
        _ = s.execute("undo")
        _ = s.execute("1")
        #expect(!s.execute("redo").ok)
    }

    @Test func jsonCarriesTheRequiredFields() throws {
        var s = try session("bowling.rules")
        let response = s.execute("7")
        let line = JSONResponse.encode(response, session: s)
        for field in ["\"ok\":true", "\"over\":false", "\"result\":null", "\"toMove\":\"Bowler\"", "\"legal\":[\"0\",\"1\",\"2\",\"3\"]", "\"legalCount\":4", "\"score\":{\"Bowler\":7}"] {
            #expect(line.contains(field), "\(field) in \(line)")
        }
        let bad = s.execute("9")
        let error = JSONResponse.encode(bad, session: s)
        #expect(error.contains("\"ok\":false"))
        #expect(error.contains("\"error\":\"cannot knock down 9: 3 pins are standing\""))
    }

    @Test func jsonCountsLegalMovesTooManyToList() throws {
        let path = ShippedFiles.root.appendingPathComponent("examples/wordle.rules").path
        var s = Session(engine: Engine(try RuleBook.load(path: path).get().model))
        let line = JSONResponse.encode(s.execute("crane"), session: s)
        #expect(line.contains("\"legal\":null,\"legalCount\":2268"), "\(line)")
        #expect(line.count < 1_000)
    }

    @Test func theRallyPictureMarksTheServer() throws {
        var s = try session("table-tennis.rules")
        let text = s.execute("A").text
        #expect(text.contains("* A"))
        #expect(text.hasSuffix("A to serve"))
    }

    @Test func everyShippedGameCanBePlayedToTheEnd() throws {
        for file in ["tictactoe.rules", "tictactoe-vs-computer.rules", "bowling.rules", "table-tennis.rules", "mastermind.rules"] {
            var s = try session(file)
            var steps = 0
            while !s.engine.isOver(s.state), steps < 10_000 {
                let move = try #require(s.engine.legalMoveTexts(s.state).first)
                #expect(s.execute("move " + move).ok, "\(file): \(move)")
                steps += 1
            }
            #expect(s.engine.isOver(s.state), "\(file)")
            #expect(s.status.hasPrefix("game over"))
        }
    }

    @Test func jsonStringsAreEscaped() {
        #expect(JSONResponse.string("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
    }
}
