import RefereeModel

/// The words of the core's clauses, for suggestions.
enum CoreSyntax {
    static let actions = ["place", "slide", "jump", "remove", "pass", "player", "number", "from", "some"]
    static let effects = ["set", "add", "append", "roll", "draw", "again", "reveal", "announce", "answer", "remove", "place", "move", "for"]
    static let results = ["winner", "loser", "draw", "highest", "lowest"]

    /// For a statement no family knows but the core can say, how to say it.
    static func hint(for word: String) -> String? {
        switch word.lowercased() {
        case "pass", "passing":
            "the core says it: 'move pass', with 'when …' for when a player may pass"
        case "slide", "step", "moving":
            "the core says it: 'move slide along lines' moves a piece to the empty cell next to it"
        case "jump", "hop", "leap":
            "the core says it: 'move jump over other' moves a piece over another player's to the empty cell beyond, taking it"
        case "capture", "take", "remove", "removing":
            "the core says it: 'move remove other' takes another player's piece off the board, 'move jump over other' takes the piece jumped over"
        case "scores", "scoring", "points":
            "the core says it: 'state score per player = 0', then 'after move when … then add 1 to score(mover)'"
        case "hand", "supply", "stock", "reserve":
            "the core says it: 'state hand per player = 4' and 'move place when hand(mover) > 0 then add -1 to hand(mover)'"
        case "again", "extra", "bonusmove":
            "the core says it: 'after move when … then again' gives the mover another move"
        case "announce", "say":
            "the core says it: 'after move when … then announce \"…\"'"
        case "symbols", "shared", "piece":
            "the core says it: 'pieces S O' declares pieces any player may place, and 'move place S or O' lets the mover choose"
        case "hexagonal", "hex", "hexes":
            "the core says it: 'grid hexagonal' gives each cell six neighbours"
        case "dice", "die", "roll", "rolls":
            "the core says it: 'state die = 0', and a move that rolls it: 'move \"roll\" then roll die 1 to 6'"
        case "setup", "initial", "begin":
            "the core says it: 'start PIECE at CELL …' puts pieces on the board before the first move"
        case "join", "connection", "goal":
            "the core says it: 'connect PLAYER top bottom', then 'end when connected: winner mover'"
        case "flank", "flip", "capturing", "reverse":
            "the core says it: 'move place flanking' must flank other players' pieces, which turn to the mover's"
        case "ends", "finish", "winner", "over":
            "the core says it: 'end when CONDITION: winner mover' (or 'loser P', 'draw', 'highest NAME')"
        default: nil
        }
    }
}

/// The parser's functions for the core statements, one a grammar rule.
extension Parser {
    /// `state = "state" ( WORD | STRING ) [ "per" "player" ] "=" ( expr | "list" | "random" expr
    ///   "to" expr | "deck" expr "to" expr [ "," expr "each" ] ) [ "hidden" "from" WORD { WORD } ] ;`
    /// (after "state"; `hidden from others` hides each player's value from the others; a name in
    /// quotes holds `{…}` parts that `for each` fills in)
    mutating func stateDeclaration() throws -> Statement.Kind {
        let name = peek.kind == .string ? self.name() : try identifier("the name of the value the game keeps")
        var perPlayer = false
        if optionalWord("per") != nil {
            try word("player")
            perPlayer = true
        }
        try expect(.assign, "'=' and the value it starts with")
        let value: StateValueSyntax
        if peek.kind == .identifier, peek.text == "random", peekAhead(1).kind != .newline, peekAhead(1).kind != .end {
            let keyword = self.name()
            let from = try expression()
            try word("to")
            value = .random(keyword: keyword, from: from, to: try expression())
        } else if peek.kind == .identifier, peek.text == "deck", peekAhead(1).kind != .newline, peekAhead(1).kind != .end {
            let keyword = self.name()
            let from = try expression()
            try word("to")
            let to = try expression()
            var each: ExprSyntax?
            if optional(.comma) != nil {
                each = try expression()
                try word("each")
            }
            value = .deck(keyword: keyword, from: from, to: to, each: each)
        } else {
            value = .expression(try expression())
        }
        var hiddenFrom: [Name] = []
        if optionalWord("hidden") != nil {
            try word("from")
            while peek.kind == .identifier { hiddenFrom.append(self.name()) }
            if hiddenFrom.isEmpty { throw fail("no player named", at: peek.span, expected: "the players it is hidden from, as in 'hidden from Guesser'") }
        }
        return .state(name, perPlayer: perPlayer, value, hiddenFrom: hiddenFrom)
    }

