import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// A run of random games on the general interpreter takes a loop compiled for
/// its kind of file when the rules allow it (`MoveLoop`: placements only, or
/// moves by one rule alone): that loop must draw the same moves and leave the
/// same states as the loop that tests every step, move by move.
@Suite("The general interpreter's move loops")
struct MoveLoopTests {
    static func kernel(_ text: String) throws -> AnyKernel {
        let source = SourceFile(name: "loop.rules", text: "referee 1\nplayers X O\n" + text)
        return try AnyKernel(RuleBook.compile(source).get().model, path: .general)
    }

    static func file(_ path: String) throws -> AnyKernel {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../\(path)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let model = try RuleBook.compile(SourceFile(name: path, text: text)).get().model
        return try AnyKernel(model, path: .general)
    }

    /// Boards of one, four and sixteen words; gravity; misère lines; lines
    /// named cell by cell; a board that fills without a draw.
    static let placements = [
        "board 3 by 3\nwin 3 in a row\ndraw when full\n",
        "board 3 by 3\nlose 3 in a row\ndraw when full\n",
        "board 7 by 6\ngravity\nwin 4 in a row\ndraw when full\n",
        "board 8 by 8\nwin 5 in a row\ndraw when full\n",
        "board 5 by 4\nwin lines (2 0 1) (7 12 17) (3 9 11 19)\n",
        "board 15 by 15\nwin 5 in a row\ndraw when full\n",
        "board 9 by 8\ngravity\nwin 4 in a row\ndraw when full\n",
        "board 21 by 21\nwin 5 in a row\ndraw when full\n",
    ]

    /// Whether `kernel` runs on the general interpreter with rules of
    /// placements only.
    static func placesOnly(_ kernel: AnyKernel) -> Bool? {
        switch kernel {
        case .smallCore(let k): k.program.placesOnly
        case .core(let k): k.program.placesOnly
        case .largeCore(let k): k.program.placesOnly
        case .smallBoard, .board, .largeBoard, .frames, .code: nil
        }
    }

    /// Whether `kernel` runs on the general interpreter with moves by its one
    /// rule alone, on the rules as written or, when they fold, as folded for
    /// play from the start (which runs of random games play).
    static func plainMoves(_ kernel: AnyKernel) -> (written: Bool, folded: Bool?)? {
        func both<Bits>(_ k: CoreKernel<Bits>) -> (written: Bool, folded: Bool?) {
            (k.program.plainMoves, k.startKernel()?.program.plainMoves)
        }
        switch kernel {
        case .smallCore(let k): return both(k)
        case .core(let k): return both(k)
        case .largeCore(let k): return both(k)
        case .smallBoard, .board, .largeBoard, .frames, .code: return nil
        }
    }

    /// Random games played move by move through the loop for `L`'s files and
    /// the loop that tests every step, from one seed: what differs between the
    /// moves drawn and the states after them.
    static func sideBySide<Bits: BoardBits, L: MoveLoop>(
        _ kernel: CoreKernel<Bits>, _: L.Type, games: Int, seed: UInt64
    ) -> [String] {
        var apart: [String] = []
        var seeds = SeededGenerator(seed: seed)
        let steps = CoreSteps<Bits, L>()
        for game in 0..<games {
            let start = seeds.next()
            var plain = kernel.initial(seed: start), looped = plain
            var g1 = SeededGenerator(seed: start), g2 = g1
            var moves = 0
            while true {
                let m1 = kernel.randomMove(in: &plain, using: &g1)
                let m2 = steps.randomMove(kernel, in: &looped, using: &g2)
                guard m1 == m2 else {
                    apart.append("game \(game), move \(moves): \(m1 as Any) against \(m2 as Any)")
                    break
                }
                guard let move = m1 else { break }
                kernel.applyLegal(move, to: &plain)
                steps.play(kernel, move, in: &looped)
                moves += 1
                guard plain == looped, plain.occupied == looped.occupied, plain.filled == looped.filled,
                      plain.lineComplete == looped.lineComplete
                else {
                    apart.append("game \(game), move \(moves): states differ")
                    break
                }
            }
        }
        return apart
    }

    @Test(arguments: placements)
    func placementsTakeTheirLoop(_ board: String) throws {
        #expect(Self.placesOnly(try Self.kernel(board)) == true)
    }

    @Test(arguments: placements)
    func theLoopPlaysAsEveryStepDoes(_ board: String) throws {
        let apart: [String]
        switch try Self.kernel(board) {
        case .smallCore(let k): apart = Self.sideBySide(k, Placements.self, games: 60, seed: 5)
        case .core(let k): apart = Self.sideBySide(k, Placements.self, games: 20, seed: 5)
        case .largeCore(let k): apart = Self.sideBySide(k, Placements.self, games: 5, seed: 5)
        case .smallBoard, .board, .largeBoard, .frames, .code: apart = ["not the general interpreter"]
        }
        #expect(apart == [])
    }

