import RefereeModel
import Testing

@Suite("Text wrapping")
struct TextWrappingTests {
    @Test func aShortLineIsKeptAsItIs() {
        #expect(TextWrapping.wrap("  undo      take back the last move", width: 80) == "  undo      take back the last move")
    }

    @Test func aLongLineBreaksAtSpacesUnderItsOwnIndent() {
        let text = "  " + Array(repeating: "abcde", count: 20).joined(separator: " ")
        let lines = TextWrapping.wrap(text, width: 40).split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    abcde") })
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(lines.map { $0.split(separator: " ") }.joined().allSatisfy { $0 == "abcde" })
    }

    @Test func aHangingIndentIsTakenAsGiven() {
        let lines = TextWrapping.wrap("why: " + String(repeating: "no ", count: 40), width: 30, hanging: 5).split(separator: "\n")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("     no") })
    }

    @Test func onlyAWordLongerThanALineIsCut() {
        let word = String(repeating: "x", count: 50)
        let lines = TextWrapping.wrap("a \(word) b", width: 30).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined().filter { $0 == "x" }.count == 50)
    }

    @Test func colourCodesTakeNoColumns() {
        let red = "\u{1B}[31mred\u{1B}[0m"
        #expect(TextWrapping.columns(red) == 3)
        let line = Array(repeating: red, count: 20).joined(separator: " ")
        #expect(TextWrapping.wrap(line, width: 80) == line)
    }

    @Test func eachLineOfSeveralIsWrappedOnItsOwn() {
        let long = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = TextWrapping.wrap("short\n\(long)\nend", width: 50).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "short")
        #expect(lines.last == "end")
        #expect(lines.allSatisfy { $0.count <= 50 })
    }
}

@Suite("Text wrapping of tables")
struct TextWrappingTableTests {
    @Test func aTableRowHangsUnderItsSecondColumn() {
        let row = "  why [MOVE]          " + Array(repeating: "explains", count: 12).joined(separator: " ")
        let lines = TextWrapping.wrap(row, width: 60).split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 22) + "explains") })
    }
}
