import Foundation
@testable import RefereeLanguage
import RefereeModel
import Testing

/// `words` and `feedback by position`, the constructs a Wordle-like game is written with.
@Suite("Word lists and feedback by position")
struct WordListTests {
    static let header = """
        referee 1
        players Setter Solver
        code 5 from "abcdefghijklmnopqrstuvwxyz"
        guesses 6

        """

    func codeRules(_ book: RuleBook) -> CodeRules? {
        if case .code(let rules) = book.model.family { return rules }
        return nil
    }

    @Test func inlineWordsBecomeTheCodes() throws {
        let book = try compile(Self.header + "words \"cigar\" \"rebut\" \"sissy\"\n").get()
        let rules = try #require(codeRules(book))
        #expect(rules.words == ["cigar", "rebut", "sissy"])
        #expect(rules.codeSpace == 3)
        #expect(rules.missSymbol == nil)
    }

    @Test func withoutWordsEveryCodeIsAllowed() throws {
        let rules = try #require(codeRules(try compile(Self.header).get()))
        #expect(rules.words == nil)
        #expect(rules.codeSpace == 11_881_376)
    }

    @Test func feedbackByPositionNamesThreeMarks() throws {
        let rules = try #require(codeRules(try compile(Self.header + "feedback by position \"G\" \"Y\" \"-\"\n").get()))
        #expect(rules.feedbackByPosition)
        #expect([rules.exactSymbol, rules.partialSymbol, rules.missSymbol] == ["G", "Y", "-"])
    }

    @Test func wordsBelongToCodeGames() {
        let text = "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\nwords \"abc\"\n"
        #expect(errors(text).contains("'words' belongs to a code game, but this file describes a board game"))
    }

    @Test func tenWrongWordsAreShownAndTheRestCounted() {
        let words = (0..<15).map { "\"w\($0)\"" }.joined(separator: " ")
        let found = errors(Self.header + "words \(words)\n")
        #expect(found.filter { $0.hasSuffix("a code has 5") }.count == 10)
        #expect(found.contains("5 more words in this list are wrong"))
    }

    /// A folder holding a rule file and its word file, removed afterwards.
    func withFolder(words: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-words-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rules = Self.header + "words from \"list.words\"\n"
        try rules.write(toFile: "\(folder)/game.rules", atomically: true, encoding: .utf8)
        try words.write(toFile: "\(folder)/list.words", atomically: true, encoding: .utf8)
        try body("\(folder)/game.rules")
    }

    @Test func aWordFileIsReadBesideTheRuleFile() throws {
        try withFolder(words: "# five-letter words\ncigar rebut   # two on a line\n\n\tsissy\n") { path in
            let book = try RuleBook.load(path: path).get()
            #expect(codeRules(book)?.words == ["cigar", "rebut", "sissy"])
            // The model again with options keeps the words.
            guard case .code(let again) = try book.model(options: [:]).get().family else {
                Issue.record("not a code game")
                return
            }
            #expect(again.words?.count == 3)
        }
    }

    @Test func aMistakeInAWordFileIsReportedInThatFile() throws {
        try withFolder(words: "cigar\nrebut\nsissy humph Tango\n") { path in
            guard case .failure(let error) = RuleBook.load(path: path) else {
                Issue.record("a word with a capital was accepted")
                return
            }
            let first = try #require(error.errors.first)
            #expect(first.source.name.hasSuffix("/list.words"))
            let (line, column) = first.source.position(of: first.diagnostic.span.start)
            #expect(line == 3 && column == 13)
            #expect(first.diagnostic.message == "'Tango' has 'T', which is not one of the code's symbols")
            #expect(first.rendered.contains("3 | sissy humph Tango"))
        }
    }

    @Test func aDeviceIsNotReadAsAWordFile() {
        // /dev/zero would be read for ever.
        let text = Self.header + "words from \"/dev/zero\"\n"
        #expect(errors(text) == ["cannot read the word file '/dev/zero': this is not a regular file"])
    }

    @Test func aWordFileMayBeALink() throws {
        try withFolder(words: "cigar rebut\n") { path in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.moveItem(at: folder.appendingPathComponent("list.words"), to: folder.appendingPathComponent("real.words"))
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent("list.words"), withDestinationURL: folder.appendingPathComponent("real.words"))
            #expect(codeRules(try RuleBook.load(path: path).get())?.words == ["cigar", "rebut"])
        }
    }

    @Test func anEmptyWordFileIsAnError() throws {
        try withFolder(words: "# nothing yet\n") { path in
            guard case .failure(let error) = RuleBook.load(path: path) else {
                Issue.record("an empty word list was accepted")
                return
            }
            #expect(error.errors.map(\.diagnostic.message) == ["the word list holds no words"])
        }
    }

    @Test func theWordFileReaderSplitsOnSpacesAndSkipsComments() {
        let source = SourceFile(name: "w", text: "ab cd#ef gh\n  ij\r\nkl # mn\n#op\n")
        #expect(WordFile.words(in: source).map(\.text) == ["ab", "cd", "ij", "kl"])
    }
}
