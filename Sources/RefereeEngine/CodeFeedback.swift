import RefereeModel

/// Scoring a guess against a secret, and feedback as the players write it.
extension CodeKernel {
    /// The feedback as one number, its class: with counted marks `exact * (length + 1) +
    /// partial`, by position the base-3 pattern, with common feedback the symbols shared (and
    /// `length + 1` for the secret itself). Fast, and allocation-free for tabulated codes.
    @inline(__always)
    public func feedbackCode(_ guess: Int, against secret: Int) -> Int {
        if commonOnly { return guess == secret ? solvedClass : sharedSymbols(guess, secret) }
        if !packedCounts.isEmpty {
            return Self.countedClass(guess, against: secret, packedSymbols, packedCounts, length: rules.length)
        }
        if byPosition, !packedSymbols.isEmpty {
            return Self.pattern(packedSymbols[guess], packedSymbols[secret], length: rules.length)
        }
        return unpackedFeedbackCode(guess, against: secret)
    }

    /// How many symbols two codes share wherever they stand: over every symbol, the smaller of
    /// its counts in the two.
    func sharedSymbols(_ guess: Int, _ secret: Int) -> Int {
        let k = rules.alphabet.count
        if !packedCounts.isEmpty {
            return Self.sumOfByteMinima(packedCounts[2 * guess], packedCounts[2 * secret])
                + Self.sumOfByteMinima(packedCounts[2 * guess + 1], packedCounts[2 * secret + 1])
        }
        if !counts.isEmpty {
            var common = 0
            for j in 0..<k { common += Int(min(counts[guess * k + j], counts[secret * k + j])) }
            return common
        }
        let f = score(guess, against: secret)
        return f.exact + f.partial
    }

