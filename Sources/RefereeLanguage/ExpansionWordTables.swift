import RefereeModel

/// Tables of words read from a word file (`words from "FILE" [in A]`), and such a table read
/// letter by letter: `T(I, J)`, the place in `A` of the `J`-th letter of the `I`-th word.
extension Expansion {
    /// The words of a word file, each a row of the table. With `in A`, each word's letters must
    /// be `A`'s, a word that has another reported at its place in the word file.
    mutating func wordRows(_ path: Name, alphabet: Name?) throws -> [String] {
        let letters = try alphabet.map { try self.letters($0) }
        guard case .success(let source)? = wordFiles[path.text] else {
            var reason = "it was not read"
            if case .failure(let error)? = wordFiles[path.text], let first = error.errors.first {
                reason = first.diagnostic.message
            }
            throw fail("cannot read the word file '\(path.text)': \(reason)", at: path.span,
                       help: "a word file's path is relative to the folder of the rule file")
        }
        let words = WordFile.words(in: source)
        guard !words.isEmpty else { throw fail("the word file '\(path.text)' holds no words", at: path.span) }
        guard let alphabet, let letters else { return words.map(\.text) }
        var problems: [Diagnostic] = []
        for word in words {
            if let stranger = word.text.first(where: { letters[String($0)] == nil }) {
                problems.append(.error(
                    "'\(word.text)' has '\(stranger)', which is not one of the letters of '\(alphabet.text)'", at: word.span,
                    help: "the letters are \"\(letters.sorted { $0.value < $1.value }.map(\.key).joined())\""))
            } else if word.text.count > Limits.spelledWordLength {
                problems.append(.error(
                    "'\(word.text)' has \(word.text.count) letters; a word read letter by letter has at most \(Limits.spelledWordLength)",
                    at: word.span))
            }
        }
        let shown = 10
        wordFileDiagnostics += problems.prefix(shown).map { FileDiagnostic(source: source, diagnostic: $0) }
        guard problems.isEmpty else {
            throw fail(
                "\(problems.count) word\(problems.count == 1 ? "" : "s") of '\(path.text)' cannot be spelt with '\(alphabet.text)'",
                at: path.span, help: problems.count > shown ? "the first \(shown) are reported" : nil)
        }
        return words.map(\.text)
    }

    /// The letters of a table of one-letter words, each by its place from 1.
    private mutating func letters(_ alphabet: Name) throws -> [String: Int] {
        guard let table = tables[alphabet.text], table.columns.count == 1 else {
            throw fail("'\(alphabet.text)' is not a table of letters declared before this one", at: alphabet.span,
                       help: "declare the letters first, as in 'table alphabet = letters \"abcdefghijklmnopqrstuvwxyz\"'")
        }
        var places: [String: Int] = [:]
        for (i, value) in table.columns[0].enumerated() {
            guard case .word(let letter) = value, letter.count == 1, places[letter] == nil else {
                throw fail("'\(alphabet.text)' must hold one letter a row, none twice, to spell words with", at: alphabet.span,
                           help: "declare it as 'table \(alphabet.text) = letters \"…\"'")
            }
            places[letter] = i + 1
        }
        return places
    }

    /// A table's words as its alphabet's places, a row of `width` numbers each.
    mutating func spelling(_ rows: [Value], alphabet: Name, table: Name) throws -> Spelling {
        let letters = try self.letters(alphabet)
        var words: [String] = []
        for value in rows {
            guard case .word(let word) = value, word.allSatisfy({ letters[String($0)] != nil }) else {
                throw fail("every row of '\(table.text)' must be a word spelt with the letters of '\(alphabet.text)'",
                           at: table.span)
            }
            words.append(word)
        }
        let width = words.map(\.count).max() ?? 0
        var spelt = [Int](repeating: 0, count: words.count * width)
        for (i, word) in words.enumerated() {
            for (j, letter) in word.enumerated() { spelt[i * width + j] = letters[String(letter)]! }
        }
        return Spelling(width: width, letters: spelt)
    }

    /// `T(I, J)`: the place among the table's letters of the `J`-th letter of its `I`-th word;
    /// 0 past the word's end. Known before play, the number; else an entry of the words' letters
    /// laid end to end, read during play, 0 outside.
    mutating func letter(_ table: Table, _ spelling: Spelling, _ word: ExprSyntax, _ place: ExprSyntax, _ name: Name, _ span: Span) throws -> ExprSyntax {
        let width = spelling.width
        if let i = known(word), let j = known(place) {
            guard i >= 1, i <= table.rowCount else {
                throw fail("'\(name.text)' has \(table.rowCount) words, counted from 1; there is no word \(i)", at: word.span)
            }
            return .integer(j >= 1 && j <= width ? spelling.letters[(i - 1) * width + j - 1] : 0, span)
        }
        func op(_ text: String) -> Name { Name(text, span) }
        let inWord = ExprSyntax.binary(
            op("and"), .binary(op(">="), place, .integer(1, span)), .binary(op("<="), place, .integer(width, span)))
        let flat = ExprSyntax.binary(
            op("+"), .binary(op("*"), .binary(op("-"), word, .integer(1, span)), .integer(width, span)), place)
        return .entry(name, spelling.letters, .ifThenElse(inWord, flat, .integer(0, span), span), span)
    }

    /// A text's `{EXPR}` part that reads a table of words at a place known only during play,
    /// directly or through definitions (`{shown(mask(1))}`, `{at(1)}`): the word there as the
    /// text shows it. Nil for any other expression.
    mutating func wordPart(_ syntax: ExprSyntax, _ env: Env) throws -> AnswerPartSyntax? {
        var syntax = syntax, env = env
        for _ in 0..<Limits.expressionDepth {
            let callee: Name, arguments: [ExprSyntax]
            switch syntax {
            case .name(let name): (callee, arguments) = (name, [])
            case .call(let name, let args, _): (callee, arguments) = (name, args)
            case .integer, .unary, .binary, .ifThenElse, .forEach, .entry: return nil
            }
            if let bound = env[callee.text] {
                guard arguments.isEmpty else { return nil }
                syntax = bound
                env = [:]
                continue
            }
            if let definition = definitions[callee.text], !cyclic.contains(callee.text) {
                guard definition.parameters.count == arguments.count else { return nil }
                let values = try self.arguments(arguments, env)
                env = Dictionary(uniqueKeysWithValues: zip(definition.parameters.map(\.text), values))
                syntax = definition.body
                used.insert(callee.text)
                continue
            }
            guard let (table, column) = columns[callee.text], arguments.count == 1 else { return nil }
            var words: [String] = []
            for value in tables[table]!.columns[column] {
                guard case .word(let word) = value else { return nil }
                words.append(word)
            }
            let place = try rule(arguments[0], env)
            return known(place) == nil ? .word(callee, words: words, place: place) : nil
        }
        return nil
    }
}
