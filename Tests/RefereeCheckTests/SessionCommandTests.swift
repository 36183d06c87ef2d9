import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// The commands beyond moves: why, hint, ai, vs computer, option, rules, save and load.
@Suite("Play session commands")
struct SessionCommandTests {
    func path(_ file: String) -> String { ShippedFiles.root.appendingPathComponent("rules/\(file)").path }

    func session(_ file: String, seed: UInt64 = 0) throws -> Session {
        let book = try RuleBook.load(path: path(file)).get()
        return Session(book: book, rulesPath: path(file), seed: seed)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("referee-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: [
        ("why", Command.why(nil)), ("why 4", .why("4")), ("hint", .hint(nil)), ("hint first", .hint("first")),
        ("ai random", .ai("random")), ("vs", .versus(.status)), ("vs computer", .versus(.computer([]))),
        ("vs computer O first", .versus(.computer(["O", "first"]))), ("vs people", .versus(.people)),
        ("option size=4", .option(name: "size", value: "4")), ("option size = 4", .option(name: "size", value: "4")),
        ("option size 4", .option(name: "size", value: "4")), ("option", .options), ("rules", .rules),
        ("save game.scenarios", .save("game.scenarios")), ("load \"my game.scenarios\"", .load("my game.scenarios")),
        ("exit", .quit),
    ])
    func theNewCommandsAreRead(_ line: String, _ command: Command) {
        #expect(Command.parse(line) == command)
    }

    @Test(arguments: ["save", "load", "hint a b", "vs robots", "option =3", "option a b c", "undo now", "move"])
    func aMisusedCommandSaysHowToUseIt(_ line: String) {
        guard case .invalid(let message) = Command.parse(line) else {
            Issue.record("'\(line)' was read as \(Command.parse(line))")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test func anIllegalMoveSaysWhichRuleForbidsIt() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("4")
        let refused = s.execute("4")
        #expect(refused.error == "cell 4 is already taken")
        #expect(refused.text.contains("the 'occupied' rule"))
        #expect(refused.text.contains("legal now: 0 1 2 3 5 6 7 8"))
        let why = s.execute("why")
        #expect(why.ok)
        #expect(why.text.contains("4 is refused: cell 4 is already taken"))
        #expect(s.execute("why 5").text == "5 is a legal move now")
        #expect(s.execute("why 9").text.contains("the 'unknown' rule"))
        #expect(s.moves == ["4"])
    }

    @Test func aBowlingRefusalNamesThePinsRule() throws {
        var s = try session("bowling.rules")
        _ = s.execute("7")
        let refused = s.execute("5")
        #expect(refused.error == "cannot knock down 5: 3 pins are standing")
        #expect(refused.text.contains("the 'pins' rule"))
    }

    @Test func hintDoesNotMoveAndAiPlaysTheHintedMove() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("0")
        let before = s.state
        let hint = s.execute("hint first")
        #expect(hint.text.hasPrefix("hint: 1 "))
        #expect(s.state == before)
        let randomHint = s.execute("hint random").text
        let ai = s.execute("ai random")
        #expect(ai.ok)
        let hinted = try #require(randomHint.split(separator: " ").dropFirst().first.map(String.init))
        #expect(s.moves == ["0", hinted])
        #expect(!s.execute("hint nobody").ok)
    }

    /// `mcts:300p` searches that many playouts, so two sessions with one seed get the same hint
    /// and its note, whatever the clock; other limits after the colon are refused by name.
    @Test func aHintOfSomePlayoutsRepeatsWithTheSeed() throws {
        func hint() throws -> String {
            var s = try session("tictactoe.rules", seed: 5)
            _ = s.execute("0")
            return s.execute("hint mcts:300p").text
        }
        let first = try hint()
        #expect(first.hasPrefix("hint: "))
        #expect(first.contains("(what 'mcts' would play for O)"))
        #expect(try hint() == first)
        var s = try session("tictactoe.rules")
        for (typed, says) in [("hint random:300p", "only mcts takes a number of playouts"),
                              ("ai mcts:2s", "'think SECONDS' sets the time"),
                              ("hint mcts:lots", "a number of playouts (500p)")] {
            let refused = s.execute(typed)
            #expect(!refused.ok, "\(typed)")
            #expect(refused.text.contains(says), "\(typed): \(refused.text)")
        }
        #expect(s.moves.isEmpty)
    }

