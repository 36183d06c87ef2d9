import RefereeLanguage

/// `textDocument/references` and `textDocument/rename` for the names a rule file declares
/// (players, options, levels, kept values, pieces): every word in the rule file and its
/// scenarios that spells the name (a level also by its plural), as the checker finds names.
enum References {
    /// A file of the rule file's unit: the rule file itself or a scenarios file that tests it.
    struct File {
        var uri: String
        var source: SourceFile
    }

    /// The declaration the word at `offset` names, or nil when it names none.
    static func declared(at offset: Int, in source: SourceFile, declaring: SourceFile) -> Declarations.Declared? {
        let cursor = Cursor(source, offset: offset)
        guard let word = cursor.word, word.kind == .identifier else { return nil }
        return Declarations(declaring).find(word.text)
    }

    /// Each use of the name in the unit's files, the declaration among them, as spans with the
    /// spelling found there.
    static func uses(of declared: Declarations.Declared, in files: [File]) -> [(file: File, token: Token)] {
        let spellings = Declarations.spellings(of: declared)
        return files.flatMap { file in
            Lexer.tokenize(file.source).tokens
                .filter { $0.kind == .identifier && spellings.contains($0.text) }
                .map { (file, $0) }
        }
    }

    static func locations(of declared: Declarations.Declared, in files: [File]) -> JSON {
        .array(uses(of: declared, in: files).map { file, token in
            ["uri": .string(file.uri), "range": LineIndex(file.source.bytes).range(token.span)]
        })
    }

    /// Why a new name cannot replace the declared one, or nil when it can.
    static func problem(renaming declared: Declarations.Declared, to name: String, declaring: SourceFile) -> String? {
        let tokens = Lexer.tokenize(SourceFile(name: "", text: name)).tokens.filter { $0.kind != .end }
        guard tokens.count == 1, tokens[0].kind == .identifier, tokens[0].text == name else {
            return "'\(name)' is not a name: a name is one word of letters, digits and '_'"
        }
        if Vocabulary.statements.contains(name) { return "'\(name)' is a statement's keyword" }
        if let taken = Declarations(declaring).find(name), taken.name.span != declared.name.span {
            return "'\(name)' already names a \(taken.kind.rawValue)"
        }
        return nil
    }

    /// The edits that rename every use, by URI.
    static func rename(_ declared: Declarations.Declared, to name: String, in files: [File]) -> JSON {
        var changes: [String: [JSON]] = [:]
        for (file, token) in uses(of: declared, in: files) {
            let newText = token.text == declared.name.text ? name : name + "s"
            changes[file.uri, default: []].append(
                ["range": LineIndex(file.source.bytes).range(token.span), "newText": .string(newText)])
        }
        return ["changes": .object(changes.mapValues { JSON.array($0) })]
    }
}
