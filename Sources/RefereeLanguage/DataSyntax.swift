import RefereeModel

/// The parser's functions for tables, definitions and repetition, one a grammar rule. What
/// they read is expanded into core statements before checking (`Expansion`).
extension Parser {
    /// `table = "table" WORD [ "(" WORD { "," WORD } ")" ] "=" items ;` (after "table")
    mutating func tableDeclaration() throws -> Statement.Kind {
        let name = try identifier("the table's name")
        var columns: [Name] = []
        if optional(.leftParen) != nil {
            repeat {
                columns.append(try identifier("a column's name"))
            } while optional(.comma) != nil
            try expect(.rightParen, "')' after the columns' names")
        }
        try expect(.assign, "'=' and the table's rows")
        return .table(TableSyntax(name: name, columns: columns, items: try tableItems()))
    }

    /// `items = item { "," item } ;`, where a `for each` item takes the items after it.
    ///
    /// `item = "for" "each" bindings items | "letters" STRING | "words" "from" STRING [ "in" WORD ]
    ///   | [ ( WORD | STRING ) ":" ] value { value } ;`
    ///
    /// `value = STRING | unary ;`
    mutating func tableItems() throws -> [TableItemSyntax] {
        var items: [TableItemSyntax] = []
        repeat {
            if optionalEach() != nil {
                let bindings = try bindings()
                items.append(.forEach(bindings, try tableItems()))
                return items
            }
            if peek.kind == .identifier, peek.text == "letters", peekAhead(1).kind == .string {
                advance()
                items.append(.letters(try string("the letters, in quotes")))
                continue
            }
            if peek.kind == .identifier, peek.text == "words", peekAhead(1).kind == .identifier, peekAhead(1).text == "from" {
                advance()
                advance()
                let path = try string("the word file's path, in quotes")
                let alphabet = try optionalWord("in").map { _ in
                    try identifier("the table of letters the words are spelt with, as in 'words from \"hangman.words\" in alphabet'")
                }
                items.append(.wordsFrom(path: path, alphabet: alphabet))
                continue
            }
            var key: Name?
            if peek.kind == .identifier || peek.kind == .string, peekAhead(1).kind == .colon {
                key = name()
                try expect(.colon, "':' after the row's key")
            }
            var values: [TableValueSyntax] = []
            while ![.comma, .newline, .end].contains(peek.kind) {
                values.append(peek.kind == .string ? .word(name()) : .number(try unary()))
            }
            if values.isEmpty {
                throw fail("a row without values", at: peek.span, expected: "numbers or words in quotes, as in 'table pars = 4 5 3'")
            }
            items.append(.row(key: key, values: values))
        } while optional(.comma) != nil
        return items
    }

    /// `"for" "each"`, when they come next.
    mutating func optionalEach() -> Name? {
        guard peek.kind == .identifier, peek.text == "for", peekAhead(1).kind == .identifier, peekAhead(1).text == "each"
        else { return nil }
        let keyword = name()
        try? word("each")
        return keyword
    }

    /// `bindings = binding { "," binding } ":" ;`
    ///
    /// `binding = WORD "in" ( expr "to" expr | "players" | "letters" STRING | WORD ) ;`
    mutating func bindings() throws -> [BindingSyntax] {
        var bindings: [BindingSyntax] = []
        repeat {
            let name = try identifier("the name each value takes, as in 'for each hole in 1 to 18'")
            try word("in")
            let source: BindingSyntax.Source
            if peek.kind == .identifier, peek.text == "letters", peekAhead(1).kind == .string {
                advance()
                source = .letters(try string("the letters, in quotes"))
            } else if peek.kind == .identifier, [.comma, .colon].contains(peekAhead(1).kind) {
                let word = self.name()
                source = word.text == "players" ? .players(word) : .table(word)
            } else {
                let from = try expression()
                try word("to")
                source = .range(from, try expression())
            }
            bindings.append(BindingSyntax(name: name, source: source))
        } while optional(.comma) != nil
        try expect(.colon, "':' after what 'for each' runs over")
        return bindings
    }

    /// `define = "define" WORD [ "(" WORD { "," WORD } ")" ] "=" expr ;` (after "define")
    mutating func definition() throws -> Statement.Kind {
        let name = try identifier("the name being defined")
        var parameters: [Name] = []
        if optional(.leftParen) != nil {
            repeat {
                parameters.append(try identifier("a parameter's name"))
            } while optional(.comma) != nil
            try expect(.rightParen, "')' after the parameters")
        }
        try expect(.assign, "'=' and the expression it stands for")
        return .define(DefineSyntax(name: name, parameters: parameters, body: try expression()))
    }

    /// `for = "for" "each" bindings statement ;` (after "for"): the statement once for each
    /// value.
    mutating func repetition() throws -> Statement.Kind {
        try word("each")
        let bindings = try bindings()
        guard peek.kind == .identifier else {
            throw fail("expected the statement to repeat", at: peek.span, expected: "a rule, as in 'for each i in 1 to 6: state pit = 4'")
        }
        return .forEach(bindings, try statement())
    }
}