    /// `pieces = "pieces" WORD { WORD } [ "per" "player" ] ;` (after "pieces"): shared pieces, or
    /// with `per player` kinds every player has.
    mutating func piecesDeclaration() throws -> Statement.Kind {
        var names: [Name] = []
        while peek.kind == .identifier, peek.text != "per" { names.append(name()) }
        if names.isEmpty { throw fail("no pieces named", at: peek.span, expected: "piece names, as in 'pieces S O'") }
        if optionalWord("per") != nil {
            try word("player")
            return .coreBoard(.kinds(names))
        }
        return .pieces(names)
    }

    /// `lines = "lines" ( in-a-row | line-list ) ;` (after "lines")
    mutating func boardLines() throws -> LineSpec {
        guard peek.kind == .leftParen else { return try inARow() }
        return .explicit(try lineList())
    }

    /// `in-a-row = [ "exactly" ] expr "in" [ "a" ] "row" ;`: the length of a line, and whether
    /// a longer run holds none. `exactly` before `in` is the length itself (an option's name).
    mutating func inARow() throws -> LineSpec {
        var exactly: Name?
        if peek.kind == .identifier, peek.text == "exactly", !(peekAhead(1).kind == .identifier && peekAhead(1).text == "in") {
            exactly = name()
        }
        let length = try expression()
        try word("in")
        _ = optionalWord("a")
        try word("row")
        return .inARow(length, exactly: exactly)
    }

    /// `line-list = { "(" cell { cell } ")" } ;`: lines given by their cells.
    mutating func lineList() throws -> [[Name]] {
        var lines: [[Name]] = []
        while optional(.leftParen) != nil {
            var cells: [Name] = []
            while peek.kind == .integer || peek.kind == .identifier { cells.append(name()) }
            try expect(.rightParen, "')' to close the line")
            lines.append(cells)
        }
        return lines
    }

    /// `move = "move" action move-modifiers [ "when" expr ] [ "then" effects ] ;` (after "move")
    ///
    /// `action = place | slide | jump | "remove" whose | "pass" | STRING | "player"
    ///   | "number" expr "to" expr | "from" WORD ;`
    ///
    /// `whose = "own" | "other" | "any" ;`
    mutating func moveRule() throws -> MoveSyntax {
        var move = MoveSyntax(action: peek.kind == .string ? .word(try string("the word that names the move")) : try action(),
                              condition: nil, effects: [])
        try moveModifiers(into: &move)
        move.condition = try optionalCondition()
        move.effects = optionalWord("then") != nil ? try effectList() : []
        return move
    }

    /// An action named by its keyword (all but a word in quotes).
    private mutating func action() throws -> MoveSyntax.Action {
        let verb = try identifier("what the move does: 'place', 'slide', 'jump', 'remove', 'pass', a word of your own in quotes (\"hold\"), or what it names: 'player', 'number', 'from' a table")
        switch verb.text {
        case "place": return try placeAction()
        case "slide":
            let kinds = movedKinds()
            let adjacency = try adjacency()
            var motion = try motion(jumping: false)
            motion.kinds = kinds + motion.kinds
            return .slide(adjacency, motion)
        case "jump": return try jumpAction()
        case "remove": return .remove(try whose())
        case "pass": return .pass
        case "player": return .player(verb)
        case "number":
            let from = try expression()
            try word("to")
            return .number(from: from, to: try expression())
        case "from": return .row(try identifier("the table whose rows the move names"), keys: [])
        case "some": return try partAction()
        default: throw unknownWord(verb, among: CoreSyntax.actions)
        }
    }

    /// Words that may follow a move's action, so that none is read as a piece's name before
    /// them: `dropping`, the modifiers (`moveModifiers`), and `when` and `then`.
    static let afterActionWords: Set<String> = [
        "dropping", "onto", "flanking", "capturing", "anywhere", "outside", "otherwise", "recorded", "sealed",
        "when", "then",
    ]

    /// `place = "place" [ WORD { "or" WORD } ] [ "dropping" ] ;` (after "place")
    mutating func placeAction() throws -> MoveSyntax.Action {
        var choices: [Name] = []
        while peek.kind == .identifier, !Self.afterActionWords.contains(peek.text) {
            choices.append(name())
            if optionalWord("or") == nil { break }
        }
        return .place(choices: choices, drop: optionalWord("dropping") != nil)
    }

    /// `part = "some" "of" WORD ;` (after "some"): the move names part of a kept list.
    mutating func partAction() throws -> MoveSyntax.Action {
        try word("of")
        return .part(try identifier("the list whose items the move names, as in 'move some of dice'"))
    }

    /// `slide = "slide" [ kinds ] adjacency motion ;` (after "slide")
    ///
    /// `adjacency = [ "orthogonally" | "along" "lines" ] ;`
    mutating func adjacency() throws -> Adjacency {
        if optionalWord("orthogonally") != nil { return .orthogonal }
        if optionalWord("along") != nil {
            try word("lines")
            return .alongLines
        }
        return .adjacent
    }

