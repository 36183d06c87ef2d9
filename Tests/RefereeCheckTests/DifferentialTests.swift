import Foundation
import RefereeCheck
import RefereeEngine
import RefereeLanguage
import Testing

/// The families' kernels are accelerators of the general interpreter: for every shipped rule file
/// the core expresses, random games played through both must agree after every move on whose
/// turn it is, the legal moves, the picture, the result, and the refusal of bad moves.
@Suite("Kernels against the general interpreter")
struct DifferentialTests {
    static var files: [String] {
        ShippedFiles.all.filter { file in
            guard case .success(let book) = RuleBook.load(path: file) else { return false }
            return book.model.core == nil
        }
    }

    @Test func everyTranslatedFamilyIsCovered() {
        let names = Self.files.map { URL(fileURLWithPath: $0).lastPathComponent }
        for name in [
            "tictactoe.rules", "connect-four.rules", "gomoku.rules", "tictactoe-vs-computer.rules",
            "bowling.rules", "candlepin.rules", "duckpin.rules", "five-pin.rules",
            "table-tennis.rules", "tennis.rules", "volleyball.rules", "squash.rules", "badminton.rules",
            "volleyball-1998.rules", "table-tennis-doubles.rules", "tennis-doubles.rules", "padel.rules", "mastermind.rules", "bulls-and-cows.rules", "super-mastermind.rules", "wordle.rules",
            "baker-bowling.rules", "scotch-doubles.rules", "pico-fermi-bagels.rules",
        ] {
            #expect(names.contains(name), "\(name) is not run on both paths")
        }
    }

    @Test(arguments: files)
    func randomGamesAgree(_ file: String) throws {
        let model = try RuleBook.load(path: file).get().model
        let fast = try Engine(model, path: .kernel)
        let general = try Engine(model, path: .general)
        #expect(!fast.kernel.isGeneral)
        #expect(general.kernel.isGeneral)
        var generator = SeededGenerator(seed: 0xD1FF)
        // Code games list every code at every guess, and a codemaker's answers search the codes, so
        // they play fewer games; answers by hand only where the search is short (up to 10 000 codes).
        let codeSpace: Int? = if case .code(let rules) = model.kind { rules.codeSpace } else { nil }
        let games = if let codeSpace { codeSpace <= 10_000 ? 6 : 2 } else if model.coreGame.board.cellCount > 100 { 4 } else { 40 }
        for game in 0..<games {
            let seed = generator.next()
            var a = fast.newGame(seed: seed)
            var b = general.newGame(seed: seed)
            if let codeSpace, codeSpace <= 10_000, game % 2 == 1 {
                // The codemaker answers by hand: the answers are moves too.
                a = try fast.setup(.secretUnknown, in: a).get()
                b = try general.setup(.secretUnknown, in: b).get()
            }
            var moves: [String] = []
            while true {
                let where_ = "\(file) game \(game) after \(moves)"
                try #require(fast.toMove(a) == general.toMove(b), "\(where_): turn")
                try #require(fast.outcome(a) == general.outcome(b), "\(where_): outcome")
                try #require(fast.resultMessage(a) == general.resultMessage(b), "\(where_): result")
                try #require(fast.moveCount(a) == general.moveCount(b), "\(where_): moves played")
                try #require(fast.view(a) == general.view(b), "\(where_): picture")
                for viewer in model.players.indices {
                    try #require(fast.view(a, for: viewer) == general.view(b, for: viewer), "\(where_): picture for \(viewer)")
                }
                let legal = fast.legalMoveTexts(a)
                try #require(legal == general.legalMoveTexts(b), "\(where_): legal moves")
                try #require(fast.legalMoveCount(a) == general.legalMoveCount(b), "\(where_): legal move count")
                for bad in badMoves(legal, fast.view(a), &generator) {
                    let x = fast.play(bad, in: a), y = general.play(bad, in: b)
                    switch (x, y) {
                    case (.failure(let e), .failure(let f)):
                        try #require(e == f, "\(where_): refusal of '\(bad)'")
                    case (.success(let s), .success(let t)):
                        try #require(fast.view(s) == general.view(t), "\(where_): '\(bad)' accepted by both, differently")
                    default:
                        Issue.record("\(where_): '\(bad)' accepted by one path only")
                    }
                }
                guard !legal.isEmpty else { break }
                let move = legal[generator.below(legal.count)]
                a = try fast.play(move, in: a).get()
                b = try general.play(move, in: b).get()
                moves.append(move)
            }
        }
    }

    /// Moves to try that are likely refused: a taken cell, a name of nothing, a move after the end.
    private func badMoves(_ legal: [String], _ view: GameView, _ generator: inout SeededGenerator) -> [String] {
        var bad = ["zz", "-1", "999"]
        if case .board(let board) = view, let taken = board.cells.indices.filter({ board.cells[$0] != nil }).first {
            bad.append(board.cellNames[taken])
        }
        if let some = legal.first { bad.append(some + " ") }
        if case .frames(let frames) = view {
            bad += [String(frames.standing + 1), "/", "X", "+3"]
            if let down = (1...5).first(where: { !frames.standingPinNumbers.contains($0) }), !frames.standingPinNumbers.isEmpty {
                bad += [String(down), "11", "06", "-"]
            }
        }
        if case .rally(let rally) = view {
            bad += ["a", "A B"]
            // A side's players, named when no choice is due, or by the side not choosing.
            if let serving = rally.serving { bad += [serving.server, serving.receiver] }
        }
        if case .code(let code) = view, let first = code.alphabet.first {
            bad += [String(repeating: first, count: code.length), String(repeating: first, count: code.length + 1)]
            if code.awaitingAnswer { bad += ["W", "none", "0", String(repeating: "B", count: code.length + 1), "BBW", "GGGGG"] }
        }
        return bad
    }
}

/// Every scenario and golden trace of a file the core expresses passes on the general
/// interpreter as it does on the family's kernel.
@Suite("Shipped checks on the general interpreter")
struct GeneralPathTests {
    static var cases: [ShippedFiles.Case] {
        let files = Set(DifferentialTests.files)
        return ShippedFiles.cases.filter { files.contains($0.file) }
    }

    @Test(arguments: cases)
    func scenarioPasses(_ testCase: ShippedFiles.Case) throws {
        let book = try RuleBook.load(path: testCase.file).get()
        let scenario = try #require(book.scenarios.first { $0.name == testCase.scenario })
        let result = ScenarioRunner.run(scenario, in: book, path: .general)
        #expect(result.passed, "\(result.failure.map { "\($0.message): expected \($0.expected), got \($0.actual)" } ?? "")")
    }

    @Test(arguments: DifferentialTests.files)
    func traceReplays(_ file: String) throws {
        let book = try RuleBook.load(path: file).get()
        let trace = String(file.dropLast(".rules".count)) + ".trace"
        let report = TraceReplay.replay(path: trace, book: book, enginePath: .general)
        #expect(report.games > 0)
        #expect(report.failure == nil, "\(report.failure.map(\.message) ?? "")")
    }
}
