import Foundation
@testable import RefereeEngine
import Testing

/// The lists a game keeps share one buffer between the states of a game, so that keeping every
/// state for undo costs memory linear in the game; a state that grows never changes another.
@Suite("Kept lists")
struct KeptListTests {
    @Test func copiesThatGrowOnlyChangeThemselves() {
        var a = KeptList([1, 2, 3])
        let before = a
        a.append(4)
        var b = before
        b.append(9)
        #expect(Array(before) == [1, 2, 3])
        #expect(Array(a) == [1, 2, 3, 4])
        #expect(Array(b) == [1, 2, 3, 9])
        #expect(a != b)
        #expect(KeptList([1, 2]) == KeptList([1, 2]))
    }

    @Test func everyStateOfAGameSharesOneBuffer() {
        var states: [KeptList] = [KeptList()]
        for n in 0..<1000 {
            var next = states[states.count - 1]
            next.append(n)
            states.append(next)
        }
        let buffers = Set(states.compactMap { $0.bufferIdentity })
        // The buffer doubles as it fills: a handful for 1,000 states, not one each.
        #expect(buffers.count <= 10)
        #expect(states.enumerated().allSatisfy { Array($1) == Array(0..<$0) })
    }

    @Test func branchesGrownOnTwoThreadsKeepTheirOwnNumbers() async {
        let root = KeptList(Array(0..<100))
        let grown = await withTaskGroup(of: (Int, KeptList).self) { group in
            for branch in 0..<8 {
                group.addTask {
                    var list = root
                    for _ in 0..<1000 { list.append(branch) }
                    return (branch, list)
                }
            }
            var result: [Int: KeptList] = [:]
            for await (branch, list) in group { result[branch] = list }
            return result
        }
        for (branch, list) in grown {
            #expect(Array(list.prefix(100)) == Array(0..<100))
            #expect(list.dropFirst(100).allSatisfy { $0 == branch })
        }
        #expect(Array(root) == Array(0..<100))
    }

    @Test func aRestartedListKeepsItsBufferOnlyWhenItIsTheOnlyReader() {
        var alone = KeptList([1, 2, 3])
        let buffer = alone.bufferIdentity
        alone.restart(as: KeptList())
        #expect(alone.isEmpty)
        alone.append(7)
        #expect(Array(alone) == [7])
        #expect(alone.bufferIdentity == buffer)

        var shared = KeptList([1, 2, 3])
        let reader = shared
        shared.restart(as: KeptList())
        shared.append(7)
        #expect(Array(shared) == [7])
        #expect(Array(reader) == [1, 2, 3])
        #expect(shared.bufferIdentity != reader.bufferIdentity)

        var started = KeptList([1])
        started.restart(as: KeptList([4, 5]))
        #expect(Array(started) == [4, 5])
    }
}
