import Foundation
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// The pictures of boards of points, as a session shows them: points at their places, links
/// drawn between them, within 80 columns.
@Suite("Pictures of boards of points")
struct PointPictureTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    func rows(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func theMorrisBoardIsThreeSquaresJoinedAtTheirMiddles() throws {
        var s = try session("nine-mens-morris.rules")
        let picture = rows(s.execute("show").text)
        #expect(picture.contains("   a   b   c   d   e   f   g"))
        #expect(picture.contains("7  .-----------.-----------.  7"))
        #expect(picture.contains("4  .---.---.       .---.---.  4"))
        #expect(picture.contains("   |   |       |       |   |"))
        #expect(picture.allSatisfy { $0.count <= 80 })
    }

    @Test func aMillIsMarkedAndPiecesStandOnTheirPoints() throws {
        var s = try session("nine-mens-morris.rules")
        for move in ["a7", "a4", "d7", "b4"] { _ = s.execute(move) }
        let text = s.execute("g7").text
        #expect(rows(text).contains("7 [W]---------[W]---------[W] 7"))
        #expect(rows(text).contains("4  B---B---.       .---.---.  4"))
        #expect(text.contains("completed line: (a7 d7 g7)"))
    }

    @Test func alquerquesDiagonalsCrossAtEveryOtherPoint() throws {
        var s = try session("alquerque.rules")
        let picture = rows(s.execute("show").text)
        #expect(picture.contains("5  B---B---B---B---B  5"))
        #expect(picture.contains("   | \\ | / | \\ | / |"))
        #expect(picture.contains("   | / | \\ | / | \\ |"))
        #expect(picture.contains("3  B---B---.---W---W  3"))
    }

    /// Numbered points show their numbers while empty, where every number fits between two
    /// places; a board too wide for four columns a place is drawn two apart, its points dots.
    @Test func numberedPointsShowTheirNamesAndWideBoardsAreCompact() throws {
        func picture(_ board: String) throws -> [String] {
            let text = "referee 1\nplayers X O\n\(board)\nline every row, column\nwin 3 in a row\n"
            let book = try RuleBook.compile(SourceFile(name: "points.rules", text: text)).get()
            var s = Session(book: book, rulesPath: "points.rules")
            return rows(s.execute("show").text)
        }
        let small = try picture("board 3 by 2 points\ncells numbered from 1")
        #expect(small.prefix(3) == [" 1---2---3", " |   |   |", " 4---5---6"])
        let wide = try picture("board 30 by 2 points")
        #expect(wide.first?.hasPrefix(" .-.-.-.-.") == true)
        #expect(wide.contains(" |" + String(repeating: " |", count: 29)))
        #expect(wide.allSatisfy { $0.count <= 80 })
    }
}