    @Test func theComputerRepliesAfterEveryMoveAndUndoGoesBackToYourTurn() throws {
        var s = try session("tictactoe.rules")
        let vs = s.execute("vs computer first")
        #expect(vs.text.hasPrefix("the computer ('first') plays O; you play X"))
        _ = s.execute("4")
        #expect(s.moves == ["4", "0"])
        #expect(s.engine.toMove(s.state) == 0)
        _ = s.execute("8")
        #expect(s.moves == ["4", "0", "8", "1"])
        #expect(s.execute("undo").ok)
        #expect(s.moves == ["4", "0"])
        #expect(s.execute("redo").ok)
        #expect(s.moves == ["4", "0", "8", "1"])
        _ = s.execute("vs people")
        _ = s.execute("2")
        #expect(s.moves.last == "2")
        #expect(s.engine.toMove(s.state) == 1)
    }

    @Test func theComputerCanOpen() throws {
        var s = try session("tictactoe.rules")
        let response = s.execute("vs computer X first")
        #expect(response.text.contains("X plays 0"))
        #expect(s.moves == ["0"])
        // Its opening move cannot be taken back: there is nothing of yours to undo.
        #expect(!s.execute("undo").ok)
        #expect(s.moves == ["0"])
    }

    @Test func vsComputerRefusesToLeaveNobodyToPlay() throws {
        var bowling = try session("bowling.rules")
        #expect(!bowling.execute("vs computer").ok)
        var computer = try session("tictactoe-vs-computer.rules")
        #expect(!computer.execute("vs computer").ok)
        #expect(!computer.execute("vs computer C").ok)
    }

    @Test func theComputerKeepsASecretAndYouGuess() throws {
        var s = try session("mastermind.rules", seed: 7)
        #expect(s.execute("vs computer Codemaker").ok)
        #expect(s.execute("1122").ok)
        guard case .code(let code) = s.engine.view(s.state) else { Issue.record("not a code game"); return }
        #expect(code.rows.first?.feedback != nil)
        #expect(code.secret == nil)
    }

