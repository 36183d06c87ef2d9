import Foundation
import RefereeEngine
import RefereeLanguage
import RefereeModel

/// A golden trace: random games of one rule file recorded move by move, so that `referee check`
/// can play them again and say where the engine's behaviour changed. The text format is described
/// in docs/checking.md:
///
///     referee-trace 1
///     rules "tictactoe.rules"
///     options none
///     seed 0
///     games 2
///     max-moves 10000
///
///     game 1 seed 0
///       9:4 8:0 7:8 6:1 5:2
///       result "X Wins"
///       score X 3 O 2, lines (2 4 6)
///     end
public struct TraceFile: Sendable, Hashable {
    public static let version = 1
    public static let fileExtension = "trace"

    /// The rule file's name, relative to the trace's folder.
    public var rules: String
    /// The options the games were played with, besides the rule file's defaults.
    public var options: [String: Int]
    /// The first game's seed; game i (from 1) has seed `seed + i - 1`.
    public var seed: UInt64
    public var maxMoves: Int
    public var games: [PlayedGame]
    /// Where each game, and each of its steps, its result and its score, were read (1-based lines);
    /// empty for a trace made in memory.
    public var lines: [GameLines] = []

    public struct GameLines: Sendable, Hashable {
        public var header: Int
        public var steps: [Int]
        public var result: Int
        public var score: Int
    }

    public init(rules: String, options: [String: Int], seed: UInt64, maxMoves: Int, games: [PlayedGame]) {
        self.rules = rules
        self.options = options
        self.seed = seed
        self.maxMoves = maxMoves
        self.games = games
    }

    /// The trace file that sits beside a rule file: `NAME.rules` -> `NAME.trace`.
    public static func path(for rulesPath: String) -> String {
        let base = rulesPath.hasSuffix(".rules") ? String(rulesPath.dropLast(".rules".count)) : rulesPath
        return base + "." + fileExtension
    }

    /// Plays and records `count` games of a rule file, with seeds `seed`, `seed + 1`, ….
    public static func record(
        _ engine: Engine, rules: String, options: [String: Int] = [:], seed: UInt64, count: Int,
        maxMoves: Int = RandomGame.defaultMaxMoves
    ) -> TraceFile {
        let games = (0..<max(0, count)).map { RandomGame.play(engine, seed: seed &+ UInt64($0), maxMoves: maxMoves) }
        return TraceFile(rules: rules, options: options, seed: seed, maxMoves: maxMoves, games: games)
    }

    // MARK: Writing

    /// The trace as text. `command` is how it was made, for the comment that says how to make it
    /// again.
    public func text(command: String? = nil) -> String {
        var out = "# Golden trace of \(rules): random games recorded by `referee trace`, replayed by `referee check`.\n"
        out += "# After a deliberate change to the rules, record it again with:\n"
        out += "#   \(command ?? "referee trace \(rules) --seed \(seed) -n \(games.count)")\n"
        out += "referee-trace \(Self.version)\n"
        out += "rules \(Self.quoted(rules))\n"
        let shown = options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        out += "options \(shown.isEmpty ? "none" : shown.joined(separator: " "))\n"
        out += "seed \(seed)\n"
        out += "games \(games.count)\n"
        out += "max-moves \(maxMoves)\n"
        for (i, game) in games.enumerated() {
            out += "\ngame \(i + 1) seed \(game.seed)\n"
            var line = ""
            for step in game.steps {
                let token = "\(step.legal):\(Self.token(step.move))"
                if !line.isEmpty, line.count + 1 + token.count > 98 {
                    out += "  \(line)\n"
                    line = ""
                }
                line += line.isEmpty ? token : " " + token
            }
            if !line.isEmpty { out += "  \(line)\n" }
            out += "  result \(game.result.map(Self.quoted) ?? "none")\n"
            out += "  score \(game.score)\n"
            out += "end\n"
        }
        return out
    }

