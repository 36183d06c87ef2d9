import RefereeLanguage

/// Hover: the reference's text for the construct under the cursor, or what a declared name is.
enum Hover {
    /// Markdown for the word at `offset`, and the word's span; nil over nothing the reference or
    /// the file explains.
    static func text(in source: SourceFile, at offset: Int, declarations: Declarations,
                     reference: LanguageReference = .shipped) -> (markdown: String, span: Span)? {
        let cursor = Cursor(source, offset: offset)
        guard let index = cursor.index, let word = cursor.word, word.kind == .identifier else { return nil }
        let words = cursor.words
        let line = cursor.inScenario ? scenarioEntries(words: words, reference: reference) : statementEntries(words: words, reference: reference)
        if index > 0, let declared = declarations.find(word.text), !isLiteral(word.text, at: index, in: line) {
            return (declaration(declared), word.span)
        }
        var entries = index == 0 || cursor.inScenario ? line : wordEntries(word.text, words: words, index: index, reference: reference)
        if index == 0, entries.isEmpty, word.text == "scenario", let chapter = reference.chapter(named: scenariosChapter) {
            entries = [chapter]
        }
        guard !entries.isEmpty else { return nil }
        let sections = entries.filter { !$0.isRow }.map(\.text)
        let rows = entries.filter(\.isRow)
        let markdown = (sections + (rows.isEmpty ? [] : [LanguageReference.joinRows(rows)])).joined(separator: "\n\n---\n\n")
        return (markdown, word.span)
    }

    /// The statement a line is: the sections for its first word that match it best (a level for
    /// `NAME:`).
    static func statementEntries(words: [String], reference: LanguageReference) -> [LanguageReference.Entry] {
        if words.count > 1, words[1] == ":" {
            return reference.entries.filter { entry in !entry.isRow && entry.forms.contains { $0.hasPrefix("NAME:") } }
        }
        guard let first = words.first else { return [] }
        return LanguageReference.best(reference.sections(beginningWith: first), for: words).prefix(1).map { $0 }
    }

    /// A step, or for `expect`, the observation.
    static func scenarioEntries(words: [String], reference: LanguageReference) -> [LanguageReference.Entry] {
        guard let first = words.first else { return [] }
        let steps = reference.rows(beginningWith: first).filter { $0.chapter == scenariosChapter }
        return LanguageReference.best(steps, for: words)
    }

    static let scenariosChapter = "Scenarios"

    /// A word inside a statement: rows of the statement's own section first (a `move` line's
    /// actions, an `end` line's results), then the tables the statement reads from, then any
    /// construct that begins with the word (a level's `call`).
    static func wordEntries(_ word: String, words: [String], index: Int, reference: LanguageReference) -> [LanguageReference.Entry] {
        let statement = statementEntries(words: words, reference: reference).first
        if let statement, words.count > 1, words[1] == ":" {
            // A level's clauses (`call`, `deuce`, `tiebreak`) have sections of their own.
            return reference.sections(beginningWith: word).filter { $0.chapter == statement.chapter }.prefix(1).map { $0 } + [statement]
        }
        if let statement, isLiteral(word, at: index, in: [statement]) { return [statement] }
        let own = statement.map { section in reference.rows(inSection: section.section) } ?? []
        let related = relatedSections(of: words.first ?? "").flatMap { name in
            reference.entries.filter { $0.isRow && ($0.section == name || $0.chapter == name) }
        }
        let isCall = index + 1 < words.count && words[index + 1] == "("
        for candidates in [own, related] {
            let found = candidates.filter { $0.leadingWords.contains(word) }
            if !found.isEmpty { return rowsOfOneTable(found) }
        }
        let rows = reference.rows(beginningWith: word).filter { entry in
            entry.chapter != scenariosChapter && (isCall || !entry.forms.allSatisfy { $0.hasPrefix(word + "(") })
        }
        if !rows.isEmpty { return rowsOfOneTable(rows) }
        return reference.sections(beginningWith: word).prefix(1).map { $0 }
    }

    /// The sections whose tables a statement's words come from, beside its own.
    static func relatedSections(of keyword: String) -> [String] {
        switch keyword {
        case "message": ["Messages"]
        case "move", "after": ["Effects"]
        default: []
        }
    }

    /// The rows of the first table among those found.
    static func rowsOfOneTable(_ rows: [LanguageReference.Entry]) -> [LanguageReference.Entry] {
        guard let first = rows.first else { return [] }
        let header = first.text.split(separator: "\n").prefix(2)
        return rows.filter { $0.section == first.section && $0.text.split(separator: "\n").prefix(2) == header }
    }

    /// Whether the line's construct has `word` itself at `index` (the `turn` of `expect turn X`),
    /// rather than a name there: a file may call a player or an option by a word of the language.
    static func isLiteral(_ word: String, at index: Int, in entries: [LanguageReference.Entry]) -> Bool {
        entries.contains { entry in
            entry.formWords.contains { formWords in
                index < formWords.count && formWords[index].split(separator: "|").contains { String($0) == word }
            }
        }
    }

    static func declaration(_ declared: Declarations.Declared) -> String {
        "\(declared.kind.rawValue) `\(declared.name.text)`\n\n```referee\n\(declared.statement)\n```"
    }
}
