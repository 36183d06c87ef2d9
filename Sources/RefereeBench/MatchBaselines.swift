import RefereeEngine

// MARK: Mastermind played by random guesses

extension Baselines {
    /// Random games of Mastermind (4 pegs, 6 colours, repeats, 10 guesses): the secret drawn from
    /// each game's seed as the engine draws it, then random guesses, each answered with its black
    /// and white marks, until one is all black or the guesses run out. Returns the codemaker's
    /// wins, the codebreaker's, draws (none) and guesses; every answer goes to the sink.
    static func mastermindPlayouts(_ n: Int, seed: UInt64) -> [Int] {
        let (pegs, colours) = mastermindTables()
        var g = SeededGenerator(seed: seed)
        var makerWins = 0, breakerWins = 0, guesses = 0, answers = 0
        // Four black marks: the class `mastermindFeedback` gives a guess equal to the secret.
        let solved = mastermindFeedback(0, 0, pegs, colours)
        for _ in 0..<n {
            var draw = SeededGenerator(seed: g.next())
            var secret = 0
            for _ in 0..<4 { secret = secret * 6 + draw.below(6) }
            var made = 0
            while true {
                let answer = mastermindFeedback(g.below(1296), secret, pegs, colours)
                made += 1
                answers &+= answer
                if answer == solved {
                    breakerWins += 1
                    break
                }
                if made == 10 {
                    makerWins += 1
                    break
                }
            }
            guesses += made
        }
        benchSink &+= answers
        return [makerWins, breakerWins, 0, guesses]
    }
}

// MARK: Table tennis, rally by rally

extension Baselines {
    /// Random matches of table tennis (games to 11 by 2, best of 5, the serve changing every 2
    /// points and every point from 10-10, whoever served first in a game receiving first in the
    /// next): each rally is won by a player drawn as the engine draws the rally's winner. Returns
    /// each player's wins, draws (none), and rallies.
    static func tableTennisPlayouts(_ n: Int, seed: UInt64) -> [Int] {
        var g = SeededGenerator(seed: seed)
        var wins = [0, 0], rallies = 0, serves = 0
        for _ in 0..<n {
            _ = g.next()
            var games = (0, 0), firstServer = 0
            while games.0 < 3 && games.1 < 3 {
                var points = (0, 0), server = firstServer
                while true {
                    let winner = g.below(2)
                    rallies += 1
                    if winner == 0 { points.0 += 1 } else { points.1 += 1 }
                    let (p, q) = points
                    if (p >= 11 || q >= 11) && abs(p - q) >= 2 { break }
                    let played = p + q
                    if min(p, q) >= 10 || played % 2 == 0 { server = 1 - server }
                    serves &+= server
                }
                if points.0 > points.1 { games.0 += 1 } else { games.1 += 1 }
                firstServer = 1 - firstServer
            }
            wins[games.0 == 3 ? 0 : 1] += 1
        }
        benchSink &+= serves
        return wins + [0, rallies]
    }
}
