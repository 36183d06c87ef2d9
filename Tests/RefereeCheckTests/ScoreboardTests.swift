import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// A rally's scoreboard as scorers write it, at the prompt: points as the level's calls say
/// them, a tiebreak labelled and counted in numbers, and every finished set (or game) listed,
/// a set won in a tiebreak with the loser's tiebreak points in brackets.
@Suite("Scoreboard of a rally")
struct ScoreboardTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent(file).path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    /// Plays the moves, each a rally won by the player named; returns the last response's text.
    @discardableResult
    func play(_ moves: [String], in session: inout Session) -> String {
        var text = ""
        for move in moves {
            let response = session.execute(move)
            #expect(response.ok, "\(move): \(response.text)")
            text = response.text
        }
        return text
    }

    /// Games won in turn until six all: twelve games of four points.
    let sixAll = Array(repeating: ["A", "A", "A", "A", "B", "B", "B", "B"], count: 6).flatMap { $0 }

    /// The row of the scoreboard that names the player, without the server's star.
    func row(_ player: String, in picture: String) -> [String] {
        let line = picture.split(separator: "\n").first { $0.dropFirst(2).hasPrefix(player + " ") }
        return line.map { $0.dropFirst(2).split(separator: " ").map(String.init) } ?? []
    }

    @Test func pastDeuceThePointsColumnSaysAdvantageBesideTheLastCall() throws {
        var s = try session("examples/tennis.rules")
        play(["A", "A", "A", "B", "B", "B"], in: &s)
        #expect(row("A", in: s.picture()).last == "Forty")
        #expect(row("B", in: s.picture()).last == "Forty")
        play(["A"], in: &s)
        let picture = s.picture()
        #expect(row("A", in: picture).last == "Advantage")
        #expect(row("B", in: picture).last == "Forty")
        #expect(picture.contains("game 1: Advantage A"))
        play(["B", "B"], in: &s)
        #expect(row("A", in: s.picture()).last == "Forty")
        #expect(row("B", in: s.picture()).last == "Advantage")
    }

    @Test func aFilesOwnCallsAreWhatTheColumnShows() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players A B
            game: first to 4, lead by 2, call "0" "15" "30" "40", deuce "Deuce" "AD"
            match: best of 3
            """)
        var s = Session(book: book, rulesPath: "test.rules")
        play(["A"], in: &s)
        #expect(row("A", in: s.picture()).last == "15")
        #expect(row("B", in: s.picture()).last == "0")
        play(["A", "B", "B", "B", "A", "A"], in: &s)
        #expect(row("A", in: s.picture()).last == "AD")
        #expect(row("B", in: s.picture()).last == "40")
    }

    @Test func withoutDeucePointsPastTheCallsAreNumbersForBoth() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players A B
            game: first to 4, lead by 2, call "Love" "Fifteen" "Thirty" "Forty"
            match: best of 3
            """)
        var s = Session(book: book, rulesPath: "test.rules")
        play(["A", "A", "A", "B", "B", "B", "A"], in: &s)
        #expect(row("A", in: s.picture()).last == "4")
        #expect(row("B", in: s.picture()).last == "3")
    }

    @Test func aTiebreakIsLabelledAndCountedInNumbers() throws {
        var s = try session("examples/tennis.rules")
        play(sixAll + ["A", "A", "B"], in: &s)
        let picture = s.picture()
        let lines = picture.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("tiebreak") == true)
        #expect(row("A", in: picture).last == "2")
        #expect(row("B", in: picture).last == "1")
        #expect(lines.contains { $0.hasPrefix("game 13 (tiebreak): ") })
    }

    @Test func aSetWonInATiebreakIsWrittenWithTheLosersPointsInBrackets() throws {
        var s = try session("examples/tennis.rules")
        let tiebreak = Array(repeating: ["A", "B"], count: 5).flatMap { $0 } + ["A", "A"]
        let text = play(sixAll + tiebreak, in: &s)
        #expect(text.contains("A wins the set: 1-0 in sets (the set 7-6(5) in games)"))
        #expect(s.picture().split(separator: "\n").contains("sets (A-B): 7-6(5)"))
        #expect(s.picture().split(separator: "\n").first?.hasSuffix("points") == true)
    }

    @Test func aWonMatchListsEverySetNotOnlyTheLast() throws {
        var s = try session("examples/tennis.rules")
        let set = Array(repeating: "B", count: 24)
        play(Array(repeating: "A", count: 24) + set + Array(repeating: "A", count: 24), in: &s)
        #expect(s.engine.isOver(s.state))
        #expect(s.picture().split(separator: "\n").contains("sets (A-B): 6-0 0-6 6-0"))
    }

    @Test func aMatchOfGamesListsEveryGameItsWinnerFinished() throws {
        var s = try session("rules/table-tennis.rules")
        let deuce = Array(repeating: ["A", "B"], count: 10).flatMap { $0 } + ["B", "B"]
        let game = Array(repeating: "A", count: 11)
        play(game + deuce + game + game, in: &s)
        #expect(s.engine.isOver(s.state))
        #expect(s.picture().split(separator: "\n").contains("games (A-B): 11-0 10-12 11-0 11-0"))
    }

    @Test func aGameOfOneLevelListsNothing() throws {
        let book = try CheckFixtures.book("referee 1\nplayers A B\ngame: first to 3\n")
        var s = Session(book: book, rulesPath: "test.rules")
        play(["A", "A", "A"], in: &s)
        #expect(s.engine.isOver(s.state))
        #expect(!s.picture().contains("(A-B)"))
    }
}
