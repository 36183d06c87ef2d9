import RefereeLanguage
import RefereePlay
import Testing

/// A board wider than the screen is shown in a window that follows the last move, whatever the
/// move was: a cell, a named piece on a cell, a slide, a removal, a drop. The boards are 60
/// columns wide, so that no window that follows a move near an edge is the centred one a
/// picture without a last move shows (columns +21 to +38).
@Suite("The picture's window follows the last move")
struct PictureWindowTests {
    static func session(_ players: String, _ statements: String = "") throws -> Session {
        let text = "referee 1\ngame \"Wide\"\nplayers \(players)\nboard 60 by 2\ncells numbered from 1\n"
            + statements + "end when stuck: loser mover\n"
        let book = try RuleBook.compile(SourceFile(name: "wide.rules", text: text)).get()
        return Session(book: book, rulesPath: "wide.rules")
    }

    /// The picture's line saying which columns it shows.
    static func shown(_ session: Session) -> String? {
        session.picture().split(separator: "\n").first { $0.hasPrefix("shown: columns ") }.map(String.init)
    }

    static let centred = "shown: columns +21-+38 of 60, rows 1-61 of 2, around the last move"

    @Test func aPlainCellIsFollowed() throws {
        var session = try Self.session("X O")
        #expect(Self.shown(session) == Self.centred)
        #expect(session.execute("51").ok)
        #expect(Self.shown(session) == "shown: columns +41-+58 of 60, rows 1-61 of 2, around the last move")
    }

    @Test func aNamedPieceIsFollowed() throws {
        var session = try Self.session("Blue Red", "pieces S O\nmove place S or O\n")
        #expect(session.execute("S 51").ok)
        #expect(Self.shown(session) == "shown: columns +41-+58 of 60, rows 1-61 of 2, around the last move")
        #expect(session.execute("O 66").ok)
        #expect(Self.shown(session) == "shown: columns +0-+17 of 60, rows 1-61 of 2, around the last move")
        #expect(session.picture().contains(" O "), "the piece just placed is in view")
    }

    @Test func aSlideAndARemovalAreFollowed() throws {
        var session = try Self.session("X O", """
            start X at 3 58
            start O at 63 118
            move slide
            move remove other

            """)
        #expect(session.execute("58-57").ok)
        #expect(Self.shown(session) == "shown: columns +42-+59 of 60, rows 1-61 of 2, around the last move")
        #expect(session.execute("remove 3").ok)
        #expect(Self.shown(session) == "shown: columns +0-+17 of 60, rows 1-61 of 2, around the last move")
    }

    @Test func aDropIsFollowedToWhereItLands() throws {
        var session = try Self.session("X O", "move place dropping\n")
        #expect(session.execute("55").ok)
        #expect(Self.shown(session) == "shown: columns 35-60 of 60, around the last move")
        #expect(session.execute("5").ok)
        #expect(Self.shown(session) == "shown: columns 1-26 of 60, around the last move")
    }

    @Test func undoFollowsTheMoveBefore() throws {
        var session = try Self.session("Blue Red", "pieces S O\nmove place S or O\n")
        #expect(session.execute("S 51").ok)
        #expect(session.execute("O 6").ok)
        #expect(session.execute("undo").ok)
        #expect(Self.shown(session) == "shown: columns +41-+58 of 60, rows 1-61 of 2, around the last move")
    }
}
