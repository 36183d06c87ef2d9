import RefereeModel

/// One player keeps a secret code; the other guesses, and each guess earns feedback: counted
/// marks for symbols right in place (exact) and right but misplaced (partial), or with feedback by
/// position a mark for every place. A word list, when the rules give one, is the set of codes.
/// When the engine does not know the secret, the codemaker answers each guess by typing the
/// feedback.
///
/// Moves are numbers: a guess is its code number (`0..<codeCount`), an answer is `codeCount`
/// plus the feedback's class (see `feedbackCode`).
public struct CodeKernel: Kernel {
    public let model: GameModel
    public let rules: CodeRules
    let space: Int
    /// How many kinds of feedback there are, and the kind that means every peg is exact.
    public let feedbackClasses: Int
    public let solvedClass: Int
    /// Codes by their text, with a word list.
    let wordIndex: [String: Int]
    /// For code spaces up to `tabulated` (always, with a word list), every code's symbols and
    /// its count of each symbol, so that scoring allocates nothing.
    let symbols: [UInt8]
    let counts: [UInt8]
    static let tabulated = 1 << 16
    /// For tabulated codes, each code's symbols one per byte (plus one, so none is zero); with at
    /// most 16 symbols and counted feedback, also its counts of symbols 0-7 and 8-15 one per
    /// byte in two words, so that scoring is a few word operations on all bytes at once.
    let packedSymbols: [UInt64]
    let packedCounts: [UInt64]
    /// Whether feedback marks every place (`rules.feedbackByPosition`), kept at hand for scoring.
    let byPosition: Bool
    /// Whether feedback is one number, the symbols shared (`rules.commonFeedback`).
    let commonOnly: Bool
    /// With `repeats forbidden` and no word list, the codes whose symbols differ, in order: the
    /// guesses, listed once when the kernel is built rather than on every call.
    let distinctCodes: [Int]
    /// How a game's secret is drawn from its seed.
    let secretDraw: CodeSecretDraw

    public struct Feedback: Hashable, Sendable {
        public var exact: Int
        public var partial: Int
        /// With feedback by position, the marks place by place as base-3 digits, the first place
        /// most significant: 2 exact, 1 partial, 0 neither. Zero for counted feedback.
        public var pattern: Int

        public init(exact: Int, partial: Int, pattern: Int = 0) {
            self.exact = exact
            self.partial = partial
            self.pattern = pattern
        }

        public var marks: Int { exact + partial }
    }

    public struct State: Hashable, Sendable {
        /// The secret as a code number; nil when only the codemaker knows it.
        public var secret: Int?
        public var guesses: [Int] = []
        public var feedback: [Feedback] = []
        /// A guess has been made and the codemaker must answer it.
        public var awaitingAnswer = false
        public var winner: Int?
    }

    public init(model: GameModel, rules: CodeRules) {
        self.model = model
        self.rules = rules
        self.space = rules.codeSpace
        secretDraw = CodeSecretDraw(rules, codeCount: rules.codeSpace)
        self.byPosition = rules.feedbackByPosition
        self.commonOnly = rules.commonFeedback
        let n = rules.length, k = rules.alphabet.count
        if rules.commonFeedback {
            feedbackClasses = n + 2
            solvedClass = n + 1
        } else if rules.feedbackByPosition {
            var classes = 1
            for _ in 0..<n { classes *= 3 }
            feedbackClasses = classes
            solvedClass = classes - 1
        } else {
            feedbackClasses = (n + 1) * (n + 1)
            solvedClass = n * (n + 1)
        }
        var wordIndex: [String: Int] = [:]
        for (i, word) in (rules.words ?? []).enumerated() { wordIndex[word] = i }
        self.wordIndex = wordIndex

        var symbols: [UInt8] = []
        var counts: [UInt8] = []
        if space <= Self.tabulated {
            var symbolIndex: [Character: UInt8] = [:]
            for (i, c) in rules.alphabet.enumerated() { symbolIndex[c] = UInt8(i) }
            symbols.reserveCapacity(space * n)
            counts.reserveCapacity(space * k)
            for code in 0..<space {
                var digits = [UInt8](repeating: 0, count: n)
                if let words = rules.words {
                    for (i, c) in words[code].enumerated() { digits[i] = symbolIndex[c] ?? 0 }
                } else {
                    var rest = code
                    for i in stride(from: n - 1, through: 0, by: -1) {
                        digits[i] = UInt8(rest % k)
                        rest /= k
                    }
                }
                symbols += digits
                var c = [UInt8](repeating: 0, count: k)
                for d in digits { c[Int(d)] += 1 }
                counts += c
            }
        }
        self.symbols = symbols
        self.counts = counts
        var packedSymbols: [UInt64] = [], packedCounts: [UInt64] = []
        let packCounts = k <= 16 && !rules.feedbackByPosition
        if !symbols.isEmpty {
            for code in 0..<space {
                var pegs: UInt64 = 0, low: UInt64 = 0, high: UInt64 = 0
                for i in 0..<n { pegs |= UInt64(symbols[code * n + i] + 1) << UInt64(8 * i) }
                packedSymbols.append(pegs)
                guard packCounts else { continue }
                for j in 0..<k {
                    let c = UInt64(counts[code * k + j])
                    if j < 8 { low |= c << UInt64(8 * j) } else { high |= c << UInt64(8 * (j - 8)) }
                }
                packedCounts.append(low)
                packedCounts.append(high)
            }
        }
        self.packedSymbols = packedSymbols
        self.packedCounts = packedCounts
        distinctCodes = rules.repeats || rules.words != nil ? [] : Self.distinct(space: space, length: n, symbols: k)
    }

