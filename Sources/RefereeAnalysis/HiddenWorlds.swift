import RefereeEngine
import RefereeModel

/// The positions a player cannot tell apart from the one it is in: the game's course played
/// again from each way the values hidden from it could have been drawn, kept when every
/// picture the player saw along the way comes out the same. A search player reads these
/// instead of the position itself, so that it never uses what it may not see.
///
/// The worlds differ in the values drawn by chance when the game starts (`random A to B …
/// hidden from P`); the hidden values the rules compute follow from those and the moves.
/// `Capabilities.hiddenValuesAreDrawn` says whether a game hides nothing else.
struct HiddenWorlds {
    /// A value hidden from the viewer: the model's variable, and how many numbers it holds
    /// (one for each player when it is kept per player).
    struct Hidden {
        var name: String
        var range: ClosedRange<Int>
        var count: Int
    }

    /// Draws at most this many candidate worlds when there are too many to try each.
    static let draws = 4_096

    /// The current state of each world that agrees with everything the viewer saw.
    private(set) var consistent: [GameState] = []
    /// How many ways the hidden values could have been drawn.
    private(set) var candidates = 0
    /// How many of them were tried (all, when there are at most `draws`).
    private(set) var tried = 0

    /// Whether the rules hide any value from `viewer` while the game is on, or seal moves.
    static func hideSomething(from viewer: Int, in model: GameModel) -> Bool {
        model.coreGame.variables.contains { $0.hiddenFrom.contains(viewer) || $0.hiddenFromOthers } || model.coreGame.sealedMoves
    }

    /// The values hidden from `viewer` that chance drew: those the worlds differ in. (A hidden
    /// value the rules compute follows from them and the moves.)
    static func hidden(from viewer: Int, in model: GameModel) -> [Hidden] {
        model.coreGame.variables.compactMap { variable in
            guard variable.hiddenFrom.contains(viewer) || variable.hiddenFromOthers, let range = variable.drawn else {
                return nil
            }
            return Hidden(name: variable.name, range: range, count: variable.perPlayer ? model.players.count : 1)
        }
    }

    /// The worlds `viewer` cannot tell from `game`: every way of drawing the hidden values when
    /// there are at most `draws`, else that many drawn at random; stops early when `limit` is
    /// over.
    init(of game: PlayedGame, for viewer: Int, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit) {
        let hidden = Self.hidden(from: viewer, in: engine.model)
        guard let seen = Self.views(of: game, for: viewer, engine: engine) else { return }
        let numbers = hidden.map { Array(repeating: $0.range, count: $0.count) }.joined()
        var total = 1
        for range in numbers {
            let (product, overflow) = total.multipliedReportingOverflow(by: range.count)
            total = overflow ? Int.max : product
        }
        candidates = total
        let everyOne = total <= Self.draws
        let attempts = everyOne ? total : Self.draws
        for index in 0..<attempts {
            if limit.isOver { break }
            var values: [Int] = []
            var rest = index
            for range in numbers {
                if everyOne {
                    values.append(range.lowerBound + rest % range.count)
                    rest /= range.count
                } else {
                    values.append(range.lowerBound + generator.below(range.count))
                }
            }
            tried += 1
            if let world = Self.world(values, hidden: hidden, game: game, seen: seen, viewer: viewer, engine: engine) {
                consistent.append(world)
            }
        }
    }

    /// The pictures `viewer` saw: before the first move and after each; nil when the course
    /// does not replay.
    private static func views(of game: PlayedGame, for viewer: Int, engine: Engine) -> [GameView]? {
        var state = game.start
        var views = [engine.view(state, for: viewer)]
        for move in game.moves {
            guard case .success(let next) = engine.play(move, in: state) else { return nil }
            state = next
            views.append(engine.view(state, for: viewer))
        }
        return views
    }

    /// The state now had the hidden values been `values`, when the viewer would have seen
    /// exactly what it saw; nil otherwise.
    private static func world(
        _ values: [Int], hidden: [Hidden], game: PlayedGame, seen: [GameView], viewer: Int, engine: Engine
    ) -> GameState? {
        var state = game.start
        var next = values.makeIterator()
        for value in hidden {
            let numbers = (0..<value.count).compactMap { _ in next.next().map(String.init) }
            guard case .success(let set) = engine.setup(.value(name: value.name, values: numbers), in: state) else {
                return nil
            }
            state = set
        }
        guard engine.view(state, for: viewer) == seen[0] else { return nil }
        for (index, move) in game.moves.enumerated() {
            guard case .success(let after) = engine.play(move, in: state), engine.view(after, for: viewer) == seen[index + 1] else {
                return nil
            }
            state = after
        }
        return state
    }
}
