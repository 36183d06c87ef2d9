import Foundation
import Referee
import Testing

/// Computer players that draw from a stream the caller seeds once.
@Suite("Random streams for computer players")
struct RandomStreamTests {
    static let pig = LibraryTests.root.appendingPathComponent("examples/pig.rules").path

    /// Plays random moves from one stream until the game ends or `limit` moves are made.
    static func randomGame(seed: UInt64, limit: Int = 100_000) throws -> Game {
        var game = try Rules.load(path: pig).newGame()
        var random = RandomStream(seed: seed)
        while !game.isOver, game.moves.count < limit {
            #expect(game.playComputerMove(by: "random", using: &random) != nil)
        }
        return game
    }

    @Test func aSeededLoopOfRandomMovesEndsInPig() throws {
        let game = try Self.randomGame(seed: 7)
        #expect(game.isOver)
        #expect(game.outcome?.winner != nil)
    }

    @Test func oneSeedRepeatsTheWholeGame() throws {
        let first = try Self.randomGame(seed: 11).moves.map(\.move)
        let again = try Self.randomGame(seed: 11).moves.map(\.move)
        let other = try Self.randomGame(seed: 12).moves.map(\.move)
        #expect(first == again)
        #expect(first != other)
    }

    @Test func theStreamMovesOnWithEveryMove() throws {
        var game = try Rules.load(path: Self.pig).newGame()
        for _ in 0..<50 where !game.legalMoves.contains("hold") { try game.play("roll") }
        #expect(game.legalMoves == ["roll", "hold"])
        var random = RandomStream(seed: 3)
        var chosen: Set<String> = []
        for _ in 0..<40 {
            chosen.insert(game.suggestedMove(by: "random", using: &random) ?? "")
        }
        #expect(chosen.count > 1, "one position, forty draws, more than one move")
    }

    @Test func aMoveNotMadeLeavesTheStreamAsItWas() throws {
        var game = try Rules.load(path: Self.pig).newGame()
        var random = RandomStream(seed: 5)
        let before = random
        #expect(game.playComputerMove(by: "nobody", using: &random) == nil)
        #expect(random == before)
        #expect(game.moves.isEmpty)
    }

    @Test func theSeededCallStillRepeatsItsChoice() throws {
        let game = try Rules.load(path: Self.pig).newGame()
        let first = game.suggestedMove(by: "random", seed: 9)
        #expect(first != nil)
        for _ in 0..<5 { #expect(game.suggestedMove(by: "random", seed: 9) == first) }
    }
}
