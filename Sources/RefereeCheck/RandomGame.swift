import RefereeEngine
import RefereeModel

/// Something wrong that a random game ran into: the rules, or the engine running them, broke a
/// promise that every game should keep.
public struct GameProblem: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The game is not over, yet no move is legal.
        case stuck
        /// The game went on past the move cap.
        case moveCap = "move-cap"
        /// The game is over but has no result to show.
        case noResult = "no-result"
        /// A move listed as legal was refused.
        case legalMoveRefused = "legal-move-refused"
        /// A legal move, written as typed, does not read back as the same move.
        case moveText = "move-text"
        /// The game is over, yet moves are listed as legal.
        case legalAfterOver = "legal-after-over"
        /// The legal moves are not in increasing order, or repeat.
        case legalOrder = "legal-order"
        /// A score below zero or above what the rules allow.
        case scoreOutOfRange = "score-out-of-range"
        /// The picture of the game contradicts the game (a win with no line, a draw on a board that
        /// is not full, marks that do not match the moves).
        case inconsistentView = "inconsistent-view"
        /// The same seed and moves gave a different game when replayed.
        case notReproducible = "not-reproducible"

        /// How the report names a game with this problem, after "N of M games".
        public var summary: String {
            switch self {
            case .stuck: "got stuck: not over, with no legal move"
            case .moveCap: "ran past the move cap"
            case .noResult: "ended without a result"
            case .legalMoveRefused: "had a legal move refused"
            case .moveText: "had a legal move whose text does not read back as the same move"
            case .legalAfterOver: "listed legal moves after the game was over"
            case .legalOrder: "listed legal moves out of order"
            case .scoreOutOfRange: "reached a score out of range"
            case .inconsistentView: "showed a picture that contradicts the game"
            case .notReproducible: "played differently when replayed from the same seed"
            }
        }
    }

    public var kind: Kind
    /// What went wrong, at which move.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// One game played by random legal moves through the engine's public questions, step by step, with
/// the checks every game must pass. `check` plays them to find problems; `trace` records them.
public struct PlayedGame: Sendable, Hashable {
    /// One move: how many moves were legal, and the one chosen, as typed at the prompt.
    public struct Step: Sendable, Hashable {
        public var legal: Int
        public var move: String

        public init(legal: Int, move: String) {
            self.legal = legal
            self.move = move
        }
    }

    public var seed: UInt64
    public var steps: [Step]
    /// The result message once the game is over; nil when it is not (stuck, or at the cap).
    public var result: String?
    /// The final score, in a form that depends on the kind of game (see `RandomGame.score`).
    public var score: String
    /// The first problem met; the game stops there.
    public var problem: GameProblem?

    public init(seed: UInt64, steps: [Step], result: String?, score: String, problem: GameProblem? = nil) {
        self.seed = seed
        self.steps = steps
        self.result = result
        self.score = score
        self.problem = problem
    }

    /// The moves as typed, in order: with the seed, what reproduces the game.
    public var moves: [String] { steps.map(\.move) }
}

/// Plays random games. A game with seed S starts from `Engine.newGame(seed: S)` and draws each move
/// as `legal[g.below(legal.count)]` with `g = SeededGenerator(seed: RandomGame.chooserSeed(S))`, so a
/// seed always gives the same game.
public enum RandomGame {
    /// The default move cap: a game not over after this many moves is reported.
    public static let defaultMaxMoves = 10_000
    /// The largest move cap a command or a trace may ask for.
    public static let movesLimit = 100_000

    /// The seed of the generator that chooses the moves of game `seed`. It is not `seed` itself,
    /// which the engine uses for the game's own chance (a secret code drawn from the same stream
    /// would be guessed at once).
    public static func chooserSeed(_ seed: UInt64) -> UInt64 { seed ^ 0x5EED_C0DE_D1CE_F00D }

