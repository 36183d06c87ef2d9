import RefereeModel

/// The parser's functions for the code family's statements, one a grammar rule.
extension Parser {
    /// `code = "code" expr "from" STRING ;` (after "code")
    mutating func code() throws -> Statement.Kind {
        let length = try expression()
        try word("from")
        let alphabet = try string("the code's symbols in quotes, as in \"123456\"")
        return .code(length: length, alphabet: alphabet)
    }

    /// `repeats = "repeats" ( "allowed" | "forbidden" ) ;` (after "repeats")
    mutating func repeats() throws -> Statement.Kind {
        let how = try identifier("'allowed' or 'forbidden'")
        guard how.text == "allowed" || how.text == "forbidden" else { throw unknownWord(how, among: ["allowed", "forbidden"]) }
        return .repeats(how.text == "allowed")
    }

    /// `guesses = "guesses" expr ;` (after "guesses")
    mutating func guesses() throws -> Statement.Kind {
        .guesses(try expression())
    }

    /// `feedback = "feedback" [ "by" "position" ] STRING STRING [ STRING ]
    ///   | "feedback" "words" STRING STRING "or" STRING | "feedback" "common" ;` (after
    /// "feedback"); the third symbol comes with, and only with, "by position".
    mutating func feedback() throws -> Statement.Kind {
        if optionalWord("common") != nil { return .feedbackCommon }
        if optionalWord("words") != nil {
            let exact = try string("the word for a right symbol in the right place, in quotes, as in \"Fermi\"")
            let partial = try string("the word for a right symbol in the wrong place, in quotes, as in \"Pico\"")
            try word("or")
            let none = try string("the word said when there is neither, in quotes, as in \"Bagels\"")
            return .feedbackWords(exact: exact, partial: partial, none: none)
        }
        var byPosition = false
        if optionalWord("by") != nil {
            try word("position")
            byPosition = true
        }
        let exact = try string("the symbol for a right peg in the right place, in quotes")
        let partial = try string("the symbol for a right peg in the wrong place, in quotes")
        let miss = byPosition ? try string("the symbol for a peg that earns neither, in quotes") : nil
        return .feedback(exact: exact, partial: partial, miss: miss)
    }

    /// `words = "words" ( STRING { STRING } | "from" STRING ) ;` (after "words")
    mutating func words() throws -> Statement.Kind {
        if optionalWord("from") != nil {
            return .words(.file(try string("the word file's path in quotes, as in \"words.txt\"")))
        }
        var words: [Name] = []
        while peek.kind == .string { words.append(name()) }
        if words.isEmpty {
            throw fail("no words given", at: peek.span, expected: "words in quotes, as in 'words \"cigar\" \"rebut\"', or 'from \"FILE\"'")
        }
        return .words(.inline(words))
    }

    /// `reveal = "reveal" ( "place" | "places" ) expr { expr } ;` (after "reveal")
    mutating func reveal() throws -> Statement.Kind {
        let how = try identifier("'place' or 'places'")
        guard how.text == "place" || how.text == "places" else { throw unknownWord(how, among: ["place", "places"]) }
        var places = [try expression()]
        while peek.kind == .integer || peek.kind == .identifier { places.append(try expression()) }
        return .reveal(places)
    }

    /// `secret = "secret" "kept" "by" WORD [ "," ] [ "hidden" "from" WORD ] ;` (after "secret")
    mutating func secret() throws -> Statement.Kind {
        try word("kept")
        try word("by")
        let keeper = try identifier("the player who keeps the secret")
        var hidden: Name?
        _ = optional(.comma)
        if optionalWord("hidden") != nil {
            try word("from")
            hidden = try identifier("the player the secret is hidden from")
        }
        return .secret(keeper: keeper, hiddenFrom: hidden)
    }

    /// `lies = "lies" expr ;` (after "lies")
    mutating func lies() throws -> Statement.Kind {
        .lies(try expression())
    }

    /// `secrets = "secrets" expr ;` (after "secrets")
    mutating func secrets() throws -> Statement.Kind {
        .secrets(try expression())
    }
}
