import RefereeLanguage

/// Completion: the words the language allows at the cursor, and the names the file declares.
enum Completion {
    /// The protocol's kinds of completion item that Referee uses.
    enum Kind: Int {
        case function = 3, field = 5, variable = 6, value = 12, keyword = 14, enumMember = 20, constant = 21
    }

    struct Item: Equatable {
        var label: String
        var kind: Kind
        var detail: String
        var documentation: String?

        var json: JSON {
            var object: [String: JSON] = ["label": .string(label), "kind": .int(kind.rawValue), "detail": .string(detail)]
            if let documentation { object["documentation"] = ["kind": "markdown", "value": .string(documentation)] }
            return .object(object)
        }
    }

    /// The items for a place; `rules` is the rule file the document is or tests, for what
    /// only the compiled rules know (the moves, the cells).
    static func items(in source: SourceFile, at offset: Int, declarations: Declarations, rules: SourceFile? = nil,
                      reference: LanguageReference = .shipped) -> [Item] {
        if let placeholders = ContextCompletion.placeholders(in: source, at: offset, declarations: declarations) {
            return placeholders
        }
        guard !insideCommentOrString(source, offset) else { return [] }
        let cursor = Cursor(source, offset: offset)
        let before = cursor.wordsBefore(offset).map(\.text)
        if cursor.atLineStart {
            return cursor.inScenario ? steps(reference) : statements(in: source, reference)
        }
        if cursor.inScenario, before == ["expect"] { return observations(reference) + levelCounts(declarations) }
        if cursor.inScenario, before == ["move"] {
            return ContextCompletion.scenarioMoves(at: offset, in: source, rules: rules)
        }
        if before.last == "at" {
            let cells = ContextCompletion.cells(at: offset, in: source, rules: rules)
            if !cells.isEmpty { return cells }
        }
        if !cursor.inScenario, before == ["win"] { return ContextCompletion.lineLengths(in: source) }
        if !cursor.inScenario, let first = before.first {
            if first == "move", before.count == 1 { return keywords(Vocabulary.moveActions, "action", reference) }
            if first == "message", before.count == 1 { return messageKeys(reference) }
            if ["move", "after"].contains(first), ["then", ","].contains(before.last ?? "") {
                return keywords(Vocabulary.effects, "effect", reference)
            }
            if first == "computer", before.count == 3, before[2] == "plays" {
                return keywords(Vocabulary.computerStrategies, "how the computer plays", reference)
            }
            if first == "end", before.last == ":" { return keywords(Vocabulary.endResults, "result", reference) + names(declarations) }
        }
        return names(declarations) + functions(reference)
    }

    /// Whether the place is in a comment or between a string's quotes, where nothing is offered.
    static func insideCommentOrString(_ source: SourceFile, _ offset: Int) -> Bool {
        let (tokens, comments, _) = Lexer.tokenizeWithComments(source)
        return comments.contains { $0.start < offset && offset <= $0.end }
            || tokens.contains { $0.kind == .string && $0.span.start < offset && offset < $0.span.end }
    }

    /// Statements the file may have next: the family's own (the family the file's statements
    /// already belong to, as the parser's table files them), the shared ones and the core's (the
    /// checker says where the core cannot go yet); the version line only while there is none.
    static func statements(in source: SourceFile, _ reference: LanguageReference) -> [Item] {
        let (syntax, _) = Parser.parse(source)
        let family = Set(syntax.statements.compactMap(Vocabulary.family(of:)))
        let words = Vocabulary.statements.filter { word in
            if word == "referee" { return syntax.version == nil }
            guard let own = Vocabulary.family(ofStatement: word) else { return true }
            return family.isEmpty || family.contains(own)
        }
        return keywords(words, "statement", reference)
    }

    static func steps(_ reference: LanguageReference) -> [Item] {
        Vocabulary.steps.map { word in
            let rows = reference.rows(beginningWith: word).filter { $0.chapter == Hover.scenariosChapter }
            return Item(label: word, kind: .keyword, detail: "step",
                        documentation: rows.isEmpty ? nil : LanguageReference.joinRows(rows))
        }
    }

    /// The words that may follow `expect`, as the reference's table of observations lists them.
    static func observations(_ reference: LanguageReference) -> [Item] {
        var seen: [String: [LanguageReference.Entry]] = [:]
        var order: [String] = []
        for row in reference.rows(beginningWith: "expect") where row.chapter == Hover.scenariosChapter {
            for words in row.formWords {
                guard words.count > 1, !LanguageReference.isPlaceholder(words[1]) else { continue }
                if seen[words[1]] == nil { order.append(words[1]) }
                if seen[words[1]]?.contains(row) != true { seen[words[1], default: []].append(row) }
            }
        }
        return order.map { Item(label: $0, kind: .keyword, detail: "observation", documentation: LanguageReference.joinRows(seen[$0] ?? [])) }
    }

    /// The keys a `message` line may set, as the reference's table of messages lists them.
    static func messageKeys(_ reference: LanguageReference) -> [Item] {
        reference.entries.filter { $0.isRow && $0.chapter == "Messages" }.compactMap { row in
            row.forms.first.map { Item(label: $0, kind: .keyword, detail: "message", documentation: LanguageReference.joinRows([row])) }
        }
    }

    static func levelCounts(_ declarations: Declarations) -> [Item] {
        declarations.all.filter { $0.kind == .level }.map {
            Item(label: $0.name.text + "s", kind: .field, detail: "units of level \($0.name.text) won", documentation: nil)
        }
    }

    static func keywords(_ words: [String], _ detail: String, _ reference: LanguageReference) -> [Item] {
        words.map { word in
            let documentation = reference.sections(beginningWith: word).first?.text
                ?? reference.rows(beginningWith: word).first.map { LanguageReference.joinRows([$0]) }
            return Item(label: word, kind: .keyword, detail: detail, documentation: documentation)
        }
    }

    /// Players, options, levels, kept values and pieces the file declares, each once.
    static func names(_ declarations: Declarations) -> [Item] {
        var seen: Set<String> = []
        return declarations.all.compactMap { declared in
            guard seen.insert(declared.name.text).inserted else { return nil }
            let kind: Kind = switch declared.kind {
            case .player: .enumMember
            case .option: .constant
            case .level: .field
            case .state: .variable
            case .piece: .value
            }
            return Item(label: declared.name.text, kind: kind, detail: "\(declared.kind.rawValue): \(declared.statement)", documentation: nil)
        }
    }

    /// The functions an expression may call, from the reference's table.
    static func functions(_ reference: LanguageReference) -> [Item] {
        var seen: Set<String> = []
        return reference.rows(inSection: "Functions").compactMap { row in
            guard let form = row.forms.first else { return nil }
            let name = LanguageReference.leadingWord(form)
            guard seen.insert(name).inserted else { return nil }
            return Item(label: name, kind: .function, detail: "function", documentation: LanguageReference.joinRows([row]))
        }
    }
}
