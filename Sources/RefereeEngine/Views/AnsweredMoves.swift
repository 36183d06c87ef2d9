/// The moves the rules answered, oldest first, each with its answers. Each is read from the
/// game's record when asked for, so a picture that shows the last few answers of a long game
/// costs those few, not the whole game.
public struct AnsweredMoves: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    public let startIndex = 0
    public let endIndex: Int
    private let answered: @Sendable (Int) -> AnsweredMove

    public init(_ moves: [AnsweredMove]) {
        endIndex = moves.count
        answered = { moves[$0] }
    }

    public init(arrayLiteral moves: AnsweredMove...) { self.init(moves) }

    /// The kept lists the moves are read from, when they come from a game's record.
    private var lists: [KeptList] = []

    /// `count` moves, the one at an index given by `answered`, read from `lists`.
    init(count: Int, lists: [KeptList], answered: @escaping @Sendable (Int) -> AnsweredMove) {
        endIndex = count
        self.lists = lists
        self.answered = answered
    }

    /// How many moves from the first `self` and `other` are known to share without reading
    /// them: the fewer of the two when both are read from the same buffers of one game's record
    /// (places in a buffer are written once while another state holds it, so whoever keeps
    /// `other` keeps what it read), else 0.
    public func sharedCount(with other: AnsweredMoves) -> Int {
        guard !lists.isEmpty, lists.count == other.lists.count else { return 0 }
        for (a, b) in zip(lists, other.lists) {
            guard let identity = a.bufferIdentity, identity == b.bufferIdentity else { return 0 }
        }
        return Swift.min(count, other.count)
    }

    public subscript(index: Int) -> AnsweredMove {
        precondition(indices.contains(index), "no answered move \(index)")
        return answered(index)
    }

    public static func == (a: AnsweredMoves, b: AnsweredMoves) -> Bool { a.elementsEqual(b) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(last)
    }
}
