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
}
