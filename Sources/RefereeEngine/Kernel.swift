import RefereeModel

/// What bulk work asks of a game (random playouts, perft, the solver, `bench`): the rules alone,
/// with no presentation. The general interpreter (`CoreKernel`) is one; a family's fast path
/// (`BoardKernel`, `FrameKernel`, `CodeKernel`) is another, kept only where `referee bench` shows
/// it faster, and held to the interpreter by the differential tests on exactly these methods.
/// Analysis code is generic over `Kernel`, so the compiler specialises it for each.
public protocol Kernel: Sendable {
    associatedtype State: Hashable & Sendable

    var model: GameModel { get }

    /// The state before any move, drawn from `seed` where the game needs chance (a secret code).
    func initial(seed: UInt64) -> State
    /// Makes `state` the game `initial(seed:)` gives, reusing what it can of a
    /// finished game.
    func restart(_ state: inout State, seed: UInt64)
    /// The player to move (in a rally, the server); nil once the game is over.
    func toMove(_ state: State) -> Int?
    func outcome(_ state: State) -> Outcome?
    /// Appends the legal moves, in the order the rules list them, to `moves`.
    func legalMoves(_ state: State, into moves: inout [Move])
    /// Plays a move taken from `legalMoves`, without checking it again.
    func applyLegal(_ move: Move, to state: inout State)
    /// A legal move drawn uniformly: the same move as `legalMoves(state)[g.below(count)]`, so
    /// that random games replay the same whichever way they are drawn; nil when there is none.
    func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move?
    /// `randomMove(_:using:)` on a state the caller holds as a variable, which
    /// the kernel may lend to its rules without a copy; it leaves the state as
    /// it was.
    func randomMove(in state: inout State, using generator: inout SeededGenerator) -> Move?
    /// How many legal moves there are.
    func legalMoveCount(_ state: State) -> Int
    /// Whether the game keeps score: whether `score(of:in:)` gives every player a number.
    var keepsScore: Bool { get }
    /// One player's (or side's) score, in games that keep score; nil in others.
    func score(of player: Int, in state: State) -> Int?
    /// A move as it is typed at the prompt (what traces and the differential tests compare).
    func format(_ move: Move, in state: State) -> String
    /// A 64-bit key of a position for the tables of a search: equal states have equal keys,
    /// and unequal states equal keys only by a chance of about one in 2^64.
    func positionKey(_ state: State) -> UInt64
    /// The key of `next`, which `move` made of `state`, whose key is `key`: equal to
    /// `positionKey(next)`.
    func positionKey(of next: State, after move: Move, from state: State, key: UInt64) -> UInt64
    /// How near a move plays to the middle of the board (higher is nearer), which a search tries
    /// first: 0 for every move of a game without a board.
    func centrality(_ move: Move, in state: State) -> Int
}

extension Kernel {
    public func restart(_ state: inout State, seed: UInt64) { state = initial(seed: seed) }

    public func legalMoves(_ state: State) -> [Move] {
        var moves: [Move] = []
        legalMoves(state, into: &moves)
        return moves
    }

    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        let moves = legalMoves(state)
        return moves.isEmpty ? nil : moves[generator.below(moves.count)]
    }

    public func randomMove(in state: inout State, using generator: inout SeededGenerator) -> Move? {
        randomMove(state, using: &generator)
    }

    public func legalMoveCount(_ state: State) -> Int { legalMoves(state).count }

    public func score(of player: Int, in state: State) -> Int? { nil }

    /// The total of all players' scores, in games that keep score; nil in others.
    public func scoreTotal(_ state: State) -> Int? {
        guard keepsScore else { return nil }
        var total = 0
        for p in model.players.indices {
            guard let score = score(of: p, in: state) else { return nil }
            total &+= score
        }
        return total
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
