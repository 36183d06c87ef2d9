/// A code-breaking game: one player keeps a secret code, the other guesses it, and every guess is
/// answered with feedback.
public struct CodeRules: Sendable, Hashable {
    /// Pegs in a code.
    public var length: Int
    /// The symbols a code is made of, one character each.
    public var alphabet: [Character]
    public var repeats: Bool
    /// Guesses the codebreaker may make.
    public var guesses: Int
    /// The symbol for a right symbol in the right place, and for a right symbol in the wrong one.
    public var exactSymbol: Character
    public var partialSymbol: Character
    public var maker: Int
    public var breaker: Int
    /// Whether the secret is hidden from the codebreaker's view while the game is on.
    public var hidden: Bool

    public init(
        length: Int, alphabet: [Character], repeats: Bool = true, guesses: Int,
        exactSymbol: Character = "B", partialSymbol: Character = "W", maker: Int = 0, breaker: Int = 1,
        hidden: Bool = true
    ) {
        self.length = length
        self.alphabet = alphabet
        self.repeats = repeats
        self.guesses = guesses
        self.exactSymbol = exactSymbol
        self.partialSymbol = partialSymbol
        self.maker = maker
        self.breaker = breaker
        self.hidden = hidden
    }

    /// How many codes the alphabet and length allow (with repeats, alphabet^length).
    public var codeSpace: Int {
        var n = 1
        for _ in 0..<length { n *= alphabet.count }
        return n
    }
}
