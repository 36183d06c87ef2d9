import Foundation
import Referee
import Testing

/// Every example of the library's documentation (Sources/RefereeLibrary/Referee.docc), word for
/// word, run with `print` caught so that what the comments promise is checked.
@Suite("The documentation's examples")
struct ExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/RefereeLibrary/Referee.docc")

    /// The examples name files from the repository's root, as a reader there runs them.
    static let inRoot: Void = { _ = FileManager.default.changeCurrentDirectoryPath(root.path) }()

    final class Printed: @unchecked Sendable {
        var lines: [String] = []
        func add(_ items: [Any]) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
    }

    @Test func theOverview() throws {
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        let rules = try Rules.compile("""
            referee 1
            game "Tic-tac-toe"
            players X O
            board 3 by 3
            cells numbered from 0
            win 3 in a row
            draw when full
            """)
        var game = rules.newGame()
        for move in ["4", "0", "2", "6", "3", "5", "1", "7", "8"] {
            try game.play(move)
        }
        print(game.outcome?.message ?? "still on")  // Draw
        #expect(out.lines == ["Draw"])
    }

    @Test func loadingRules() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        let rules = try Rules.load(path: "examples/mnk.rules", options: ["m": 5, "n": 5])
        let larger = try rules.with(options: ["k": 5])
        print(rules.options, larger.options)
        #expect(rules.options == ["m": 5, "n": 5, "k": 4])
        #expect(larger.options == ["m": 5, "n": 5, "k": 5])
        #expect(out.lines.count == 1)
    }

    @Test func problems() throws {
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        do {
            _ = try Rules.compile("referee 1\ngame \"T\"\nplayers X O\nboard 3 by 3\nwin 4 in a row\n", name: "broken.rules")
        } catch {
            for problem in error.errors {
                print("\(problem.file):\(problem.line ?? 0): \(problem.message); \(problem.help ?? "")")
            }
        }
        #expect(out.lines == ["broken.rules:5: no line of 4 fits on a 3 by 3 board; make the board larger or the line shorter"])
    }

    @Test func moves() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        var bowling = try Rules.load(path: "rules/bowling.rules").newGame()
        try bowling.play("7")
        do {
            try bowling.play("9")
        } catch {
            print(error.rule, error.message)  // pins, and the file's message
        }
        #expect(out.lines.first?.hasPrefix("pins ") == true)
    }

    @Test func undo() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        var game = try Rules.load(path: "rules/tictactoe.rules").newGame()
        let start = game
        try game.play("4")
        let tried = try game.playing("0")
        game.undo()
        print(game.legalMoves == start.legalMoves, tried.moves.count)  // true 2
        #expect(out.lines == ["true 2"])
    }

    @Test func views() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        let tennis = try Rules.load(path: "examples/tennis.rules").newGame().playing("A")
        switch tennis.view {
        case .values(let values): print(values.kept.map(\.name))
        case .board(let board): print(board.pieces)
        case .frames(let frames): print(frames.scores)
        case .rally(let rally): print(rally.points, rally.call)  // [1, 0] Fifteen-Love
        case .code(let code): print(code.rows.map(\.guess), code.guessesLeft)
        }
        #expect(out.lines == ["[1, 0] Fifteen-Love"])
    }

    @Test func analysis() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        let rules = try Rules.load(path: "rules/tictactoe.rules")
        print(rules.perft(depth: 3)?.sequences ?? [])  // [9, 72, 504]
        let summary = rules.playouts(1_000, seed: 1)
        print(summary.wins, summary.draws)
        print(try rules.solve().description)  // a draw with perfect play
        #expect(out.lines.first == "[9, 72, 504]")
        #expect(out.lines.last == "a draw with perfect play")
        #expect(summary.games == 1_000)
    }

    @Test func computerPlayers() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        var game = try Rules.load(path: "rules/tictactoe.rules").newGame()
        print(game.computerPlayers)  // ["first", "random", "mcts", "perfect"]
        while !game.isOver {
            game.playComputerMove(by: "perfect")
        }
        print(game.outcome?.isDraw == true)  // true
        #expect(out.lines == [#"["first", "random", "mcts", "perfect"]"#, "true"])
    }

    @Test func aRandomStream() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        var game = try Rules.load(path: "examples/pig.rules").newGame()
        var random = RandomStream(seed: 7)
        while !game.isOver {
            game.playComputerMove(by: "random", using: &random)
        }
        print(game.outcome?.winner != nil)  // true
        #expect(out.lines == ["true"])
    }

    @Test func theReadme() throws {
        Self.inRoot
        let out = Printed()
        func print(_ items: Any...) { out.add(items) }
        let rules = try Rules.load(path: "rules/tictactoe.rules")
        var game = rules.newGame()
        try game.play("4")
        print(game.toMove ?? "", game.legalMoves)   // O ["0", "1", "2", "3", "5", "6", "7", "8"]
        #expect(out.lines == [#"O ["0", "1", "2", "3", "5", "6", "7", "8"]"#])
    }

    /// Each Swift block of the catalog and of the README is, line for line, in this file: the
    /// examples cannot drift from what runs.
    @Test func everyExampleOfTheCatalogRunsHere() throws {
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = here.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter { $0.hasSuffix(".md") }
            .map { Self.catalog.appendingPathComponent($0) } + [Self.root.appendingPathComponent("README.md")]
        var blocks = 0
        for article in articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                let code = block.components(separatedBy: "```").first ?? ""
                let wanted = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "import Referee" }
                blocks += 1
                let found = lines.indices.contains { start in
                    start + wanted.count <= lines.count && Array(lines[start..<start + wanted.count]) == wanted
                }
                #expect(found, "\(article.lastPathComponent): an example not run here:\n\(code)")
            }
        }
        #expect(blocks >= 9)
    }
}
