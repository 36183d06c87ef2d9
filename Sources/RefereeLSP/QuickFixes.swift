import RefereeLanguage

/// `textDocument/codeAction`: a quick fix for each diagnostic in the range asked about whose
/// help is the checker's "did you mean 'WORD'?": the misspelt word replaced by WORD.
enum QuickFixes {
    /// The word a help line suggests, or nil when it suggests none.
    static func suggestion(in message: String) -> String? {
        guard let help = message.split(separator: "\n").last(where: { $0.hasPrefix("help: did you mean '") }) else {
            return nil
        }
        let word = help.dropFirst("help: did you mean '".count)
        guard word.hasSuffix("'?") else { return nil }
        return String(word.dropLast(2))
    }

    /// The actions for the published diagnostics of a document that meet the lines of `range`.
    static func actions(for diagnostics: [JSON], in document: Document, range: JSON) -> JSON {
        let lines = document.lines
        let first = range["start"]["line"].int ?? 0, last = range["end"]["line"].int ?? Int.max
        return .array(diagnostics.compactMap { diagnostic -> JSON? in
            guard let message = diagnostic["message"].string, let word = suggestion(in: message),
                  let start = Position(diagnostic["range"]["start"]), let end = Position(diagnostic["range"]["end"]),
                  start.line <= last, end.line >= first else { return nil }
            let lo = lines.offset(of: start), hi = max(lo, lines.offset(of: end))
            let written = String(decoding: lines.bytes[lo..<hi], as: UTF8.self)
            guard let edit = replacement(of: written, by: word, message: message, at: lo, lines: lines) else { return nil }
            return [
                "title": .string("Change to '\(word)'"), "kind": "quickfix", "diagnostics": [diagnostic],
                "isPreferred": true,
                "edit": ["changes": .object([document.uri: [edit]])],
            ]
        })
    }

    /// The edit that puts the suggestion in place of the misspelt word: the diagnostic's whole
    /// range when it is one word, or the placeholder the message names within it.
    static func replacement(of written: String, by word: String, message: String, at offset: Int, lines: LineIndex) -> JSON? {
        if !written.isEmpty, !written.contains(where: \.isWhitespace), !written.contains("\"") {
            return ["range": lines.range(Span(offset, offset + written.utf8.count)), "newText": .string(word)]
        }
        guard word.hasPrefix("{"), let open = message.firstIndex(of: "{"),
              let close = message[open...].firstIndex(of: "}") else { return nil }
        let placeholder = String(message[open...close])
        guard let found = written.range(of: placeholder) else { return nil }
        let start = offset + written[..<found.lowerBound].utf8.count
        return ["range": lines.range(Span(start, start + placeholder.utf8.count)), "newText": .string(word)]
    }
}