    /// `jump = "jump" [ kinds ] adjacency motion [ "over" whose ] [ chain ] ;` (after "jump");
    /// over another player's piece unless it says whose.
    mutating func jumpAction() throws -> MoveSyntax.Action {
        let kinds = movedKinds()
        let adjacency = try adjacency()
        var motion = try motion(jumping: true)
        let over: Whose = optionalWord("over") != nil ? try whose() : .other
        try chain(into: &motion)
        motion.kinds = kinds + motion.kinds
        return .jump(adjacency, over: over, motion)
    }

    /// `whose = "own" | "other" | "any" ;`
    mutating func whose() throws -> Whose {
        let whose = try identifier("whose piece: 'own', 'other' or 'any'")
        guard let w = Whose(rawValue: whose.text) else { throw unknownWord(whose, among: Whose.allCases.map(\.rawValue)) }
        return w
    }

    /// `effects = effect { "," effect } ;`
    mutating func effectList() throws -> [EffectSyntax] {
        var effects = [try effect()]
        while optional(.comma) != nil { effects.append(try effect()) }
        return effects
    }

    /// `effect = "set" target "=" expr | ( "add" | "append" ) expr "to" target
    ///   | roll | "draw" target "from" WORD | "again" | "reveal"
    ///   | "announce" STRING | "answer" STRING | "remove" expr [ "from" target ]
    ///   | "place" unary "at" expr | "move" expr "to" expr | "for" "each" bindings effect ;`
    mutating func effect() throws -> EffectSyntax {
        if optionalEach() != nil { return .forEach(try bindings(), try effect()) }
        let verb = try identifier("an effect: 'set', 'add', 'append', 'roll', 'draw', 'again', 'reveal', 'announce', 'answer', 'remove', 'place', 'move' or 'for each'")
        switch verb.text {
        case "set":
            let (name, player) = try effectTarget()
            try expect(.assign, "'=' and the new value")
            return .set(name, player: player, try expression())
        case "add":
            let amount = try expression()
            try word("to")
            let (name, player) = try effectTarget()
            return .add(amount, name, player: player)
        case "append":
            let value = try expression()
            try word("to")
            let (name, player) = try effectTarget()
            return .append(value, name, player: player)
        case "roll": return try rollEffect()
        case "draw":
            let (name, player) = try effectTarget()
            try word("from")
            return .draw(name, player: player, deck: try identifier("the deck to draw from, as in 'draw card(mover) from deck'"))
        case "again": return .again(verb)
        case "reveal": return .reveal(verb)
        case "announce": return .announce(try string("what to announce, in quotes"))
        case "answer":
            let text = try string("the answer, in quotes, as in 'answer \"higher\"'")
            return .answer(text, try answerParts(text))
        case "remove":
            let removed = try expression()
            guard optionalWord("from") != nil else { return .removeCell(verb, removed) }
            let (name, player) = try effectTarget()
            return .removeItems(verb, removed, from: name, player: player)
        case "place":
            let piece = try unary()
            try word("at")
            return .placeCell(verb, piece: piece, at: try expression())
        case "move":
            let from = try expression()
            try word("to")
            return .moveCell(verb, from: from, to: try expression())
        default: throw unknownWord(verb, among: CoreSyntax.effects)
        }
    }

    /// `roll = "roll" target [ expr "times" ] expr "to" expr ;` (after "roll"): one number, or
    /// with `N times` a list of N numbers.
    mutating func rollEffect() throws -> EffectSyntax {
        let (name, player) = try effectTarget()
        var times: ExprSyntax?
        var from = try expression()
        if optionalWord("times") != nil {
            times = from
            from = try expression()
        }
        try word("to")
        return .roll(name, player: player, times: times, from: from, to: try expression())
    }

