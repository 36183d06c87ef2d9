/// Text broken into lines that fit a width: the one way every layer fits its sentences (help,
/// explanations, diagnostics' notes) to a terminal.
public enum TextWrapping {
    /// The width when no terminal says otherwise.
    public static let defaultWidth = 80

    /// Each line of `text` broken at spaces into lines of at most `width` columns. The lines a
    /// long line is broken into are indented by `hanging` spaces, or, when it is nil, as the
    /// line's layout says: under the text after its first run of two spaces or more (the second
    /// column of a table such as `help`'s), else by the line's own indent and two more.
    /// Runs of spaces inside a line (aligned columns) are kept where the line is not broken. A
    /// word longer than a whole line is the only thing cut. Colour codes take no columns.
    public static func wrap(_ text: String, width: Int = defaultWidth, hanging: Int? = nil) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { wrapLine(String($0), width: max(width, 20), hanging: hanging) }
            .joined(separator: "\n")
    }

    /// The columns a line takes on a terminal: its characters, less its colour codes.
    public static func columns(_ line: some StringProtocol) -> Int {
        var count = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }

    private static func wrapLine(_ line: String, width: Int, hanging: Int?) -> String {
        guard columns(line) > width else { return line }
        let leading = line.prefix { $0 == " " }.count
        let indent = String(repeating: " ", count: min(hanging ?? secondColumn(line, after: leading) ?? leading + 2, width / 2))
        var lines: [String] = []
        var current = String(line.prefix(leading))
        var used = leading
        var empty = true
        var gap = 0
        for piece in pieces(line.dropFirst(leading)) {
            switch piece {
            case .spaces(let n):
                gap = n
            case .word(let word):
                let spaces = empty ? 0 : gap
                if used + spaces + columns(word) <= width {
                    current += String(repeating: " ", count: spaces) + word
                    used += spaces + columns(word)
                    empty = false
                    continue
                }
                if !empty {
                    lines.append(current)
                    (current, used) = (indent, indent.count)
                }
                // Only a word longer than a whole line is cut, into pieces that fill lines.
                var rest = Substring(word)
                while used + columns(rest) > width {
                    let room = max(1, width - used)
                    lines.append(current + rest.prefix(room))
                    rest = rest.dropFirst(room)
                    (current, used) = (indent, indent.count)
                }
                current += rest
                used += columns(rest)
                empty = false
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// Where the text after the first run of two spaces or more begins, past the indent.
    private static func secondColumn(_ line: String, after leading: Int) -> Int? {
        let characters = Array(line)
        var i = leading
        while i + 2 < characters.count {
            if characters[i] == " ", characters[i + 1] == " " {
                var j = i
                while j < characters.count, characters[j] == " " { j += 1 }
                return j < characters.count ? j : nil
            }
            i += 1
        }
        return nil
    }

    private enum Piece {
        case word(String)
        case spaces(Int)
    }

    private static func pieces(_ text: Substring) -> [Piece] {
        var out: [Piece] = []
        var word = ""
        var spaces = 0
        for character in text {
            if character == " " {
                if !word.isEmpty { out.append(.word(word)); word = "" }
                spaces += 1
            } else {
                if spaces > 0 { out.append(.spaces(spaces)); spaces = 0 }
                word.append(character)
            }
        }
        if !word.isEmpty { out.append(.word(word)) }
        return out
    }
}
