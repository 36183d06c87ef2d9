import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// Every picture of every shipped game fits a terminal 80 columns wide: drawn at the start and
/// after every move of a few random games to their end, with and without colour.
@Suite("Pictures fit 80 columns")
struct PictureWidthTests {
    static let columns = 80

    /// The widest line of some text, in characters, colour codes left out.
    static func width(_ text: String) -> Int {
        var widest = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var count = 0
            var inEscape = false
            for ch in line {
                if inEscape {
                    if ch == "m" { inEscape = false }
                } else if ch == "\u{1B}" {
                    inEscape = true
                } else {
                    count += 1
                }
            }
            widest = max(widest, count)
        }
        return widest
    }

    @Test(arguments: ShippedFiles.all)
    func everyPictureFits(_ file: String) throws {
        let book = try RuleBook.load(path: file).get()
        let name = URL(fileURLWithPath: file).lastPathComponent
        for seed in UInt64(0)..<3 {
            var session = Session(book: book, rulesPath: file, seed: seed)
            var generator = SeededGenerator(seed: seed)
            var texts = [session.picture(), session.picture(color: true)]
            for _ in 0..<400 {
                let legal = session.engine.legalMoves(session.state)
                guard !legal.isEmpty else { break }
                let move = session.engine.format(legal[generator.below(legal.count)], in: session.state)
                let response = session.execute(move.isEmpty || move.contains(" ") ? "\"\(move)\"" : "move \(move)")
                #expect(response.ok, "\(name): \(move)")
                texts.append(session.picture(color: seed == 1))
            }
            for text in texts {
                #expect(Self.width(text) <= Self.columns, "\(name), seed \(seed):\n\(text)")
            }
        }
    }

    /// A long kept list shows its last numbers after a count of the rest, so that a picture
    /// stays a few lines however long the game.
    @Test func aLongKeptListShowsItsLastNumbers() throws {
        let book = try CheckFixtures.book("""
            referee 1
            players A
            state said = list
            move number 1 to 9
            after move then append chosen to said

            """)
        var session = Session(book: book, rulesPath: "test.rules", seed: 0)
        for n in 0..<1000 { #expect(session.execute(String(n % 9 + 1)).ok) }
        let picture = session.picture()
        let last = (960..<1000).map { String($0 % 9 + 1) }.joined(separator: " ")
        #expect(picture.replacingOccurrences(of: "\n    ", with: " ").contains("said:\n  (960 earlier) " + last))
        #expect(picture.split(separator: "\n").count < 10)
        #expect(Self.width(picture) <= Self.columns)
    }
}
