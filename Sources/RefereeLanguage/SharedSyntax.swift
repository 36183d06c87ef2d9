import RefereeModel

/// The parser's functions for the statements every family shares, one a grammar rule.
extension Parser {
    /// `referee` is the version line, read by `parseFile()`; anywhere else it is out of place.
    mutating func versionNotFirst(_ keyword: Name) throws -> Statement.Kind {
        throw fail("the language version must be the first line", at: keyword.span)
    }

    /// `game = "game" STRING ;` (after "game")
    mutating func gameTitle() throws -> Statement.Kind {
        .title(try string("the game's title in quotes").text)
    }

    /// `players = "players" WORD { WORD } ;` (after "players")
    mutating func playerNames() throws -> Statement.Kind {
        var names: [Name] = []
        while peek.kind == .identifier { names.append(name()) }
        if names.isEmpty { throw fail("no players named", at: peek.span, expected: "player names, as in 'players X O'") }
        return .players(names)
    }

    /// `option = "option" WORD "=" expr ;` (after "option")
    mutating func optionDeclaration() throws -> Statement.Kind {
        let optionName = try identifier("the option's name")
        try expect(.assign, "'=' and the option's default value")
        return .option(optionName, try expression())
    }

    /// `message = "message" WORD STRING ;` (after "message")
    mutating func messageText() throws -> Statement.Kind {
        let key = try identifier("what the message reports, such as 'win' or 'draw'")
        return .message(key, try string("the message text in quotes").text)
    }

    /// `rules = "rules" STRING ;` (after "rules"): in a scenarios file, the rule file it tests.
    mutating func rulesReference() throws -> Statement.Kind {
        .rulesReference(try string("the path of the rule file, in quotes"))
    }
}
