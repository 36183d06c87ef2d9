import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// Runs of random games play on the rules specialised for play from the start
/// (`CoreGame.foldedFromStart`, `CoreKernel.startKernel`): every game must be the game the
/// rules as written play, move for move.
@Suite("Rules folded for play from the start")
struct StartFoldingTests {
    static func kernel(_ text: String) throws -> CoreKernel<UInt64> {
        let model = try RuleBook.compile(SourceFile(name: "fold.rules", text: "referee 1\n" + text)).get().model
        return try #require(try StateGraphTests.kernel(model))
    }

    static func shipped(_ path: String) throws -> CoreKernel<UInt64>? {
        try StateGraphTests.kernel(try StateGraphTests.shipped(path))
    }

    /// Plays `games` random games on both kernels side by side, each move drawn by each from its
    /// own copy of one generator, and says where they first part: the number of legal moves, the
    /// values, the lists' lengths, the player to move or the result.
    static func parting(_ written: CoreKernel<UInt64>, _ folded: CoreKernel<UInt64>, games: Int, cap: Int) -> String? {
        var generator = SeededGenerator(seed: 11)
        var a = written.initial(seed: 0), b = folded.initial(seed: 0)
        for game in 0..<games {
            let seed = generator.next()
            written.restart(&a, seed: seed)
            folded.restart(&b, seed: seed)
            for move in 0...cap {
                let place = "game \(game), move \(move)"
                guard a.values == b.values, a.lists.map(\.count) == b.lists.map(\.count), a.toMove == b.toMove,
                      a.result == b.result, a.moves == b.moves
                else { return "\(place): \(a.values) \(a.result) against \(b.values) \(b.result)" }
                let count = written.legalMoveCount(a)
                guard count == folded.legalMoveCount(b) else { return "\(place): \(count) moves against \(folded.legalMoveCount(b))" }
                var g = generator
                guard let x = written.randomMove(in: &a, using: &generator), let y = folded.randomMove(in: &b, using: &g) else { break }
                written.applyLegal(x, to: &a)
                folded.applyLegal(y, to: &b)
            }
        }
        return nil
    }

    @Test(arguments: StateGraphTests.files)
    func everyShippedFileThatFoldsPlaysTheSameGames(_ path: String) throws {
        guard let kernel = try Self.shipped(path), let start = kernel.startKernel() else { return }
        #expect(Self.parting(kernel, start, games: 25, cap: 300) == nil, "\(path)")
    }

    /// A Mastermind secret drawn by the engine is known, so the codemaker is never answering:
    /// the answer move, the turn expression and the tests of `answering` go, and every move is
    /// the codebreaker's, whose rule after a guess then always runs, as the guess's last effect
    /// (the guess added to the guesses and counted, then answered; `answering` is never set).
    @Test func mastermindIsNeverAnswering() throws {
        let kernel = try #require(try Self.shipped("rules/mastermind.rules"))
        let start = try #require(kernel.startKernel())
        #expect(kernel.game.moves.count == 2)
        #expect(start.game.moves.count == 1)
        #expect(start.game.moves[0].condition == nil)
        #expect(start.game.moves[0].effects.count == 3)
        #expect(start.game.afterMove.isEmpty)
        #expect(start.game.turns == .fixed(1))
        #expect(start.game.ends.map(\.condition) == [
            .binary(.equal, .state(.exactMarks), .int(4)),
            .binary(.greaterOrEqual, .state(.variable(4)), .int(10)),
        ])
    }

    /// With `computer Codemaker plays adversary` no secret is drawn: the codemaker answers.
    @Test func anAdversaryCodemakerStillAnswers() throws {
        let kernel = try Self.kernel("""
            game "Adversary"
            players Maker Breaker
            code 3 from "1234"
            guesses 6
            feedback "B" "W"
            secret kept by Maker
            computer Maker plays adversary

            """)
        let start = try #require(kernel.startKernel())
        #expect(start.game.moves.count == 2)
        #expect(Self.parting(kernel, start, games: 20, cap: 50) == nil)
    }

    /// Values that change only to the number they hold are read as that number, even when each
    /// is set from the other; a value set from one that changes is not. The rule after a move,
    /// which always runs, joins the one move rule's effects.
    @Test func valuesThatNeverChangeAreReadAsNumbers() throws {
        let kernel = try Self.kernel("""
            players A B
            state a = 2
            state b = 2
            state c = 0
            state d = 0
            move number 1 to 3
            after move then set a = b, set b = a, set c = chosen, set d = c
            end when a + b == 4 and d == 3: winner mover

            """)
        let start = try #require(kernel.startKernel())
        #expect(start.game.afterMove.isEmpty)
        #expect(start.game.moves[0].effects == [
            .set(variable: 2, player: nil, value: .state(.chosen)),
            .set(variable: 3, player: nil, value: .state(.variable(2))),
        ])
        #expect(start.game.ends[0].condition == .binary(.equal, .state(.variable(3)), .int(3)))
        #expect(Self.parting(kernel, start, games: 30, cap: 40) == nil)
    }

    /// A rule that cannot run until another has changed a value runs once it has: the value it
    /// writes is not taken as unchanging, however the first rule is written.
    @Test func aRuleThatBecomesReachableCounts() throws {
        let kernel = try Self.kernel("""
            players A B
            state phase = 0
            state x = 5
            move number 0 to 1
            after move when phase == 0 and chosen == 1 then set phase = 1
            after move when phase == 1 then set x = 6
            end when x == 6 and moves > 4: winner mover
            end when moves > 9: draw

            """)
        #expect(kernel.game.foldedFromStart(turns: .alternate, players: 2, startRanges: [:]) == nil)
        #expect(kernel.startKernel() == nil)
    }

    /// A turn order that always names one player makes every move that player's (a file's turn
    /// order reads only `moves` and `marks`; a family's reads its values, as Mastermind's
    /// `answering`); a value drawn by chance keeps its range, which decides a comparison with a
    /// number outside it.
    @Test func oneMoverAndDrawnRanges() throws {
        let kernel = try Self.kernel("""
            players A B
            state die = random 1 to 6
            state total = 0
            turns by if 2 > 1 then B else A
            move number 1 to 2
            after move when die != 0 and mover == B then add chosen to total
            end when total >= 7: winner B

            """)
        let start = try #require(kernel.startKernel())
        #expect(start.game.turns == .fixed(1))
        #expect(start.game.afterMove.isEmpty)
        #expect(start.game.moves[0].effects == [.add(variable: 1, player: nil, amount: .state(.chosen))])
        #expect(Self.parting(kernel, start, games: 30, cap: 20) == nil)
    }

    /// A game whose values all change folds to nothing, and keeps its rules as written.
    @Test func ticTacToeDoesNotFold() throws {
        let kernel = try #require(try Self.shipped("rules/tictactoe.rules"))
        #expect(kernel.startKernel() == nil)
    }
}