    /// The code numbers below `space` whose `length` digits in base `symbols` all differ.
    private static func distinct(space: Int, length: Int, symbols: Int) -> [Int] {
        var codes: [Int] = []
        var digits = [Int](repeating: 0, count: length)
        for code in 0..<space {
            var rest = code, seen = 0, repeats = false
            for i in 0..<length {
                digits[i] = rest % symbols
                rest /= symbols
                if seen & (1 << digits[i]) != 0 { repeats = true; break }
                seen |= 1 << digits[i]
            }
            if !repeats { codes.append(code) }
        }
        return codes
    }

    /// The number of codes.
    public var codeCount: Int { space }

    /// The answer a guess earns with common feedback when it is the secret.
    public static let foundWord = "found"

    public func initial(seed: UInt64) -> State {
        State(secret: drawnSecret(seed: seed))
    }

    /// The game `initial(seed:)` gives, in place of a finished one, keeping the guesses' and
    /// answers' storage: a run of random games allocates for its first game only, where a new
    /// state grew both arrays again at every game (more than half of a random game's
    /// instructions).
    public func restart(_ state: inout State, seed: UInt64) {
        state.secret = drawnSecret(seed: seed)
        state.guesses.removeAll(keepingCapacity: true)
        state.feedback.removeAll(keepingCapacity: true)
        state.awaitingAnswer = false
        state.winner = nil
    }

    /// The secret a game of this seed keeps; nil when the codemaker alone knows it (`adversary`);
    /// drawn as `CodeSecretDraw` says.
    public func drawnSecret(seed: UInt64) -> Int? { secretDraw.secret(seed: seed) }

    public func toMove(_ state: State) -> Int? {
        guard state.winner == nil else { return nil }
        return state.awaitingAnswer ? rules.maker : rules.breaker
    }

    public func outcome(_ state: State) -> Outcome? { state.winner.map { Outcome(winner: $0) } }

    public var keepsScore: Bool { false }

    /// Whether every code number is a legal guess (no repeat rule to enforce, or a word list that
    /// already keeps it).
    public var everyCodeIsLegal: Bool { rules.repeats || rules.words != nil }

