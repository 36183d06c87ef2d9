import Foundation
import PropertyBased
import RefereeEngine
import RefereeLanguage
import RefereeModel
import RefereePlay
import Testing

/// Properties that hold for every shipped game under any sequence of moves. Each test draws
/// sequences of choices; a choice picks among the legal moves by its remainder, and every third
/// step also tries a move the rules refuse.
@Suite("Game properties")
struct GameProperties {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var files: [String] {
        ["rules", "examples"].flatMap { folder -> [String] in
            let path = root.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasSuffix(".rules") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    static func engine(_ file: String) throws -> Engine {
        Engine(try RuleBook.load(path: root.appendingPathComponent(file).path).get().model)
    }

    static let choices = Gen.int(in: 0...10_000).array(of: 0...80)

    /// Cases to draw for each file: `full` in a release build (`swift test -c release`), half as
    /// many in the debug build `swift test` makes, which runs them far slower;
    /// `REFEREE_PROPERTY_CASES` sets the number for a longer or shorter run.
    static func cases(_ full: Int) -> Int {
        if let text = ProcessInfo.processInfo.environment["REFEREE_PROPERTY_CASES"], let n = Int(text), n > 0 { return n }
        #if DEBUG
        return max(1, full / 2)
        #else
        return full
        #endif
    }

    /// Texts that name no move in any shipped game, or a move the state refuses.
    static func refusedTexts(_ engine: Engine, _ state: GameState) -> [String] {
        var texts = ["", "zz", "-1", "99999", "move", "¿?"]
        if case .board(let board) = engine.view(state), let taken = board.cells.firstIndex(where: { $0 != nil }), !board.gravity {
            texts.append(board.cellNames[taken])
        }
        return texts
    }

    /// Everything a game's score must respect at every step.
    static func checkBounds(_ engine: Engine, _ state: GameState, _ file: String) {
        switch engine.view(state) {
        case .frames(let frames):
            if case .frames(let rules) = engine.model.family {
                for score in frames.scores { #expect((0...rules.maximumScore).contains(score), "\(file): score \(score)") }
            }
        case .rally(let rally):
            #expect(rally.points.allSatisfy { $0 >= 0 }, "\(file)")
            #expect(rally.levels.allSatisfy { $0.wins.allSatisfy { $0 >= 0 } }, "\(file)")
        case .code(let code):
            #expect(code.guessesLeft >= 0, "\(file)")
            #expect(code.rows.allSatisfy { $0.exact + $0.partial <= code.length * code.secrets }, "\(file)")
        case .board(let board):
            // A board of points has a cell for each point, at a place of its grid.
            let places = board.points?.places ?? Array(0..<board.width * board.height * board.layers)
            #expect(board.cells.count == places.count, "\(file)")
            #expect(places.allSatisfy { $0 < board.width * board.height * board.layers }, "\(file)")
            #expect(!board.cells.isEmpty, "\(file): a board without cells")
        case .values:
            #expect(engine.model.family == nil, "\(file): a family's game pictured as values alone")
        }
    }

    @Test(arguments: files)
    func movesRefusalsUndoAndReplay(_ file: String) async throws {
        let engine = try Self.engine(file)
        await propertyCheck(count: Self.cases(40), input: Self.choices) { choices in
            var session = Session(engine: engine, seed: 3)
            for (step, choice) in choices.enumerated() {
                let before = session.state
                let movesBefore = session.moves
                if step % 3 == 0 {
                    for text in Self.refusedTexts(engine, session.state) {
                        let response = session.execute("move \(text)")
                        #expect(!response.ok || text.isEmpty, "\(file): '\(text)' was accepted")
                        #expect(session.state == before, "\(file): refusing '\(text)' changed the game")
                        #expect(session.moves == movesBefore)
                    }
                }
                // The chosen move as the engine lists it, formatted alone: writing out every legal
                // move at every step (32,768 codes in Super Mastermind) was most of this test's time.
                let legal = engine.legalMoves(session.state)
                guard !legal.isEmpty else {
                    #expect(engine.isOver(session.state), "\(file): stuck with no legal move")
                    break
                }
                let move = engine.format(legal[choice % legal.count], in: session.state)
                #expect(session.execute("move \(move)").ok, "\(file): listed move \(move) was refused")
                Self.checkBounds(engine, session.state, file)
                // A move after which a sealed move waits no more revealed it (`move … sealed`).
                let waiting = Set(engine.sealedMoves(session.state, for: nil).map(\.number))
                let revealed = engine.sealedMoves(before, for: nil).contains { !waiting.contains($0.number) }
                let over = engine.isOver(session.state)
                if choice % 5 == 0, revealed || (over && engine.model.coreGame.capabilities.hiddenInformation) {
                    // The end, or a reveal, showed what the game hid: its moves are not taken back.
                    let after = session.state
                    #expect(session.execute("undo").code == .revealed, "\(file): undo after a reveal")
                    #expect(session.state == after)
                } else if choice % 5 == 0 {
                    let after = session.state
                    #expect(session.execute("undo").ok)
                    #expect(session.state == before, "\(file): undo did not restore the state")
                    #expect(session.execute("redo").ok)
                    #expect(session.state == after)
                }
            }
            var replay = engine.newGame(seed: 3)
            for move in session.moves {
                guard case .success(let next) = engine.play(move, in: replay) else {
                    Issue.record("\(file): replaying \(move) failed")
                    return
                }
                replay = next
            }
            #expect(replay == session.state, "\(file): replaying the moves gave another state")
        }
    }

    @Test(arguments: files)
    func aFinishedGameAcceptsNoMove(_ file: String) async throws {
        let engine = try Self.engine(file)
        await propertyCheck(count: Self.cases(20), input: Gen.int(in: 0...1_000_000)) { seed in
            var generator = SeededGenerator(seed: UInt64(seed))
            var state = engine.newGame(seed: UInt64(seed))
            var steps = 0
            while !engine.isOver(state), steps < 5_000 {
                let legal = engine.legalMoves(state)
                guard !legal.isEmpty, case .success(let next) = engine.play(legal[generator.below(legal.count)], in: state) else { break }
                state = next
                steps += 1
            }
            guard engine.isOver(state) else {
                Issue.record("\(file): a random game did not end in \(steps) moves")
                return
            }
            #expect(engine.legalMoves(state).isEmpty)
            #expect(engine.resultMessage(state) != nil)
            for text in ["0", "1", "5", "A", "X", "1234", "BW"] {
                guard case .failure(let error) = engine.play(text, in: state) else {
                    Issue.record("\(file): '\(text)' was accepted after the end")
                    continue
                }
                #expect(error.rule == .over, "\(file): '\(text)' after the end was refused by '\(error.rule)', not 'over'")
            }
        }
    }
}