    /// `feedbackCode` for codes not packed in words: large code spaces, or many symbols.
    @inline(never)
    func unpackedFeedbackCode(_ guess: Int, against secret: Int) -> Int {
        if byPosition { return positionPattern(guess, against: secret) }
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

    /// The class of a feedback (see `feedbackCode`).
    public func feedbackClass(_ f: Feedback) -> Int {
        if commonOnly { return f.exact == rules.length ? solvedClass : f.partial }
        return rules.feedbackByPosition ? f.pattern : f.exact * (rules.length + 1) + f.partial
    }

    /// The feedback of a class. Inlined, with marks by position read out of line: every guess
    /// of a random game reads its answer's marks.
    @inline(__always)
    public func feedback(ofClass answer: Int) -> Feedback {
        if commonOnly { return answer == solvedClass ? Feedback(exact: rules.length, partial: 0) : Feedback(exact: 0, partial: answer) }
        guard rules.feedbackByPosition else { return Self.countedFeedback(ofClass: answer, length: rules.length) }
        return positionFeedback(ofClass: answer)
    }

    /// The feedback by position of a class: its marks counted from its base-3 digits.
    @inline(never)
    func positionFeedback(ofClass answer: Int) -> Feedback {
        var exact = 0, partial = 0, rest = answer
        for _ in 0..<rules.length {
            if rest % 3 == 2 { exact += 1 } else if rest % 3 == 1 { partial += 1 }
            rest /= 3
        }
        return Feedback(exact: exact, partial: partial, pattern: answer)
    }

    /// Exact and partial matches of a guess against a secret, counted.
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

    /// Marks place by place, on codes packed one symbol a byte (plus one; zero bytes past the
    /// code): exact where guess and secret agree; then, from the left, partial where the guess's
    /// symbol is in a place of the secret that no mark has taken yet (taking the first such
    /// place); neither otherwise. All in registers: places are flagged by the top bit of their
    /// byte, and a symbol is looked for in every place of the secret at once.
    @inline(__always)
    static func pattern(_ g: UInt64, _ s: UInt64, length n: Int) -> Int {
        let places: UInt64 = n >= 8 ? 0x8080_8080_8080_8080 : 0x8080_8080_8080_8080 & ((1 << UInt64(8 * n)) - 1)
        let exact = zeroByteFlags(g ^ s) & places
        var free = places & ~exact
        var pattern = 0
        for i in 0..<n {
            let place: UInt64 = 0x80 << UInt64(8 * i)
            var mark = 2
            if exact & place == 0 {
                let symbol = (g >> UInt64(8 * i)) & 0xFF
                let found = zeroByteFlags(s ^ (symbol &* 0x0101_0101_0101_0101)) & free
                mark = found == 0 ? 0 : 1
                free &= ~(found & (~found &+ 1))
            }
            pattern = pattern * 3 + mark
        }
        return pattern
    }

    /// The top bit of each byte of `x` that is zero, and no other bit.
    @inline(__always)
    static func zeroByteFlags(_ x: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low) &+ low) | x) & ~low
    }

    /// Marks place by place for codes not packed beforehand (too many to tabulate): packs them
    /// here and scores them as `pattern` does.
    func positionPattern(_ guess: Int, against secret: Int) -> Int {
        func packed(_ code: Int) -> UInt64 {
            decode(code).enumerated().reduce(0) { $0 | UInt64($1.element + 1) << UInt64(8 * $1.offset) }
        }
        return Self.pattern(packed(guess), packed(secret), length: rules.length)
    }

    /// The marks of a counted feedback class (see `feedbackCode`).
    @inline(__always)
    static func countedFeedback(ofClass answer: Int, length n: Int) -> Feedback {
        Feedback(exact: answer / (n + 1), partial: answer % (n + 1))
    }

    /// The counted feedback class of codes packed in words (`packedSymbols`, `packedCounts`),
    /// `exact * (length + 1) + partial` of their `countedMarks`.
    @inline(__always)
    static func countedClass(
        _ guess: Int, against secret: Int, _ symbols: [UInt64], _ counts: [UInt64], length n: Int
    ) -> Int {
        let marks = countedMarks(guess, against: secret, symbols, counts, length: n)
        return marks.exact &* (n &+ 1) &+ marks.partial
    }

    /// The counted marks of codes packed in words: exact marks are the places whose bytes
    /// agree, and the symbols shared are the smaller count of each symbol, summed over the bytes
    /// of the two count words; partial marks are the symbols shared but the exact ones. The
    /// arithmetic wraps: codes are numbers of the tables' codes, and marks at most 16.
    ///
    /// The two codes are tested against the tables once, and the six words read unchecked:
    /// `counts` holds two words for each code of `symbols`.
    @inline(__always)
    static func countedMarks(
        _ guess: Int, against secret: Int, _ symbols: [UInt64], _ counts: [UInt64], length n: Int
    ) -> Feedback {
        precondition(
            UInt(bitPattern: guess) < UInt(symbols.count) && UInt(bitPattern: secret) < UInt(symbols.count)
                && counts.count == symbols.count &<< 1, "a code outside the code tables")
        let exact = symbols.withUnsafeBufferPointer { zeroBytes($0[guess] ^ $0[secret]) } &- (8 &- n)
        let (g, s) = (guess &<< 1, secret &<< 1)
        let common = counts.withUnsafeBufferPointer { c in
            sumOfByteMinima(c[g], c[s]) &+ sumOfByteMinima(c[g | 1], c[s | 1])
        }
        return Feedback(exact: exact, partial: common &- exact)
    }

    /// The feedback a guess earns against a secret in this game's kind of feedback (where
    /// `score` always counts marks, symbol by symbol): `feedback(ofClass: feedbackCode(…))`, with
    /// counted marks read without the class's division, which a random game paid at every guess.
    @inline(__always)
    public func feedback(_ guess: Int, against secret: Int) -> Feedback {
        if !commonOnly, !packedCounts.isEmpty {
            return Self.countedMarks(guess, against: secret, packedSymbols, packedCounts, length: rules.length)
        }
        return feedback(ofClass: feedbackCode(guess, against: secret))
    }

    /// How many of the eight bytes of `x` are zero. Each nonzero byte is flagged in its top
    /// bit, and the flags are added up by one multiplication into the top byte: plain x86-64
    /// has no `popcnt`, and `nonzeroBitCount` was about 15 instructions.
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let nonzero = (((x & low) &+ low) | x) & ~low
        return 8 - Int(((nonzero &>> 7) &* 0x0101_0101_0101_0101) &>> 56)
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

    /// Whether some secret could earn a feedback class: no more marks than pegs, and never all
    /// pegs but one exact with the last one partial (its symbol would have nowhere else to be).
    func isPossible(_ answer: Int) -> Bool {
        guard answer >= 0, answer < feedbackClasses else { return false }
        if commonOnly { return true }
        let f = feedback(ofClass: answer)
        return f.marks <= rules.length && !(f.exact == rules.length - 1 && f.partial == 1)
    }

    // MARK: Feedback as symbols

    /// Feedback as shown. Counted: exact marks, then partial ones, with a leading space when
    /// there are partial marks but no exact ones, so that the first symbol always names the first
    /// kind. By position: one mark a place. In words: as `FeedbackWords.said` says it.
    public func display(_ f: Feedback) -> String {
        if commonOnly { return f.exact == rules.length ? Self.foundWord : String(f.partial) }
        if let words = rules.feedbackWords { return words.said(exact: f.exact, partial: f.partial) }
        if let miss = rules.missSymbol {
            var marks: [Character] = []
            var rest = f.pattern
            for _ in 0..<rules.length {
                marks.append([miss, rules.partialSymbol, rules.exactSymbol][rest % 3])
                rest /= 3
            }
            return String(marks.reversed())
        }
        let exact = String(repeating: rules.exactSymbol, count: f.exact)
        let partial = String(repeating: rules.partialSymbol, count: f.partial)
        return (f.exact == 0 && f.partial > 0 ? " " : "") + exact + partial
    }
}
