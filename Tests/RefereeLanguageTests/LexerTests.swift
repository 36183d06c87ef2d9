import Testing
@testable import RefereeLanguage

@Suite("Lexer")
struct LexerTests {
    func kinds(_ text: String) -> [Token.Kind] {
        Lexer.tokenize(SourceFile(name: "t", text: text)).tokens.map(\.kind)
    }

    @Test func wordsNumbersAndPunctuation() {
        #expect(kinds("board 3 by 3\n") == [.identifier, .integer, .identifier, .integer, .newline, .end])
        #expect(kinds("a <= b == c != d >= e") == [
            .identifier, .lessOrEqual, .identifier, .equal, .identifier, .notEqual, .identifier, .greaterOrEqual, .identifier, .end,
        ])
        #expect(kinds("0..6") == [.integer, .dotDot, .integer, .end])
    }

    @Test func commentsRunToTheEndOfTheLine() {
        #expect(kinds("players X O # two of them\n") == [.identifier, .identifier, .identifier, .newline, .end])
    }

    @Test func stringsResolveEscapes() {
        let (tokens, diagnostics) = Lexer.tokenize(SourceFile(name: "t", text: #"message win "say \"hi\"\n""#))
        #expect(diagnostics.isEmpty)
        #expect(tokens[2].kind == .string)
        #expect(tokens[2].text == "say \"hi\"\n")
    }

    @Test func anUnterminatedStringIsReportedWhereItStarts() {
        let (_, diagnostics) = Lexer.tokenize(SourceFile(name: "t", text: "game \"Tic\nplayers X"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message == "unterminated string")
        #expect(diagnostics[0].span.start == 5)
    }

    @Test func aCellNameStartingWithADigitIsOneWord() {
        let tokens = Lexer.tokenize(SourceFile(name: "t", text: "a1 3x")).tokens
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .end])
        #expect(tokens.map(\.text) == ["a1", "3x", ""])
    }

    @Test func byteOrderMarkTabsAndCarriageReturnsAreErrors() {
        let bom = Lexer.tokenize(SourceFile(name: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("referee 1\n".utf8))).diagnostics
        #expect(bom.map(\.message) == ["the file starts with a byte-order mark"])
        let tab = Lexer.tokenize(SourceFile(name: "t", text: "players\tX")).diagnostics
        #expect(tab.map(\.message) == ["tab character"])
        let crlf = Lexer.tokenize(SourceFile(name: "t", text: "referee 1\r\n")).diagnostics
        #expect(crlf.map(\.message) == ["carriage return in a line end"])
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() {
        let diagnostics = Lexer.tokenize(SourceFile(name: "t", bytes: Array("game ".utf8) + [0xFF, 0x41])).diagnostics
        #expect(diagnostics.map(\.message) == ["the file is not valid UTF-8"])
        #expect(diagnostics.first?.span.start == 5)
    }

    @Test func anUnexpectedCharacterIsNamed() {
        let diagnostics = Lexer.tokenize(SourceFile(name: "t", text: "players X @ O")).diagnostics
        #expect(diagnostics.map(\.message) == ["unexpected character '@'"])
    }
}
