import RefereeLanguage

/// `textDocument/semanticTokens/full`: every word, number, string and comment of a file with
/// its kind, so that an editor without the TextMate grammar colours the file. A word is a
/// name when the file declares it, a function when a call's `(` follows it, else a keyword.
enum SemanticTokens {
    /// The token types, in the order of the legend the server advertises.
    enum Kind: Int, CaseIterable {
        case keyword, variable, number, string, comment, function

        var name: String {
            switch self {
            case .keyword: "keyword"
            case .variable: "variable"
            case .number: "number"
            case .string: "string"
            case .comment: "comment"
            case .function: "function"
            }
        }
    }

    static var legend: JSON {
        ["tokenTypes": .array(Kind.allCases.map { .string($0.name) }), "tokenModifiers": []]
    }

    /// The spans of a file with their kinds, in order.
    static func classify(_ source: SourceFile, declarations: Declarations) -> [(span: Span, kind: Kind)] {
        let (tokens, comments, _) = Lexer.tokenizeWithComments(source)
        let names = Set(declarations.all.flatMap(Declarations.spellings(of:)))
        var found: [(span: Span, kind: Kind)] = comments.map { ($0, .comment) }
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier:
                let calls = index + 1 < tokens.count && tokens[index + 1].kind == .leftParen
                    && tokens[index + 1].span.start == token.span.end
                found.append((token.span, names.contains(token.text) ? .variable : calls ? .function : .keyword))
            case .integer:
                found.append((token.span, .number))
            case .string:
                found.append((token.span, .string))
            case .leftParen, .rightParen, .comma, .colon, .dotDot, .assign, .equal, .notEqual, .less, .lessOrEqual,
                 .greater, .greaterOrEqual, .plus, .minus, .star, .slash, .percent, .newline, .end:
                continue
            }
        }
        return found.sorted { $0.span.start < $1.span.start }
    }

    /// The protocol's encoding: five integers a token (line and start relative to the token
    /// before, length, type, modifiers), in UTF-16 units; a token over several lines is cut
    /// at each line's end.
    static func data(_ source: SourceFile, declarations: Declarations) -> JSON {
        let lines = LineIndex(source.bytes)
        var data: [JSON] = []
        var previous = Position(line: 0, character: 0)
        for (span, kind) in classify(source, declarations: declarations) {
            let start = lines.position(of: span.start), end = lines.position(of: span.end)
            for line in start.line...end.line {
                let from = line == start.line ? start.character : 0
                let to = line == end.line ? end.character : lines.position(of: lines.lineEnd(line)).character
                guard to > from else { continue }
                let deltaLine = line - previous.line
                let deltaStart = deltaLine == 0 ? from - previous.character : from
                data += [.int(deltaLine), .int(deltaStart), .int(to - from), .int(kind.rawValue), .int(0)]
                previous = Position(line: line, character: from)
            }
        }
        return ["data": .array(data)]
    }
}
