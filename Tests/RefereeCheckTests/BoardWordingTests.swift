import Foundation
import RefereeLanguage
import RefereePlay
import Testing

/// `rules` and `why` put a board's own constructs into plain words: kinds and directions,
/// flying and chained jumps, compulsory captures and promotion (draughts, Fox and Geese),
/// capturing placements, refusals after a move, liberties, repeated positions and area (Go),
/// and a board of points' lines and mills (morris).
@Suite("Board constructs in words")
struct BoardWordingTests {
    static func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    /// Turkish draughts with other starting pieces.
    static func draughts(_ start: [String]) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/turkish-draughts.rules").path
        let text = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("start ") }.map(String.init) + start
        return Session(book: try RuleBook.compile(SourceFile(name: "t.rules", text: text.joined(separator: "\n"))).get(), rulesPath: "t.rules")
    }

    /// The summary before the file's statements, its wrapped lines joined again.
    static func summary(_ session: inout Session) -> String {
        let text = session.execute("rules").text
        let summary = text.components(separatedBy: "\nAs written in").first ?? text
        return summary.replacingOccurrences(of: "\n  ", with: " ")
    }

    @Test func draughtsMovesAreSaidByKindDirectionAndReach() throws {
        var s = try Self.session("turkish-draughts.rules")
        let text = Self.summary(&s)
        #expect(text.contains("moving a man one cell forward or sideways to an empty cell;"))
        #expect(text.contains("jumping a man forward or sideways over another player's piece next to it, to the "
            + "empty cell beyond, which takes it off, and on with the same piece while it can jump again (the chain "
            + "is one move)"))
        #expect(text.contains("moving a king any distance along a row or a column over empty cells;"))
        #expect(text.contains("jumping a king along a row or a column over another player's piece any distance away, "
            + "to any empty cell beyond it"))
        #expect(text.contains("Each player has two kinds of piece: man and king."))
        #expect(text.contains("Forward is up for White and down for Black"))
        #expect(text.contains("Captures are compulsory, and only the jumps that take the most pieces may be played."))
        #expect(text.contains("A man that a move leaves on its owner's far row becomes a king (a chain crowns it only "
            + "where it ends)."))
        #expect(text.contains("'stuck' is true when the player to move next has no legal move."))
    }

    @Test func foxAndGeeseSaysItsOnePlayersForward() throws {
        var s = try Self.session("fox-and-geese.rules")
        let text = Self.summary(&s)
        #expect(text.contains("moving one of their pieces one cell forward or sideways to an empty cell;"))
        #expect(text.contains("Forward is down for Geese,"))
        #expect(!text.contains("kinds of piece"))
        #expect(!text.contains("Captures are compulsory"))
    }

    @Test func goSaysItsCapturesRefusalsAndArea() throws {
        var s = try Self.session("go.rules")
        let text = Self.summary(&s)
        #expect(text.contains("placing their own piece on an empty cell, which takes off every group of other "
            + "players' pieces it leaves without liberties, then its own group if that has none; passing."))
        #expect(text.contains("its liberties are the empty cells next to it."))
        #expect(text.contains("A move that puts a piece down is refused when, once made with its captures, it would "
            + "leave its own group without liberties; or it would bring back an earlier position."))
        #expect(text.contains("'repeated' is true when a move leaves the whole board as it was at an earlier point"))
        #expect(text.contains("A player's area is its pieces and the empty regions whose neighbouring pieces are all "
            + "its own."))
    }

    @Test func aBoardOfPointsSaysPointsLinesAndMills() throws {
        var s = try Self.session("nine-mens-morris.rules")
        let text = Self.summary(&s)
        #expect(text.contains("on a board of 24 points"))
        #expect(text.contains("moving one of their pieces to an empty point next to it;"))
        #expect(text.contains("moving one of their pieces to any empty point."))
        #expect(text.contains("The board has 16 lines of 3 points in a row."))
        #expect(text.contains("'formed' counts the lines through the point a move ends on"))
        #expect(!text.contains(" cell"))
    }

    @Test func noSummaryFallsBackToTheModelsNames() throws {
        for file in ["turkish-draughts.rules", "fox-and-geese.rules", "go.rules", "nine-mens-morris.rules", "alquerque.rules"] {
            var s = try Self.session(file)
            let text = Self.summary(&s)
            for raw in ["unknown", "alongLines", "diagonallyForward", "Optional", "compulsory?", "most?"] {
                #expect(!text.contains(raw), "\(file) says '\(raw)'")
            }
        }
    }

    @Test func whyNamesTheDraughtsRuleAndWhatTheMoveMisses() throws {
        var s = try Self.session("turkish-draughts.rules")
        #expect(s.execute("why a3-b4").text.replacingOccurrences(of: "\n  ", with: " ")
            .contains("'move slide man forward or sideways' moves a piece only forward or sideways (White's forward is up)"))
        #expect(s.execute("why a3-a5").text.replacingOccurrences(of: "\n  ", with: " ")
            .contains("'move slide man forward or sideways' moves a piece to the cell next to it"))
        #expect(s.execute("why a6-a5").text.replacingOccurrences(of: "\n  ", with: " ")
            .contains("moves one of the mover's own pieces, and a6 holds none"))
        #expect(s.execute("why h3-h6").text.contains("a slide or a jump ends only on an empty cell"))
        _ = s.execute("a3-a4")
        _ = s.execute("a6-a5")
        let short = s.execute("why a4-a6").text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(short.contains("'move jump man forward or sideways chained' goes on while the piece can jump again, "
            + "and the whole chain is one move, as in a4-a6-a8"))
        #expect(s.execute("why b3-b4").text.replacingOccurrences(of: "\n  ", with: " ")
            .contains("captures are compulsory, and only a chain that takes the most pieces may be played"))
    }

    /// A move typed as two cells names the first rule of that form (a man's slide); the rule
    /// that moves the piece on the first cell says why.
    @Test func whyTellsAFlyingKingWhatLiesOnItsLine() throws {
        var s = try Self.draughts(["start White king at a1", "start Black at a5 a6 h8"])
        let blocked = s.execute("why a1-a8").text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(blocked.contains("'move slide king orthogonally flying' slides only over empty cells, and a5 is taken"))
        let diagonal = s.execute("why a1-b2").text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(diagonal.contains("'move slide king orthogonally flying' moves a piece only along a row or a column"))
        var capture = try Self.draughts(["start White king at a1", "start Black at a5 h8"])
        #expect(capture.execute("why a1-a3").text.replacingOccurrences(of: "\n  ", with: " ")
            .contains("captures are compulsory, and only a chain that takes the most pieces may be played"))
        #expect(capture.execute("why a1-a8").text == "a1-a8 is a legal move now")
    }
}
