import RefereeModel
import Testing

/// The one place text from outside is made safe to show.
@Suite("Escaping untrusted text")
struct EscapingTests {
    @Test func everyControlCharacterIsEscapedForTheTerminal() {
        for value in Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029, 0x202E, 0x2066] {
            let scalar = Unicode.Scalar(UInt32(value))!
            let shown = Escaping.terminal("a" + String(Character(scalar)) + "b")
            #expect(!shown.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) reached the terminal")
            #expect(shown.hasPrefix("a\\") && shown.hasSuffix("b"))
        }
        #expect(Escaping.terminal("\u{1B}]0;owned\u{07}\rok") == "\\u{1B}]0;owned\\u{7}\\rok")
        #expect(Escaping.terminal("X\nWins\t!") == "X\\nWins\\t!")
    }

    @Test func printableTextIsKeptAsItIs() {
        for text in ["Tic-tac-toe", "Ünïcode ☃", "\"quoted\" \\ back", "🇫🇷", ""] {
            #expect(Escaping.terminal(text) == text)
        }
    }

    @Test func jsonLiteralsEscapeQuotesBackslashesAndControls() {
        #expect(Escaping.json("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(Escaping.json("\n\r\t\u{1B}\u{7F}\u{9B}\u{2028}") == "\"\\n\\r\\t\\u001b\\u007f\\u009b\\u2028\"")
        #expect(Escaping.json("Ünïcode") == "\"Ünïcode\"")
    }
}