    /// A move as a trace writes it: bare when it is a plain word, number or symbol, else quoted.
    static func token(_ move: String) -> String {
        let plain = !move.isEmpty && move.unicodeScalars.allSatisfy {
            !$0.properties.isWhitespace && $0 != "\"" && $0 != "\\" && $0 != "#" && $0.value >= 0x20
        }
        return plain ? move : quoted(move)
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for ch in text {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out + "\""
    }

    // MARK: Reading

    /// A line of a trace that could not be read.
    public struct ReadError: Error, Sendable, Hashable {
        public var line: Int
        public var message: String
    }

    public static func parse(_ text: String) -> Result<TraceFile, ReadError> {
        var reader = Reader(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        do {
            return .success(try reader.read())
        } catch {
            return .failure(error)
        }
    }

    struct Reader {
        let lines: [String]
        var index = 0

        init(lines: [String]) { self.lines = lines }

        /// The next line that is not blank or a comment, with its number and its words.
        mutating func next() -> (number: Int, text: String)? {
            while index < lines.count {
                let raw = lines[index]
                index += 1
                let text = raw.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text.hasPrefix("#") { continue }
                return (index, text)
            }
            return nil
        }

        mutating func expect(_ key: String) throws(ReadError) -> (number: Int, value: String) {
            guard let (number, text) = next() else {
                throw ReadError(line: lines.count, message: "the trace ends before its '\(key)' line")
            }
            guard text == key || text.hasPrefix(key + " ") else {
                throw ReadError(line: number, message: "expected '\(key) …', found '\(text)'")
            }
            return (number, String(text.dropFirst(key.count)).trimmingCharacters(in: .whitespaces))
        }

        mutating func read() throws(ReadError) -> TraceFile {
            let version = try expect("referee-trace")
            guard Int(version.value) == TraceFile.version else {
                throw ReadError(line: version.number, message: "this is trace format '\(version.value)'; this referee reads format \(TraceFile.version)")
            }
            let rulesLine = try expect("rules")
            guard let rules = TraceFile.unquote(rulesLine.value) else {
                throw ReadError(line: rulesLine.number, message: "the rule file's name must be in double quotes")
            }
            let optionsLine = try expect("options")
            var options: [String: Int] = [:]
            if optionsLine.value != "none" {
                for pair in optionsLine.value.split(separator: " ") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let value = Int(parts[1]) else {
                        throw ReadError(line: optionsLine.number, message: "options are written name=number; found '\(pair)'")
                    }
                    options[parts[0]] = value
                }
            }
            let seedLine = try expect("seed")
            guard let seed = UInt64(seedLine.value) else { throw ReadError(line: seedLine.number, message: "the seed must be a whole number") }
            let gamesLine = try expect("games")
            guard let count = Int(gamesLine.value), count >= 0 else { throw ReadError(line: gamesLine.number, message: "the number of games must be a whole number") }
            let capLine = try expect("max-moves")
            guard let maxMoves = Int(capLine.value), maxMoves > 0 else { throw ReadError(line: capLine.number, message: "the move cap must be a positive whole number") }
            guard maxMoves <= RandomGame.movesLimit else {
                throw ReadError(line: capLine.number, message: "the move cap is \(maxMoves); the limit is \(RandomGame.movesLimit)")
            }

            var games: [PlayedGame] = []
            var where_: [GameLines] = []
            while let (number, text) = next() {
                let words = text.split(separator: " ").map(String.init)
                guard words.count == 4, words[0] == "game", Int(words[1]) == games.count + 1, words[2] == "seed",
                      let gameSeed = UInt64(words[3])
                else {
                    throw ReadError(line: number, message: "expected 'game \(games.count + 1) seed N', found '\(text)'")
                }
                var steps: [PlayedGame.Step] = []
                var stepLines: [Int] = []
                var result: String?
                var resultLine = 0
                var score: String?
                var scoreLine = 0
                while true {
                    guard let (line, body) = next() else {
                        throw ReadError(line: lines.count, message: "game \(games.count + 1) has no 'end'")
                    }
                    if body == "end" { break }
                    if body.hasPrefix("result ") {
                        let value = String(body.dropFirst("result ".count))
                        resultLine = line
                        if value == "none" {
                            result = nil
                        } else if let text = TraceFile.unquote(value) {
                            result = text
                        } else {
                            throw ReadError(line: line, message: "a result is 'none' or text in double quotes")
                        }
                    } else if body == "score" || body.hasPrefix("score ") {
                        score = String(body.dropFirst("score".count)).trimmingCharacters(in: .whitespaces)
                        scoreLine = line
                    } else {
                        guard resultLine == 0 else {
                            throw ReadError(line: line, message: "moves come before the game's result")
                        }
                        for token in try TraceFile.tokens(body, line: line) {
                            guard let colon = token.firstIndex(of: ":"), let legal = Int(token[..<colon]), legal >= 0 else {
                                throw ReadError(line: line, message: "a step is written LEGAL:MOVE, such as 9:4; found '\(token)'")
                            }
                            let moveText = String(token[token.index(after: colon)...])
                            guard let move = moveText.hasPrefix("\"") ? TraceFile.unquote(moveText) : moveText, !move.isEmpty else {
                                throw ReadError(line: line, message: "a step is written LEGAL:MOVE, such as 9:4; found '\(token)'")
                            }
                            steps.append(PlayedGame.Step(legal: legal, move: move))
                            stepLines.append(line)
                        }
                    }
                }
                guard resultLine > 0 else { throw ReadError(line: number, message: "game \(games.count + 1) has no 'result' line") }
                guard let score else { throw ReadError(line: number, message: "game \(games.count + 1) has no 'score' line") }
                games.append(PlayedGame(seed: gameSeed, steps: steps, result: result, score: score))
                where_.append(GameLines(header: number, steps: stepLines, result: resultLine, score: scoreLine))
            }
            guard games.count == count else {
                throw ReadError(line: gamesLine.number, message: "the trace says \(count) games but holds \(games.count)")
            }
            var file = TraceFile(rules: rules, options: options, seed: seed, maxMoves: maxMoves, games: games)
            file.lines = where_
            return file
        }
    }

    /// The words of a line of steps; a quoted move may hold spaces.
    static func tokens(_ line: String, line number: Int) throws(ReadError) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for ch in line {
            if quoted {
                current.append(ch)
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { quoted = false }
            } else if ch == " " {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                if ch == "\"" { quoted = true }
                current.append(ch)
            }
        }
        guard !quoted else { throw ReadError(line: number, message: "a quoted move is not closed") }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The text of a double-quoted string with `\"`, `\\` and `\n` escapes; nil if it is not one.
    static func unquote(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        var out = ""
        var escaped = false
        for ch in text.dropFirst().dropLast() {
            if escaped {
                switch ch {
                case "n": out.append("\n")
                case "\"", "\\": out.append(ch)
                default: return nil
                }
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else if ch == "\"" {
                return nil
            } else {
                out.append(ch)
            }
        }
        return escaped ? nil : out
    }
}

/// The first place where replaying a trace differs from what it recorded.
public struct TraceMismatch: Sendable, Hashable {
    /// The line of the trace that no longer holds.
    public var line: Int
    /// The game (from 1) and its seed; 0 for a problem with the trace as a whole.
    public var game: Int
    public var seed: UInt64
    /// The step (from 1), when the difference is in a move.
    public var step: Int?
    public var message: String
    public var expected: String
    public var actual: String
}

/// The outcome of replaying one trace.
public struct TraceReport: Sendable {
    public var path: String
    public var games: Int
    public var failure: TraceMismatch?
    /// Seconds taken.
    public var duration: Double

    public var passed: Bool { failure == nil }
}

/// Plays a trace's games again and compares them, step by step, with what it recorded.
public enum TraceReplay {
    /// Replays the trace at `path` on the engine.
    public static func replay(path: String, book: RuleBook) -> TraceReport {
        var games = 0
        let (failure, seconds) = Stopwatch.time { () -> TraceMismatch? in
            let data: [UInt8]
            switch BoundedFile.read(path) {
            case .success(let bytes): data = bytes
            case .failure(let problem):
                return TraceMismatch(line: 1, game: 0, seed: 0, step: nil, message: "the trace cannot be read: \(problem.message)", expected: "a trace", actual: problem.message)
            }
            let trace: TraceFile
            switch TraceFile.parse(String(decoding: data, as: UTF8.self)) {
            case .success(let t): trace = t
            case .failure(let error):
                return TraceMismatch(line: error.line, game: 0, seed: 0, step: nil, message: "the trace cannot be read: \(error.message)", expected: "a trace in format \(TraceFile.version)", actual: error.message)
            }
            games = trace.games.count
            return compare(trace, book: book, rulesName: (book.source.name as NSString).lastPathComponent)
        }
        return TraceReport(path: path, games: games, failure: failure, duration: seconds)
    }

    /// Replays a trace against a rule file already loaded.
    public static func compare(_ trace: TraceFile, book: RuleBook, rulesName: String) -> TraceMismatch? {
        guard trace.rules == rulesName else {
            return TraceMismatch(
                line: 1, game: 0, seed: 0, step: nil,
                message: "the trace records games of \(trace.rules), but sits beside \(rulesName)",
                expected: trace.rules, actual: rulesName)
        }
        var model = book.model
        if !trace.options.isEmpty {
            var options = book.optionDefaults
            for (name, value) in trace.options { options[name] = value }
            switch book.model(options: options) {
            case .success(let m): model = m
            case .failure(let error):
                let first = error.errors.first?.diagnostic.message ?? "the options do not fit the rules"
                return TraceMismatch(
                    line: 1, game: 0, seed: 0, step: nil,
                    message: "with the trace's options the rules do not check: \(first)",
                    expected: "rules that check with the trace's options", actual: first)
            }
        }
        let engine = Engine(model)
        for (i, recorded) in trace.games.enumerated() {
            let lines = i < trace.lines.count ? trace.lines[i] : nil
            // One step past the recorded ones shows whether the game now goes on, so a replay
            // costs no more than the trace holds, whatever its header says.
            let now = RandomGame.play(engine, seed: recorded.seed, maxMoves: min(trace.maxMoves, recorded.steps.count + 1))
            if let mismatch = compare(recorded, now, game: i + 1, lines: lines) { return mismatch }
        }
        return nil
    }

    static func compare(_ recorded: PlayedGame, _ now: PlayedGame, game: Int, lines: TraceFile.GameLines?) -> TraceMismatch? {
        let name = "game \(game) (seed \(recorded.seed))"
        func step(_ s: PlayedGame.Step) -> String { "\(s.legal) legal move\(s.legal == 1 ? "" : "s"), move \(s.move)" }
        func ending(_ g: PlayedGame) -> String {
            g.result.map { "the game over with result \"\($0)\"" } ?? "the game stopping unfinished"
        }
        func mismatch(_ line: Int?, step: Int?, _ message: String, _ expected: String, _ actual: String) -> TraceMismatch {
            TraceMismatch(line: line ?? 0, game: game, seed: recorded.seed, step: step, message: "\(name), \(message)", expected: expected, actual: actual)
        }
        for i in 0..<max(recorded.steps.count, now.steps.count) {
            let line = lines.flatMap { i < $0.steps.count ? $0.steps[i] : $0.result }
            switch (i < recorded.steps.count ? recorded.steps[i] : nil, i < now.steps.count ? now.steps[i] : nil) {
            case (let r?, let n?) where r != n:
                return mismatch(line, step: i + 1, "step \(i + 1): recorded \(step(r)); now \(step(n))", step(r), step(n))
            case (let r?, nil):
                return mismatch(
                    line, step: i + 1, "step \(i + 1): recorded \(step(r)); now the game stops after \(i) moves (\(ending(now)))",
                    step(r), "after \(i) moves, \(ending(now))")
            case (nil, let n?):
                return mismatch(
                    line, step: i + 1, "step \(i + 1): the trace ends the game after \(i) moves (\(ending(recorded))); now it goes on with \(step(n))",
                    "after \(i) moves, \(ending(recorded))", step(n))
            default:
                continue
            }
        }
        if recorded.result != now.result {
            let show = { (r: String?) in r.map { "\"\($0)\"" } ?? "none" }
            return mismatch(lines?.result, step: nil, "result: recorded \(show(recorded.result)); now \(show(now.result))", show(recorded.result), show(now.result))
        }
        if recorded.score != now.score {
            return mismatch(lines?.score, step: nil, "score: recorded \(recorded.score); now \(now.score)", recorded.score, now.score)
        }
        return nil
    }
}
