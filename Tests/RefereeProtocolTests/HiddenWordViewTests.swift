import Foundation
import RefereeEngine
import RefereeLanguage
import RefereeModel
@testable import RefereePlay
import Testing

/// Hangman's word (`examples/hangman.rules`, a value drawn from a word list and hidden from the
/// Guesser) is out of the Guesser's view: with "apple" or "lemon" as the word, after two letters
/// neither holds, what the Guesser is shown (the response, the picture, JSON in both versions,
/// `why` of a refused move, and every computer player's `hint`) is the same.
@Suite("A hidden word in the Guesser's view")
struct HiddenWordViewTests {
    static let apple = "113", lemon = "156"

    static func session(word: String) throws -> Session {
        let path = ProtocolSchemaTests.root.appendingPathComponent("examples/hangman.rules").path
        var session = Session(book: try RuleBook.load(path: path).get(), rulesPath: path, seed: 5)
        try session.watch(as: "Guesser").get()
        if let problem = session.applySetup(.value(name: "word", values: [word])) { throw problem }
        return session
    }

    /// What the Guesser is shown after `commands`: the last response's text, the picture, and
    /// the JSON lines of both versions for every command.
    static func outputs(word: String, _ commands: [String]) throws -> [String] {
        var s = try session(word: word)
        return try shownOutputs(&s, after: commands)
    }

    @Test func theGuessersViewDoesNotDependOnTheWord() throws {
        let apple = try Self.outputs(word: Self.apple, ["z", "q", "z", "why"])
        let lemon = try Self.outputs(word: Self.lemon, ["z", "q", "z", "why"])
        for (what, pair) in zip(["why", "picture", "JSON"], zip(apple, lemon)) {
            #expect(pair.0 == pair.1, "\(what) shown to the Guesser differs with the word")
        }
        #expect(apple[0].contains("'z' was guessed already"))
        #expect(apple[1].contains("word: ?"))
        #expect(apple[1].contains("_ _ _ _ _ (no q: 4 left)"))
    }

    @Test func theGuessersHintDoesNotDependOnTheWord() throws {
        let players = try Self.session(word: Self.apple).computerPlayers.map { $0.name == "mcts" ? "mcts:200p" : $0.name }
        #expect(players.contains("mcts:200p"))
        for name in players {
            let apple = try Self.outputs(word: Self.apple, ["z", "q", "hint \(name)"])
            let lemon = try Self.outputs(word: Self.lemon, ["z", "q", "hint \(name)"])
            #expect(apple == lemon, "'hint \(name)' differs with the word")
            #expect(apple[0].hasPrefix("hint: "), "'hint \(name)' gave no move: \(apple[0])")
        }
    }

    @Test func theWordIsShownOnceTheGameIsOver() throws {
        var s = try Self.session(word: Self.apple)
        for letter in ["a", "p", "l"] { #expect(s.execute(letter).ok) }
        #expect(s.picture().contains("word: ?"))
        #expect(s.execute("e").ok)
        #expect(s.picture().contains("word: 113"))
        #expect(s.picture().contains("a p p l e"))
    }
}
