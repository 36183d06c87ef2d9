import RefereeAnalysis
import RefereeEngine
import RefereeModel

extension Rules {
    /// The number of legal move sequences of each length from 1 to `depth`, and how many of them
    /// end the game; nil when stopped through `control` before it was done.
    public func perft(depth: Int, jobs: Int = 1, control: WorkControl = WorkControl()) -> (sequences: [Int], finished: [Int])? {
        Perft.run(model, depth: max(1, depth), jobs: max(1, jobs), control: control).map { ($0.nodes, $0.finished) }
    }

    /// Plays `count` uniformly random games; the same seed always gives the same result,
    /// whatever the number of jobs.
    public func playouts(_ count: Int, seed: UInt64 = 1, jobs: Int = 1, control: WorkControl = WorkControl()) -> PlayoutSummary {
        PlayoutSummary(Playouts.run(model, count: max(0, count), seed: seed, jobs: max(1, jobs), control: control), players: players)
    }

    /// The value of a new game with perfect play from both sides, searching at most `budget`
    /// positions. Two-player board games only; the error says why another cannot be solved.
    public func solve(budget: Int = 1_000_000, jobs: Int = 1, control: WorkControl = WorkControl()) throws(SolveError) -> Solution {
        switch Solve.value(of: model, budget: budget, jobs: max(1, jobs), control: control) {
        case .success(let value): return Solution(winner: value.winner.map { players[$0] }, moves: value.moves, description: value.description)
        case .failure(let error): throw error
        }
    }
}

/// What uniformly random games came to.
public struct PlayoutSummary: Sendable, Hashable {
    public var games: Int
    /// Games won, by player.
    public var wins: [String: Int]
    public var draws: Int
    /// Games that stopped with no result (stuck, or past the move cap).
    public var unfinished: Int
    /// Moves a game, on average.
    public var meanLength: Double
    /// In games that keep score, for each player (or side) how many games it ended with each
    /// final score; empty in others.
    public var scores: [String: [Int: Int]]

    /// The summary of a tally of games (`Playouts`, `Matches`), for programs that use the lower
    /// layers.
    public init(_ tally: RandomGamesTally, players: [String]) {
        games = tally.games
        wins = Dictionary(uniqueKeysWithValues: zip(players, tally.wins))
        draws = tally.draws
        unfinished = tally.unfinished
        meanLength = tally.meanLength
        scores = Dictionary(uniqueKeysWithValues: zip(players, tally.playerScoreCounts).filter { !$0.1.isEmpty })
    }
}

/// A game's value with perfect play.
public struct Solution: Sendable, Hashable {
    /// The winner with perfect play, or nil for a draw.
    public var winner: String?
    /// Moves until the end with perfect play (the winner hurrying, the loser holding out).
    public var moves: Int
    /// The value in words: "a draw with perfect play".
    public var description: String
}

extension Game {
    /// The computer players on offer for this game, weakest first.
    public var computerPlayers: [String] { ComputerPlayers.available(for: engine).map(\.name) }

    /// The move a computer player would make now (the strongest on offer, or the one named),
    /// thinking at most `thinkingTime`; nil when the game is over or the name is not on offer.
    ///
    /// Every call starts a fresh generator at `seed`, so the same seed in the same position
    /// gives the same move: for a loop of moves, draw from a ``RandomStream`` with
    /// ``suggestedMove(by:using:thinkingTime:)``.
    public func suggestedMove(by computer: String? = nil, seed: UInt64 = 0, thinkingTime: Duration = .seconds(2)) -> String? {
        var random = RandomStream(seed: seed)
        return suggestedMove(by: computer, using: &random, thinkingTime: thinkingTime)
    }

    /// The move a computer player would make now, drawing what it chooses by chance from
    /// `random` (which moves on); nil when the game is over or the name is not on offer.
    public func suggestedMove(by computer: String? = nil, using random: inout RandomStream, thinkingTime: Duration = .seconds(2)) -> String? {
        choice(by: computer, random: &random, thinkingTime: thinkingTime).map { engine.format($0.0, in: state) }
    }

    /// Lets a computer player make the move now; returns the move, or nil (and leaves the game as
    /// it is) when the game is over or the name is not on offer.
    ///
    /// Every call starts a fresh generator at `seed`, so a loop of calls with one seed makes
    /// the same random choice at every turn (in Pig, the same roll for ever): for a loop,
    /// use ``playComputerMove(by:using:thinkingTime:)`` with one ``RandomStream``.
    @discardableResult
    public mutating func playComputerMove(by computer: String? = nil, seed: UInt64 = 0, thinkingTime: Duration = .seconds(2)) -> String? {
        var random = RandomStream(seed: seed)
        return playComputerMove(by: computer, using: &random, thinkingTime: thinkingTime)
    }

    /// Lets a computer player make the move now, drawing what it chooses by chance from
    /// `random`, which moves on; returns the move, or nil (and leaves the game and `random` as
    /// they are) when the game is over or the name is not on offer.
    @discardableResult
    public mutating func playComputerMove(by computer: String? = nil, using random: inout RandomStream, thinkingTime: Duration = .seconds(2)) -> String? {
        var drawing = random
        guard let (move, name) = choice(by: computer, random: &drawing, thinkingTime: thinkingTime) else { return nil }
        let typed = engine.format(move, in: state)
        do {
            try apply(move, typed: typed, computer: name)
        } catch {
            return nil
        }
        random = drawing
        return typed
    }

    private func choice(by computer: String?, random: inout RandomStream, thinkingTime: Duration) -> (Move, String)? {
        let offered = ComputerPlayers.available(for: engine)
        let found: (any ComputerPlayer)?
        if let computer { found = offered.first { $0.name == computer } } else { found = offered.last }
        guard engine.toMove(state) != nil, let player = found else { return nil }
        let choice = player.choose(
            in: state, seen: played, engine: engine, generator: &random.generator, within: .within(thinkingTime))
        return choice.move.map { ($0, player.name) }
    }
}