    @Test func youKeepASecretAndAnswerTheComputersGuesses() throws {
        var s = try session("mastermind.rules")
        let response = s.execute("vs computer Codebreaker first")
        #expect(response.ok)
        #expect(response.text.contains("Codebreaker guesses 1111"))
        #expect(s.status == "Codemaker to answer with feedback")
        #expect(!s.execute("\" W\"").ok, "no secret gives 1111 a white mark")
        #expect(s.execute("B").ok)
        #expect(s.moves == ["1111", "B", "1111"])
        #expect(!s.execute("BBBW").ok)
        let contradiction = s.execute("BBBB")
        #expect(contradiction.error?.contains("contradicts") == true, "1111 got one black mark before")
        for _ in 0..<9 { #expect(s.execute("B").ok) }
        #expect(s.status == "game over: Codemaker wins")
        #expect(s.picture().contains("secret: kept by Codemaker"))
    }

    @Test func anOptionRecompilesTheRulesAndStartsAgain() throws {
        var s = try session("table-tennis.rules")
        _ = s.execute("A")
        let response = s.execute("option target=3")
        #expect(response.ok)
        #expect(s.moves.isEmpty)
        #expect(s.options == ["target": 3])
        for _ in 0..<3 { _ = s.execute("A") }
        guard case .rally(let rally) = s.engine.view(s.state) else { Issue.record("not a rally"); return }
        #expect(rally.levels[0].wins == [1, 0])
        #expect(s.execute("option").text.contains("target = 3 (default 11)"))
        #expect(s.optionValueSuggestions("target") == ["3", "11"])
    }

    @Test(arguments: ["option size=4", "option target=x", "option target=0", "option length=4"])
    func aBadOptionChangesNothing(_ line: String) throws {
        var s = try session("table-tennis.rules")
        _ = s.execute("A")
        let before = s.state
        let response = s.execute(line)
        #expect(!response.ok, "\(line)")
        #expect(s.state == before)
        #expect(s.moves == ["A"])
        #expect(s.options.isEmpty)
    }

    @Test func rulesSummariseTheFile() throws {
        var s = try session("bowling.rules")
        let text = s.execute("rules").text
        #expect(text.hasPrefix("Ten-pin bowling: Bowler bowls 10 frames at 10 pins."))
        #expect(text.contains("Bonus for a strike: the next 2 rolls."))
        #expect(text.contains("  fill rolls in the last frame"))
    }

    @Test func helpGivesExamplesFromTheGame() throws {
        var tennis = try session("table-tennis.rules")
        let text = tennis.execute("help").text
        #expect(text.contains("A wins the rally"))
        #expect(text.contains("option length=6"))
        var mastermind = try session("mastermind.rules")
        #expect(mastermind.execute("help").text.contains("vs computer Codebreaker"))
    }

    @Test(arguments: [
        ("tictactoe.rules", ["4", "0", "8", "2", "6"]),
        ("tictactoe-vs-computer.rules", ["5", "9"]),
        ("bowling.rules", ["X", "7", "/", "-", "5", "X", "X"]),
        ("table-tennis.rules", ["A", "B", "A", "A", "B", "B", "A", "A", "A", "A", "A", "A", "A", "A"]),
        ("mastermind.rules", ["1122", "3456", "6543"]),
    ])
    func aSavedTranscriptReplaysAndChecks(_ file: String, _ moves: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var s = try session(file, seed: 3)
        for move in moves { #expect(s.execute(move).ok, "\(move)") }
        let target = folder.appendingPathComponent("game").path
        let saved = s.execute("save \(target)")
        #expect(saved.ok, "\(saved.text)")
        let transcript = target + ".scenarios"
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(text.hasPrefix("referee 1\n"))
        #expect(text.contains("rules \""))

        let report = BatchCheck.check(file: transcript)
        #expect(!report.isInvalid, "\(report.diagnostics.map(\.rendered))")
        #expect(report.scenarios.count == 1)
        #expect(report.scenarios.allSatisfy { $0.passed }, "\(report.scenarios.compactMap(\.failure?.message))")

        var other = try session("tictactoe.rules")
        let loaded = other.execute("load \(transcript)")
        #expect(loaded.ok, "\(loaded.text)")
        #expect(other.model.title == s.model.title)
        #expect(other.moves == s.moves)
        #expect(other.engine.view(other.state) == s.engine.view(s.state))
        #expect(other.status == s.status)
    }

    @Test func aTranscriptOfAPersonKeptSecretChecks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var s = try session("mastermind.rules")
        _ = s.execute("vs computer Codebreaker first")
        _ = s.execute("\"\"")
        _ = s.execute("save \(folder.path)/answered.scenarios")
        let report = BatchCheck.check(file: "\(folder.path)/answered.scenarios")
        #expect(report.scenarios.map(\.passed) == [true])
    }

    @Test func saveRefusesToOverwriteRules() throws {
        var s = try session("tictactoe.rules")
        _ = s.execute("4")
        #expect(!s.execute("save \(path("tictactoe.rules"))").ok)
        #expect(!s.execute("save \(path("tictactoe.scenarios"))").ok)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Only the last folder of the path is created.
        #expect(!s.execute("save \(folder.path)/missing/sub/x.scenarios").ok)
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/missing"))
        #expect(s.moves == ["4"])
    }

    @Test func aFailedLoadChangesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.scenarios").path
        try """
        referee 1
        rules "\(path("tictactoe.rules"))"
        scenario "replays a refused move"
          moves 4 4
        end
        """.write(toFile: bad, atomically: true, encoding: .utf8)
        // A scenarios file with no rules line and no rule file beside it says nothing of its rules.
        let orphan = folder.appendingPathComponent("orphan.scenarios").path
        try "referee 1\nscenario \"s\"\n  moves 4\nend\n".write(toFile: orphan, atomically: true, encoding: .utf8)
        var s = try session("bowling.rules")
        _ = s.execute("7")
        let before = s.state
        for file in [bad, folder.appendingPathComponent("missing.scenarios").path, orphan] {
            #expect(!s.execute("load \(file)").ok, "\(file)")
            #expect(s.state == before)
            #expect(s.moves == ["7"])
        }
    }

