/// Text that came from outside the program (a rule file, a scenario, a word file, a file's name, a
/// typed line), made safe to show. Every layer that prints such text goes through here, so that a
/// title cannot retitle the terminal and a scenario's name cannot erase the line that reports it.
public enum Escaping {
    /// `text` for a terminal: every control character (C0, DEL and C1), line and paragraph
    /// separator and bidirectional override is written as an escape (`\n`, `\r`, `\t`, else
    /// `\u{1B}`); everything else is kept as it is.
    public static func terminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// Text of several lines for a terminal: each line escaped as `terminal` escapes it, the line
    /// ends kept. For text a program assembled from lines, some of which came from outside.
    public static func terminalLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { terminal(String($0)) }.joined(separator: "\n")
    }

    /// Whether a scalar must not reach a terminal as it is.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, and every control
    /// character (C0, DEL, C1) and line or paragraph separator as `\n`, `\r`, `\t` or `\uXXXX`.
    public static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
