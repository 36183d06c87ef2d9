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
    /// With feedback by position, every place of a guess gets a mark: exact, partial, or this one
    /// for a symbol the secret does not have (beyond the marks it already earned). Nil: feedback
    /// counts exact and partial marks, as in Mastermind.
    public var missSymbol: Character?
    /// With feedback in words (`feedback words …`), the words said for the counted marks, which
    /// then replace the symbols wherever feedback is shown or typed; nil: feedback in symbols.
    public var feedbackWords: FeedbackWords?
    /// The places of the secret (0-based, increasing) shown to the codebreaker before the first
    /// guess (`reveal place …`).
    public var revealed: [Int] = []
    /// The only codes allowed, as guesses and as the secret, each a string of `length` symbols from
    /// the alphabet; nil when every code the alphabet makes is allowed.
    public var words: [String]?
    public var maker: Int
    public var breaker: Int
    /// Whether the secret is hidden from the codebreaker's view while the game is on.
    public var hidden: Bool
    /// The computer plays the codemaker as an adversary (`computer M plays adversary`): no secret
    /// is drawn, and every guess gets the answer that leaves the most codes possible.
    public var adversary: Bool
    /// How many secrets the codemaker keeps (`secrets N`): every guess is answered against each
    /// secret not yet found, and the codebreaker wins on finding them all. One by default.
    public var secrets: Int = 1
    /// With `feedback common`, a guess is answered with one number, the symbols it shares with
    /// the secret wherever they stand; the secret itself earns its own answer (`found`).
    public var commonFeedback = false
    /// How many of the answers a person types as the codemaker may be wrong (`lies N`): an
    /// answer is refused only when no code earns all the answers but at most this many.
    public var lies = 0

    public init(
        length: Int, alphabet: [Character], repeats: Bool = true, guesses: Int,
        exactSymbol: Character = "B", partialSymbol: Character = "W", missSymbol: Character? = nil,
        words: [String]? = nil, maker: Int = 0, breaker: Int = 1, hidden: Bool = true, feedbackWords: FeedbackWords? = nil,
        adversary: Bool = false
    ) {
        self.length = length
        self.alphabet = alphabet
        self.repeats = repeats
        self.guesses = guesses
        self.exactSymbol = exactSymbol
        self.partialSymbol = partialSymbol
        self.missSymbol = missSymbol
        self.words = words
        self.maker = maker
        self.breaker = breaker
        self.hidden = hidden
        self.feedbackWords = feedbackWords
        self.adversary = adversary
    }

    /// The way to play that makes the codemaker an adversary: `computer M plays adversary`.
    public static let adversaryWord = "adversary"

    /// Whether the codemaker keeps more than one secret.
    public var severalSecrets: Bool { secrets > 1 }

    /// Whether every place of a guess is marked on its own (Wordle) rather than marks counted.
    public var feedbackByPosition: Bool { missSymbol != nil }

    /// How many codes there are: the words, or with no word list every code the alphabet makes
    /// (alphabet^length, repeats or not).
    public var codeSpace: Int {
        if let words { return words.count }
        var n = 1
        for _ in 0..<length {
            let (product, overflow) = n.multipliedReportingOverflow(by: alphabet.count)
            n = overflow ? Int.max : product
        }
        return n
    }
}

/// Counted feedback said in words, as Pico Fermi Bagels says it: the exact word once for each
/// right symbol in the right place, then the partial word once for each right symbol in the wrong
/// place, separated by spaces; the none word alone when there are neither.
public struct FeedbackWords: Sendable, Hashable {
    public var exact: String
    public var partial: String
    public var none: String

    public init(exact: String, partial: String, none: String) {
        self.exact = exact
        self.partial = partial
        self.none = none
    }

    /// The feedback with these marks, as said.
    public func said(exact: Int, partial: Int) -> String {
        guard exact + partial > 0 else { return none }
        return (Array(repeating: self.exact, count: exact) + Array(repeating: self.partial, count: partial)).joined(separator: " ")
    }
}
