import Foundation

/// ArgumentParser's messages said as the tool says its own problems: `error: ` and a lower-case
/// sentence, with its suggestion after a semicolon (`error: unknown option '--seeed'; did you
/// mean '--seed'?`). The help and usage lines that follow are left as they are.
enum ArgumentErrorStyle {
    static func restyled(_ message: String) -> String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.hasPrefix("Error: ") else { return message }
        var sentence = String(first.dropFirst("Error: ".count))
        sentence = sentence.replacingOccurrences(of: ". Did you mean ", with: "; did you mean ")
        lines[0] = "error: " + lowercasingFirst(sentence)
        return lines.joined(separator: "\n")
    }

    /// The sentence with its first letter lower-cased, unless the first word is an acronym or a
    /// quoted name.
    static func lowercasingFirst(_ sentence: String) -> String {
        guard let word = sentence.split(separator: " ").first, let initial = word.first,
              initial.isUppercase, word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return sentence }
        return initial.lowercased() + sentence.dropFirst()
    }
}
