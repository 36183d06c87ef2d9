import RefereeModel

/// The rules of one family of game, run on a state type of its own. Analysis code is generic over
/// `Kernel`, so the compiler specialises it for each family; `Engine` wraps the four behind one API.
public protocol Kernel: Sendable {
    associatedtype State: Hashable & Sendable

    var model: GameModel { get }

    /// The state before any move, drawn from `seed` where the game needs chance (a secret code).
    func initial(seed: UInt64) -> State
    /// The player to move (in a rally, the server); nil once the game is over.
    func toMove(_ state: State) -> Int?
    func outcome(_ state: State) -> Outcome?
    /// Appends the legal moves, in increasing order, to `moves`.
    func legalMoves(_ state: State, into moves: inout [Move])
    /// Checks a move and plays it. On error the state is untouched; `typed`, the move as the
    /// player typed it, is what error messages quote.
    func apply(_ move: Move, to state: inout State, as typed: String?) throws(IllegalMove)
    /// Plays a move taken from `legalMoves`, without checking it again.
    func applyLegal(_ move: Move, to state: inout State)
    /// Reads a move as typed at the prompt; nil if the text names no move of this game.
    func parse(_ text: String, in state: State) -> Move?
    /// A move as it is typed at the prompt.
    func format(_ move: Move, in state: State) -> String
    /// A legal move drawn uniformly: the same move as `legalMoves(state)[g.below(count)]`, so
    /// that random games replay the same whichever way they are drawn; nil when there is none.
    func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move?
    /// How many legal moves there are.
    func legalMoveCount(_ state: State) -> Int
    /// The total of all players' scores, in games that keep score (0 in others).
    func scoreTotal(_ state: State) -> Int
    /// Whether the game keeps a score (`scoreTotal` means something).
    var keepsScore: Bool { get }
    /// One player's (or side's) score, in games that keep score (0 in others).
    func score(of player: Int, in state: State) -> Int
    /// Moves made so far.
    func moveCount(_ state: State) -> Int
    /// Values that may fill a message's placeholders besides the standard ones.
    func placeholders(_ state: State) -> [String: String]
    /// The wording of a message the rule file does not give.
    func defaultTemplate(for key: MessageKey) -> String
    /// What `viewer` may see of the game (nil: an onlooker, who sees what every player sees).
    func view(_ state: State, for viewer: Int?) -> GameView
    /// Changes the state directly, outside the rules, as a scenario's `setup` does.
    func setup(_ setup: Setup, in state: inout State) throws(SetupError)
    /// The rule that refuses a text naming no move of this game.
    func unknownMoveKey(_ state: State) -> MessageKey
    /// The score as an umpire calls it, in games that have one.
    func spokenScore(of state: State) -> String?
    /// The values drawn by chance when the game started, as the set-ups that fix them.
    func drawnValues(_ state: State) -> [Setup]
}

extension Kernel {
    public func legalMoves(_ state: State) -> [Move] {
        var moves: [Move] = []
        legalMoves(state, into: &moves)
        return moves
    }

    public func placeholders(_ state: State) -> [String: String] { [:] }

    public func defaultTemplate(for key: MessageKey) -> String { key.defaultTemplate }

    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        let moves = legalMoves(state)
        return moves.isEmpty ? nil : moves[generator.below(moves.count)]
    }

    public func legalMoveCount(_ state: State) -> Int { legalMoves(state).count }

    public func scoreTotal(_ state: State) -> Int { 0 }

    public var keepsScore: Bool { false }

    public func score(of player: Int, in state: State) -> Int { 0 }

    public func unknownMoveKey(_ state: State) -> MessageKey { .unknown }

    public func spokenScore(of state: State) -> String? { nil }

    public func drawnValues(_ state: State) -> [Setup] { [] }

    /// Renders a message template, filling `{winner}`, `{loser}`, `{player}`, `{move}` and the
    /// kernel's own placeholders.
    func message(_ key: MessageKey, _ state: State, move: String? = nil, winner: Int? = nil) -> String {
        var values = placeholders(state)
        if let winner {
            values["winner"] = model.players[winner]
            if model.players.count == 2 { values["loser"] = model.players[1 - winner] }
        }
        if let p = toMove(state) { values["player"] = model.players[p] }
        if let move { values["move"] = move }
        return Template.render(model.messages[key] ?? defaultTemplate(for: key), values)
    }

    func illegal(_ key: MessageKey, _ state: State, move: Move? = nil, text: String? = nil) -> IllegalMove {
        IllegalMove(rule: key, message: message(key, state, move: text ?? move.map { format($0, in: state) }))
    }

    /// The outcome message: the file's `win` or `draw` message, filled in.
    public func resultMessage(_ state: State) -> String? {
        guard let outcome = outcome(state) else { return nil }
        if let winner = outcome.winner { return message(.win, state, winner: winner) }
        return message(.draw, state)
    }
}

/// Leaves, of the legal moves listed from `start`, only the one a computer player's strategy
/// picks: the first, the last, or one drawn from the game's seed and the moves played.
func keepComputerChoice(_ strategy: Strategy, of list: inout [Move], from start: Int, seed: UInt64, moves: Int) {
    guard list.count > start + 1 else { return }
    let chosen: Move
    switch strategy {
    case .first: chosen = list[start]
    case .last: chosen = list[list.count - 1]
    case .random:
        var g = mix(seed, moves)
        chosen = list[start + g.below(list.count - start)]
    }
    list.removeSubrange(start...)
    list.append(chosen)
}

/// Fills `{name}` placeholders in a message template.
enum Template {
    static func render(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            out += values[name] ?? "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}

/// Mixes a number into a seed, for choices that must be random yet fixed by the state.
@inline(__always)
func mix(_ seed: UInt64, _ n: Int) -> SeededGenerator {
    var g = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: n) &* 0xD129_1A3F_5B8E_4C27))
    _ = g.next()
    return g
}
