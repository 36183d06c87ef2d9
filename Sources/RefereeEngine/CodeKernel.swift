import RefereeModel

/// One player keeps a secret code; the other guesses, and each guess earns feedback: pegs right
/// in place (exact) and right but misplaced (partial). When the engine does not know the secret,
/// the codemaker answers each guess by typing the feedback.
public struct CodeKernel: Kernel {
    public let model: GameModel
    public let rules: CodeRules
    let space: Int
    /// For code spaces up to `tabulated`, every code's symbols and its count of each symbol,
    /// so that scoring allocates nothing.
    let symbols: [UInt8]
    let counts: [UInt8]
    static let tabulated = 1 << 16
    /// With at most 16 symbols: each code's symbols one per byte (plus one, so none is zero),
    /// and its counts of symbols 0-7 and 8-15 one per byte in two words, so that scoring is a
    /// few word operations on all bytes at once.
    let packedSymbols: [UInt64]
    let packedCounts: [UInt64]

    public struct Feedback: Hashable, Sendable {
        public var exact: Int
        public var partial: Int

        public init(exact: Int, partial: Int) {
            self.exact = exact
            self.partial = partial
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
        var symbols: [UInt8] = []
        var counts: [UInt8] = []
        if space <= Self.tabulated {
            let k = rules.alphabet.count
            symbols.reserveCapacity(space * rules.length)
            counts.reserveCapacity(space * k)
            for code in 0..<space {
                var digits = [UInt8](repeating: 0, count: rules.length)
                var rest = code
                for i in stride(from: rules.length - 1, through: 0, by: -1) {
                    digits[i] = UInt8(rest % k)
                    rest /= k
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
        if !symbols.isEmpty, rules.alphabet.count <= 16 {
            let n = rules.length, k = rules.alphabet.count
            for code in 0..<space {
                var pegs: UInt64 = 0, low: UInt64 = 0, high: UInt64 = 0
                for i in 0..<n { pegs |= UInt64(symbols[code * n + i] + 1) << UInt64(8 * i) }
                for j in 0..<k {
                    let c = UInt64(counts[code * k + j])
                    if j < 8 { low |= c << UInt64(8 * j) } else { high |= c << UInt64(8 * (j - 8)) }
                }
                packedSymbols.append(pegs)
                packedCounts.append(low)
                packedCounts.append(high)
            }
        }
        self.packedSymbols = packedSymbols
        self.packedCounts = packedCounts
    }

    /// The number of codes.
    public var codeCount: Int { space }

    /// Exact and partial matches as one number, `exact * (length + 1) + partial`: fast, and
    /// allocation-free for tabulated code spaces.
    @inline(__always)
    public func feedbackCode(_ guess: Int, against secret: Int) -> Int {
        if !packedSymbols.isEmpty {
            let n = rules.length
            let exact = Self.zeroBytes(packedSymbols[guess] ^ packedSymbols[secret]) - (8 - n)
            let common = Self.sumOfByteMinima(packedCounts[2 * guess], packedCounts[2 * secret])
                + Self.sumOfByteMinima(packedCounts[2 * guess + 1], packedCounts[2 * secret + 1])
            return exact * (n + 1) + common - exact
        }
        guard !symbols.isEmpty else {
            let f = score(guess, against: secret)
            return f.exact * (rules.length + 1) + f.partial
        }
        let n = rules.length, k = rules.alphabet.count
        var exact = 0
        for i in 0..<n where symbols[guess * n + i] == symbols[secret * n + i] { exact += 1 }
        var common = 0
        for j in 0..<k { common += Int(min(counts[guess * k + j], counts[secret * k + j])) }
        return exact * (n + 1) + common - exact
    }

    public func initial(seed: UInt64) -> State {
        var g = SeededGenerator(seed: seed)
        var symbols: [Int] = []
        var pool = Array(0..<rules.alphabet.count)
        for _ in 0..<rules.length {
            if rules.repeats {
                symbols.append(g.below(rules.alphabet.count))
            } else {
                symbols.append(pool.remove(at: g.below(pool.count)))
            }
        }
        return State(secret: encode(symbols))
    }

    public func toMove(_ state: State) -> Int? {
        guard state.winner == nil else { return nil }
        return state.awaitingAnswer ? rules.maker : rules.breaker
    }

    public func outcome(_ state: State) -> Outcome? { state.winner.map { Outcome(winner: $0) } }

    public func moveCount(_ state: State) -> Int { state.guesses.count + (state.secret == nil ? state.feedback.count : 0) }

    public func legalMoves(_ state: State, into moves: inout [Move]) {
        guard state.winner == nil else { return }
        if state.awaitingAnswer {
            for exact in 0...rules.length {
                for partial in 0...(rules.length - exact) where isPossible(Feedback(exact: exact, partial: partial)) {
                    moves.append(Move(space + exact * (rules.length + 1) + partial))
                }
            }
            return
        }
        for code in 0..<space where rules.repeats || isDistinct(code) { moves.append(Move(code)) }
    }

    public func randomMove(_ state: State, using generator: inout SeededGenerator) -> Move? {
        guard state.winner == nil else { return nil }
        if !state.awaitingAnswer, rules.repeats { return Move(generator.below(space)) }
        let moves = legalMoves(state)
        return moves.isEmpty ? nil : moves[generator.below(moves.count)]
    }

    public func apply(_ move: Move, to state: inout State, as typed: String?) throws(IllegalMove) {
        guard state.winner == nil else { throw illegal(.over, state, move: move, text: typed) }
        if state.awaitingAnswer {
            guard move.value >= space, let feedback = answer(move) else {
                throw IllegalMove(rule: .turn, message: message(.turn, state) + ": answer the last guess with feedback")
            }
            guard isPossible(feedback) else { throw illegal(.feedback, state, move: move, text: typed) }
        } else {
            guard move.value >= 0, move.value < space else {
                if move.value >= space {
                    throw IllegalMove(rule: .turn, message: message(.turn, state) + ": make a guess")
                }
                throw illegal(.code, state, move: move, text: typed)
            }
            guard rules.repeats || isDistinct(move.value) else { throw illegal(.code, state, move: move, text: typed) }
        }
        applyLegal(move, to: &state)
    }

    public func applyLegal(_ move: Move, to state: inout State) {
        if state.awaitingAnswer {
            state.awaitingAnswer = false
            state.feedback.append(answer(move) ?? Feedback(exact: 0, partial: 0))
        } else {
            state.guesses.append(move.value)
            guard let secret = state.secret else {
                state.awaitingAnswer = true
                return
            }
            let f = feedbackCode(move.value, against: secret)
            state.feedback.append(Feedback(exact: f / (rules.length + 1), partial: f % (rules.length + 1)))
        }
        if let last = state.feedback.last, last.exact == rules.length {
            state.winner = rules.breaker
        } else if state.guesses.count >= rules.guesses {
            state.winner = rules.maker
        }
    }

    // MARK: Codes

    /// The symbols of a code, as indices into the alphabet.
    @inline(__always)
    public func decode(_ code: Int) -> [Int] {
        var digits = [Int](repeating: 0, count: rules.length)
        var rest = code
        let k = rules.alphabet.count
        for i in stride(from: rules.length - 1, through: 0, by: -1) {
            digits[i] = rest % k
            rest /= k
        }
        return digits
    }

    public func encode(_ symbols: [Int]) -> Int {
        symbols.reduce(0) { $0 * rules.alphabet.count + $1 }
    }

    /// How many of the eight bytes of `x` are zero.
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let nonzero = (((x & low) &+ low) | x) & ~low
        return 8 - nonzero.nonzeroBitCount
    }

    /// The sum over the eight bytes of the smaller of `a`'s and `b`'s byte (bytes below 128, sums
    /// below 256).
    @inline(__always)
    static func sumOfByteMinima(_ a: UInt64, _ b: UInt64) -> Int {
        let high: UInt64 = 0x8080_8080_8080_8080
        let aAtLeastB = ((a | high) &- b) & high
        let mask = (aAtLeastB >> 7) &* 0xFF
        let minima = (b & mask) | (a & ~mask)
        return Int((minima &* 0x0101_0101_0101_0101) >> 56)
    }

    public func isDistinct(_ code: Int) -> Bool {
        let digits = decode(code)
        return Set(digits).count == digits.count
    }

    /// Exact and partial matches of a guess against a secret.
    public func score(_ guess: Int, against secret: Int) -> Feedback {
        let g = decode(guess), s = decode(secret)
        var exact = 0
        var countsG = [Int](repeating: 0, count: rules.alphabet.count)
        var countsS = countsG
        for i in 0..<rules.length {
            if g[i] == s[i] { exact += 1 }
            countsG[g[i]] += 1
            countsS[s[i]] += 1
        }
        var common = 0
        for k in 0..<countsG.count { common += min(countsG[k], countsS[k]) }
        return Feedback(exact: exact, partial: common - exact)
    }

    /// Feedback that some secret could give: no more marks than pegs, and never all but one peg
    /// exact with the last one misplaced.
    func isPossible(_ f: Feedback) -> Bool {
        f.exact >= 0 && f.partial >= 0 && f.marks <= rules.length && !(f.exact == rules.length - 1 && f.partial == 1)
    }

    func answer(_ move: Move) -> Feedback? {
        let v = move.value - space
        guard v >= 0 else { return nil }
        return Feedback(exact: v / (rules.length + 1), partial: v % (rules.length + 1))
    }

    public func codeText(_ code: Int) -> String {
        String(decode(code).map { rules.alphabet[$0] })
    }

    // MARK: Feedback as symbols

    /// Feedback as shown: exact marks, then partial ones; a leading space when there are partial
    /// marks but no exact ones, so that the first symbol always names the first kind.
    public func display(_ f: Feedback) -> String {
        let exact = String(repeating: rules.exactSymbol, count: f.exact)
        let partial = String(repeating: rules.partialSymbol, count: f.partial)
        return (f.exact == 0 && f.partial > 0 ? " " : "") + exact + partial
    }

    /// Reads feedback typed by the codemaker, by the rules of the result cell: the first symbol
    /// is the first kind (exact) and any other the second (partial); a leading space means none of
    /// the first kind; symbols of a third kind are dropped; other spaces are not marks.
    public static func read(_ text: String) -> (first: Int, second: Int) {
        var kinds: [Character] = []
        var counts = [0, 0]
        var rest = Substring(text)
        if rest.first == " " {
            kinds.append(" ")
            rest = rest.dropFirst()
        }
        for c in rest where c != " " {
            if let k = kinds.firstIndex(of: c) {
                counts[k] += 1
            } else if kinds.count < 2 {
                kinds.append(c)
                counts[kinds.count - 1] += 1
            }
        }
        return (counts[0], counts[1])
    }

    public func parse(_ text: String, in state: State) -> Move? {
        if state.awaitingAnswer {
            let (exact, partial) = Self.read(text)
            guard exact + partial <= rules.length else {
                return Move(space + (rules.length + 1) * (rules.length + 1))
            }
            return Move(space + exact * (rules.length + 1) + partial)
        }
        guard text.count == rules.length else { return nil }
        var symbols: [Int] = []
        for c in text {
            guard let i = rules.alphabet.firstIndex(of: c) else { return nil }
            symbols.append(i)
        }
        return Move(encode(symbols))
    }

    public func format(_ move: Move, in state: State) -> String {
        if move.value >= space {
            guard let f = answer(move), f.exact <= rules.length, f.partial <= rules.length else { return "?" }
            return display(f)
        }
        return move.value >= 0 ? codeText(move.value) : String(move.value)
    }

    /// The secret as text, or nil when the engine does not know it.
    public func secretText(_ state: State) -> String? { state.secret.map(codeText) }

    // MARK: Setup

    public func setSecret(_ text: String?, in state: inout State) throws(SetupError) {
        guard let text else {
            state.secret = nil
            return
        }
        guard let move = parse(text, in: State(secret: 0)) else {
            throw SetupError("'\(text)' is not a code of \(rules.length) symbols from \(String(rules.alphabet))")
        }
        guard rules.repeats || isDistinct(move.value) else { throw SetupError("'\(text)' repeats a symbol, which this game forbids") }
        state.secret = move.value
    }
}
