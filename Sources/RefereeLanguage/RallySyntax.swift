import RefereeModel

/// The parser's functions for the rally family's statements, one a grammar rule.
extension Parser {
    /// `level = ( "first" "to" expr | "best" "of" expr )
    ///   { "," ( "lead" "by" expr | "cap" expr | "call" STRING { STRING } | "deuce" STRING STRING
    ///         | "tiebreak" "at" expr "to" expr [ "by" expr ] ) } ;` (after "WORD :")
    mutating func level() throws -> LevelSyntax {
        var level: LevelSyntax
        let how = try identifier("'first to N' or 'best of N'")
        switch how.text {
        case "first":
            try word("to")
            level = LevelSyntax(target: .firstTo(try expression()), calls: [])
        case "best":
            try word("of")
            level = LevelSyntax(target: .bestOf(try expression()), calls: [])
        default: throw unknownWord(how, among: ["first", "best"])
        }
        while optional(.comma) != nil {
            let clause = try identifier("'lead by N', 'cap N', 'call …', 'deuce …' or 'tiebreak …'")
            switch clause.text {
            case "lead":
                try word("by")
                level.lead = try expression()
            case "cap":
                level.cap = try expression()
            case "call":
                while peek.kind == .string { level.calls.append(Name(peek.text, peek.span)); advance() }
                if level.calls.isEmpty { throw fail("no calls given", at: peek.span, expected: "names in quotes, as in \"Love\" \"Fifteen\"") }
            case "deuce":
                let tie = try string("the word for a tie past the last call, in quotes, as in \"Deuce\"")
                let advantage = try string("the word for a lead of one past the last call, in quotes, as in \"Advantage\"")
                level.deuce = (tie, advantage)
            case "tiebreak":
                try word("at")
                let at = try expression()
                try word("to")
                let target = try expression()
                let lead = optionalWord("by") != nil ? try expression() : nil
                level.tiebreak = TiebreakSyntax(keyword: clause, at: at, target: target, lead: lead)
            default: throw unknownWord(clause, among: ["lead", "cap", "call", "deuce", "tiebreak"])
            }
        }
        return level
    }

    /// `serve = "serve" ( "changes" "every" ( "point" | expr ( "points" | "point" ) )
    ///   | "to" [ "the" ] "rally" "winner" ) [ "when" expr ] ;` (after "serve")
    mutating func serve() throws -> Statement.Kind {
        let how = try identifier("'changes every …' or 'to rally winner'")
        switch how.text {
        case "changes":
            try word("every")
            let period: ExprSyntax
            if let point = optionalWord("point") {
                period = .integer(1, point.span)
            } else {
                period = try expression()
                let unit = try identifier("'points'")
                guard unit.text == "points" || unit.text == "point" else { throw unknownWord(unit, among: ["points"]) }
            }
            return .serveEvery(period: period, condition: try optionalCondition())
        case "to":
            _ = optionalWord("the")
            try word("rally")
            try word("winner")
            return .serveWinner(condition: try optionalCondition())
        default: throw unknownWord(how, among: ["changes", "to"])
        }
    }

    /// `only = "only" [ "the" ] "server" "scores" [ "when" expr ] ;` (after "only"): side-out
    /// scoring.
    mutating func sideOut() throws -> Statement.Kind {
        _ = optionalWord("the")
        try word("server")
        try word("scores")
        return .sideOut(condition: try optionalCondition())
    }

    /// `first = "first" "serve" ( "alternates" | "to" [ "the" ] ( "winner" | "loser" ) ) ;`
    /// (after "first")
    mutating func firstServe() throws -> Statement.Kind {
        try word("serve")
        let how = try identifier("'alternates', 'to winner' or 'to loser'")
        switch how.text {
        case "alternates": return .firstServe(how)
        case "to":
            _ = optionalWord("the")
            let who = try identifier("'winner' or 'loser'")
            guard who.text == "winner" || who.text == "loser" else { throw unknownWord(who, among: ["winner", "loser"]) }
            return .firstServe(who)
        default: throw unknownWord(how, among: ["alternates", "to"])
        }
    }

    /// `side = "side" WORD ":" WORD { WORD } ;` (after "side")
    mutating func side() throws -> Statement.Kind {
        let side = try identifier("the side's name, one of the players")
        try expect(.colon, "':' and the side's players, as in 'side A: A1 A2'")
        var names: [Name] = []
        while peek.kind == .identifier { names.append(name()) }
        if names.isEmpty { throw fail("no players named", at: peek.span, expected: "the side's players, as in 'side A: A1 A2'") }
        return .side(side, names)
    }

    /// `receiver = "receiver" ( "is" "next" "server" | "alternates" "every" "point"
    ///   | "chosen" "when" expr ) ;` (after "receiver")
    mutating func receiver() throws -> Statement.Kind {
        let how = try identifier("'is next server', 'alternates every point' or 'chosen when …'")
        switch how.text {
        case "is":
            try word("next")
            try word("server")
            return .receiving(Name("next server", how.span))
        case "alternates":
            try word("every")
            try word("point")
            return .receiving(Name("alternates every point", how.span))
        case "chosen":
            try word("when")
            return .receiverChosen(try expression())
        default: throw unknownWord(how, among: ["is", "alternates", "chosen"])
        }
    }

    /// `receivers = "receivers" "change" "order" "when" expr ;` (after "receivers")
    mutating func receiversSwap() throws -> Statement.Kind {
        try word("change")
        try word("order")
        try word("when")
        return .receiversSwap(try expression())
    }

    /// `order = "order" ( "chosen" | "restarts" ) "every" WORD ;` (after "order")
    mutating func order() throws -> Statement.Kind {
        let how = try identifier("'chosen' or 'restarts'")
        guard how.text == "chosen" || how.text == "restarts" else { throw unknownWord(how, among: ["chosen", "restarts"]) }
        try word("every")
        return .order(how, level: try identifier("a level, as in 'every set'"))
    }
}
