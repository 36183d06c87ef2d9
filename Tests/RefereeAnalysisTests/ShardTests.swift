@testable import RefereeAnalysis
import RefereeEngine
import Testing

@Suite("Shards")
struct ShardTests {
    @Test func readsKOfN() throws {
        let shard = try Shard(parsing: "2/3")
        #expect(shard.index == 2 && shard.count == 3)
        #expect(shard.description == "2/3")
        #expect(try Shard(parsing: "1/1") == .whole)
    }

    @Test(arguments: [
        ("0/3", "0/3: K, the part, goes from 1 to 3"),
        ("4/3", "4/3: K, the part, goes from 1 to 3"),
        ("1/0", "1/0: N, the number of parts, goes from 1 to 1000000"),
        ("x", "'x' is not K/N, part K of N parts (such as 2/3)"),
        ("3", "'3' is not K/N, part K of N parts (such as 2/3)"),
        ("-1/3", "'-1/3' is not K/N, part K of N parts (such as 2/3)"),
        (" 1/3", "' 1/3' is not K/N, part K of N parts (such as 2/3)"),
        ("1/2/3", "'1/2/3' is not K/N, part K of N parts (such as 2/3)"),
        ("1/99999999999999999999", "'1/99999999999999999999' is not K/N, part K of N parts (such as 2/3)"),
    ])
    func refusesWhatIsNotAPart(text: String, problem: String) {
        #expect(throws: ShardError(problem)) { try Shard(parsing: Substring(text)) }
    }

    /// Every piece of a list is one shard's, the shards' shares add up to the list, and each
    /// shard's pieces keep the list's order.
    @Test(arguments: [1, 2, 3, 4, 11, 12])
    func theShardsTogetherHoldEachPieceOnce(count: Int) throws {
        let list = Array(0..<11)
        var seen: [Int] = []
        for k in 1...count {
            let shard = try Shard(k, of: count)
            let pieces = shard.pieces(of: list)
            #expect(pieces == pieces.sorted())
            #expect(pieces.count == shard.share(of: list.count))
            #expect(pieces.allSatisfy(shard.holds))
            seen += pieces
        }
        #expect(seen.sorted() == list)
    }

    @Test(arguments: [1, 2, 3, 7])
    func theShardsGamesAddUpToTheRun(count: Int) throws {
        let blocks = GameBlocks(games: 10 * 1024 + 17, size: 1024, seed: 3)
        #expect(blocks.count == 11)
        #expect(blocks.games(in: 10) == 17)
        let shares = try (1...count).map { try blocks.games(in: Shard($0, of: count)) }
        #expect(shares.reduce(0, +) == blocks.games)
    }
}

@Suite("Playouts in shards")
struct ShardedPlayoutTests {
    /// Several blocks and a short last one, in a game with scores to tally and one without.
    @Test(arguments: ["rules/tictactoe.rules", "rules/bowling.rules"])
    func theShardsAddUpToTheWholeRun(file: String) throws {
        let m = try model(file)
        let count = 3 * Playouts.blockSize + 100
        let whole = Playouts.run(m, count: count, seed: 9)
        #expect(whole.games == count)
        for n in 1...3 {
            var merged = RandomGamesTally(players: m.players.count)
            for k in 1...n { merged.add(Playouts.run(m, count: count, seed: 9, shard: try Shard(k, of: n))) }
            #expect(merged == whole, "\(n) shards")
        }
    }

    @Test func theJobsDoNotChangeTheResult() throws {
        let m = try model("rules/tictactoe.rules")
        let count = 5 * Playouts.blockSize + 3
        let one = Playouts.run(m, count: count, seed: 2, jobs: 1)
        for jobs in [2, 3, 8] { #expect(Playouts.run(m, count: count, seed: 2, jobs: jobs) == one, "\(jobs) jobs") }
        let shard = try Shard(2, of: 3)
        #expect(Playouts.run(m, count: count, seed: 2, jobs: 3, shard: shard) == Playouts.run(m, count: count, seed: 2, shard: shard))
    }

    /// A run of one block plays the games of one generator seeded with the run's seed.
    @Test func aRunOfOneBlockIsTheKernelsGamesFromTheSeed() throws {
        let m = try model("rules/tictactoe.rules")
        #expect(Playouts.run(m, count: 500, seed: 4, jobs: 2) == AnyKernel(m).randomGames(count: 500, seed: 4))
    }

    @Test func matchesAddUpAndDoNotDependOnTheJobs() throws {
        let m = try model("examples/golf.rules")
        let players: [Int: any ComputerPlayer] = [0: FirstLegalPlayer()]
        let whole = Matches.run(m, players: players, count: 25, seed: 6)
        #expect(Matches.run(m, players: players, count: 25, seed: 6, jobs: 3) == whole)
        var merged = RandomGamesTally(players: m.players.count)
        for k in 1...3 { merged.add(Matches.run(m, players: players, count: 25, seed: 6, shard: try Shard(k, of: 3))) }
        #expect(merged == whole)
    }
}
