import RefereeModel

/// How a code game's codes and feedback are described to the players, for the help, the rules
/// summary, the picture and the explanations of refused moves.
extension CodeRules {
    /// What a code is: "4 symbols from 123456" or "a word on the list of 2268 (5 symbols from a-z…)".
    var codeWording: String {
        let symbols = "\(length) symbols from \(String(alphabet))"
        guard let words else { return symbols }
        return "a word on the list of \(words.count) (\(symbols))"
    }

    /// A code to show as an example of a guess: the first word, or the first symbols.
    var exampleGuess: String { words?.first ?? String(alphabet.prefix(length)) }

    /// What the feedback marks mean.
    var feedbackWording: String {
        let meanings = "\(exactSymbol) right symbol in the right place, \(partialSymbol) right symbol in the wrong place"
        guard let missSymbol else { return meanings }
        return "a mark a place, \(meanings), \(missSymbol) neither"
    }

    /// With feedback by position, how a symbol the guess repeats is marked.
    var repeatedSymbolWording: String? {
        guard missSymbol != nil else { return nil }
        return "a symbol is marked \(partialSymbol) only as often as the secret has it beyond its \(exactSymbol) marks"
    }

    /// Feedback by position as typed, for examples: exact, partial, then misses, then exact.
    var examplePositionalAnswer: String? {
        guard let missSymbol, length >= 2 else { return nil }
        let middle = String(repeating: missSymbol, count: max(0, length - 3))
        return length == 2 ? "\(exactSymbol)\(partialSymbol)" : "\(exactSymbol)\(partialSymbol)\(middle)\(exactSymbol)"
    }
}
