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

    /// `count` moves, the one at an index given by `answered`.
    init(count: Int, answered: @escaping @Sendable (Int) -> AnsweredMove) {
        endIndex = count
        self.answered = answered
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