    @Test(arguments: ["examples/tennis.trace", "README.md"])
    func loadingAFileThatIsNotATranscriptSaysSoOnceAndKeepsTheGame(_ file: String) throws {
        var s = try session("bowling.rules")
        _ = s.execute("7")
        let before = s.state
        let target = ShippedFiles.root.appendingPathComponent(file).path
        let response = s.execute("load \(target)")
        #expect(!response.ok)
        #expect(response.text == "error: cannot load \(target): it is not a transcript (it has no 'referee 1' line)")
        #expect(s.state == before)
        #expect(s.moves == ["7"])
        #expect(s.model.title == "Ten-pin bowling")
    }

    @Test func loadingATranscriptWithoutAScenarioSaysSoOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("empty.scenarios").path
        try "referee 1\nrules \"\(path("tictactoe.rules"))\"\nbogus line\n".write(toFile: file, atomically: true, encoding: .utf8)
        var s = try session("bowling.rules")
        _ = s.execute("7")
        let response = s.execute("load \(file)")
        #expect(!response.ok)
        #expect(response.text == "error: \(file) holds no scenario to replay")
        #expect(s.moves == ["7"])
    }

    @Test func loadOpensAnotherRuleFile() throws {
        var s = try session("bowling.rules")
        _ = s.execute("7")
        #expect(s.execute("load \(path("tictactoe.rules"))").ok)
        #expect(s.model.title == "Tic-tac-toe")
        #expect(s.moves.isEmpty)
    }

    @Test(arguments: ["4", "X", "a1", "1122", "/", "-", " W", "", "fails", "1000000000000", "say \"hi\""])
    func movesAreWrittenSoTheScenarioLexerReadsThemBack(_ move: String) throws {
        let word = Session.scenarioWord(move)
        let source = SourceFile(name: "t.scenarios", text: "referee 1\nrules \"x.rules\"\nscenario \"s\"\n  moves \(word)\nend\n")
        let (syntax, diagnostics) = Parser.parse(source)
        #expect(diagnostics.isEmpty, "\(word)")
        guard case .move(let text, _)? = syntax.scenarios.first?.scenario.steps.first?.action else {
            Issue.record("no move read from \(word)")
            return
        }
        #expect(text == move)
    }
}

/// Option values at the prompt are held to their kind and to the limit on numbers.
@Suite("Option values at the prompt")
struct OptionValueLimitTests {
    func session(_ text: String) throws -> Session {
        let book = try RuleBook.compile(SourceFile(name: "limits.rules", text: text)).get()
        return Session(book: book, rulesPath: "limits.rules")
    }

    static let largest = """
        referee 1
        players X O
        option size = 3
        option far = 1000000000
        option open = true
        board size by size
        win size in a row
        draw when full

        """

    @Test func helpAndTheOptionListShowAnExampleWithinTheLimit() throws {
        var session = try session(Self.largest.replacingOccurrences(of: "option size = 3\n", with: "").replacingOccurrences(of: "size", with: "3"))
        #expect(session.execute("help").text.contains("option far=999999999"))
        #expect(session.execute("option").text.contains("option far=999999999"))
    }

    @Test(arguments: [
        ("option size=true", "option 'size' takes a whole number from -1000000000 to 1000000000, not 'true'"),
        ("option far=1000000001", "option 'far' takes a whole number from -1000000000 to 1000000000, not '1000000001'"),
        ("option far=99999999999999999999", "option 'far' takes a whole number from -1000000000 to 1000000000, not '99999999999999999999'"),
        ("option open=1", "option 'open' takes true or false, not '1'"),
    ])
    func aValueThatDoesNotSuitItsOptionIsRefused(_ line: String, _ message: String) throws {
        var session = try session(Self.largest)
        _ = session.execute("4")
        let state = session.state
        let response = session.execute(line)
        #expect(!response.ok)
        #expect(response.error == message)
        #expect(session.state == state)
    }