    public func legalMoves(_ state: State, into moves: inout [Move]) {
        guard state.winner == nil else { return }
        if state.awaitingAnswer {
            for answer in answersAllowed(state) { moves.append(Move(space + answer)) }
            return
        }
        if everyCodeIsLegal {
            for code in 0..<space { moves.append(Move(code)) }
        } else {
            for code in distinctCodes { moves.append(Move(code)) }
        }
    }

    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        guard state.winner == nil else { return nil }
        if !state.awaitingAnswer, everyCodeIsLegal { return Move(generator.below(space)) }
        if !state.awaitingAnswer { return distinctCodes.isEmpty ? nil : Move(distinctCodes[generator.below(distinctCodes.count)]) }
        let moves = legalMoves(state)
        return moves.isEmpty ? nil : moves[generator.below(moves.count)]
    }

    public func legalMoveCount(_ state: State) -> Int {
        if state.winner == nil, !state.awaitingAnswer { return everyCodeIsLegal ? space : distinctCodes.count }
        return legalMoves(state).count
    }

    @inline(__always)
    public func applyLegal(_ move: Move, to state: inout State) {
        let answer: Feedback
        if state.awaitingAnswer {
            state.awaitingAnswer = false
            answer = feedback(ofClass: move.value - space)
        } else {
            state.guesses.append(move.value)
            guard let secret = state.secret else {
                state.awaitingAnswer = true
                return
            }
            answer = feedback(move.value, against: secret)
        }
        state.feedback.append(answer)
        if answer.exact == rules.length {
            state.winner = rules.breaker
        } else if state.guesses.count >= rules.guesses {
            state.winner = rules.maker
        }
    }

    public func defaultTemplate(for key: MessageKey) -> String {
        switch key {
        case .code where rules.words != nil: "'{move}' is not on the word list"
        case .feedback where rules.feedbackByPosition || rules.commonFeedback:
            "'{move}' is not feedback that any \(rules.words == nil ? "code" : "word") could get"
        default: key.defaultTemplate
        }
    }

    // MARK: Codes

    /// The symbols of a code, as indices into the alphabet.
    public func decode(_ code: Int) -> [Int] {
        let n = rules.length
        if !symbols.isEmpty { return symbols[code * n..<code * n + n].map(Int.init) }
        var digits = [Int](repeating: 0, count: n)
        var rest = code
        let k = rules.alphabet.count
        for i in stride(from: n - 1, through: 0, by: -1) {
            digits[i] = rest % k
            rest /= k
        }
        return digits
    }

    /// The symbol at a place (from 0) of a code, as an index into the alphabet, without decoding
    /// the whole code.
    public func symbol(of code: Int, at place: Int) -> Int {
        let n = rules.length
        if !symbols.isEmpty { return Int(symbols[code * n + place]) }
        var rest = code
        for _ in place + 1..<n { rest /= rules.alphabet.count }
        return rest % rules.alphabet.count
    }

    /// The code number of a sequence of symbols, when every code the alphabet makes is allowed.
    public func encode(_ symbols: [Int]) -> Int {
        symbols.reduce(0) { $0 * rules.alphabet.count + $1 }
    }

    public func isDistinct(_ code: Int) -> Bool {
        let k = rules.alphabet.count
        if !counts.isEmpty {
            for j in 0..<k where counts[code * k + j] > 1 { return false }
            return true
        }
        let digits = decode(code)
        return Set(digits).count == digits.count
    }

    public func codeText(_ code: Int) -> String {
        if let words = rules.words { return words[code] }
        return String(decode(code).map { rules.alphabet[$0] })
    }

    /// The alphabet index of a typed symbol; a letter of the other case stands for its
    /// counterpart when the alphabet does not hold it as typed.
    func symbolIndex(_ c: Character) -> Int? {
        if let i = rules.alphabet.firstIndex(of: c) { return i }
        for variant in [c.lowercased(), c.uppercased()] where variant.count == 1 {
            if let i = rules.alphabet.firstIndex(of: Character(variant)) { return i }
        }
        return nil
    }

    public func parse(_ text: String, in state: State) -> Move? {
        if state.awaitingAnswer {
            switch readTypedAnswer(text) {
            case .feedback(let answer): return Move(space + answer)
            case .notFeedback: return Move(notFeedbackMove)
            case .tooManyMarks: return Move(tooManyMarksMove)
            }
        }
        guard text.count == rules.length else { return nil }
        var symbols: [Int] = []
        for c in text {
            guard let i = symbolIndex(c) else { return nil }
            symbols.append(i)
        }
        if rules.words != nil {
            return wordIndex[String(symbols.map { rules.alphabet[$0] })].map(Move.init)
        }
        return Move(encode(symbols))
    }

    public func format(_ move: Move, in state: State) -> String {
        if move.value >= space {
            let answer = move.value - space
            return answer < feedbackClasses ? display(feedback(ofClass: answer)) : "?"
        }
        return move.value >= 0 ? codeText(move.value) : String(move.value)
    }

    // MARK: Setup

    public func setSecret(_ text: String?, in state: inout State) throws(SetupError) {
        guard let text else {
            state.secret = nil
            return
        }
        guard let move = parse(text, in: State(secret: 0)) else {
            if rules.words != nil, text.count == rules.length { throw SetupError("'\(text)' is not on the word list") }
            throw SetupError("'\(text)' is not a code of \(rules.length) symbols from \(String(rules.alphabet))")
        }
        guard everyCodeIsLegal || isDistinct(move.value) else { throw SetupError("'\(text)' repeats a symbol, which this game forbids") }
        state.secret = move.value
    }
}
