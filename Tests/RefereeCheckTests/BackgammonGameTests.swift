import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// examples/backgammon.rules played whole at the prompt: the dice come from the seed alone, so
/// one seed replays a game exactly, and no move ever loses or makes a checker.
@Suite("Backgammon played whole by the seed")
struct BackgammonGameTests {
    func session(seed: UInt64) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/backgammon.rules").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: seed)
    }

    /// Plays to the end (at most `limit` moves), each move picked from the legal ones by its
    /// place in the game, so that the choice depends on nothing but the moves so far.
    func playOut(_ s: inout Session, limit: Int = 2_000, each: (Session) -> Void = { _ in }) {
        var played = 0
        while !s.engine.isOver(s.state), played < limit {
            let legal = s.engine.legalMoveTexts(s.state)
            guard !legal.isEmpty else { break }
            #expect(s.execute(legal[(played * 7 + 3) % legal.count]).ok)
            played += 1
            each(s)
        }
    }

    @Test func oneSeedReplaysAWholeGameExactly() throws {
        var a = try session(seed: 42), b = try session(seed: 42)
        playOut(&a)
        playOut(&b)
        #expect(a.engine.isOver(a.state))
        #expect(a.log == b.log)
        #expect(a.log.contains { $0.rolled.count == 2 })
        #expect(a.picture(color: false) == b.picture(color: false))
        var c = try session(seed: 43)
        playOut(&c)
        #expect(c.log.map(\.rolled) != a.log.map(\.rolled))
    }

    @Test func everyPositionHoldsFifteenCheckersASide() throws {
        var s = try session(seed: 9)
        var positions = 0
        playOut(&s) { s in
            let kept = s.engine.view(s.state).kept
            func number(_ name: String, _ i: Int = 0) -> Int { Int(kept.first { $0.name == name }?.values[i] ?? "") ?? -99 }
            let points = (1...24).map { number("p\($0)") }
            let white = points.filter { $0 > 0 }.reduce(0, +) + number("bar", 0) + number("off", 0)
            let black = -points.filter { $0 < 0 }.reduce(0, +) + number("bar", 1) + number("off", 1)
            #expect(white == 15 && black == 15, "after \(s.log.last?.move ?? "")")
            positions += 1
        }
        #expect(positions > 50)
        #expect(s.engine.isOver(s.state))
    }

    /// What a turn's search keeps for the turn's later steps changes no list: along a game, an
    /// engine that has searched every step before lists the same moves as a new one, on two
    /// threads at once as on one.
    @Test func aTurnsKeptSearchListsWhatAFreshSearchLists() async throws {
        var s = try session(seed: 5)
        var positions: [GameState] = []
        playOut(&s, limit: 40) { positions.append($0.state) }
        let warm = s.engine
        let book = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("examples/backgammon.rules").path).get()
        let seen = positions
        let lists = await withTaskGroup(of: [[String]].self) { group in
            for _ in 0..<2 { group.addTask { seen.map { warm.legalMoveTexts($0) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for (i, position) in positions.enumerated() {
            let fresh = Engine(book.model).legalMoveTexts(position)
            #expect(!fresh.isEmpty || warm.isOver(position))
            for list in lists { #expect(list[i] == fresh, "position \(i + 1)") }
        }
    }
}
