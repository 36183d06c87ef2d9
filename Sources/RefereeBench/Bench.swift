import Foundation
import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import RefereeModel

/// One line of the benchmark table: the engine, run from a rule file, against hand-written
/// Swift doing the same work, both timed in the same run.
public struct BenchRow: Sendable {
    public var name: String
    public var unit: String
    /// Medians, in units a second.
    public var engine: Double
    public var baseline: Double
    /// engine / baseline.
    public var ratio: Double { engine / baseline }
    /// What the row's target is, as a ratio, and whether the figure can be trusted.
    public var target: Double
    public var problem: String?

    /// A figure more than 5 times faster than the hand-written code means the optimiser removed
    /// work, or the two sides did not do the same work.
    public var isValid: Bool { problem == nil && ratio <= 5 }
}

/// Where timed results go, so that the optimiser must compute them inside the timed stretch.
nonisolated(unsafe) var benchSink = 0

/// `referee bench`: the workloads of the performance targets.
public struct Bench {
    public let rulesFolder: String
    public let repeats: Int
    /// Scale of every workload (1 for the published figures, less for a quick run).
    public let scale: Double
    public let seed: UInt64

    public init(rulesFolder: String, repeats: Int = 5, scale: Double = 1, seed: UInt64 = 20_261_122) {
        self.rulesFolder = rulesFolder
        self.repeats = max(1, repeats)
        self.scale = scale
        self.seed = seed
    }

    func load(_ file: String) throws -> GameModel {
        let path = "\(rulesFolder)/\(file)"
        switch RuleBook.load(path: path) {
        case .success(let book): return book.model
        case .failure(let error): throw BenchError(message: "\(path): \(error.errors.first?.diagnostic.message ?? "invalid")")
        }
    }

