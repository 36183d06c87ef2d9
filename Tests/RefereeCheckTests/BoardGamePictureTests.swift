import Foundation
import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import RefereePlay
import Testing

/// The pictures and refusals of the board examples written with the core's board rules: Hex's
/// rhombus, the go board, and `why` naming the move rule that refuses a move.
@Suite("Board game pictures")
struct BoardGamePictureTests {
    func session(_ file: String) throws -> Session {
        let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
        return Session(book: try RuleBook.load(path: path).get(), rulesPath: path)
    }

    @Test func hexIsDrawnAsARhombusEachRowHalfACellRight() throws {
        var s = try session("hex.rules")
        let text = s.execute("a11").text
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.contains("11 R . . . . . . . . . . 11"))
        #expect(rows.contains(" 1           . . . . . . . . . . . 1"))
        #expect(rows.contains("             a b c d e f g h i j k"))
        #expect(text.contains("Red joins top and bottom; Blue joins left and right"))
        #expect(rows.allSatisfy { $0.count <= 80 })
    }

    @Test func theGoBoardFitsEightyColumns() throws {
        var s = try session("gomoku-19.rules")
        let text = s.execute("s19").text
        let rows = text.split(separator: "\n").map(String.init)
        #expect(rows.allSatisfy { $0.count <= 80 })
        #expect(rows.contains { $0.hasPrefix("19") && $0.contains("B") })
        #expect(rows.contains { $0.hasPrefix(" 1") })
    }

    @Test func whyNamesTheMoveRuleThatRefuses() throws {
        var s = try session("reversi.rules")
        #expect(s.execute("why a1").text.contains(
            "'move place flanking': the piece must flank a line of other players' pieces ended by one of the mover's own"))
        #expect(s.execute("why pass").text.contains("'move pass otherwise' allows it only when no other move is legal"))
        var achi = try session("achi.rules")
        for move in ["1", "2", "3", "5", "8", "4", "6", "9"] { _ = achi.execute(move) }
        #expect(achi.execute("why 5-7").text.contains("'move slide along lines' moves one of the mover's own pieces"))
        #expect(achi.execute("why 7").text.contains("'move place' needs 'hand(mover) > 0'; now hand(mover) is 0"))
    }

    @Test func tabCompletesTheLegalMovesOfEachExample() throws {
        for (file, expected) in [("reversi.rules", ["e6", "f5", "c4", "d3"]), ("sos.rules", ["S a5", "O e1"])] {
            let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
            let engine = Engine(try RuleBook.load(path: path).get().model)
            let legal = engine.legalMoveTexts(engine.newGame())
            #expect(expected.allSatisfy(legal.contains), "\(file)")
        }
    }

    @Test func perfectPlayIsOfferedOnSmallCoreGamesThatFillACellEachMove() throws {
        for (file, offered) in [("treblecross.rules", true), ("notakto.rules", true), ("achi.rules", false), ("reversi.rules", false)] {
            let path = ShippedFiles.root.appendingPathComponent("examples/\(file)").path
            let engine = Engine(try RuleBook.load(path: path).get().model)
            #expect(ComputerPlayers.available(for: engine).contains { $0.name == "perfect" } == offered, "\(file)")
            #expect(ComputerPlayers.available(for: engine).contains { $0.name == "mcts" }, "\(file)")
        }
    }

    @Test func perfectPlaysTheWinningMoveOfACoreGame() throws {
        // Treblecross with X on 5 and 7: the move on 6 makes three in a row.
        let path = ShippedFiles.root.appendingPathComponent("examples/treblecross.rules").path
        let engine = Engine(try RuleBook.load(path: path).get().model)
        let state = try ["5", "10"].reduce(engine.newGame()) { try engine.play($1, in: $0).get() }
        let after = try engine.play("7", in: state).get()
        var generator = SeededGenerator(seed: 1)
        let move = PerfectPlayer().chooseMove(in: after, engine: engine, generator: &generator)
        #expect(move.map { engine.format($0, in: after) } == "6")
    }
}
