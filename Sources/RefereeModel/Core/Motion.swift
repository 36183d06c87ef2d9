/// How a slide or a jump moves beyond its adjacency: which of the mover's kinds of piece it
/// moves, in which directions relative to the mover, how far, and whether a jump goes on with
/// the same piece (`move jump man forward or sideways chained`).
public struct Motion: Sendable, Hashable {
    /// The kinds of piece the rule moves, as `pieces … per player` names them (`man`); empty:
    /// any of the mover's pieces.
    public var kinds: [String] = []
    /// Directions relative to the mover's forward; empty: the directions of the rule's
    /// adjacency (`orthogonally`, or all eight).
    public var senses: [Sense] = []
    /// `flying`: a slide goes any distance along a free line; a jump passes over empty cells to
    /// the first piece on its line and lands on any empty cell beyond it, before the next piece.
    public var flying = false
    /// `chained`: a jump goes on with the same piece while it can jump again; the turn is the
    /// whole chain.
    public var chained = false
    /// `chained straight`: each jump of a chain after the first goes the way the one before went.
    public var straight = false
    /// `chained … optionally`: the mover may end a chain after any of its jumps.
    public var mayStop = false

    public init(
        kinds: [String] = [], senses: [Sense] = [], flying: Bool = false, chained: Bool = false, straight: Bool = false,
        mayStop: Bool = false
    ) {
        self.kinds = kinds
        self.senses = senses
        self.flying = flying
        self.chained = chained
        self.straight = straight
        self.mayStop = mayStop
    }
}

/// A direction relative to the player moving, read against its forward (`forward P up`).
public enum Sense: String, Sendable, Hashable, CaseIterable {
    case forward, backward, sideways
    case diagonallyForward = "diagonally forward"
    case diagonallyBackward = "diagonally backward"

    /// The steps (rows, columns) this sense gives a player whose forward is `facing`.
    public func steps(facing: Facing) -> [(row: Int, column: Int)] {
        let f = facing.step
        let side = (row: f.column, column: f.row)
        switch self {
        case .forward: return [f]
        case .backward: return [(-f.row, -f.column)]
        case .sideways: return [side, (-side.row, -side.column)]
        case .diagonallyForward: return [(f.row + side.row, f.column + side.column), (f.row - side.row, f.column - side.column)]
        case .diagonallyBackward:
            return [(-f.row + side.row, -f.column + side.column), (-f.row - side.row, -f.column - side.column)]
        }
    }
}

/// The way a player's forward points on the board, as pictures show it (`forward White up`).
public enum Facing: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right

    /// One step forward, in rows and columns (row 0 is the top).
    public var step: (row: Int, column: Int) {
        switch self {
        case .up: (-1, 0)
        case .down: (1, 0)
        case .left: (0, -1)
        case .right: (0, 1)
        }
    }

    /// The cells of the far row: the last row or column a piece moving forward reaches.
    public func farRow(width: Int, height: Int) -> [Int] {
        switch self {
        case .up: Array(0..<width)
        case .down: Array((height - 1) * width..<height * width)
        case .left: (0..<height).map { $0 * width }
        case .right: (0..<height).map { $0 * width + width - 1 }
        }
    }
}

/// `captures compulsory` / `captures most`: whether a player who can jump must.
public enum CaptureRule: String, Sendable, Hashable, CaseIterable {
    /// While some jump is legal, no slide is.
    case compulsory
    /// As `compulsory`, and only the jumps (whole chains) that take the most pieces are legal.
    case most
}

/// `promote man to king on the far row`: a piece of one kind that a slide or a jump leaves on
/// its owner's far row becomes a piece of another kind of the same owner.
public struct Promotion: Sendable, Hashable {
    public var from: String
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

extension CoreGame {
    /// The kind of piece a name stands for, as a file, a scenario or a set-up names it: a
    /// player's own piece by the player's name (or, with kinds per player, the player and its
    /// first kind: `White man`), another of a player's kinds by the player and the kind (`White
    /// king`), a shared piece by its name.
    public func pieceKind(named name: String, players: [String]) -> Int? {
        if let k = pieces.firstIndex(where: { $0.name == name }) { return k }
        let words = name.split(separator: " ")
        guard words.count == 2, let p = players.firstIndex(of: String(words[0])) else { return nil }
        return pieces.firstIndex { $0.owner == p && $0.role == String(words[1]) }
    }

    /// The words of the kinds every player has (`pieces man king per player`), in order; empty
    /// without them.
    public var kindWords: [String] {
        var words: [String] = []
        for piece in pieces { if let role = piece.role, !words.contains(role) { words.append(role) } }
        return words
    }
}