    @Test func aValueAtTheLimitIsAccepted() throws {
        var session = try session(Self.largest)
        #expect(session.execute("option far=-1000000000").ok)
        #expect(session.execute("option open=false").ok)
    }
}

/// A computer player at the prompt thinks within a time limit and can be interrupted.
@Suite("Thinking at the prompt")
struct ThinkingAtThePromptTests {
    func session() throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/mnk.rules").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func anInterruptedReplyTakesBackTheWholeLine() throws {
        var session = try session()
        #expect(session.execute("vs computer O").ok)
        let state = session.state, moves = session.moves
        session.interrupted = { true }
        let response = session.execute("1")
        #expect(!response.ok)
        #expect(response.error?.hasPrefix("stopped: the computer player was interrupted") == true, "\(response.text)")
        #expect(session.state == state)
        #expect(session.moves == moves)
        session.interrupted = { false }
        #expect(session.execute("1").ok)
        #expect(session.moves.count == 2)
    }

    @Test func anInterruptedHintOrAiChangesNothing() throws {
        var session = try session()
        session.interrupted = { true }
        for line in ["hint", "ai", "hint mcts", "ai perfect"] {
            let response = session.execute(line)
            #expect(!response.ok, "\(line)")
            #expect(session.moves.isEmpty)
        }
    }

    @Test func aHintOnAnOpenBoardAnswersWithinTheThinkingTimeAndSaysHow() throws {
        var session = try session()
        #expect(session.execute("think 0.3").ok)
        let seen = Seen()
        session.onThinking = { name in seen.add(name ?? "done") }
        let clock = ContinuousClock()
        let started = clock.now
        let response = session.execute("hint perfect")
        #expect(clock.now - started < .seconds(3))
        #expect(response.ok)
        #expect(response.text.contains("perfect could not finish its search in the time allowed"), "\(response.text)")
        // The move is Monte Carlo's, and the hint names it, not 'perfect'.
        #expect(response.text.contains("(what 'mcts' would play for X, in place of 'perfect')"), "\(response.text)")
        #expect(!response.text.contains("what 'perfect' would play"))
        #expect(seen.names == ["perfect", "done"])
    }

    @Test(arguments: [("think", true, "at most 1 s"), ("think 2.5", true, "at most 2.5 s"), ("think 0", false, "from 0.1 to 60"), ("think soon", false, "not 'soon'")])
    func theThinkingTimeIsShownAndSet(_ line: String, _ ok: Bool, _ words: String) throws {
        var session = try session()
        let response = session.execute(line)
        #expect(response.ok == ok)
        #expect(response.text.contains(words), "\(response.text)")
        #expect(session.execute("help").text.contains("think [SECONDS]"))
    }

    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        func add(_ name: String) { lock.withLock { seen.append(name) } }
        var names: [String] { lock.withLock { seen } }
    }
}

/// In a code game with many codes, commands show a few codes or a count, and Tab offers none,
/// rather than listing and formatting every code (which at the limit took seconds a command).
@Suite("Commands in a large code space")
struct CodeSpaceLimitTests {
    static let manyCodes = """
        referee 1
        players Setter Solver
        code 5 from "abcdefghijkl"
        guesses 6

        """

    func session() throws -> Session {
        Session(book: try RuleBook.compile(SourceFile(name: "many.rules", text: Self.manyCodes)).get(), rulesPath: "many.rules")
    }

    @Test func movesShowsAFewAndTheCount() throws {
        var session = try session()
        let text = session.execute("moves").text
        #expect(text.hasPrefix("legal moves: aaaaa aaaab"))
        #expect(text.hasSuffix("… llllh lllli llllj llllk lllll (248832 in all)"), "\(text.suffix(80))")
    }

    @Test func aMistypedGuessDoesNotListTheCodes() throws {
        var session = try session()
        let response = session.execute("zzzzzz")
        #expect(!response.ok)
        #expect(!response.text.contains("legal now") && !response.text.contains("'moves' lists"), "\(response.text)")
    }
}