    /// A run through the loop tallies what a run through every step does
    /// (`AnyKernel.generalRandomGames` takes the loop; the kernel's own
    /// `randomMove` and `applyLegal` test every step).
    @Test(arguments: placements)
    func aRunTalliesAsEveryStepDoes(_ board: String) throws {
        struct Plain: KernelVisitor {
            let count: Int, seed: UInt64, cap: Int
            func visit<K: Kernel>(_ k: K) -> RandomGamesTally {
                AnyKernel.randomGames(k, count: count, seed: seed, cap: cap, control: WorkControl())
            }
        }
        let kernel = try Self.kernel(board)
        let run = kernel.generalRandomGames(count: 300, seed: 9)
        #expect(run == kernel.accept(Plain(count: 300, seed: 9, cap: 100_000)))
        #expect(run.games == 300)
        let capped = kernel.generalRandomGames(count: 100, seed: 4, cap: 5)
        #expect(capped == kernel.accept(Plain(count: 100, seed: 4, cap: 5)))
    }

    /// Rules that need more than a placement's steps keep the loop that tests
    /// every step: a condition, an effect, a choice of piece, flanking, a
    /// rule after a move, lines of exactly N (still placements), turns by rule.
    @Test func otherRulesTestEveryStep() throws {
        #expect(Self.placesOnly(try Self.file("examples/reversi.rules")) == false)
        #expect(Self.placesOnly(try Self.file("rules/bowling.rules")) == false)
        #expect(Self.placesOnly(try Self.file("rules/table-tennis.rules")) == false)
        #expect(Self.placesOnly(try Self.file("examples/gomoku-exact.rules")) == true)
        #expect(Self.placesOnly(try Self.file("examples/connect-four.rules")) == true)
    }

    /// Every shipped file whose moves are its one rule's alone, as written or
    /// as folded for play from the start, plays through that loop as through
    /// every step; and enough do that the loop is held to several kinds of
    /// move (a code, a number, a player).
    @Test func plainFilesPlayAsEveryStepDoes() throws {
        var plain: [String] = []
        for path in StateGraphTests.files {
            guard let written = try StartFoldingTests.shipped(path), written.computer.allSatisfy({ $0 == nil }) else { continue }
            for kernel in [written] + [written.startKernel()].compactMap({ $0 })
            where kernel.program.plainMoves && !kernel.program.placesOnly {
                plain.append(path)
                #expect(Self.sideBySide(kernel, PlainMoves.self, games: 20, seed: 3) == [], "\(path)")
            }
        }
        #expect(plain.count >= 10, "\(plain)")
        #expect(plain.contains("rules/mastermind.rules"))
    }

    /// Games of one move rule that no shipped file plays as plainly: a rule
    /// with a condition, which ends the game when it no longer holds.
    static let plainRules = [
        "state total per player = 0\nmove number 1 to 6 then add chosen to total(mover)\nend when max(total) >= 20: highest total\n",
        "state total per player = 0\nmove number 1 to 6 when total(mover) < 15 then add chosen to total(mover)\nend when min(total) >= 15: highest total\n",
        "state left = 21\nmove number 1 to 3 when left >= 3 then add -chosen to left\nend when left < 3: winner mover\n",
    ]

    @Test(arguments: plainRules)
    func plainRulesPlayAsEveryStepDoes(_ rules: String) throws {
        guard case .smallCore(let k) = try Self.kernel(rules) else {
            Issue.record("not the general interpreter")
            return
        }
        #expect(k.program.plainMoves && !k.program.placesOnly)
        #expect(Self.sideBySide(k, PlainMoves.self, games: 40, seed: 7) == [])
    }

    /// Mastermind's guesses take the plain loop once its rules are folded
    /// (the codemaker, never answering, has no move), and a run through it
    /// tallies what a run through every step on the rules as written does.
    @Test func mastermindGuessesTakeThePlainLoop() throws {
        let kernel = try Self.file("rules/mastermind.rules")
        let plain = try #require(Self.plainMoves(kernel))
        #expect(plain.written == false)
        #expect(plain.folded == true)
        struct Plain: KernelVisitor {
            let count: Int, seed: UInt64
            func visit<K: Kernel>(_ k: K) -> RandomGamesTally {
                AnyKernel.randomGames(k, count: count, seed: seed, cap: 100_000, control: WorkControl())
            }
        }
        let run = kernel.generalRandomGames(count: 300, seed: 9)
        #expect(run == kernel.accept(Plain(count: 300, seed: 9)))
        #expect(run.games == 300)
    }

    /// Rules a move of which something else judges or keeps test every step:
    /// a `refuse` rule, a second move rule, a computer player's choice.
    @Test func judgedOrKeptMovesTestEveryStep() throws {
        let dice = "state total per player = 0\nmove number 1 to 6 then add chosen to total(mover)\nend when max(total) >= 20: highest total\n"
        #expect(try Self.plainMoves(Self.kernel(dice))?.written == true)
        let refused = dice + "refuse when chosen == 6 and total(mover) > 14: \"too high\"\n"
        #expect(try Self.plainMoves(Self.kernel(refused))?.written == false)
        let two = dice + "move pass\n"
        #expect(try Self.plainMoves(Self.kernel(two))?.written == false)
        #expect(try Self.plainMoves(Self.file("examples/reversi.rules"))?.written == false)
    }
}
