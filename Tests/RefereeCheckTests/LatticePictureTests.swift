import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// The pictures of boards in layers and with wrapping edges, as a session shows them.
@Suite("Pictures of layers and wrapping edges")
struct LatticePictureTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    func rows(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func theCubesLayersStandSideBySide() throws {
        var s = try session("tictactoe-3d.rules")
        let picture = rows(s.execute("2b2").text)
        #expect(picture.contains("     layer 1              layer 2              layer 3"))
        #expect(picture.contains(" 1a2 | 1b2 | 1c2      2a2 |  X  | 2c2      3a2 | 3b2 | 3c2"))
        #expect(picture.allSatisfy { $0.count <= 80 })
    }

    @Test func aLineThroughTheLayersIsMarkedInEachLayer() throws {
        var s = try session("tictactoe-3d.rules")
        for move in ["1c1", "1a3", "2b2", "1b3"] { _ = s.execute(move) }
        let text = s.execute("3a3").text
        #expect(rows(text).contains("  O  |  O  | 1c3      2a3 | 2b3 | 2c3     [ X ]| 3b3 | 3c3"))
        #expect(rows(text).contains(" 1a2 | 1b2 | 1c2      2a2 |[ X ]| 2c2      3a2 | 3b2 | 3c2"))
        #expect(rows(text).contains(" 1a1 | 1b1 |[ X ]     2a1 | 2b1 | 2c1      3a1 | 3b1 | 3c1"))
        #expect(text.contains("winning line: (1c1 2b2 3a3)"))
    }

    /// Four layers of sixteen numbered cells do not fit 80 columns side by side: two bands of
    /// two.
    @Test func layersTooWideTogetherAreShownInBands() throws {
        let text = "referee 1\nplayers X O\nboard 4 by 4 by 4\nwin 4 in a row\n"
        let book = try RuleBook.compile(SourceFile(name: "qubic.rules", text: text)).get()
        var s = Session(book: book, rulesPath: "qubic.rules")
        let picture = rows(s.execute("show").text)
        #expect(picture.filter { $0.contains("layer") }.count == 2)
        #expect(picture.contains("      layer 1                layer 2"))
        #expect(picture.contains("      layer 3                layer 4"))
        #expect(picture.contains(" 12 | 13 | 14 | 15      28 | 29 | 30 | 31"))
        #expect(picture.allSatisfy { $0.count <= 80 })
    }

    @Test func aTorusSaysItsEdgesWrapAndMarksALineAcrossThem() throws {
        var s = try session("torus.rules")
        for move in ["d1", "c3", "e1", "c4", "a1", "c5"] { _ = s.execute(move) }
        let picture = rows(s.execute("b1").text)
        #expect(picture.contains("[X ]|[X ]| c1 |[X ]|[X ]"))
        #expect(picture.contains("the edges wrap: a line that leaves one side goes on from the opposite side"))
        #expect(picture.contains("winning line: (d1 e1 a1 b1)"))
        #expect(picture.allSatisfy { $0.count <= 80 })
    }
}
