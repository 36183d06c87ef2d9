import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// Random games of a game whose position is a handful of numbers are played on the graph of its
/// positions (`StateGraph`): every run must tally exactly what the general interpreter's own
/// moves, drawn and played one by one, tally from the same seed.
@Suite("Random games on the graph of positions")
struct StateGraphTests {
    static func model(_ text: String) throws -> GameModel {
        try RuleBook.compile(SourceFile(name: "graph.rules", text: "referee 1\n" + text)).get().model
    }

    static func shipped(_ path: String) throws -> GameModel {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../\(path)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try RuleBook.compile(SourceFile(name: path, text: text)).get().model
    }

    /// Every shipped rule file.
    static let files: [String] = ["rules", "examples"].flatMap { folder in
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".rules") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The general interpreter's kernel for a model, which graphs belong to.
    static func kernel(_ model: GameModel) throws -> CoreKernel<UInt64>? {
        if case .smallCore(let k) = try AnyKernel(model, path: .general) { k } else { nil }
    }

    /// Random games played move by move by the kernel's `randomMove` and `applyLegal`.
    static func moveByMove(
        _ kernel: CoreKernel<UInt64>, count: Int, seed: UInt64, cap: Int = 100_000
    ) -> RandomGamesTally {
        AnyKernel.randomGames(kernel, count: count, seed: seed, cap: cap, control: WorkControl())
    }

    /// Plays runs of games on a graph and move by move, and says how they differ.
    static func differences(_ model: GameModel, runs: [(count: Int, seed: UInt64, cap: Int)]) throws -> [String] {
        guard let kernel = try kernel(model) else { return ["not on the general interpreter"] }
        var found: [String] = []
        for run in runs {
            let graphed = kernel.graphRandomGames(count: run.count, seed: run.seed, cap: run.cap, control: WorkControl())
            guard let graphed else { return ["no graph"] }
            let plain = moveByMove(kernel, count: run.count, seed: run.seed, cap: run.cap)
            if graphed != plain { found.append("\(run): \(graphed) against \(plain)") }
        }
        return found
    }

    static let runs: [(count: Int, seed: UInt64, cap: Int)] = [(300, 1, 100_000), (200, 2, 100_000), (100, 3, 6)]

    @Test(arguments: files)
    func everyShippedFileThatQualifiesTalliesAsMoveByMove(_ path: String) throws {
        let model = try Self.shipped(path)
        // Boards of more than 64 cells take wider kernels, and have cells: no graph.
        guard let kernel = try Self.kernel(model), StateGraphPlan(kernel.game, model: model) != nil else { return }
        #expect(try Self.differences(model, runs: Self.runs) == [])
    }

    /// The seeds' scoring games and some examples are graphs; games on a board, with chance or
    /// with a code are not.
    @Test func whichGamesQualify() throws {
        func qualifies(_ path: String) throws -> Bool {
            let model = try Self.shipped(path)
            guard let kernel = try Self.kernel(model) else { return false }
            return StateGraphPlan(kernel.game, model: model) != nil
        }
        #expect(try qualifies("rules/bowling.rules"))
        #expect(try qualifies("rules/table-tennis.rules"))
        #expect(try qualifies("examples/nim.rules"))
        #expect(try !qualifies("rules/tictactoe.rules"))
        #expect(try !qualifies("examples/pig.rules"))
        #expect(try !qualifies("examples/hangman.rules"))
    }

    /// A bowler's score is read by no rule, so it is no part of a position; the frame's
    /// numbers are.
    @Test func unreadNumbersAreLeftOutOfPositions() throws {
        let model = try Self.shipped("rules/bowling.rules")
        let kernel = try #require(try Self.kernel(model))
        let plan = try #require(StateGraphPlan(kernel.game, model: model))
        let names = kernel.game.variables.map(\.name)
        let unread = Set(names.indices.filter { plan.unread[$0] }.map { names[$0] })
        #expect(unread.contains("score"))
        #expect(unread.contains("rolls"))
        #expect(!unread.contains("standing"))
        #expect(!unread.contains("frame"))
        #expect(!plan.keysChosen)
    }

    /// Unread numbers set and added, for the mover and for a named player, and added past the
    /// largest number, where adding saturates; a score compared by `highest`; `chosen` read
    /// before a move.
    @Test func unreadNumbersChangeAsTheyWouldMoveByMove() throws {
        let model = try Self.model("""
            players A B C
            state left = 9
            state big = 0
            state last = 0
            state score per player = 0
            move number 1 to 3
            refuse when chosen == last: "not the same again"
            after move then add -chosen to left, set last = chosen
            after move then add chosen * 2 to score(mover)
            after move when chosen == 3 then add 1000000000 * 1000000000 * 4 to big
            after move when chosen == 1 then add -1000000000 * 1000000000 * 4 to big
            after move when chosen == 2 then set score(B) = 5
            end when left <= 0: highest score
            """)
        #expect(try Self.differences(model, runs: Self.runs) == [])
    }

    /// A move that chooses nothing leaves `chosen` as the last move left it, so a rule after
    /// it that reads `chosen` makes `chosen` part of a position.
    @Test func aWordMoveKeepsTheLastChoiceInThePosition() throws {
        let model = try Self.model("""
            players A B
            state left = 12
            state score per player = 0
            move number 1 to 3
            move "echo" when left < 12
            after move then add -1 to left, add chosen to score(mover)
            after move when chosen == 2 then add -1 to left
            end when left <= 0: highest score
            """)
        let kernel = try #require(try Self.kernel(model))
        #expect(try #require(StateGraphPlan(kernel.game, model: model)).keysChosen)
        #expect(try Self.differences(model, runs: Self.runs) == [])
    }

    /// A game whose positions never repeat fills its graph; the games left are played move by
    /// move, and the run tallies as one played move by move throughout.
    @Test func aFullGraphLeavesTheRestToTheInterpreter() throws {
        let model = try Self.model("""
            players A B
            state total = 0
            move number 1 to 2 then add chosen to total
            end when total >= 40: winner mover
            """)
        let kernel = try #require(try Self.kernel(model))
        var graph = try #require(StateGraph<UInt64>(kernel.game, model: model, nodeLimit: 30))
        let run = kernel.randomGames(on: &graph, count: 200, seed: 7, cap: 100_000, control: WorkControl())
        #expect(graph.isFull)
        #expect(run == Self.moveByMove(kernel, count: 200, seed: 7))
    }

    /// Runs take a graph off the kernel's shelf and put it back: a later run starts from what
    /// earlier ones found and still tallies as move by move.
    @Test func graphsAreKeptBetweenRuns() throws {
        let model = try Self.shipped("rules/bowling.rules")
        let kernel = try #require(try Self.kernel(model))
        for seed: UInt64 in 1...4 {
            let run = kernel.graphRandomGames(count: 150, seed: seed, cap: 100_000, control: WorkControl())
            #expect(run == Self.moveByMove(kernel, count: 150, seed: seed))
        }
        let graph = try #require(kernel.graphs.take { nil })
        #expect(graph.nodes.count > 100)
    }
}
