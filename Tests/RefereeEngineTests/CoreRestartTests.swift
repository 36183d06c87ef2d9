import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// A run of random games restarts one state for every game, keeping its
/// buffers: each game must be exactly the one a fresh `initial(seed:)` gives,
/// whatever the game before it left behind.
@Suite("Restarting a state")
struct CoreRestartTests {
    /// A shipped rule file's model.
    static func model(_ path: String) throws -> GameModel {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../\(path)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try RuleBook.compile(SourceFile(name: path, text: text)).get().model
    }

    static func core(_ path: String) throws -> CoreKernel<UInt64> {
        let kernel = try AnyKernel(try model(path), path: .general)
        guard case .smallCore(let core) = kernel else {
            throw CancellationError()
        }
        return core
    }

    /// Games that keep numbers and lists (rolls, a chance stream, answers),
    /// and one of marks on a board.
    static let files = [
        "rules/bowling.rules", "rules/table-tennis.rules",
        "rules/mastermind.rules", "rules/tictactoe.rules", "examples/pig.rules",
    ]

    @Test(arguments: files)
    func aRestartedStateIsTheInitialOne(_ path: String) throws {
        Self.expectRestartsAreInitial(try Self.core(path), path, seed: 7)
    }

    /// Forty games on one state, each restarted from the game before, played beside the same
    /// games from new states: the two must agree at each game's start and end.
    static func expectRestartsAreInitial<K: Kernel>(_ kernel: K, _ path: String, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var reused = kernel.initial(seed: 0)
        for game in 0..<40 {
            let seed = generator.next()
            kernel.restart(&reused, seed: seed)
            var fresh = kernel.initial(seed: seed)
            #expect(reused == fresh, "game \(game) of \(path) starts apart")
            var moves = 0
            while moves < 2_000,
                let move = kernel.randomMove(reused, using: &generator)
            {
                kernel.applyLegal(move, to: &reused)
                kernel.applyLegal(move, to: &fresh)
                moves += 1
            }
            #expect(reused == fresh, "game \(game) of \(path) ends apart")
        }
    }

    /// The code kernel restarts a state too, keeping its guesses' storage: each
    /// game must be the one a fresh state gives, after games of every length.
    @Test(arguments: ["rules/mastermind.rules", "examples/pico-fermi-bagels.rules", "examples/jotto.rules"])
    func aRestartedCodeGameIsTheInitialOne(_ path: String) throws {
        guard case .code(let kernel) = AnyKernel(try Self.model(path)) else {
            Issue.record("\(path) has no code kernel")
            return
        }
        Self.expectRestartsAreInitial(kernel, path, seed: 5)
    }

    /// Equality skips what follows from the rest of a state (its occupied
    /// cells and their count, the line and board-key records, whether the next
    /// player is stuck, the kept listing), which a restart must clear as well.
    @Test(arguments: files + ["examples/reversi.rules", "examples/connect-four.rules"])
    func aRestartClearsWhatEqualitySkips(_ path: String) throws {
        let kernel = try Self.core(path)
        var generator = SeededGenerator(seed: 11)
        var reused = kernel.initial(seed: 0)
        for game in 0..<20 {
            while let move = kernel.randomMove(reused, using: &generator) {
                kernel.applyLegal(move, to: &reused)
            }
            let seed = generator.next()
            kernel.restart(&reused, seed: seed)
            let fresh = kernel.initial(seed: seed)
            let apart = "game \(game) of \(path)"
            #expect(reused.occupied == fresh.occupied, "\(apart)")
            #expect(reused.filled == fresh.filled, "\(apart)")
            #expect(reused.lineComplete == fresh.lineComplete, "\(apart)")
            #expect(reused.boardKey == fresh.boardKey, "\(apart)")
            #expect(reused.nextStuck == fresh.nextStuck, "\(apart)")
            #expect(reused.blocked == fresh.blocked, "\(apart)")
            #expect((reused.listing == nil) == (fresh.listing == nil), "\(apart)")
        }
    }

    /// The tally of a run (one state restarted) is that of the same games each
    /// played from a new state.
    @Test(arguments: files)
    func aRunIsTheGamesPlayedFromNewStates(_ path: String) throws {
        let kernel = try Self.core(path)
        var generator = SeededGenerator(seed: 3)
        var tally = RandomGamesTally(players: kernel.model.players.count)
        for _ in 0..<200 {
            var state = kernel.initial(seed: generator.next())
            var length = 0
            while let move = kernel.randomMove(state, using: &generator) {
                kernel.applyLegal(move, to: &state)
                length += 1
            }
            let total = kernel.scoreTotal(state)
            tally.record(
                length: length, outcome: kernel.outcome(state),
                total: total ?? 0, keepsScore: total != nil,
                score: { kernel.score(of: $0, in: state) ?? 0 })
        }
        let run = AnyKernel.randomGames(
            kernel, count: 200, seed: 3, cap: 100_000, control: WorkControl())
        #expect(run == tally)
        #expect(run.games == 200)
    }
}
