import Foundation
import RefereeEngine
import RefereeLanguage
import RefereeModel
import Testing

/// Tables of words read from a word file (`words from "FILE" in A`), read letter by letter
/// (`T(I, J)`), and words written into answers during play (`{T(I)}`).
@Suite("Tables of words")
struct WordTableTests {
    /// The rule text, beside a word file `list.words` holding `words`, loaded and run.
    func withGame(_ rules: String, words: String, _ body: (Result<RuleBook, RuleBookError>) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-table-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try rules.write(toFile: "\(folder)/game.rules", atomically: true, encoding: .utf8)
        try words.write(toFile: "\(folder)/list.words", atomically: true, encoding: .utf8)
        try body(RuleBook.load(path: "\(folder)/game.rules"))
    }

    static let reading = """
        referee 1
        players Reader Other
        table alphabet = letters "abc"
        table words = words from "list.words" in alphabet
        state word = 1
        state second = words(2, 1)
        turns fixed Reader
        move number 1 to 5 then answer "{words(word, chosen)}"
        move "next" then set word = word + 1
        end when word > length(words) + 1: winner Reader

        """

    func answers(_ e: Engine, _ s: GameState) throws -> [String] {
        guard case .values(let view) = e.view(s) else { throw UnexpectedView() }
        return view.answers.map(\.answer)
    }

    @Test func aWordIsReadLetterByLetterAsItsLettersPlaces() throws {
        try withGame(Self.reading, words: "cab\n# a comment\nba\n") { book in
            let e = Engine(try book.get().model)
            let s = try play(e, ["1", "2", "3", "4", "next", "1", "3"])
            // "cab": c is the third letter, a the first, b the second; past the word's end, 0.
            // "ba", shorter than the longest word: 2, then 0 at its third place.
            #expect(try answers(e, s) == ["3", "1", "2", "0", "2", "0"])
            guard case .values(let view) = e.view(s) else { throw UnexpectedView() }
            #expect(view.kept.first { $0.name == "second" }?.values == ["2"])
        }
    }

    @Test func aWordOutsideTheTableReadsNoLetters() throws {
        try withGame(Self.reading, words: "cab ba\n") { book in
            let e = Engine(try book.get().model)
            let s = try play(e, ["next", "next", "1", "2"])
            #expect(try answers(e, s) == ["0", "0"])
            #expect(try e.outcome(play(e, ["next"], from: s)) != nil)
        }
    }

    @Test func aLetterTheAlphabetLacksIsReportedInTheWordFile() throws {
        try withGame(Self.reading, words: "cab\nba abd\n") { book in
            guard case .failure(let error) = book else {
                Issue.record("a word with a letter not in the alphabet was accepted")
                return
            }
            let first = try #require(error.errors.first)
            #expect(first.source.name.hasSuffix("/list.words"))
            let (line, column) = first.source.position(of: first.diagnostic.span.start)
            #expect(line == 2 && column == 4)
            #expect(first.diagnostic.message == "'abd' has 'd', which is not one of the letters of 'alphabet'")
            #expect(error.errors.contains { $0.diagnostic.message == "1 word of 'list.words' cannot be spelt with 'alphabet'" })
        }
    }

    @Test func aWordTooLongToReadByLetterIsRefused() throws {
        let long = String(repeating: "ab", count: 17)
        try withGame(Self.reading, words: "cab \(long)\n") { book in
            guard case .failure(let error) = book else {
                Issue.record("a word of 34 letters was accepted")
                return
            }
            #expect(error.errors.first?.diagnostic.message
                == "'\(long)' has 34 letters; a word read letter by letter has at most \(Limits.spelledWordLength)")
        }
    }

    @Test func aWordReadAtAPlaceKnownBeforePlayMustBeThere() throws {
        let rules = Self.reading.replacingOccurrences(of: "words(2, 1)", with: "words(3, 1)")
        try withGame(rules, words: "cab ba\n") { book in
            guard case .failure(let error) = book else {
                Issue.record("a third word of two was read")
                return
            }
            #expect(error.errors.first?.diagnostic.message == "'words' has 2 words, counted from 1; there is no word 3")
        }
    }

    @Test func withoutInTheTableIsWordsOnly() throws {
        let rules = """
            referee 1
            players Reader Other
            table words = words from "list.words"
            turns fixed Reader
            move number 1 to 3 then answer "[{words(chosen)}]"

            """
        try withGame(rules, words: "cab ba\n") { book in
            let e = Engine(try book.get().model)
            #expect(try answers(e, play(e, ["1", "2", "3"])) == ["[cab]", "[ba]", "[]"])
        }
        try withGame(rules.replacingOccurrences(of: "words(chosen)", with: "words(chosen, 1)"), words: "cab ba\n") { book in
            guard case .failure(let error) = book else {
                Issue.record("a table not spelt with letters was read by letter")
                return
            }
            #expect(error.errors.first?.diagnostic.message == "'words(…)' takes one place in the table, counted from 1")
        }
    }

    /// A word part through definitions, and spaces at the end of an answer dropped, as Hangman
    /// writes its masked word.
    @Test func aWordPartReadsThroughDefinitionsAndTrailingSpacesAreDropped() throws {
        let e = try engine("""
            referee 1
            players Guesser Host
            table shown = letters "xyz_"
            define at(k) = shown(if k > 2 then 0 else k)
            turns fixed Guesser
            move number 1 to 4 then answer "{at(chosen)} {at(chosen + 1)} {at(chosen + 2)}"

            """)
        let s = try play(e, ["1", "2", "3"])
        guard case .values(let view) = e.view(s) else { throw UnexpectedView() }
        #expect(view.answers.map(\.answer) == ["x y", "y", ""])
    }
}
