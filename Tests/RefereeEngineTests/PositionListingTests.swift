import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// One listing of a position, carried by the state, must give every rule the slides and
/// jumps (with their chains) it gets when each rule is listed on its own, every jump rule's
/// chains found again for it, and the flanking cells a walk finds, in every position random
/// games reach.
@Suite("A position listed once")
struct PositionListingTests {
    static let files = [
        "examples/turkish-draughts.rules", "examples/alquerque.rules", "examples/konane.rules",
        "examples/breakthrough.rules", "examples/fox-and-geese.rules",
    ]

    typealias Listed = [(move: Move, chain: Chain)]

    static func same(_ a: Listed, _ b: Listed) -> Bool {
        a.map(\.move) == b.map(\.move) && a.map(\.chain.path) == b.map(\.chain.path)
            && a.map(\.chain.taken) == b.map(\.chain.taken)
    }

    /// Each rule's moves from the state as it is, listing kept, against the plain way.
    static func agree(_ kernel: CoreKernel<UInt64>, _ state: CoreKernel<UInt64>.State, _ note: String) {
        let program = kernel.program
        var plain = state
        plain.listing = nil
        var carried = state
        for rule in program.rules.indices where program.rules[rule].motion != nil {
            var fresh = plain
            let expected = program.plainMotionMoves(rule, &fresh)
            let listed = program.motionMoves(rule, &carried)
            #expect(same(listed, expected), "rule \(rule + 1), \(note)")
            for (move, chain) in expected {
                let read = program.chain(of: move, carried)
                #expect(read?.path == chain.path && read?.taken == chain.taken, "chain of \(move), \(note)")
            }
        }
    }

    @Test(arguments: files)
    func everyPositionOfRandomGamesListsWhatEachRuleFindsAlone(_ path: String) throws {
        let kernel = try CoreRestartTests.core(path)
        #expect(kernel.program.listsMotionOnce)
        var generator = SeededGenerator(seed: 5)
        var positions = 0
        for game in 0..<6 {
            var state = kernel.initial(seed: generator.next())
            var earlier: PositionListing<UInt64>?
            while let move = kernel.randomMove(in: &state, using: &generator) {
                Self.agree(kernel, state, "game \(game), move \(state.moves + 1) of \(path)")
                var stale = state
                stale.listing = earlier
                Self.agree(kernel, stale, "an earlier listing carried, game \(game) of \(path)")
                earlier = state.listing
                kernel.applyLegal(move, to: &state)
                positions += 1
            }
        }
        #expect(positions > 100)
    }

    /// Reversi's flanking cells, read from the listing in every position of random games (a
    /// listing of the position carried, or of an earlier one), against the walk of each
    /// empty cell's rays.
    @Test func everyPositionOfReversiListsTheCellsThatFlank() throws {
        let kernel = try CoreRestartTests.core("examples/reversi.rules")
        let program = kernel.program
        #expect(program.listsFlankingOnce && !program.listsMotionOnce)
        var generator = SeededGenerator(seed: 9)
        for game in 0..<10 {
            var state = kernel.initial(seed: generator.next())
            var earlier: PositionListing<UInt64>?
            while let move = kernel.randomMove(in: &state, using: &generator) {
                let free = program.placeTargets(state, drop: false)
                let expected = program.flankingCellsByRays(
                    free, mine: program.own(state.toMove, state), others: program.othersPieces(state.toMove, state))
                var carried = state
                var stale = state
                stale.listing = earlier
                #expect(program.listing(&carried).flanking == expected, "game \(game), move \(state.moves + 1)")
                #expect(program.listing(&stale).flanking == expected, "game \(game), an earlier listing carried")
                earlier = state.listing
                kernel.applyLegal(move, to: &state)
            }
        }
    }

    /// A jump rule whose condition reads more than the pieces would make one listing wrong
    /// for `captures`: such a game lists each rule on its own, and the state carries nothing.
    @Test func aConditionalJumpUnderCapturesListsEachRuleAlone() throws {
        let source = SourceFile(name: "t", text: DraughtsTests.rules("start White at a1\nstart Black at a2 e5")
            .replacingOccurrences(of: "move jump man forward or sideways chained",
                                  with: "move jump man forward or sideways chained when moves >= 0"))
        let model = try RuleBook.compile(source).get().model
        guard case .smallCore(let kernel) = try AnyKernel(model, path: .general) else {
            Issue.record("not a core game")
            return
        }
        #expect(!kernel.program.listsMotionOnce)
        var state = kernel.initial(seed: 1)
        #expect(kernel.legalMoves(state).count == 1)
        _ = kernel.program.moveCount(&state)
        #expect(state.listing == nil)
    }
}
