/// One of N parts of a run shared out between machines (`--shard K/N`): a CI matrix or a batch
/// scheduler runs each part apart, and the N parts together do the whole run's work, each piece
/// once. A run's pieces (rule files, blocks of games) are dealt round the parts in order:
/// the piece at position `i` of the whole run's list goes to part `i mod N + 1`.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which part this is, from 1 to `count`.
    public let index: Int
    /// How many parts the run is cut into.
    public let count: Int

    /// The most parts a run may be cut into.
    public static let largestCount = 1_000_000

    /// The whole run as one part.
    public static let whole = Shard(uncheckedIndex: 1, count: 1)

    init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Part `index` of `count`, or why there is no such part.
    public init(_ index: Int, of count: Int) throws(ShardError) {
        guard (1...Self.largestCount).contains(count) else {
            throw ShardError("\(index)/\(count): N, the number of parts, goes from 1 to \(Self.largestCount)")
        }
        guard (1...count).contains(index) else {
            throw ShardError("\(index)/\(count): K, the part, goes from 1 to \(count)")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Reads `K/N`, as `--shard` takes it.
    public init(parsing text: Substring) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Self.number(parts[0]), let n = Self.number(parts[1]) else {
            throw ShardError("'\(text)' is not K/N, part K of N parts (such as 2/3)")
        }
        try self.init(k, of: n)
    }

    /// A whole number written with digits alone (no sign, no spaces), or nil.
    static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// Whether the piece at `position` (from 0) of the whole run's list is this part's.
    public func holds(_ position: Int) -> Bool { position % count == index - 1 }

    /// This part's pieces of the whole run's list, in their order.
    public func pieces<Piece>(of list: [Piece]) -> [Piece] {
        guard index - 1 < list.count else { return [] }
        return Swift.stride(from: index - 1, to: list.count, by: count).map { list[$0] }
    }

    /// How many of a list of `total` pieces are this part's.
    public func share(of total: Int) -> Int {
        total < index ? 0 : (total - index) / count + 1
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }
}

/// Why text is not a shard, said for the user.
public struct ShardError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