    /// Plays game `seed` until it is over, stuck, at the cap, or a check fails.
    public static func play(_ engine: Engine, seed: UInt64, maxMoves: Int = defaultMaxMoves) -> PlayedGame {
        var checks = Invariants(engine: engine)
        var chooser = SeededGenerator(seed: chooserSeed(seed))
        let start = engine.newGame(seed: seed)
        var state = start
        var steps: [PlayedGame.Step] = []
        var chosen: [Move] = []
        var problem: GameProblem?

        func finish() -> PlayedGame {
            PlayedGame(
                seed: seed, steps: steps, result: engine.isOver(state) ? engine.resultMessage(state) : nil,
                score: score(engine, state), problem: problem)
        }

        problem = checks.after(state, moves: 0)
        while problem == nil {
            let legal = engine.legalMoves(state)
            if engine.isOver(state) {
                if !legal.isEmpty {
                    problem = GameProblem(.legalAfterOver, "after \(count(steps.count, "move")) the game is over, yet \(count(legal.count, "move")) \(legal.count == 1 ? "is" : "are") listed as legal")
                } else if (engine.resultMessage(state) ?? "").isEmpty {
                    problem = GameProblem(.noResult, "after \(count(steps.count, "move")) the game is over, but it has no result")
                }
                break
            }
            if legal.isEmpty {
                problem = GameProblem(.stuck, "after \(count(steps.count, "move")) the game is not over, but no move is legal")
                break
            }
            if steps.count >= maxMoves {
                problem = GameProblem(.moveCap, "after \(count(steps.count, "move")) (the move cap) the game is not over")
                break
            }
            if let bad = zip(legal, legal.dropFirst()).first(where: { $0.0 >= $0.1 }) {
                let (a, b) = (engine.format(bad.0, in: state), engine.format(bad.1, in: state))
                problem = GameProblem(.legalOrder, "after \(count(steps.count, "move")) the legal moves are not in increasing order: \(a) comes before \(b)")
                break
            }
            let move = legal[chooser.below(legal.count)]
            let text = engine.format(move, in: state)
            steps.append(PlayedGame.Step(legal: legal.count, move: text))
            switch engine.parse(text, in: state) {
            case .success(let read) where read == move: break
            case .success:
                problem = GameProblem(.moveText, "move \(steps.count), \(text), is listed as legal but its text reads back as another move")
            case .failure(let error):
                problem = GameProblem(.moveText, "move \(steps.count), \(text), is listed as legal but its text is refused: \(error.message)")
            }
            if problem != nil { break }
            switch engine.play(move, in: state) {
            case .success(let next):
                state = next
                chosen.append(move)
            case .failure(let error):
                problem = GameProblem(.legalMoveRefused, "move \(steps.count), \(text), is listed as legal but the engine refused it: \(error.message)")
            }
            if problem != nil { break }
            problem = checks.after(state, moves: steps.count)
        }
        if problem == nil {
            problem = checks.atEnd(state, moves: steps.count)
        }
        if problem == nil {
            // Undo is keeping an old state and replay is playing the same moves again: both rest on
            // the engine giving the same state for the same seed and moves.
            var replayed = engine.newGame(seed: seed)
            for move in chosen {
                guard case .success(let next) = engine.play(move, in: replayed) else { break }
                replayed = next
            }
            if replayed != state || engine.newGame(seed: seed) != start {
                problem = GameProblem(.notReproducible, "playing the same \(count(chosen.count, "move")) again from seed \(seed) gave a different game")
            }
        }
        return finish()
    }

    /// The score at the end of a game, as traces record it:
    /// - core rules alone: the values the game keeps;
    /// - board: each player's marks on the board, then the completed lines;
    /// - frames: each player's score;
    /// - rally: the points, then each level's wins;
    /// - code: the guesses made and the secret (while the view shows it).
    public static func score(_ engine: Engine, _ state: GameState) -> String {
        engine.model.checks.score(engine.view(state), players: engine.model.players)
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// The checks made on every state a random game reaches, through the view a player sees: those
/// of the game's family (see `FamilyChecks`).
struct Invariants {
    let engine: Engine
    var family: any FamilyChecks

    init(engine: Engine) {
        self.engine = engine
        family = engine.model.checks
    }

    /// Checks that hold after every move.
    mutating func after(_ state: GameState, moves: Int) -> GameProblem? {
        let when = moves == 0 ? "at the start" : "after \(RandomGame.count(moves, "move"))"
        return family.after(state, engine: engine, when: when)
    }

    /// Checks on the final state.
    func atEnd(_ state: GameState, moves: Int) -> GameProblem? {
        family.atEnd(state, engine: engine, moves: moves)
    }
}
