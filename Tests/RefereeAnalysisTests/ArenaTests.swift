@testable import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import Testing

/// The arena: seats swapped fairly, games that repeat with their seed, and win rates with a
/// Wilson interval of the right width.
@Suite("The arena")
struct ArenaTests {
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.0001 }

    /// Values from the formula worked by hand: at 50 of 100 the interval is 0.5 ± 0.0962;
    /// at none of 10 it reaches z²/(n + z²) = 0.2775.
    @Test func theWilsonIntervalHasItsKnownBounds() {
        let half = WinRate(wins: 50, games: 100).interval()
        #expect(Self.close(half.lowerBound, 0.4038) && Self.close(half.upperBound, 0.5962), "\(half)")
        let none = WinRate(wins: 0, games: 10).interval()
        #expect(none.lowerBound == 0 && Self.close(none.upperBound, 0.2775), "\(none)")
        let all = WinRate(wins: 10, games: 10).interval()
        #expect(Self.close(all.lowerBound, 0.7225) && all.upperBound == 1, "\(all)")
        #expect(WinRate(wins: 0, games: 0).interval() == 0...1)
    }

    @Test(arguments: [(100, 0.1923), (400, 0.0975), (1_600, 0.0489)])
    func theIntervalNarrowsAsTheSquareRootOfTheGames(_ games: Int, _ width: Double) {
        let interval = WinRate(wins: games / 2, games: games).interval()
        #expect(abs(interval.upperBound - interval.lowerBound - width) < 0.0001, "\(interval)")
    }

    @Test func theIntervalHoldsTheShareAndStaysInsideZeroToOne() {
        for games in [1, 7, 30, 200] {
            for wins in 0...games {
                let rate = WinRate(wins: wins, games: games)
                let interval = rate.interval()
                #expect(interval.contains(rate.rate) && interval.lowerBound >= 0 && interval.upperBound <= 1)
            }
        }
    }

    static let ticTacToe = Engine(try! model("rules/tictactoe.rules")).model

    static func entrant(_ text: String) -> Entrant {
        let offered = ComputerPlayers.available(for: Engine(ticTacToe))
        return try! Entrant.parse(text, offered: offered, standard: .seconds(1)).get()
    }

    /// `first` against itself: X always completes 2-4-6 first, so whoever has the first seat
    /// wins, and each entrant has it in half the games.
    @Test func eachEntrantTakesEachSeatInHalfTheGames() {
        let result = Arena.run(Self.ticTacToe, entrants: [Self.entrant("first"), Self.entrant("first")], count: 10, seed: 1)
        #expect(result.games == 10)
        #expect(result.wins == [5, 5])
        #expect(result.seatWins == [10, 0])
        #expect(result.moves == 70)
    }

    @Test func entrantsThatCountPlayoutsGiveTheSameGamesOnAnyNumberOfJobs() {
        let entrants = [Self.entrant("mcts:40p"), Self.entrant("random")]
        let one = Arena.run(Self.ticTacToe, entrants: entrants, count: 8, seed: 5, jobs: 1)
        let two = Arena.run(Self.ticTacToe, entrants: entrants, count: 8, seed: 5, jobs: 2)
        #expect(one == two)
        #expect(one.wins[0] + one.wins[1] + one.draws == 8)
        #expect(one.wins[0] > one.wins[1], "\(one)")
    }

    @Test func aStopBeforeTheStartPlaysNothing() {
        let control = WorkControl()
        control.stop()
        let result = Arena.run(
            Self.ticTacToe, entrants: [Self.entrant("mcts:0.5s"), Self.entrant("random")], count: 4, seed: 1, control: control)
        #expect(result.games == 0)
    }

    @Test(arguments: [
        ("mcts", "mcts", 1.0 as Double?), ("mcts:2s", "mcts:2s", 2.0), ("perfect:0.1s", "perfect:0.1s", 0.1),
        ("mcts:300p", "mcts:300p", nil),
    ])
    func anEntrantSaysItsPlayerAndItsTime(_ text: String, _ label: String, _ seconds: Double?) throws {
        let entrant = Self.entrant(text)
        #expect(entrant.label == label)
        #expect(entrant.thinkingTime == seconds.map { .milliseconds(Int($0 * 1000)) })
        if seconds == nil { #expect((entrant.player as? MonteCarloPlayer)?.iterations == 300) }
    }

    @Test(arguments: [
        ("nobody", "no computer player 'nobody' for this game; on offer: first, random, mcts, perfect"),
        ("first:2p", "'first:2p': only mcts takes a number of playouts"),
        ("mcts:0s", "'mcts:0s': after the colon comes a thinking time in seconds"),
        ("mcts:fast", "'mcts:fast': after the colon comes a thinking time in seconds"),
    ])
    func aWrongEntrantIsRefusedByName(_ text: String, _ message: String) {
        let offered = ComputerPlayers.available(for: Engine(Self.ticTacToe))
        guard case .failure(let error) = Entrant.parse(text, offered: offered, standard: .seconds(1)) else {
            Issue.record("\(text) was taken")
            return
        }
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }
}