    struct BenchError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The median time of `repeats` runs of `body`, and the result of the last run. The result
    /// is written to a global before the clock stops, so the work cannot be moved out of the
    /// timed stretch or removed.
    func time<T: Hashable>(_ body: () -> T) -> (Double, T) {
        let clock = ContinuousClock()
        var times: [Double] = []
        var result: T?
        for _ in 0..<repeats {
            let start = clock.now
            let value = body()
            benchSink &+= value.hashValue
            result = value
            let d = clock.now - start
            times.append(Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
        }
        times.sort()
        return (max(times[times.count / 2], 1e-9), result!)
    }

    func count(_ n: Int) -> Int { max(1, Int(Double(n) * scale)) }

    public func run(progress: (String) -> Void = { _ in }) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        let ticTacToe = AnyKernel(try load("rules/tictactoe.rules"))
        let connectFour = AnyKernel(try load("examples/connect-four.rules"))
        let bowling = AnyKernel(try load("rules/bowling.rules"))
        let mastermindModel = try load("rules/mastermind.rules")
        guard case .code(let mastermind) = AnyKernel(mastermindModel) else { throw BenchError(message: "mastermind.rules is not a code game") }
        guard case .code(let wordle) = AnyKernel(try load("examples/wordle.rules")), let words = wordle.rules.words
        else { throw BenchError(message: "wordle.rules is not a code game with a word list") }

        progress("tic-tac-toe playouts")
        let n1 = count(2_000_000)
        let (e1, t1) = time { ticTacToe.randomGames(count: n1, seed: seed) }
        let (b1, r1) = time { Baselines.ticTacToePlayouts(n1, seed: seed) }
        rows.append(BenchRow(
            name: "tic-tac-toe random playouts", unit: "games", engine: Double(n1) / e1, baseline: Double(n1) / b1, target: 0.25,
            problem: same([t1.wins[0], t1.wins[1], t1.draws, t1.moves], r1)))

        progress("connect four playouts")
        let n2 = count(500_000)
        let (e2, t2) = time { connectFour.randomGames(count: n2, seed: seed) }
        let (b2, r2) = time { Baselines.connectFourPlayouts(n2, seed: seed) }
        rows.append(BenchRow(
            name: "connect four random playouts", unit: "games", engine: Double(n2) / e2, baseline: Double(n2) / b2, target: 0.25,
            problem: same([t2.wins[0], t2.wins[1], t2.draws, t2.moves], r2)))

        progress("perft")
        let (e3, p3) = time { ticTacToe.perft(depth: 9) }
        let (b3, q3) = time { Baselines.ticTacToePerft(depth: 9) }
        rows.append(BenchRow(
            name: "tic-tac-toe perft 9", unit: "sequences", engine: Double(p3.nodes.reduce(0, +)) / e3,
            baseline: Double(q3.prefix(9).reduce(0, +)) / b3, target: 0.2,
            problem: same(p3.nodes + p3.finished, q3, known: [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
                + [0, 0, 0, 0, 1440, 5328, 47952, 72576, 127872])))
        let depth = scale >= 1 ? 8 : 6
        let (e4, p4) = time { connectFour.perft(depth: depth) }
        let (b4, q4) = time { Baselines.connectFourPerft(depth: depth) }
        rows.append(BenchRow(
            name: "connect four perft \(depth)", unit: "sequences", engine: Double(p4.nodes.reduce(0, +)) / e4,
            baseline: Double(q4.prefix(depth).reduce(0, +)) / b4, target: 0.2,
            problem: same(Array((p4.nodes + p4.finished).prefix(depth)), Array(q4.prefix(depth)),
                known: Array([7, 49, 343, 2401, 16807, 117_649, 823_536, 5_673_234].prefix(depth)))
                ?? same(p4.finished, Array(q4.suffix(depth)))))

        progress("bowling")
        let n5 = count(2_000_000)
        let (e5, t5) = time { bowling.randomGames(count: n5, seed: seed) }
        let (b5, s5) = time { Baselines.bowlingGames(n5, seed: seed) }
        rows.append(BenchRow(
            name: "bowling games rolled and scored", unit: "games", engine: Double(n5) / e5, baseline: Double(n5) / b5, target: 0.1,
            problem: same([t5.scores, t5.games], [s5, n5])))

        progress("mastermind")
        let (e6, s6) = time {
            var sum = 0
            for g in 0..<1296 { for s in 0..<1296 { sum += mastermind.feedbackCode(g, against: s) } }
            return sum
        }
        let (b6, r6) = time { Baselines.mastermindScoreAll() }
        rows.append(BenchRow(
            name: "mastermind feedback, every pair", unit: "pairs", engine: 1296.0 * 1296 / e6, baseline: 1296.0 * 1296 / b6, target: 0.5,
            problem: same([s6], [r6])))
        let (e7, k7) = time { CodeBook(mastermind).map { $0.evaluate(.knuth) } }
        let (b7, r7) = time { Baselines.knuth() }
        rows.append(BenchRow(
            name: "Knuth's strategy over 1296 secrets", unit: "solves", engine: 1 / e7, baseline: 1 / b7, target: 0.5,
            problem: same([k7?.totalGuesses ?? -1, k7?.maxGuesses ?? -1], r7, known: [5801, 5])))

        let w = min(words.count, max(100, count(words.count)))
        let (e9, s9) = time {
            var sum = 0
            for g in 0..<w { for s in 0..<w { sum += wordle.feedbackCode(g, against: s) } }
            return sum
        }
        let (b9, r9) = time { Baselines.wordleScoreAll(Array(words.prefix(w)), alphabet: wordle.rules.alphabet) }
        rows.append(BenchRow(
            name: "wordle feedback, every pair of \(w) words", unit: "pairs", engine: Double(w * w) / e9, baseline: Double(w * w) / b9,
            target: 0.5, problem: same([s9], [r9])))

        progress("jobs")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let (e8, t8) = time { Playouts.run(ticTacToe.model, count: n1, seed: seed, jobs: cores) }
        rows.append(BenchRow(
            name: "tic-tac-toe playouts, \(cores) jobs vs 1", unit: "games", engine: Double(n1) / e8, baseline: Double(n1) / e1,
            target: Double(cores) * 0.8, problem: t8.games == n1 ? nil : "played \(t8.games) of \(n1) games"))
        return rows
    }

    /// nil when the engine's checks equal the hand-written code's (and the known answer, when
    /// there is one), else what differs.
    func same(_ engine: [Int], _ baseline: [Int], known: [Int]? = nil) -> String? {
        if engine != baseline { return "engine gave \(engine), hand-written code \(baseline)" }
        if let known, engine != known { return "both gave \(engine), but the known answer is \(known)" }
        return nil
    }

    /// Seconds to read, parse and check every rule file under the folders, as a median.
    public func checkingTime(folders: [String]) -> (seconds: Double, files: Int) {
        var files: [String] = []
        for folder in folders {
            let path = "\(rulesFolder)/\(folder)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files += names.filter { $0.hasSuffix(".rules") }.map { "\(path)/\($0)" }
        }
        let (seconds, _) = time { files.map { RuleBook.load(path: $0) }.filter { if case .success = $0 { true } else { false } }.count }
        return (seconds, files.count)
    }
}