    /// An answer's text, or a refusal's message, as words and `{EXPR}` parts, each part read as
    /// an expression (`expr` of the grammar) where it stands in the file, so that its diagnostics
    /// point into the string. `{{` and `}}` stand for a brace.
    mutating func answerParts(_ text: Name) throws -> [AnswerPartSyntax] {
        var parts: [AnswerPartSyntax] = []
        var words = ""
        let bytes = Array(text.text.utf8)
        let offsets = rawOffsets(of: text, count: bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "{"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") {
                words += "{"
                i += 2
            } else if byte == UInt8(ascii: "}"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "}") {
                words += "}"
                i += 2
            } else if byte == UInt8(ascii: "{") {
                guard let close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                    throw fail("'{' without its '}' in the text", at: Span(offsets[i], offsets[i] + 1),
                               help: "a part in braces is an expression, as in '{chosen - 1}'; write '{{' for a brace")
                }
                if !words.isEmpty { parts.append(.text(words)) }
                words = ""
                parts.append(.expression(try embeddedExpression(bytes[(i + 1)..<close], at: offsets[i + 1])))
                i = close + 1
            } else if byte == UInt8(ascii: "}") {
                throw fail("'}' without its '{' in the text", at: Span(offsets[i], offsets[i] + 1),
                           help: "write '}}' for a brace")
            } else {
                let end = bytes[i...].firstIndex { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } ?? bytes.count
                words += String(decoding: bytes[i..<end], as: UTF8.self)
                i = end
            }
        }
        if !words.isEmpty { parts.append(.text(words)) }
        return parts
    }

    /// Where each byte of a string's text stands in the file (and, last, where the text ends): a
    /// byte written as an escape (`\"`, `\\`, `\n`) stands at its backslash.
    private func rawOffsets(of text: Name, count: Int) -> [Int] {
        var offsets: [Int] = []
        var raw = text.span.start + 1
        let bytes = source.bytes
        while offsets.count < count, raw < bytes.count {
            offsets.append(raw)
            raw += bytes[raw] == UInt8(ascii: "\\") ? 2 : 1
        }
        while offsets.count <= count { offsets.append(raw) }
        return offsets
    }

    /// An expression written inside a string, read as if it stood at `offset` in the file: its
    /// tokens are moved there, so that the expression's spans and diagnostics point into the string.
    private mutating func embeddedExpression(_ bytes: ArraySlice<UInt8>, at offset: Int) throws -> ExprSyntax {
        let part = SourceFile(name: source.name, bytes: Array(bytes))
        var (tokens, lexical) = Lexer.tokenize(part)
        for i in tokens.indices { tokens[i].span = Span(tokens[i].span.start + offset, tokens[i].span.end + offset) }
        for i in lexical.indices { lexical[i].span = Span(lexical[i].span.start + offset, lexical[i].span.end + offset) }
        var inner = Parser(part, tokens: tokens)
        let expr = try? inner.expression()
        let trailing = inner.peek
        diagnostics += lexical + inner.diagnostics
        guard let expr, lexical.isEmpty, inner.diagnostics.isEmpty else { throw Failure() }
        guard trailing.kind == .end else {
            throw fail("unexpected \(trailing.described) in the answer's braces", at: trailing.span, expected: "'}' after the expression")
        }
        return expr
    }

    /// `target = WORD [ "(" expr ")" ] ;`
    mutating func effectTarget() throws -> (Name, ExprSyntax?) {
        let name = try identifier("the name of a value the game keeps")
        guard optional(.leftParen) != nil else { return (name, nil) }
        let player = try expression()
        try expect(.rightParen, "')'")
        return (name, player)
    }

    /// `after = "after" "move" [ "when" expr ] "then" effects ;` (after "after")
    mutating func afterMoveRule() throws -> Statement.Kind {
        try word("move")
        let condition = try optionalCondition()
        try word("then")
        return .afterMove(condition: condition, effects: try effectList())
    }

    /// `refuse = "refuse" ( [ "after" ] "when" expr | "unless" "most" expr ) ":" STRING ;`
    /// (after "refuse")
    mutating func refuseRule() throws -> Statement.Kind {
        if optionalWord("unless") != nil {
            guard let most = optionalWord("most") else {
                throw fail("expected 'most'", at: peek.span, expected: "'most' and the number a turn makes as high as it can")
            }
            let value = try expression()
            try expect(.colon, "':' and the message a refused move gets, in quotes")
            let message = try string("the message a refused move gets, in quotes")
            return .refuse(after: nil, condition: value, message: message, parts: try answerParts(message), most: most)
        }
        let after = optionalWord("after")
        try word("when")
        let condition = try expression()
        try expect(.colon, "':' and the message a refused move gets, in quotes")
        let message = try string("the message a refused move gets, in quotes")
        return .refuse(after: after, condition: condition, message: message, parts: try answerParts(message))
    }

    /// `end = "end" "when" expr ":" result ;` (after "end"); a lone `end` closes a scenario.
    mutating func endRule(_ keyword: Name) throws -> Statement.Kind {
        guard peek.kind == .identifier, peek.text == "when" else { throw fail("'end' without a scenario", at: keyword.span) }
        try word("when")
        let condition = try expression()
        try expect(.colon, "':' and who wins, as in ': winner mover'")
        return .end(condition: condition, result: try endResult())
    }

    /// `result = "winner" expr | "loser" expr | "draw" | ( "highest" | "lowest" ) WORD ;`
    mutating func endResult() throws -> EndResultSyntax {
        let how = try identifier("'winner', 'loser', 'draw', 'highest' or 'lowest'")
        switch how.text {
        case "winner": return .winner(try expression())
        case "loser": return .loser(try expression())
        case "draw": return .draw(how)
        case "highest": return .highest(try identifier("the per-player value whose highest wins"))
        case "lowest": return .lowest(try identifier("the per-player value whose lowest wins"))
        default: throw unknownWord(how, among: CoreSyntax.results)
        }
    }
}
