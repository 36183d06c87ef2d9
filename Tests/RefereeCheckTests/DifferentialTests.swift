import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// The families' fast paths are accelerators of the general interpreter, which plays every game a
/// person or a program plays: for every shipped rule file that takes a fast path, random games
/// played through both must agree after every move on whose turn it is, the legal moves (in
/// order, as typed), how many there are, the result and the scores; and whole batches of random
/// games, drawn through each path's own bulk loops, must tally the same.
@Suite("Fast paths against the general interpreter")
struct DifferentialTests {
    static var files: [String] {
        ShippedFiles.all.filter { file in
            guard case .success(let book) = RuleBook.load(path: file) else { return false }
            return !AnyKernel(book.model).isGeneral
        }
    }

    /// Lines of exactly N have no fast path: a kernel that tests a line's own cells would count
    /// an overline.
    @Test func exactLinesTakeNoFastPath() {
        #expect(!Self.files.contains { $0.hasSuffix("/gomoku-exact.rules") })
    }

    @Test func everyFastPathIsCovered() {
        let names = Self.files.map { URL(fileURLWithPath: $0).lastPathComponent }
        for name in [
            "tictactoe.rules", "connect-four.rules", "gomoku.rules", "tictactoe-vs-computer.rules", "tictactoe-3d.rules", "torus.rules",
            "bowling.rules", "candlepin.rules", "duckpin.rules", "five-pin.rules", "baker-bowling.rules", "scotch-doubles.rules",
            "mastermind.rules", "bulls-and-cows.rules", "super-mastermind.rules", "wordle.rules", "pico-fermi-bagels.rules",
            "absurdle.rules",
        ] {
            #expect(names.contains(name), "\(name) does not take a fast path")
        }
    }

    /// What one position shows through the bulk protocol.
    struct Step: Equatable, CustomStringConvertible {
        var toMove: Int?
        var outcome: Outcome?
        var legal: [String]
        var count: Int
        var scores: [Int?]

        var description: String { "to move \(toMove as Any), outcome \(outcome as Any), \(count) moves \(legal.prefix(8)), scores \(scores)" }
    }

    /// Random games from `seed`, each move chosen by its index among the legal ones, so that two
    /// kernels that list the same moves play the same games.
    struct Walk: KernelVisitor {
        let games: Int
        let seed: UInt64

        func visit<K: Kernel>(_ kernel: K) -> [[Step]] {
            var generator = SeededGenerator(seed: seed)
            return (0..<games).map { _ in
                var state = kernel.initial(seed: generator.next())
                var steps: [Step] = []
                while true {
                    let moves = kernel.legalMoves(state)
                    steps.append(Step(
                        toMove: kernel.toMove(state), outcome: kernel.outcome(state), legal: moves.map { kernel.format($0, in: state) },
                        count: kernel.legalMoveCount(state), scores: kernel.model.players.indices.map { kernel.score(of: $0, in: state) }))
                    guard !moves.isEmpty, steps.count < 2_000 else { break }
                    kernel.applyLegal(moves[generator.below(moves.count)], to: &state)
                }
                return steps
            }
        }
    }

    @Test(arguments: files)
    func randomGamesAgree(_ file: String) throws {
        let model = try RuleBook.load(path: file).get().model
        let fast = AnyKernel(model)
        let general = try AnyKernel(model, path: .general)
        #expect(!fast.isGeneral)
        #expect(general.isGeneral)
        // Code games list every code at every guess, so they play fewer games.
        let games = if case .code = model.family { 3 } else if model.coreGame.board.cellCount > 100 { 4 } else { 40 }
        let a = fast.accept(Walk(games: games, seed: 0xD1FF)), b = general.accept(Walk(games: games, seed: 0xD1FF))
        for (game, (x, y)) in zip(a, b).enumerated() {
            #expect(x.count == y.count, "\(file) game \(game): \(x.count) positions on the fast path, \(y.count) on the general")
            for (i, (s, t)) in zip(x, y).enumerated() where s != t {
                Issue.record("\(file) game \(game), position \(i): fast path \(s); general \(t)")
                break
            }
        }
        let n = if case .code = model.family { 20 } else { 300 }
        #expect(fast.randomGames(count: n, seed: 77) == general.randomGames(count: n, seed: 77), "\(file): random games tally")
    }
}
