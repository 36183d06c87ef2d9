import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import Testing

@Suite("Golden traces")
struct TraceTests {
    /// The committed trace of every shipped rule file (rules/ and examples/).
    static var shippedTraces: [String] { ShippedFiles.all.map(TraceFile.path(for:)) }

    @Test(arguments: ShippedFiles.all)
    func everyShippedRuleFileHasATrace(_ file: String) {
        #expect(
            FileManager.default.fileExists(atPath: TraceFile.path(for: file)),
            "record it with: referee trace \(file) --seed 0 -n 10")
    }

    @Test(arguments: ShippedFiles.all)
    func everyShippedTraceReplays(_ file: String) throws {
        let book = try RuleBook.load(path: file).get()
        let report = TraceReplay.replay(path: TraceFile.path(for: file), book: book)
        #expect(report.games > 0)
        #expect(report.failure == nil, "\(report.failure.map { "\(report.path):\($0.line): \($0.message)" } ?? "")")
    }

    func tictactoe() throws -> (book: RuleBook, text: String) {
        let file = ShippedFiles.root.appendingPathComponent("rules/tictactoe.rules").path
        let text = try String(contentsOfFile: TraceFile.path(for: file), encoding: .utf8)
        return (try RuleBook.load(path: file).get(), text)
    }

    @Test func aTraceReadsBackAsWritten() throws {
        let game = PlayedGame(
            seed: 7, steps: [.init(legal: 12, move: " WW"), .init(legal: 3, move: "say \"hi\""), .init(legal: 1, move: "a\\b"), .init(legal: 2, move: "/")],
            result: "X \"Wins\"\nagain", score: "X 3 O 2, lines (0 1 2)")
        let unfinished = PlayedGame(seed: 8, steps: [], result: nil, score: "X 0 O 0")
        let trace = TraceFile(rules: "odd name.rules", options: ["size": 4, "target": -1], seed: 7, maxMoves: 50, games: [game, unfinished])
        let read = try TraceFile.parse(trace.text()).get()
        #expect(read.rules == trace.rules)
        #expect(read.options == trace.options)
        #expect(read.seed == 7)
        #expect(read.maxMoves == 50)
        #expect(read.games == trace.games)
    }

    @Test func recordingTwiceGivesTheSameText() throws {
        let (book, _) = try tictactoe()
        let engine = Engine(book.model)
        let a = TraceFile.record(engine, rules: "tictactoe.rules", seed: 3, count: 5).text()
        let b = TraceFile.record(engine, rules: "tictactoe.rules", seed: 3, count: 5).text()
        #expect(a == b)
        #expect(a.contains("game 5 seed 7"))
    }

    @Test func aChangedStepIsReportedAtItsLineAndStep() throws {
        let (book, text) = try tictactoe()
        var lines = text.components(separatedBy: "\n")
        // The first line of steps of game 2: change its first move.
        let header = try #require(lines.firstIndex { $0.hasPrefix("game 2 ") })
        var tokens = lines[header + 1].split(separator: " ").map(String.init)
        let first = tokens[0].split(separator: ":").map(String.init)
        let other = first[1] == "0" ? "1" : "0"
        tokens[0] = "\(first[0]):\(other)"
        lines[header + 1] = "  " + tokens.joined(separator: " ")
        let trace = try TraceFile.parse(lines.joined(separator: "\n")).get()
        let mismatch = try #require(TraceReplay.compare(trace, book: book, rulesName: "tictactoe.rules"))
        #expect(mismatch.game == 2)
        #expect(mismatch.step == 1)
        #expect(mismatch.line == header + 2)
        #expect(mismatch.expected == "\(first[0]) legal moves, move \(other)")
        #expect(mismatch.actual == "\(first[0]) legal moves, move \(first[1])")
        #expect(mismatch.message.hasPrefix("game 2 (seed \(trace.games[1].seed)), step 1: recorded"))
    }

    @Test func aChangeToTheRulesFailsTheTraceAtTheFirstStepThatDiffers() throws {
        let (_, text) = try tictactoe()
        let trace = try TraceFile.parse(text).get()
        // The same game with a different result message: every move matches, the results do not.
        let reworded = try CheckFixtures.book("""
            referee 1
            players X O
            board 3 by 3
            win 3 in a row
            draw when full
            message win "{winner} takes it"
            """)
        let mismatch = try #require(TraceReplay.compare(trace, book: reworded, rulesName: "tictactoe.rules"))
        #expect(mismatch.step == nil)
        #expect(mismatch.message.contains("result: recorded"))
        #expect(mismatch.actual.contains("takes it"))
        // A 4 by 3 board: the first step already has more legal moves.
        let wider = try CheckFixtures.book("""
            referee 1
            players X O
            board 4 by 3
            win 3 in a row
            draw when full
            message win "{winner} Wins"
            """)
        let first = try #require(TraceReplay.compare(trace, book: wider, rulesName: "tictactoe.rules"))
        #expect(first.game == 1)
        #expect(first.step == 1)
        #expect(first.expected.hasPrefix("9 legal moves"))
        #expect(first.actual.hasPrefix("12 legal moves"))
    }

    @Test func aReplayPlaysNoFurtherThanTheTraceRecords() throws {
        // A game that random play almost never ends, recorded for 3 steps under the largest cap.
        let text = "referee 1\nplayers A B\ngame: first to 1000, lead by 1000\nmatch: best of 1\nserve to rally winner\n"
        let book = try RuleBook.compile(SourceFile(name: "endless.rules", text: text)).get()
        let recorded = TraceFile.record(Engine(book.model), rules: "endless.rules", seed: 0, count: 1, maxMoves: 3)
        var trace = try TraceFile.parse(recorded.text()).get()
        trace.maxMoves = RandomGame.movesLimit
        let mismatch = try #require(TraceReplay.compare(trace, book: book, rulesName: "endless.rules"))
        #expect(mismatch.step == 4)
        #expect(mismatch.message.contains("the trace ends the game after 3 moves"))
    }

    @Test func aTraceBesideAnotherRuleFileFails() throws {
        let (book, text) = try tictactoe()
        let trace = try TraceFile.parse(text).get()
        let mismatch = try #require(TraceReplay.compare(trace, book: book, rulesName: "other.rules"))
        #expect(mismatch.message.contains("sits beside other.rules"))
    }

    @Test(arguments: [
        ("referee-trace 2\n", 1, "format"),
        ("referee-trace 1\nrules tictactoe.rules\n", 2, "double quotes"),
        ("referee-trace 1\nrules \"t.rules\"\noptions none\nseed 0\ngames 1\nmax-moves 9\n\ngame 1 seed 0\n  9:4 x\n", 9, "LEGAL:MOVE"),
        ("referee-trace 1\nrules \"t.rules\"\noptions none\nseed 0\ngames 2\nmax-moves 9\n\ngame 1 seed 0\n  9:4\n  result none\n  score\nend\n", 5, "2 games"),
        ("referee-trace 1\nrules \"t.rules\"\noptions none\nseed 0\ngames 0\nmax-moves 9223372036854775807\n", 6, "the limit is 100000"),
    ])
    func aMalformedTraceNamesItsLine(_ text: String, _ line: Int, _ words: String) throws {
        guard case .failure(let error) = TraceFile.parse(text) else {
            Issue.record("read a malformed trace")
            return
        }
        #expect(error.line == line)
        #expect(error.message.contains(words), "\(error.message)")
    }

    @Test func checkReplaysTheTraceBesideARuleFile() throws {
        let file = ShippedFiles.root.appendingPathComponent("rules/bowling.rules").path
        let report = BatchCheck.check(file: file, settings: CheckSettings(playouts: 0))
        let trace = try #require(report.trace)
        #expect(trace.passed)
        #expect(trace.path == TraceFile.path(for: file))
        #expect(BatchCheck.check(file: file, settings: CheckSettings(playouts: 0, traces: false)).trace == nil)
    }
}
