import RefereeModel

/// How a code game's secret is drawn from a game's seed: the few numbers the draw needs, apart
/// from the code family's notation (`CodeKernel`, about a kilobyte), which a run of games on the
/// interpreter copied whole to draw each game's secret.
///
/// A word is drawn from the list; a code symbol by symbol, the first most significant, each
/// drawn from the alphabet or, without repeats, from the symbols not yet drawn in alphabet
/// order. Nothing is allocated: a run of random games draws one secret a game.
struct CodeSecretDraw: Sendable {
    /// The codemaker alone knows the secret (`computer … plays adversary`): none is drawn.
    let adversary: Bool
    let words: Bool
    let codeCount: Int
    let symbols: Int
    let length: Int
    let repeats: Bool

    init(_ rules: CodeRules, codeCount: Int) {
        adversary = rules.adversary
        words = rules.words != nil
        self.codeCount = codeCount
        symbols = rules.alphabet.count
        length = rules.length
        repeats = rules.repeats
    }

    /// The secret a game of this seed keeps; nil when the codemaker alone knows it.
    func secret(seed: UInt64) -> Int? {
        if adversary { return nil }
        var g = SeededGenerator(seed: seed)
        if words { return g.below(codeCount) }
        let k = symbols
        var code = 0
        var drawn: UInt64 = 0  // the symbols drawn so far; an alphabet has at most `Limits.alphabet`
        for place in 0..<length {
            var symbol = g.below(repeats ? k : k - place)
            if !repeats {
                var i = 0
                while true {
                    if drawn & (1 << UInt64(i)) == 0 {
                        if symbol == 0 { break }
                        symbol -= 1
                    }
                    i += 1
                }
                symbol = i
                drawn |= 1 << UInt64(i)
            }
            code = code * k + symbol
        }
        return code
    }
}
